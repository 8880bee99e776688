/**
 * How a GraphQL relation of a list item is loaded (npm run bench:graphql-relations): the pages an
 * engine retrieved and did not cite (`retrievedSources`) of each of a page of BENCH_ANSWERS engine
 * answers (default 100, each with BENCH_SOURCES sources, default 5), three ways, over the same rows:
 *  - batch loader: the service's way. The page is the core's keyset page; the sources of every
 *    answer of the page are one `findMany` (core `retrievedSourcesOfAnswers`, src/graphql/batch.ts);
 *  - plugin-prisma, fallback: the same keyset page, `retrievedSources` a `t.relation` of a
 *    `prismaObject`; the plugin loads each answer again by id with the relation, in one tick, and
 *    Prisma batches those `findUnique`s into one statement;
 *  - plugin-prisma, planned: the page read by Prisma (`t.prismaField`, `findMany` with the query
 *    the plugin plans from the selection), so the sources come in the page's own statement.
 * Each variant is a small schema of its own executed in this process (graphql-js `execute`, a fresh
 * context per request, requests one at a time, the variants alternating). Needs a PostgreSQL
 * (BENCH_PG_URL); creates and drops its own database. Writes the "GraphQL relations" section of
 * docs/benchmarks.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import SchemaBuilder from '@pothos/core';
import { execute, type GraphQLSchema, parse } from 'graphql';
import pg from 'pg';
import type { Principal } from '../src/core/access/api-keys.ts';
import { type EngineAnswerView, listEngineAnswers, retrievedSourcesOfAnswers } from '../src/core/observations/run-engine-results.ts';
import type { Services } from '../src/core/runtime/services.ts';
import { sqlPool } from '../src/db/client.ts';
import type { RetrievedSource } from '../src/generated/prisma/client.ts';
import type { GraphQLContext } from '../src/graphql/context.ts';
import { batchLoader } from '../src/graphql/batch.ts';
import { benchServices, withBenchDatabase } from './bench-db.ts';
import { writeBenchmarkSection } from './doc-section.ts';

const ANSWERS = Number(process.env.BENCH_ANSWERS || 100);
const SOURCES = Number(process.env.BENCH_SOURCES || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

const sourceFields = 'url host title isClientDomain';
const query = parse(`{ answers { id engine retrievedSources { ${sourceFields} } } }`);

/** The service's way: the keyset page, then one batch of the sources of its answers. */
function batchLoaderSchema(page: () => Promise<EngineAnswerView[]>): GraphQLSchema {
  const b = new SchemaBuilder<{ Context: GraphQLContext }>({});
  const sourcesOf = batchLoader((ctx, ids: readonly string[]) => retrievedSourcesOfAnswers(ctx.services.db, ctx.principal, ids));
  const Source = b.objectRef<RetrievedSource>('RetrievedSource').implement({
    fields: (t) => ({
      url: t.exposeString('url'),
      host: t.exposeString('host'),
      title: t.exposeString('title', { nullable: true }),
      isClientDomain: t.exposeBoolean('isClientDomain'),
    }),
  });
  const Answer = b.objectRef<EngineAnswerView>('EngineAnswer').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      engine: t.exposeString('engine'),
      retrievedSources: t.field({ type: [Source], resolve: async (a, _args, ctx) => (await sourcesOf(ctx, a.id)) ?? [] }),
    }),
  });
  b.queryType({ fields: (t) => ({ answers: t.field({ type: [Answer], resolve: page }) }) });
  return b.toSchema();
}

/**
 * The two plugin-prisma variants. The plugin and its generated types are loaded by path, not
 * imported: its global types make a `prisma` option required of every SchemaBuilder of the program,
 * the service's included, which does not use the plugin.
 */
async function pluginSchemas(services: Services, run: string, page: () => Promise<EngineAnswerView[]>) {
  const pluginName = '@pothos/plugin-prisma';
  const typesPath = '../src/generated/pothos-types.ts';
  const plugin = await import(pluginName);
  const { getDatamodel } = await import(typesPath);
  const build = (planned: boolean): GraphQLSchema => {
    const b: any = new SchemaBuilder<any>({ plugins: [plugin.default], prisma: { client: services.db, dmmf: getDatamodel() } } as any);
    b.prismaObject('RetrievedSource', {
      fields: (t: any) => ({
        url: t.exposeString('url'),
        host: t.exposeString('host'),
        title: t.exposeString('title', { nullable: true }),
        isClientDomain: t.exposeBoolean('isClientDomain'),
      }),
    });
    b.prismaObject('EngineAnswer', {
      fields: (t: any) => ({
        id: t.exposeID('id'),
        engine: t.exposeString('engine'),
        retrievedSources: t.relation('retrievedSources', { query: { orderBy: { id: 'asc' } } }),
      }),
    });
    b.queryType({
      fields: (t: any) => ({
        answers: planned
          ? t.prismaField({
              type: ['EngineAnswer'],
              resolve: (q: object) =>
                services.db.engineAnswer.findMany({ ...q, where: { auditRunId: run }, orderBy: { id: 'asc' }, take: ANSWERS }),
            })
          : t.field({ type: ['EngineAnswer'], resolve: page }),
      }),
    });
    return b.toSchema();
  };
  return { fallback: build(false), planned: build(true) };
}

