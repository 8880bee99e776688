import { performance } from 'node:perf_hooks';
import type { Tx } from '../../db/client.ts';
import { newId } from '../kernel/ids.ts';
import { oneLine } from '../reports/escape-markdown.ts';
import type { Services } from '../runtime/services.ts';
import { OutgoingRequestError } from '../../net/outgoing-error.ts';
import type { SafeAgentOptions } from '../../net/safe-agent.ts';
import { pauseEndpointTx } from './endpoints.ts';
import { isAppError } from '../kernel/errors.ts';
import { type DeliveryRef, scheduleDeliveryJob, unscheduleDeliveryJob } from './delivery-jobs.ts';
import { decryptSecret } from './secret-box.ts';
import { workerGoneSql } from '../kernel/worker-session.ts';
import type { WebhookSettings } from '../runtime/webhook-settings.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

/**
 * One attempt of one delivery, as run by the webhook_delivery job:
 *
 * 1. Claim: one conditional UPDATE moves the delivery from PENDING (due, endpoint active) to
 *    SENDING with a lease and the claiming worker's id, and records the attempt, in one
 *    transaction. Only one worker can win it, so two workers never send the same attempt. If this
 *    worker dies mid-send, the next worker to start (or the minute cron of a live one) sees its
 *    presence session gone and settles the attempt as interrupted (a failed attempt, retried on
 *    the schedule) at once (`settleOrphanedDeliveries`); as a last resort the same transaction
 *    schedules the delivery's job again at the lease's end, and that job settles it the same way.
 *    Nothing is lost; a receiver may see an interrupted attempt's event again (same event id).
 * 2. Send: a POST signed now (fresh timestamp on every attempt, same X-Service-Event-Id), through
 *    the SSRF-safe client, redirects not followed.
 * 3. Settle: 2xx delivers; anything else is a failed attempt, retried after the next delay of the
 *    schedule (the delivery row holds the due time, the job is re-added with runAt), or, when the
 *    schedule is used up, the delivery has failed and counts towards pausing the endpoint.
 */

export interface DeliverOptions {
  settings: WebhookSettings;
  /** The worker process sending (its presence session, core/kernel/worker-session.ts); null outside a worker. */
  workerId?: string | null;
  /** Extra address-policy rules (tests); private networks follow config.allowPrivateNetwork. */
  network?: Pick<SafeAgentOptions, 'allowCidrs' | 'denyCidrs' | 'resolve'>;
}

export type DeliveryStep = 'delivered' | 'retry_scheduled' | 'failed' | 'held' | 'not_due' | 'in_progress' | 'superseded' | 'nothing_to_do';

export const WEBHOOK_USER_AGENT = 'VisibilityDataAPI-Webhooks/1.0';
const EXCERPT_CHARS = 200;
const INTERRUPTED = 'interrupted: the worker stopped before the attempt finished';

/** Past the request budget, plus room for the database writes around it. */
function leaseSeconds(settings: WebhookSettings): number {
  return Math.ceil(settings.timeoutMs / 1000) + 60;
}

/** What the account holder may see of a receiver's answer: a short, single-line, printable start. */
export function responseExcerpt(text: string): string | null {
  return oneLine(text, EXCERPT_CHARS) || null;
}

interface Claimed {
  id: string;
  account_id: string;
  event_id: string;
  endpoint_id: string;
  attempt_count: number;
  url: string;
  secret_ciphertext: string;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
}

interface Settling {
  id: string;
  account_id: string;
  endpoint_id: string;
  failures: number;
}

