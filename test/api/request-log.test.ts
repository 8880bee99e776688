import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { buildServer } from '../../src/server.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';

/**
 * Request logging (LOG_REQUESTS): each request's lines carry its request id.
 */

type Line = { msg?: string; reqId?: string; component?: string; res?: { statusCode: number } };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function serverLogging(env: Record<string, string>) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const services: Services = createServices(
    loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, ...env }),
    pino({ level: 'info' }, sink),
    database.url,
  );
  const server = await buildServer(services);
  await server.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    lines,
    url,
    close: async () => {
      await server.close();
      await services.db.$disconnect();
    },
  };
}

describe('request logs', () => {
  it('with LOG_REQUESTS, each request logs its start and end under one request id', async () => {
    const s = await serverLogging({ LOG_REQUESTS: '1' });
    try {
      await (await fetch(`${s.url}/api/v1/projects`)).arrayBuffer();
      await (await fetch(`${s.url}/api/v1/projects`)).arrayBuffer();
      const incoming = s.lines.filter((l) => l.msg === 'incoming request');
      const completed = s.lines.filter((l) => l.msg === 'request completed');
      expect(incoming).toHaveLength(2);
      expect(completed.map((l) => l.res?.statusCode)).toEqual([401, 401]);
      expect(incoming.map((l) => l.reqId)).toEqual(completed.map((l) => l.reqId));
      expect(new Set(incoming.map((l) => l.reqId)).size).toBe(2);
      expect(incoming.every((l) => l.component === 'http')).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('without it, requests log nothing', async () => {
    const s = await serverLogging({});
    try {
      await (await fetch(`${s.url}/api/v1/projects`)).arrayBuffer();
      await (await fetch(`${s.url}/nowhere`)).arrayBuffer();
      expect(s.lines.filter((l) => l.reqId !== undefined)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
