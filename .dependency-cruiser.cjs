// The import rules of docs/architecture.md, checked by `npm run lint:architecture` (part of
// `npm test`). Imports only go down: surfaces -> core -> (site, engines, net, db, generated).
const surfaces = '^src/(rest|graphql|dashboard|mcp|cli)/';
const below = '^src/(site|engines|net|db|log\\.ts)';

// The domains of src/core, bottom first (docs/architecture.md, "Inside core"). A domain imports
// only itself and the domains before it: one rule per domain forbids the ones after it.
const coreDomains = [
  'kernel', // errors, ids, validation, pagination, secrets, job queue: no business rule
  'contract', // the public API's wire schemas and stable run failure codes
  'plans', // the plan table and the monthly engine budget ledger
  'access', // API keys, principals, project scope, rate limits and leases, the request gate
  'runtime', // configuration and the services a process builds from it
  'accounts', // accounts, workspaces, dashboard users, passwords and sessions
  'branding', // a workspace's brand (name, colour, logo) and the logo's safety rules
  'demo', // the demo brands and what engines say of them (generated, no database)
  'runs', // an audit run as stored: its view, scores and site outcome
  'projects', // creating, listing and reading projects
  'tracking', // tracked prompts, competitors, engine choice
  'fanout', // the searches the engines ran: the led-to-citation rule, the list of searches and the fan-out report
  'observations', // citations, mentions, engine answers and probes as read
  'findings', // findings and their status
  'analytics', // visibility, share of voice, cited domains, score trend
  'crawlers-report', // the reads of the crawler rollups: bots and referrals reports, the page funnel joined with citations
  'reports', // the report of a run: Markdown, HTML, PDF
  'webhooks', // endpoints, events, signed deliveries
  'visibility', // extraction of citations and mentions from answers, brand and platform scores
  'role-judge', // the optional language-model judge of roles and sentiment, beside the lexicon's, within the budget
  'audits', // triggering, scheduling, running and finishing an audit
  'probes', // asking the engines for a run, within the budget
  'exports', // bulk CSV and NDJSON exports
  'seed', // storing the demo through the audit's own last step
  'crawlers', // AI crawler hits and AI referrals from the site's access logs: formats, agents, verification, rollups
  'api', // the public API's tRPC procedures (REST, GraphQL, MCP and the dashboard run them)
  'dashboard-api', // the dashboard's tRPC routers (its procedures that are API operations run them)
];
const domainRules = coreDomains.slice(0, -1).map((domain, i) => ({
  name: `core-${domain}-imports-down`,
  severity: 'error',
  comment: `src/core/${domain} may import only itself and the domains below it (${coreDomains.slice(0, i).join(', ') || 'none'}).`,
  from: { path: `^src/core/${domain}/` },
  to: { path: `^src/core/(${coreDomains.slice(i + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...domainRules,
    {
      name: 'core-files-in-domains',
      severity: 'error',
      comment: 'Every core module belongs to a domain folder listed in coreDomains.',
      from: { path: '^src/' },
      to: { path: '^src/core/', pathNot: `^src/core/(${coreDomains.join('|')})/` },
    },
    {
      name: 'no-domain-cycles',
      severity: 'error',
      comment:
        'Two domain folders that import each other are one domain, or a rule in the wrong place (folder level: no file cycle needed).',
      scope: 'folder',
      from: { path: '^src/core/' },
      to: { circular: true },
    },
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