export async function deliverOnce(services: Services, ref: DeliveryRef, opts: DeliverOptions): Promise<DeliveryStep> {
  const { db } = services;
  const deliveryId = ref.id;
  const claimed = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<(Claimed & { locked_until: Date })[]>`
      UPDATE webhook_delivery d
      SET state = 'SENDING', attempt_count = d.attempt_count + 1, last_attempt_at = now(),
          locked_until = now() + make_interval(secs => ${leaseSeconds(opts.settings)}::double precision),
          worker_id = ${opts.workerId ?? null}
      FROM webhook_endpoint e
      WHERE d.account_id = ${ref.accountId} AND d.id = ${deliveryId} AND e.id = d.endpoint_id AND e.account_id = d.account_id
        AND e.state = 'ACTIVE'
        AND d.state = 'PENDING' AND d.next_attempt_at <= now()
      RETURNING d.id, d.account_id, d.event_id, d.endpoint_id, d.attempt_count, d.locked_until, e.url, e.secret_ciphertext`;
    if (!row) return null;
    const attemptId = newId('webhookAttempt');
    await tx.webhookAttempt.create({
      data: { id: attemptId, accountId: row.account_id, deliveryId, number: row.attempt_count },
    });
    await scheduleDeliveryJob(tx, ref, row.locked_until);
    const event = await tx.webhookEvent.findUniqueOrThrow({ where: { id: row.event_id }, select: { type: true, payload: true } });
    return { ...row, attemptId, event };
  });
  if (!claimed) return db.$transaction((tx) => notClaimed(tx, ref, opts.settings));

  const started = performance.now();
  const outcome = await send(services, claimed, claimed.event, opts);
  const durationMs = Math.round(performance.now() - started);
  services.log.info(
    { deliveryId, endpointId: claimed.endpoint_id, attempt: claimed.attempt_count, status: outcome.statusCode, ok: outcome.ok },
    'webhook attempt',
  );

  return db.$transaction(async (tx) => {
    // updateMany: the endpoint (and with it this attempt) may have been deleted meanwhile.
    await tx.webhookAttempt.updateMany({
      where: { id: claimed.attemptId },
      data: {
        finishedAt: new Date(),
        durationMs,
        outcome: outcome.ok ? 'SUCCESS' : 'FAILURE',
        statusCode: outcome.statusCode,
        error: outcome.error,
        responseExcerpt: outcome.excerpt,
      },
    });
    // Still ours? A worker that outlived its lease has been superseded by the recovery.
    const [current] = await tx.$queryRaw<Settling[]>`
      SELECT id, account_id, endpoint_id, failures FROM webhook_delivery
      WHERE account_id = ${claimed.account_id} AND id = ${deliveryId} AND state = 'SENDING' AND attempt_count = ${claimed.attempt_count}
      FOR UPDATE`;
    if (!current) return 'superseded';
    if (outcome.ok) return settleDelivered(tx, current, outcome);
    return settleFailure(tx, current, outcome, opts.settings);
  });
}

