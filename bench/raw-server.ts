import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { observationTables } from '../src/core/observations/observations.ts';

/**
 * The floor the service is measured against (bench/api.ts): a plain Fastify 5 + `pg` server that
 * answers the same URLs with the same JSON: the key looked up by its fingerprint, 51 rows read by
 * keyset on the same index with the service's own select list (observationTables), the cursor
 * encoded and signed. No rate limit, no scope, no OpenAPI
 * layer, no validation beyond what the query needs. DATABASE_URL, PORT; prints its port.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = Buffer.from(process.env.VISIBILITY_SECRET_KEY ?? 'raw-floor-secret');
// The same columns and joins as the service's lists (the items exactly as the API sends them,
// the prompt's text and, for mentions, the role judge's verdict): the floor does the same work in
// the database and parses and sends the same rows.

const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);

const app = Fastify();
app.get<{ Params: { slug: string; kind: string }; Querystring: { engine?: string; cursor?: string } }>(
  '/api/v1/projects/:slug/:kind',
  async (req, reply) => {
    const kind = req.params.kind as keyof typeof observationTables;
    if (!(kind in observationTables)) return reply.code(404).send({ error: 'route_not_found' });
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return reply.code(401).send({ error: 'unauthorized' });
    const key = await pool.query({
      name: 'raw_key',
      text: 'SELECT id, account_id FROM api_key WHERE fingerprint = $1 AND revoked_at IS NULL',
      values: [createHash('sha256').update(token).digest('hex')],
    });
    if (key.rowCount === 0) return reply.code(401).send({ error: 'unauthorized' });
    const values: unknown[] = [key.rows[0].account_id, req.params.slug];
    let where = '';
    if (req.query.engine) {
      values.push(req.query.engine);
      where += ` AND t.engine = $${values.length}::"Engine"`;
    }
    if (req.query.cursor) {
      const [payload, tag] = req.query.cursor.split('.');
      if (tag !== sign(payload)) return reply.code(400).send({ error: 'invalid_cursor' });
      const pos = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { k: [string]; id: string };
      values.push(pos.k[0], pos.id);
      where += ` AND (t.observed_at, t.id) < ($${values.length - 1}::timestamptz, $${values.length})`;
    }
    const text = `SELECT ${observationTables[kind].columns} FROM ${observationTables[kind].from}
      WHERE t.project_id = (SELECT p.id FROM project p WHERE p.account_id = $1 AND p.slug = $2)${where}
      ORDER BY t.observed_at DESC, t.id DESC LIMIT 51`;
    const { rows } = await pool.query({ name: `raw_${kind}_${values.length}_${req.query.engine ? 'e' : ''}`, text, values });
    const data = rows.slice(0, 50);
    const last = data.at(-1);
    let nextCursor: string | null = null;
    if (rows.length > 50 && last) {
      const payload = Buffer.from(JSON.stringify({ k: [last.observedAt], id: last.id })).toString('base64url');
      nextCursor = `${payload}.${sign(payload)}`;
    }
    return { data, nextCursor };
  },
);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening on port ${(app.server.address() as AddressInfo).port}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