async function main() {
  await withBenchDatabase('graphql_relations', async ({ url }) => {
    const { services, account, project } = await benchServices(url);
    const run = 'run_bench_relations';
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    await sql.query(
      `INSERT INTO audit_run (id, account_id, project_id, status, trigger, run_date, created_at) VALUES ($1, $2, $3, 'COMPLETED', 'DEMO', now(), now())`,
      [run, account.id, project.id],
    );
    await sql.query(
      `INSERT INTO engine_answer (id, account_id, project_id, audit_run_id, engine, sample, status, prompt_text, text, sources, asked_at)
      SELECT 'ans_' || lpad(g::text, 6, '0'), $1, $2, $3, 'CHATGPT', g, 'ANSWERED', 'best mattress?', repeat('An answer. ', 200),
        '[{"url": "https://a.example/", "title": null, "attachment": "inline", "spans": []}]', now()
      FROM generate_series(1, $4::int) g`,
      [account.id, project.id, run, ANSWERS],
    );
    await sql.query(
      `INSERT INTO retrieved_source (id, account_id, project_id, audit_run_id, engine_answer_id, engine, observed_at, url, normalized_url, host, title, is_client_domain, is_competitor_domain)
      SELECT 'rs_' || lpad(a::text, 6, '0') || '_' || s, $1, $2, $3, 'ans_' || lpad(a::text, 6, '0'), 'CHATGPT', now(),
        'https://s' || s || '.example/p/' || a, 'https://s' || s || '.example/p/' || a, 's' || s || '.example', 'Page ' || s, false, false
      FROM generate_series(1, $4::int) a, generate_series(1, $5::int) s`,
      [account.id, project.id, run, ANSWERS, SOURCES],
    );
    await sql.query('VACUUM ANALYZE engine_answer');
    await sql.query('VACUUM ANALYZE retrieved_source');
    await sql.end();

    const principal: Principal = { keyId: 'bench', accountId: account.id, role: 'READ', projectIds: null };
    const page = async () =>
      (await listEngineAnswers(sqlPool(services.db), services.cursors, principal, { auditRunId: run, limit: ANSWERS })).data;
    const variants: [string, GraphQLSchema][] = [
      ['batch loader (the service)', batchLoaderSchema(page)],
      ...Object.entries(await pluginSchemas(services, run, page)).map(
        ([name, schema]) =>
          [`plugin-prisma, ${name === 'fallback' ? 'fallback relation' : 'planned Prisma page'}`, schema] as [string, GraphQLSchema],
      ),
    ];
    const once = async (schema: GraphQLSchema) => {
      const context = { services, principal } as GraphQLContext;
      const t = performance.now();
      const result = await execute({ schema, document: query, contextValue: context });
      const ms = performance.now() - t;
      const answers = (result.data as any)?.answers as { retrievedSources: unknown[] }[] | undefined;
      if (result.errors || answers?.length !== ANSWERS || answers.some((a) => a.retrievedSources.length !== SOURCES)) {
        throw new Error(`unexpected result: ${JSON.stringify(result.errors ?? answers?.length)}`);
      }
      return ms;
    };
    const loadBefore = os.loadavg()[0];
    for (let i = 0; i < 5; i++) for (const [, schema] of variants) await once(schema);
    const times = variants.map(() => [] as number[]);
    for (let i = 0; i < ROUNDS; i++) for (const [k, [, schema]] of variants.entries()) times[k].push(await once(schema));
    await services.db.$disconnect();

    const f = (x: number) => x.toFixed(2);
    const rows = variants.map(([name], k) => `| ${name} | ${f(median(times[k]))} ms | ${f(p95(times[k]))} ms | ${ROUNDS} |`);
    const body = `\`npm run bench:graphql-relations\` on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average (1 min) before the requests: ${loadBefore.toFixed(2)}.
\`{ answers { id engine retrievedSources { ${sourceFields} } } }\`: a page of ${ANSWERS} engine answers of one run, each with ${SOURCES} retrieved sources, executed in process (graphql-js, a fresh context per request, one request at a time, the variants alternating after 5 warm-up rounds).
Batch loader: the service's way (the core's keyset page, then one \`findMany\` of the sources of the page's answers). Plugin-prisma, fallback relation: the same page, \`retrievedSources\` a \`t.relation\`; the plugin reads each answer again by id with the relation, and Prisma batches those reads into one statement. Plugin-prisma, planned Prisma page: the page read by Prisma with the query the plugin plans from the selection (one statement, the sources joined in).

| relation loaded by | median | p95 | requests |
|---|---|---|---|
${rows.join('\n')}`;
    console.log(body);
    writeBenchmarkSection('GraphQL relations', body);
  });
}

await main();
