import { createDb } from '/work/wt/hardening/src/db/client.ts';
const db = createDb('postgresql://postgres@127.0.0.1:5999/x', 1);
try { await db.$queryRaw`SELECT 1`; } catch (e: any) { console.log('DOWN', e?.constructor?.name, e.code, e.name, e.message?.slice(0,200), JSON.stringify(e.meta), e.meta?.driverAdapterError?.cause); }
const db2 = createDb('postgresql://postgres@127.0.0.1:5432/postgres', 1);
const p = db2.$transaction(async (tx) => { await tx.$queryRaw`SELECT pg_sleep(3)::text`; });
try { await db2.$transaction(async (tx) => { await tx.$queryRaw`SELECT 1`; }, { maxWait: 200 }); } catch (e: any) { console.log('TX', e?.constructor?.name, e.code, e.message?.slice(0,200), e.meta); }
try { await db2.$queryRaw`SELECT 1`; console.log('plain ok') } catch (e: any) { console.log('PLAIN', e?.constructor?.name, e.code, e.message?.slice(0,200)); }
await p;
const db3 = createDb('postgresql://postgres@127.0.0.1:5432/postgres', 2);
const [{ pid }] = await db3.$queryRaw<any[]>`SELECT pg_backend_pid() AS pid`;
const other = createDb('postgresql://postgres@127.0.0.1:5432/postgres', 1);
await other.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
try { const r = await db3.$queryRaw<any[]>`SELECT pg_backend_pid() AS pid`; console.log('after terminate ok', r); } catch (e: any) { console.log('TERM', e?.constructor?.name, e.code, e.message?.slice(0,300), e.meta, e.cause); }
process.exit(0);