async function send(
  services: Services,
  claimed: Claimed,
  event: { type: string; payload: string },
  opts: DeliverOptions,
): Promise<Outcome> {
  const allowPrivate = services.config.allowPrivateNetwork;
  // The HTTP client (undici) is loaded on the first delivery, not when the worker starts.
  const { responseText, safeRequest } = await import('../../net/safe-fetch.ts');
  try {
    const secret = decryptSecret(services.secrets, claimed.endpoint_id, claimed.secret_ciphertext);
    const res = await safeRequest(claimed.url, {
      method: 'POST',
      body: event.payload,
      headers: {
        'content-type': 'application/json',
        [EVENT_ID_HEADER]: claimed.event_id,
        [EVENT_TYPE_HEADER]: event.type,
        [SIGNATURE_HEADER]: signatureHeader(secret, event.payload),
      },
      userAgent: WEBHOOK_USER_AGENT,
      followRedirects: false,
      allowedProtocols: allowPrivate ? ['https:', 'http:'] : ['https:'],
      allowPrivate,
      ...opts.network,
      timeoutMs: opts.settings.timeoutMs,
      maxBytes: 4096,
    });
    const ok = res.status >= 200 && res.status < 300;
    const redirect = res.status >= 300 && res.status < 400 ? ' (redirects are not followed)' : '';
    return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}${redirect}`, excerpt: responseExcerpt(responseText(res)) };
  } catch (e) {
    if (e instanceof OutgoingRequestError) {
      return { ok: false, statusCode: null, error: `${e.reason}: ${e.detail ?? e.message}`, excerpt: null };
    }
    if (isAppError(e)) return { ok: false, statusCode: null, error: e.message, excerpt: null };
    services.log.error({ err: e, deliveryId: claimed.id }, 'webhook attempt failed unexpectedly');
    return { ok: false, statusCode: null, error: 'request failed', excerpt: null };
  }
}

async function settleDelivered(tx: Tx, d: Settling, outcome: Outcome): Promise<DeliveryStep> {
  await tx.$executeRaw`
    UPDATE webhook_delivery
    SET state = 'DELIVERED', delivered_at = now(), locked_until = NULL, worker_id = NULL, next_attempt_at = NULL,
        last_status = ${outcome.statusCode}, last_error = NULL
    WHERE account_id = ${d.account_id} AND id = ${d.id}`;
  await tx.webhookEndpoint.updateMany({ where: { id: d.endpoint_id, consecutiveFailures: { gt: 0 } }, data: { consecutiveFailures: 0 } });
  await unscheduleDeliveryJob(tx, d.id);
  return 'delivered';
}

/**
 * A failed attempt: the next retry of the schedule, or, once the schedule is used up, a failed
 * delivery. `pauseAfter` failed deliveries in a row pause the endpoint. A delivery of an endpoint
 * paused meanwhile is held instead of retried.
 */
async function settleFailure(
  tx: Tx,
  d: Settling,
  outcome: Pick<Outcome, 'statusCode' | 'error'>,
  settings: WebhookSettings,
): Promise<DeliveryStep> {
  const failures = d.failures + 1;
  const delay = settings.retryDelaysSeconds[failures - 1];
  const [endpoint] = await tx.$queryRaw<{ state: string; consecutive_failures: number }[]>`
    SELECT state::text AS state, consecutive_failures FROM webhook_endpoint
    WHERE account_id = ${d.account_id} AND id = ${d.endpoint_id} FOR UPDATE`;

  if (delay === undefined) {
    await tx.$executeRaw`
      UPDATE webhook_delivery
      SET state = 'FAILED', failures = ${failures}, failed_at = now(), locked_until = NULL, worker_id = NULL, next_attempt_at = NULL,
          last_status = ${outcome.statusCode}, last_error = ${outcome.error}
      WHERE account_id = ${d.account_id} AND id = ${d.id}`;
    await unscheduleDeliveryJob(tx, d.id);
    const consecutive = endpoint.consecutive_failures + 1;
    await tx.webhookEndpoint.update({ where: { id: d.endpoint_id }, data: { consecutiveFailures: consecutive } });
    if (consecutive >= settings.pauseAfter) {
      await pauseEndpointTx(
        tx,
        d.endpoint_id,
        `Paused automatically after ${consecutive} consecutive failed deliveries (last error: ${outcome.error ?? 'unknown'}).`,
      );
    }
    return 'failed';
  }

  if (endpoint.state !== 'ACTIVE') {
    await tx.$executeRaw`
      UPDATE webhook_delivery
      SET state = 'HELD', failures = ${failures}, locked_until = NULL, worker_id = NULL, next_attempt_at = NULL,
          last_status = ${outcome.statusCode}, last_error = ${outcome.error}
      WHERE account_id = ${d.account_id} AND id = ${d.id}`;
    await unscheduleDeliveryJob(tx, d.id);
    return 'held';
  }
  const [next] = await tx.$queryRaw<{ next_attempt_at: Date }[]>`
    UPDATE webhook_delivery
    SET state = 'PENDING', failures = ${failures}, locked_until = NULL, worker_id = NULL,
        next_attempt_at = now() + make_interval(secs => ${delay}::double precision),
        last_status = ${outcome.statusCode}, last_error = ${outcome.error}
    WHERE account_id = ${d.account_id} AND id = ${d.id} RETURNING next_attempt_at`;
  await scheduleDeliveryJob(tx, { id: d.id, accountId: d.account_id }, next.next_attempt_at);
  return 'retry_scheduled';
}

/** The job found nothing to claim: work out why, and settle what a dead worker left behind. */
async function notClaimed(tx: Tx, ref: DeliveryRef, settings: WebhookSettings): Promise<DeliveryStep> {
  const deliveryId = ref.id;
  const [d] = await tx.$queryRaw<
    (Settling & { state: string; endpoint_state: string; next_attempt_at: Date | null; locked_until: Date | null; now: Date })[]
  >`
    SELECT d.id, d.account_id, d.endpoint_id, d.failures, d.state::text AS state, e.state::text AS endpoint_state,
           d.next_attempt_at, d.locked_until, now() AS now
    FROM webhook_delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id AND e.account_id = d.account_id
    WHERE d.account_id = ${ref.accountId} AND d.id = ${deliveryId}
    FOR UPDATE OF d`;
  if (!d) return 'nothing_to_do';
  if (d.state === 'SENDING') {
    if (d.locked_until && d.locked_until > d.now) return 'in_progress';
    return settleInterrupted(tx, d, settings);
  }
  if (d.state === 'PENDING' && d.endpoint_state !== 'ACTIVE') {
    // A retry that came due while the endpoint is paused is held, not sent.
    await tx.webhookDelivery.update({ where: { id: deliveryId, accountId: ref.accountId }, data: { state: 'HELD', nextAttemptAt: null } });
    return 'held';
  }
  if (d.state === 'PENDING' && d.next_attempt_at && d.next_attempt_at > d.now) {
    // An early or duplicate job: make sure the due one exists.
    await scheduleDeliveryJob(tx, ref, d.next_attempt_at);
    return 'not_due';
  }
  return 'nothing_to_do';
}

/** The attempt in flight ended without an answer (its worker stopped): a failed attempt. */
async function settleInterrupted(tx: Tx, d: Settling, settings: WebhookSettings): Promise<DeliveryStep> {
  await tx.webhookAttempt.updateMany({
    where: { deliveryId: d.id, outcome: null },
    data: { outcome: 'FAILURE', finishedAt: new Date(), error: INTERRUPTED },
  });
  return settleFailure(tx, d, { statusCode: null, error: INTERRUPTED }, settings);
}

/**
 * Deliveries left SENDING by a worker process that is gone (no database session carries its id):
 * their attempt is settled as interrupted now, without waiting for the lease, and retried on the
 * schedule. Run when a worker starts and by the minute cron. Returns the settled delivery ids.
 */
export async function settleOrphanedDeliveries(db: Services['db'], settings: WebhookSettings): Promise<string[]> {
  const gone = workerGoneSql('d.worker_id');
  const orphans = await db.$queryRawUnsafe<{ id: string; account_id: string }[]>(
    `SELECT d.id, d.account_id FROM webhook_delivery d WHERE d.state = 'SENDING' AND d.worker_id IS NOT NULL AND ${gone}`,
  );
  const settled: string[] = [];
  for (const { id, account_id } of orphans) {
    const step = await db.$transaction(async (tx) => {
      // Locked and checked again: another worker may have settled it meanwhile.
      const [d] = await tx.$queryRawUnsafe<Settling[]>(
        `SELECT d.id, d.account_id, d.endpoint_id, d.failures FROM webhook_delivery d
         WHERE d.account_id = $2 AND d.id = $1 AND d.state = 'SENDING' AND d.worker_id IS NOT NULL AND ${gone}
         FOR UPDATE OF d`,
        id,
        account_id,
      );
      return d ? settleInterrupted(tx, d, settings) : null;
    });
    if (step) settled.push(id);
  }
  return settled;
}
