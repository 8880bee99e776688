/**
 * `npm run bench:sql`: the hot read path's database access through Prisma (findMany, as the
 * service read before), Prisma's $queryRawUnsafe, and the pg pool behind Prisma's adapter with a
 * named prepared statement (what core/kernel/pagination.ts does), on the bench:api database (run that
 * first). Ten concurrent callers in this process; client CPU per operation from process.cpuUsage.
 * Rewrites its section of docs/benchmarks.md.
 */
import os from 'node:os';
import { writeBenchmarkSection } from './doc-section.ts';
import { createDb, sqlPool } from '../src/db/client.ts';
import { listMentions } from '../src/core/observations/observations.ts';
import { CursorCodec, SqlParams } from '../src/core/kernel/pagination.ts';
import { Secrets } from '../src/core/kernel/secrets.ts';
import { projectOwnerSql } from '../src/core/access/project-scope.ts';
const db = createDb('postgresql://postgres@127.0.0.1:5432/vis_bench_api');
const pool = sqlPool(db);
const acct = (await pool.query(`select id from account where email='bench@agency.example'`)).rows[0].id;
const cursors = new CursorCodec(new Secrets(Buffer.alloc(32, 1)));
const p = { keyId: 'x', accountId: acct, role: 'READ' as const, projectIds: null };
const params = new SqlParams();
const owner = projectOwnerSql(params, p, 'bench');
const text = `SELECT o.*, r.* FROM (${owner}) o LEFT JOIN LATERAL (SELECT t.id, t.engine, to_char(t.observed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "observedAt", t.name, t.normalized_name AS "normalizedName", t.kind, t.role, t.sentiment, t.mention_confidence AS "mentionConfidence", t.context FROM mention t WHERE t.project_id = o.owner_id ORDER BY t.observed_at DESC, t.id DESC LIMIT 51) r ON true`;
async function time(name: string, fn: () => Promise<unknown>, n = 1500) {
  for (let i = 0; i < 200; i++) await fn();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (i++ < n) await fn();
    }),
  );
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const line = `| ${name} | ${((n / ms) * 1000).toFixed(0)} | ${((c.user + c.system) / n / 1000).toFixed(3)} |`;
  console.log(line);
  lines.push(line);
}
const lines: string[] = [];
const header = '| path (mentions first page, 10 concurrent) | per s | client CPU ms/op |\n|---|---|---|';
console.log(header);
for (let k = 0; k < 2; k++) {
  lines.length = 0; // the second round, warm, is the one kept
  await time('Prisma findMany (project lookup + page, as before)', async () => {
    const pr = await db.project.findFirst({ where: { slug: 'bench', accountId: acct } });
    await db.mention.findMany({ where: { projectId: pr!.id }, orderBy: [{ observedAt: 'desc' }, { id: 'desc' }], take: 51 });
  });
  await time('Prisma $queryRawUnsafe (same SQL as the helper)', () => db.$queryRawUnsafe(text, ...params.values));
  await time('pg pool, named statement (the helper)', () => pool.query({ name: 'm', text, values: params.values }));
  await time('listMentions (helper + cursor)', () => listMentions(pool, cursors, p, { slug: 'bench' }));
}
await db.$disconnect();
writeBenchmarkSection(
  'Prisma against direct SQL on the hot read path',
  `Written by \`npm run bench:sql\` (bench/sql-paths.ts) on the bench:api database (1,000,000 mentions in the project).
The first page of mentions, 1,500 times by 10 concurrent callers in one process after a warm-up;
figures of the second of two rounds. "Client CPU" is the Node process's CPU per operation.
Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 min): ${os.loadavg()[0].toFixed(2)}.

${header}
${lines.join('\n')}

The lists therefore send their SQL to the \`pg\` pool behind Prisma's adapter (same pool, same
connection budget) as named prepared statements; Prisma stays for writes and transactions.`,
);
process.exit(0);
