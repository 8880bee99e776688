// Webhook endpoints and their deliveries. The operator addresses any account's endpoints by id.
import type { Scope } from '../../core/webhooks/endpoints.ts';
import { accountOf, accountOption, arg, CliError, type Command, list, str, withRuntime } from '../command.ts';

const operator: Scope = { operator: true };

const endpoints = () => import('../../core/webhooks/endpoints.ts');
const deliveries = () => import('../../core/webhooks/deliveries.ts');

/**
 * An http:// or loopback URL is refused unless private networks are allowed; say which setting
 * allows it (for local testing) instead of only "must use https://".
 */
function privateNetworkHint(url: string, allowed: boolean): string | undefined {
  if (allowed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const local =
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || /^(10|192\.168)\./.test(host);
  if (parsed.protocol !== 'http:' && !local) return undefined;
  return (
    'webhooks go to public https:// URLs only. For local testing, let the service reach private ' +
    'networks and http:// URLs with VISIBILITY_ALLOW_PRIVATE_NETWORK=1 (set it for the CLI and for the worker that delivers)'
  );
}

const byId = (name: string, summary: string, run: (id: string) => Promise<unknown>): Command => ({
  name,
  args: 'ID',
  summary,
  run: (ctx) => run(arg(ctx, 'ID')),
});

export const commands: Command[] = [
  {
    name: 'webhook create',
    summary: 'register a webhook endpoint (its signing secret is printed once)',
    options: {
      account: accountOption,
      url: { type: 'string', value: 'URL', required: true, help: 'https:// URL that receives the events' },
      event: {
        type: 'string',
        multiple: true,
        value: 'EVENT',
        help: 'audit_run.completed, audit_run.failed or visibility.changed (repeatable; default the two audit_run events)',
      },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const url = str(ctx, 'url');
        const { createEndpoint } = await endpoints();
        return createEndpoint(rt.services, { accountId: account.id, url, events: list(ctx, 'event') }).catch((e: unknown) => {
          const hint = privateNetworkHint(url, rt.services.config.allowPrivateNetwork);
          throw hint ? new CliError((e as Error).message, hint) : e;
        });
      }),
    render: (r: { id: string; url: string; secret: string; events: string[] }) =>
      `Endpoint ${r.id} receives ${r.events.join(', ')} at ${r.url}\nSigning secret (shown once; verify each delivery with it):\n${r.secret}`,
  },
  {
    name: 'webhook list',
    summary: "list an account's webhook endpoints",
    options: { account: accountOption },
    run: (ctx) =>
      withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        return { endpoints: await (await endpoints()).listEndpoints(rt.services.db, account.id) };
      }),
  },
  byId('webhook secret', 'show the signing secret of an endpoint', (id) =>
    withRuntime(async ({ services }) => (await endpoints()).revealSecret(services, operator, id)),
  ),
  byId('webhook rotate-secret', 'replace the signing secret of an endpoint', (id) =>
    withRuntime(async ({ services }) => (await endpoints()).rotateSecret(services, operator, id)),
  ),
  byId('webhook enable', 'resume deliveries to a paused endpoint', (id) =>
    withRuntime(async ({ services }) => (await endpoints()).enableEndpoint(services.db, operator, id)),
  ),
  byId('webhook disable', 'pause deliveries to an endpoint (events are held)', (id) =>
    withRuntime(async ({ services }) => (await endpoints()).pauseEndpoint(services.db, operator, id)),
  ),
  byId('webhook delete', 'delete an endpoint and its deliveries', (id) =>
    withRuntime(async ({ services }) => (await endpoints()).deleteEndpoint(services.db, operator, id)),
  ),
  {
    name: 'webhook deliveries',
    args: 'ID',
    summary: 'recent deliveries of an endpoint with their attempts',
    options: { limit: { type: 'string', value: 'N', help: 'how many, 1 to 100 (default 20)' } },
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const limit = str(ctx, 'limit', false);
        if (limit !== undefined && !(/^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100)) {
          throw new CliError('--limit must be a number from 1 to 100');
        }
        const id = arg(ctx, 'ID');
        return (await deliveries()).listDeliveries(services.db, operator, id, limit ? Number(limit) : undefined);
      }),
  },
  {
    name: 'webhook replay',
    args: 'DELIVERY_ID',
    summary: 'send a delivery again (same event id)',
    run: (ctx) => withRuntime(async ({ services }) => (await deliveries()).replayDelivery(services.db, operator, arg(ctx, 'DELIVERY_ID'))),
  },
  byId('webhook replay-held', 'replay what was held while the endpoint was paused', (id) =>
    withRuntime(async ({ services }) => (await deliveries()).replayHeldDeliveries(services.db, operator, id)),
  ),
];
