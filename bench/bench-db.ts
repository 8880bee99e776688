import pg from 'pg';

/** The PostgreSQL server benchmarks create their databases on: BENCH_PG_URL, default the local one. */
export const benchAdminUrl = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** `vis_bench_<label>_<pid>`: several benchmarks (or runs) never share one. */
  name: string;
  /** Its connection string (migrating it is the benchmark's: in process or through the CLI). */
  url: string;
}

/**
 * Runs `body` with a database of its own, created on BENCH_PG_URL before and dropped after, even
 * when the body throws (BENCH_KEEP_DB=1 keeps it, for a look at the data).
 */
export async function withBenchDatabase<T>(label: string, body: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const name = `vis_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(benchAdminUrl);
    url.pathname = `/${name}`;
    return await body({ name, url: url.toString() });
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
