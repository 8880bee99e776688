import type { Db } from '../../db/client.ts';
import { Prisma, type WebhookAttempt, type WebhookDelivery, type WebhookEvent } from '../../generated/prisma/client.ts';
import { type Scope, scoped } from './endpoints.ts';
import { AppError } from '../kernel/errors.ts';
import { scheduleDeliveryJob } from './delivery-jobs.ts';

export type DeliveryStateName = 'pending' | 'sending' | 'delivered' | 'failed' | 'held';

export interface AttemptView {
  number: number;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  /** in_flight: sent by a worker that has not recorded the answer yet. */
  outcome: 'success' | 'failure' | 'in_flight';
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
}

export interface DeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  event: string;
  auditRunId: string;
  state: DeliveryStateName;
  attemptCount: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
  createdAt: string;
  attempts: AttemptView[];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function attemptView(a: WebhookAttempt): AttemptView {
  return {
    number: a.number,
    startedAt: a.startedAt.toISOString(),
    finishedAt: iso(a.finishedAt),
    durationMs: a.durationMs,
    outcome: a.outcome === 'SUCCESS' ? 'success' : a.outcome === 'FAILURE' ? 'failure' : 'in_flight',
    statusCode: a.statusCode,
    error: a.error,
    responseExcerpt: a.responseExcerpt,
  };
}

function deliveryView(d: WebhookDelivery & { event: WebhookEvent; attempts: WebhookAttempt[] }): DeliveryView {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    event: d.event.type,
    auditRunId: d.event.auditRunId,
    state: d.state.toLowerCase() as DeliveryStateName,
    attemptCount: d.attemptCount,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastAttemptAt: iso(d.lastAttemptAt),
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    deliveredAt: iso(d.deliveredAt),
    failedAt: iso(d.failedAt),
    createdAt: d.createdAt.toISOString(),
    attempts: d.attempts.map(attemptView),
  };
}

const withAttempts = { event: true, attempts: { orderBy: { number: 'asc' } } } as const;

/** The endpoint's most recent deliveries, newest first, each with its attempts. */
export async function listDeliveries(db: Db, scope: Scope, endpointId: string, limit = 20): Promise<{ deliveries: DeliveryView[] }> {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: endpointId, ...scoped(scope) }, select: { id: true } });
  if (!endpoint) throw new AppError('not_found', { detail: `no webhook endpoint with id ${endpointId}` });
  const deliveries = await db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(Math.trunc(limit), 1), 100),
    include: withAttempts,
  });
  return { deliveries: deliveries.map(deliveryView) };
}

export async function getDelivery(db: Db, scope: Scope, id: string): Promise<DeliveryView> {
  const delivery = await db.webhookDelivery.findFirst({ where: { id, ...scoped(scope) }, include: withAttempts });
  if (!delivery) throw new AppError('not_found', { detail: `no webhook delivery with id ${id}` });
  return deliveryView(delivery);
}

/**
 * Sends a delivery again from the start of the retry schedule, with the same event id and body:
 * a held one (its endpoint was paused), a failed one, a delivered one the receiver lost, or a
 * pending one now instead of at its next retry. The endpoint must be active.
 */
export async function replayDelivery(db: Db, scope: Scope, id: string): Promise<DeliveryView> {
  // A key or a session reads its account's delivery only; the operator (the CLI) names no account and reads it by id.
  const ofAccount = 'accountId' in scope ? Prisma.sql`AND d.account_id = ${scope.accountId}` : Prisma.empty;
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ account_id: string; state: string; endpoint_state: string }[]>`
      SELECT d.account_id, d.state::text AS state, e.state::text AS endpoint_state
      FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id AND e.account_id = d.account_id
      WHERE d.id = ${id} ${ofAccount}
      FOR UPDATE OF d`;
    if (!row) {
      throw new AppError('not_found', { detail: `no webhook delivery with id ${id}` });
    }
    if (row.endpoint_state !== 'ACTIVE') {
      throw new AppError('invalid_state', { detail: 'the endpoint is paused; re-enable it before replaying its deliveries' });
    }
    if (row.state === 'SENDING') throw new AppError('invalid_state', { detail: 'an attempt of this delivery is in progress' });
    const [replayed] = await tx.$queryRaw<{ next_attempt_at: Date }[]>`
      UPDATE webhook_delivery
      SET state = 'PENDING', failures = 0, next_attempt_at = now(), locked_until = NULL, delivered_at = NULL, failed_at = NULL
      WHERE account_id = ${row.account_id} AND id = ${id} RETURNING next_attempt_at`;
    await scheduleDeliveryJob(tx, { id, accountId: row.account_id }, replayed.next_attempt_at);
  });
  return getDelivery(db, scope, id);
}

/** Replays every held delivery of an active endpoint (what arrived while it was paused). */
export async function replayHeldDeliveries(db: Db, scope: Scope, endpointId: string): Promise<{ replayed: string[] }> {
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findFirst({
      where: { id: endpointId, ...scoped(scope) },
      select: { state: true, accountId: true },
    });
    if (!endpoint) throw new AppError('not_found', { detail: `no webhook endpoint with id ${endpointId}` });
    if (endpoint.state !== 'ACTIVE') {
      throw new AppError('invalid_state', { detail: 'the endpoint is paused; re-enable it before replaying its deliveries' });
    }
    const rows = await tx.$queryRaw<{ id: string; next_attempt_at: Date }[]>`
      UPDATE webhook_delivery SET state = 'PENDING', failures = 0, next_attempt_at = now()
      WHERE account_id = ${endpoint.accountId} AND endpoint_id = ${endpointId} AND state = 'HELD'
      RETURNING id, next_attempt_at`;
    for (const r of rows) await scheduleDeliveryJob(tx, { id: r.id, accountId: endpoint.accountId }, r.next_attempt_at);
    return { replayed: rows.map((r) => r.id).sort() };
  });
}
