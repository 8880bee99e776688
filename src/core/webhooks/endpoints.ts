import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../kernel/ids.ts';
import { createWithinLimit } from '../kernel/limited-create.ts';
import type { Services } from '../runtime/services.ts';
import type { WebhookEndpoint, WebhookSubscription } from '../../generated/prisma/client.ts';
import { validateEndpointUrl } from './endpoint-url.ts';
import { AppError } from '../kernel/errors.ts';
import { defaultWebhookEventTypes, type WebhookEventType, webhookEventTypes } from './events.ts';
import { decryptSecret, encryptSecret, generateSigningSecret } from './secret-box.ts';

/**
 * The settings operations on webhook endpoints, one implementation for the dashboard (tRPC) and
 * the operator CLI. `scope` is the signed-in account (every lookup is narrowed to it, so another
 * account's endpoint is "not found") or the operator, who may address any endpoint by id.
 */
export type Scope = { accountId: string } | { operator: true };

/** Bounds the fan-out of one event (and the work of one run's transaction). */
export const MAX_ENDPOINTS_PER_ACCOUNT = 20;
export const MANUAL_PAUSE_REASON = 'Paused by the account holder.';

export function scoped(scope: Scope): { accountId?: string } {
  return 'accountId' in scope ? { accountId: scope.accountId } : {};
}

export interface EndpointView {
  id: string;
  url: string;
  state: 'active' | 'paused';
  events: WebhookEventType[];
  consecutiveFailures: number;
  pausedReason: string | null;
  pausedAt: string | null;
  createdAt: string;
}

function viewOf(e: WebhookEndpoint & { subscriptions: Pick<WebhookSubscription, 'event'>[] }): EndpointView {
  const subscribed = new Set(e.subscriptions.map((s) => s.event));
  return {
    id: e.id,
    url: e.url,
    state: e.state === 'ACTIVE' ? 'active' : 'paused',
    events: webhookEventTypes.filter((t) => subscribed.has(t)),
    consecutiveFailures: e.consecutiveFailures,
    pausedReason: e.pausedReason,
    pausedAt: e.pausedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  };
}

const withEvents = { subscriptions: { select: { event: true } } } as const;

function normaliseEvents(events: readonly string[] | undefined): WebhookEventType[] {
  if (!events || events.length === 0) return [...defaultWebhookEventTypes];
  const unknown = events.filter((e) => !(webhookEventTypes as readonly string[]).includes(e));
  if (unknown.length) {
    throw new AppError('invalid_events', {
      detail: `unknown event(s): ${unknown.join(', ')} (expected ${webhookEventTypes.join(', ')})`,
    });
  }
  return webhookEventTypes.filter((t) => events.includes(t));
}

async function findEndpoint(db: Db | Tx, scope: Scope, id: string) {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id, ...scoped(scope) }, include: withEvents });
  if (!endpoint) throw new AppError('not_found', { detail: `no webhook endpoint with id ${id}` });
  return endpoint;
}

export async function createEndpoint(
  services: Services,
  input: { accountId: string; url: string; events?: readonly string[] },
): Promise<{ id: string; url: string; secret: string; state: 'active'; events: WebhookEventType[] }> {
  const url = validateEndpointUrl(input.url, { allowPrivate: services.config.allowPrivateNetwork });
  const events = normaliseEvents(input.events);
  const id = newId('webhookEndpoint');
  const secret = generateSigningSecret();
  await createWithinLimit(services.db, {
    lock: { table: 'account', id: input.accountId },
    missing: () => new AppError('not_found', { detail: 'no such account' }),
    limit: MAX_ENDPOINTS_PER_ACCOUNT,
    count: (tx) => tx.webhookEndpoint.count({ where: { accountId: input.accountId } }),
    full: (limit) => new AppError('endpoint_limit_reached', { detail: `an account can have at most ${limit} webhook endpoints` }),
    create: (tx) =>
      tx.webhookEndpoint.create({
        data: {
          id,
          accountId: input.accountId,
          url,
          secretCiphertext: encryptSecret(services.secrets, id, secret),
          subscriptions: { create: events.map((event) => ({ event, accountId: input.accountId })) },
        },
      }),
  });
  return { id, url, secret, state: 'active', events };
}

export async function listEndpoints(db: Db, accountId: string): Promise<EndpointView[]> {
  const endpoints = await db.webhookEndpoint.findMany({
    where: { accountId },
    include: withEvents,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return endpoints.map(viewOf);
}

export async function getEndpoint(db: Db, scope: Scope, id: string): Promise<EndpointView> {
  return viewOf(await findEndpoint(db, scope, id));
}

/** The signing secret in clear, for the account holder to configure the receiver. */
export async function revealSecret(services: Services, scope: Scope, id: string): Promise<{ id: string; secret: string }> {
  const endpoint = await findEndpoint(services.db, scope, id);
  return { id, secret: decryptSecret(services.secrets, id, endpoint.secretCiphertext) };
}

/** A new secret replaces the old one at once: the next attempt is signed with it. */
export async function rotateSecret(services: Services, scope: Scope, id: string): Promise<{ id: string; secret: string }> {
  const secret = generateSigningSecret();
  const { count } = await services.db.webhookEndpoint.updateMany({
    where: { id, ...scoped(scope) },
    data: { secretCiphertext: encryptSecret(services.secrets, id, secret) },
  });
  if (count === 0) throw new AppError('not_found', { detail: `no webhook endpoint with id ${id}` });
  return { id, secret };
}

/** Deletes the endpoint with its deliveries and attempts; jobs still queued for them do nothing. */
export async function deleteEndpoint(db: Db, scope: Scope, id: string): Promise<{ id: string; deleted: true }> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id, ...scoped(scope) } });
  if (count === 0) throw new AppError('not_found', { detail: `no webhook endpoint with id ${id}` });
  return { id, deleted: true };
}

/**
 * Pauses an active endpoint with a reason the account holder sees, and holds its pending
 * deliveries: a paused endpoint gets no attempts until it is re-enabled and they are replayed.
 * Returns false when the endpoint was not active.
 */
export async function pauseEndpointTx(tx: Tx, endpointId: string, reason: string): Promise<boolean> {
  const { count } = await tx.webhookEndpoint.updateMany({
    where: { id: endpointId, state: 'ACTIVE' },
    data: { state: 'PAUSED', pausedAt: new Date(), pausedReason: reason },
  });
  if (count === 0) return false;
  await tx.webhookDelivery.updateMany({
    where: { endpointId, state: 'PENDING' },
    data: { state: 'HELD', nextAttemptAt: null },
  });
  return true;
}

export async function pauseEndpoint(db: Db, scope: Scope, id: string): Promise<EndpointView> {
  return db.$transaction(async (tx) => {
    await findEndpoint(tx, scope, id);
    await pauseEndpointTx(tx, id, MANUAL_PAUSE_REASON);
    return viewOf(await findEndpoint(tx, scope, id));
  });
}

/** Re-enables a paused endpoint with a fresh failure count. Held deliveries wait for a replay. */
export async function enableEndpoint(db: Db, scope: Scope, id: string): Promise<EndpointView> {
  await findEndpoint(db, scope, id);
  await db.webhookEndpoint.updateMany({
    where: { id, state: 'PAUSED' },
    data: { state: 'ACTIVE', pausedAt: null, pausedReason: null, consecutiveFailures: 0 },
  });
  return getEndpoint(db, scope, id);
}
