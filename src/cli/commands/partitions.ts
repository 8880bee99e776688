// The monthly partitions of the observation tables (docs/scaling.md, "Partitioned observations").
import { CliError, type Command, str, withRuntime } from '../command.ts';

const DEFAULT_BATCH = 5000;
// The swap waits at most 5 s for the tables' lock each try (no queue behind it); a database
// read without pause gets this many tries, a second apart.
const SWAP_TRIES = 20;

export const commands: Command[] = [
  {
    name: 'partitions maintain',
    summary: 'create the observation tables’ months ahead and drop those past VISIBILITY_OBSERVATION_RETENTION_MONTHS now',
    details:
      'What the worker’s hourly maintain_partitions task does, at once: the current month and the three after it for ' +
      'citation, retrieved_source and mention, and with a retention of N months the month partitions more than N months ' +
      'before the current one dropped (with the spans before them). Prints the partitions created and dropped.',
    run: () =>
      withRuntime(async (rt) => {
        const { maintainPartitions } = await import('../../core/observations/partitions.ts');
        return maintainPartitions(rt.services.db, { retentionMonths: rt.services.config.observationRetentionMonths });
      }),
  },
  {
    name: 'partitions move',
    summary: 'move the rows of an upgraded database’s observation tables into their partitioned tables, online',
    details:
      'A database that held citations, retrieved sources or mentions when it was upgraded keeps them in the old ' +
      'table, read and written as before, beside <table>_partitioned; a trigger copies every write into the new one. ' +
      'This copies the old rows in batches by id (each its own short transaction; stopped, it resumes where it was), ' +
      'then swaps: one short transaction copies what is left, drops the old table and gives the new one its name. ' +
      'Reads and writes go on meanwhile. Nothing to do on a database created partitioned. Prints the rows copied per table.',
    options: {
      batch: { type: 'string', value: 'N', help: `rows per batch (default ${DEFAULT_BATCH})` },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const raw = str(ctx, 'batch', false);
        if (raw !== undefined && !(/^\d{1,6}$/.test(raw) && Number(raw) >= 1)) {
          throw new CliError('--batch must be a whole number from 1 to 999999');
        }
        const size = raw ? Number(raw) : DEFAULT_BATCH;
        const { pendingMoves, moveBatch, swap } = await import('../../core/observations/partitions.ts');
        const { db } = rt.services;
        const moved: Record<string, number> = {};
        for (const table of await pendingMoves(db)) {
          let rows = 0;
          for (let n = await moveBatch(db, table, size); n > 0; n = await moveBatch(db, table, size)) {
            rows += n;
            ctx.progress.update(`${table}: ${rows} rows copied`, null, null);
          }
          for (let attempt = 1; ; attempt++) {
            try {
              await swap(db, table);
              break;
            } catch (err) {
              if (attempt >= SWAP_TRIES || !/lock timeout/i.test(String(err))) throw err;
              ctx.progress.line(`${table}: the swap waited too long for the table's lock; trying again`);
              await new Promise((r) => setTimeout(r, 1000));
            }
          }
          moved[table] = rows;
        }
        ctx.progress.done();
        return { moved };
      }),
  },
];
