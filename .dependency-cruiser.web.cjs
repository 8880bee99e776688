// The import rules of the browser app (web/src), checked by `npm run lint:architecture` (part of
// `npm test`) beside the server's rules in .dependency-cruiser.cjs. Shared pieces (a component two
// pages use, a type the shell and a page both need) live in their own module under components/ or
// in trpc.ts, so that pages never import one another in a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-no-cycles',
      severity: 'error',
      comment: 'A module cycle in the dashboard makes the order of initialisation and the code splitting unclear.',
      from: { path: '^web/src/' },
      to: { circular: true },
    },
    {
      name: 'web-imports-server-types-only',
      severity: 'error',
      comment:
        'The browser app imports only the types of the server (its tRPC router), never server code; the one exception is the table of human names of the codes (src/core/contract/labels.ts: pure data, type imports only, and the names of the engines from src/engines/engine-list.ts), so that the dashboard and the reports read one table.',
      from: { path: '^web/src/' },
      to: { path: '^src/', pathNot: '^src/core/contract/labels\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code (the two pages Vite builds excepted).',
      from: {
        orphan: true,
        path: '^web/src/',
        pathNot: ['^web/src/main\\.tsx$', '^web/src/graphql-console/main\\.tsx$', '\\.d\\.ts$', '\\.css$'],
      },
      to: {},
    },
  ],
  options: {
    // The server's modules are checked by .dependency-cruiser.cjs; here only the app's imports of them.
    doNotFollow: { path: ['node_modules', '^src/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
