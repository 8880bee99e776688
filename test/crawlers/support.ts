import pg from 'pg';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { createLogger } from '../../src/log.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';

/** A test database with the services of a process on it (for seeding) and a plain client (for reading the rollups). */
export async function crawlerDatabase() {
  const database = await createTestDatabase();
  const services: Services = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_DATA_DIR: '.data/test' }),
    createLogger('silent'),
    database.url,
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    url: database.url,
    services,
    client,
    async close() {
      await client.end();
      await services.db.$disconnect();
      await database.drop();
    },
  };
}

/** The project's hit rows as `bot|verification|path|status` -> hits, and referral rows as `product|path` -> visits. */
export async function countsOf(client: pg.Client, projectId: string) {
  const hits = await client.query<{ k: string; n: number }>(
    `SELECT bot || '|' || verification || '|' || path || '|' || status AS k, sum(hits)::int AS n
     FROM crawler_hit_hourly WHERE project_id = $1 GROUP BY 1`,
    [projectId],
  );
  const refs = await client.query<{ k: string; n: number }>(
    `SELECT product || '|' || landing_path AS k, sum(visits)::int AS n FROM ai_referral_hourly WHERE project_id = $1 GROUP BY 1`,
    [projectId],
  );
  return { hits: new Map(hits.rows.map((r) => [r.k, r.n])), referrals: new Map(refs.rows.map((r) => [r.k, r.n])) };
}
