// The import rules of docs/architecture.md, checked by `npm run lint:architecture` (part of
// `npm test`). Imports only go down: surfaces -> core -> (site, engines, net, db, generated).
const surfaces = '^src/(rest|graphql|dashboard|mcp|cli)/';
const below = '^src/(site|engines|net|db|log\\.ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module cycle makes the order of initialisation and the layering unclear.',
      from: { path: '^src/', pathNot: '^src/generated/' },
      to: { circular: true },
    },
    {
      name: 'core-is-framework-free',
      severity: 'error',
      comment: 'src/core holds the rules; it imports no HTTP framework, no surface, no job and no composition root.',
      from: { path: '^src/core/' },
      to: {
        path: [
          surfaces,
          '^src/jobs/',
          '^src/(app|server)\\.ts$',
          '^node_modules/(fastify|@fastify|graphql-yoga|graphile-worker|react|vite)/',
        ],
      },
    },
    {
      name: 'support-below-core',
      severity: 'error',
      comment: 'Site analysis, engine adapters, network and database code never import core, jobs or surfaces.',
      from: { path: below },
      to: { path: ['^src/core/', '^src/jobs/', surfaces, '^src/(app|server)\\.ts$'] },
    },
    {
      name: 'jobs-below-surfaces',
      severity: 'error',
      comment: 'Jobs call core; they know nothing of HTTP surfaces or the CLI.',
      from: { path: '^src/jobs/' },
      to: { path: [surfaces, '^src/(app|server)\\.ts$'] },
    },
    {
      name: 'surfaces-apart',
      severity: 'error',
      comment: 'Each surface is a thin adapter over core; surfaces do not reach into one another or into jobs.',
      from: { path: '^src/(rest|graphql|dashboard|mcp)/' },
      to: { path: ['^src/(rest|graphql|dashboard|mcp|cli)/', '^src/jobs/'], pathNot: '^src/$1/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code (entry points excepted).',
      from: { orphan: true, path: '^src/', pathNot: ['^src/generated/', '^src/cli/main\\.ts$', '\\.d\\.ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
