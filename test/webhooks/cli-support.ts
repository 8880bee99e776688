// Shared set-up of the webhook CLI tests: a database with one Agency account and a project.
import { afterAll, beforeAll } from 'vitest';
import { createServices } from '../../src/app.ts';
import { createAccount } from '../../src/core/accounts/accounts.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { createProject } from '../../src/core/projects/projects.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { createLogger } from '../../src/log.ts';
import { TEST_SECRET_KEY } from '../support/app.ts';
import { runCli, runCliText } from '../support/cli.ts';
import { createTestDatabase } from '../support/database.ts';

export const email = 'hooks@agency.example';

export function webhookCliFixture() {
  const state = {} as { database: Awaited<ReturnType<typeof createTestDatabase>>; services: Services; projectId: string };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.services = createServices(
      loadConfig({ VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', VISIBILITY_DATA_DIR: '.data/test' }),
      createLogger('silent'),
      state.database.url,
    );
    const account = await createAccount(state.services.db, { email, plan: 'AGENCY' });
    state.projectId = (await createProject(state.services.db, { accountId: account.id, name: 'Hooked', domain: 'hooked.example' })).id;
  });
  afterAll(async () => {
    await state.services?.db.$disconnect();
    await state.database?.drop();
  });
  const cli = (args: string[], env: Record<string, string> = { VISIBILITY_ALLOW_PRIVATE_NETWORK: '1' }) =>
    runCli(state.database.url, args, env);
  const cliText = (args: string[], env: Record<string, string> = {}) => runCliText(state.database.url, args, env);
  return { state, cli, cliText };
}
