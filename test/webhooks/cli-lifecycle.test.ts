import { describe, expect, it } from 'vitest';
import { createEndpoint } from '../../src/core/webhooks/endpoints.ts';
import { email, webhookCliFixture } from './cli-support.ts';
import { finishRun } from './support.ts';

const { state, cli } = webhookCliFixture();

describe('bin/visibility webhook rotate-secret, disable, enable, deliveries, replay, delete', () => {
  it('rotates, pauses and holds, refuses an early replay, re-enables, replays and deletes', async () => {
    const { services, projectId } = state;
    const account = await services.db.account.findUniqueOrThrow({ where: { email } });
    const created = {
      out: await createEndpoint(services, { accountId: account.id, url: 'http://127.0.0.1:9/hooks', events: ['audit_run.failed'] }),
    };
    const id = created.out.id;

    const [rotated, disabled] = await Promise.all([cli(['webhook', 'rotate-secret', id]), cli(['webhook', 'disable', id])]);
    expect(rotated.out).toEqual({ id, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.out.secret).not.toBe(created.out.secret);
    expect(disabled.out).toMatchObject({ id, state: 'paused', pausedReason: 'Paused by the account holder.' });

    // An event while paused is held; it cannot be replayed until the endpoint is enabled.
    const runId = await finishRun(services, projectId, 'FAILED');
    const heldId = (await services.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: id } })).id;
    const [deliveries, secretNow, early] = await Promise.all([
      cli(['webhook', 'deliveries', id, '--limit', '5']),
      cli(['webhook', 'secret', id]),
      cli(['webhook', 'replay', heldId]),
    ]);
    expect(secretNow.out.secret).toBe(rotated.out.secret);
    expect(deliveries.out.deliveries).toEqual([
      expect.objectContaining({
        id: heldId,
        eventId: expect.stringMatching(/^evt_/),
        event: 'audit_run.failed',
        auditRunId: runId,
        state: 'held',
        attempts: [],
      }),
    ]);
    expect(early.code).toBe(1);
    expect(early.out.error).toMatch(/re-enable/);

    expect((await cli(['webhook', 'enable', id])).out).toMatchObject({ id, state: 'active', pausedReason: null });
    const [replayedHeld, missing] = await Promise.all([cli(['webhook', 'replay-held', id]), cli(['webhook', 'enable', 'whe_missing'])]);
    expect(replayedHeld.out).toEqual({ replayed: [heldId] });
    expect(missing).toMatchObject({ code: 1, out: { error: 'no webhook endpoint with id whe_missing' } });
    const replayed = await cli(['webhook', 'replay', heldId]);
    expect(replayed.out).toMatchObject({ id: heldId, state: 'pending', nextAttemptAt: expect.any(String) });

    expect((await cli(['webhook', 'delete', id])).out).toEqual({ id, deleted: true });
    expect(await services.db.webhookEndpoint.count()).toBe(0);
  });
});
