import type { AddressInfo } from 'node:net';
import { createServices } from '../../src/app.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { createApiKey } from '../../src/core/access/api-keys.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import type { KeyRole, Plan } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/log.ts';
import { buildServer } from '../../src/server.ts';
import { createTestDatabase } from './database.ts';
import { OpenApiChecker } from './openapi-check.ts';

export const TEST_SECRET_KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=';

export interface TestApp {
  url: string;
  databaseUrl: string;
  services: Services;
  /** fetch against the server with an optional bearer key. */
  request(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** `routeDatabase`: the URL the service should reach the test database at (e.g. through a proxy). */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { routeDatabase?: (url: string) => Promise<string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
    VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
    VISIBILITY_DATA_DIR: '.data/test',
    ...env,
  });
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const services = createServices(config, log, opts.routeDatabase ? await opts.routeDatabase(database.url) : database.url);
  const server = await buildServer(services);
  await server.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  let checker: OpenApiChecker | undefined;
  return {
    url,
    databaseUrl: database.url,
    services,
    async request(path, init = {}) {
      const { key, headers, ...rest } = init;
      const res = await fetch(url + path, {
        ...rest,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(headers as Record<string, string>) },
      });
      checker ??= new OpenApiChecker(await (await fetch(`${url}/api/v1/openapi.json`)).json());
      const type = res.headers.get('content-type');
      const buf = Buffer.from(await res.arrayBuffer());
      const body = type?.startsWith('application/json') ? JSON.parse(buf.toString('utf8')) : undefined;
      checker.lastHeaders = res.headers;
      if (path.startsWith('/api/v1/') && path !== '/api/v1/openapi.json') {
        checker.check(rest.method ?? 'GET', url + path, res.status, type, body);
      }
      return new Response(type?.startsWith('application/json') ? JSON.stringify(body) : buf, {
        status: res.status,
        headers: res.headers,
      });
    },
    async close() {
      await server.close();
      await services.pdf.close();
      await services.replicas.close();
      await services.db.$disconnect();
      await database.drop();
    },
  };
}

/** A second server on a test app's database, as another process of the service would be (its own pool and leases). */
export async function startSecondServer(databaseUrl: string, env: Record<string, string> = {}) {
  const services = createServices(loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, ...env }), createLogger('silent'), databaseUrl);
  const server = await buildServer(services);
  await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: async () => {
      await server.close();
      await services.db.$disconnect();
    },
  };
}

let seq = 0;

/** An account with one project and a key, the usual starting point of a test. */
export async function seedAccount(
  services: Services,
  opts: { plan?: Plan; projects?: number; role?: KeyRole; workspaces?: string[] } = {},
) {
  const n = ++seq;
  const account = await createAccount(services.db, {
    email: `owner${n}-${Date.now()}@example.test`,
    plan: opts.plan ?? 'AGENCY',
    workspaces: opts.workspaces,
  });
  const projects = [];
  for (let i = 0; i < (opts.projects ?? 1); i++) {
    projects.push(
      await createProject(services.db, {
        accountId: account.id,
        name: `Brand ${n}-${i}`,
        domain: `brand${n}-${i}.example`,
        workspaceSlug: account.workspaces[0],
      }),
    );
  }
  const key = await createApiKey(services.db, { accountId: account.id, role: opts.role ?? 'TRIGGER', projectSlugs: [] });
  return { account, projects, key: key.key, keyId: key.id };
}
