import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * Runs a server module (argv: module path, then its own arguments) with two measurements the
 * benchmark reads between cells: the statements it sent to Postgres (every `pg` client query,
 * Prisma's included, counted at pg.Client#query) and its CPU time. Served on a loopback port of
 * its own, printed as "stats on port N", so the measured server's routes stay untouched.
 */
let statements = 0;
// eslint-disable-next-line @typescript-eslint/unbound-method -- the wrapper below calls it with the client as `this`
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const stats = http.createServer((_req, res) => {
  const cpu = process.cpuUsage();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ statements, cpuMicros: cpu.user + cpu.system }));
});
stats.listen(0, '127.0.0.1', () => {
  process.stdout.write(`stats on port ${(stats.address() as AddressInfo).port}\n`);
});
stats.unref();

const [, , target, ...rest] = process.argv;
process.argv = [process.argv[0], target, ...rest];
await import(new URL(target, `file://${process.cwd()}/`).href);
