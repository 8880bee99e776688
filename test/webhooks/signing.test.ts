import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/core/kernel/secrets.ts';
import { responseExcerpt } from '../../src/core/webhooks/deliver.ts';
import { decryptSecret, encryptSecret, generateSigningSecret } from '../../src/core/webhooks/secret-box.ts';
import { loadConfig } from '../../src/core/runtime/config.ts';
import { defaultRetryDelaysSeconds } from '../../src/core/runtime/webhook-settings.ts';

const webhookSettings = (env: Record<string, string>) => loadConfig(env).webhooks;
import { computeSignature, signatureHeader } from '../../src/core/webhooks/signature.ts';
import { verifyWebhookSignature } from '../../src/core/webhooks/verify.ts';

/** Stripe's verifier, an implementation independent of ours. */
const stripe = new Stripe('sk_test_unused');
const stripeSignature = stripe.webhooks.signature!;
const body = '{"event":"audit_run.completed","auditRunId":"run_1","overallScore":null}';

describe('signatures', () => {
  it('are Stripe-compatible: the whole whsec_ string is the HMAC key', () => {
    const secret = generateSigningSecret();
    const header = signatureHeader(secret, body);
    expect(stripeSignature.verifyHeader(body, header, secret, 300)).toBe(true);
    expect(stripeSignature.verifyHeader(Buffer.from(body), header, secret, 300)).toBe(true);
    // Stripe's own header generator and ours agree byte for byte.
    const t = 1_800_000_000;
    expect(signatureHeader(secret, body, t)).toBe(stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: t }));
    expect(() => stripeSignature.verifyHeader(body, header, generateSigningSecret(), 300)).toThrow();
    // Stripe (tolerance given explicitly) refuses an old timestamp too.
    expect(() =>
      stripeSignature.verifyHeader(body, signatureHeader(secret, body, Math.floor(Date.now() / 1000) - 301), secret, 300),
    ).toThrow(/tolerance/);
  });

  it('are verified by the receiver helper in constant time, with the five-minute tolerance', () => {
    const secret = generateSigningSecret();
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const t = now / 1000;
    const header = signatureHeader(secret, body, t);
    expect(verifyWebhookSignature(body, header, secret, { now })).toEqual({ ok: true, timestamp: t });
    expect(verifyWebhookSignature(Buffer.from(body), header, secret, { now: new Date(now + 300_000) })).toMatchObject({ ok: true });
    expect(verifyWebhookSignature(body, header, secret, { now: now + 301_000 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verifyWebhookSignature(body, header, secret, { now: now - 301_000 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verifyWebhookSignature(body, header, secret, { now: now + 3_600_000, toleranceSeconds: 3600 })).toMatchObject({ ok: true });
    expect(verifyWebhookSignature(`${body} `, header, secret, { now })).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(verifyWebhookSignature(body, header, `${secret}x`, { now })).toEqual({ ok: false, reason: 'signature_mismatch' });
    // A timestamp moved forward does not carry the signature with it.
    expect(verifyWebhookSignature(body, header.replace(`t=${t}`, `t=${t + 60}`), secret, { now })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
    // Several v1 values (e.g. while a secret is rotated): one matching is enough.
    const other = computeSignature('whsec_other', t, body);
    expect(verifyWebhookSignature(body, `t=${t},v1=${other},${header.split(',')[1]}`, secret, { now })).toMatchObject({ ok: true });
    expect(verifyWebhookSignature(body, undefined, secret, { now })).toEqual({ ok: false, reason: 'missing_header' });
    for (const bad of ['v1=abc', `t=${t}`, `t=abc,v1=${other}`, `t=${t},v1=zz`, 'garbage', `t=${t},v0=${other}`]) {
      expect(verifyWebhookSignature(body, bad, secret, { now }), bad).toEqual({ ok: false, reason: 'malformed_header' });
    }
  });
});

describe('signing secrets at rest', () => {
  const secrets = new Secrets(Buffer.alloc(32, 7));

  it('are AES-256-GCM encrypted, bound to their endpoint and to the master key', () => {
    const secret = generateSigningSecret();
    const stored = encryptSecret(secrets, 'whe_1', secret);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(secret.slice(6, 20));
    expect(encryptSecret(secrets, 'whe_1', secret)).not.toBe(stored); // fresh nonce every time
    expect(decryptSecret(secrets, 'whe_1', stored)).toBe(secret);
    expect(() => decryptSecret(secrets, 'whe_2', stored)).toThrow(/cannot be decrypted/);
    expect(() => decryptSecret(new Secrets(Buffer.alloc(32, 8)), 'whe_1', stored)).toThrow(/rotate the secret/);
    const [v, n, tag, ct] = stored.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret(secrets, 'whe_1', [v, n, tag, flipped.toString('base64url')].join('.'))).toThrow(/cannot be decrypted/);
  });
});

describe('what is kept of a receiver answer', () => {
  it('is a short, single-line excerpt without control or bidi characters', () => {
    expect(responseExcerpt('')).toBeNull();
    expect(responseExcerpt('  \n\t ')).toBeNull();
    expect(responseExcerpt('{"ok":true}\n')).toBe('{"ok":true}');
    expect(responseExcerpt('line1\r\nline2\u0000\u0007\u202eevil\u2028x')).toBe('line1 line2evil x');
    const long = responseExcerpt('é'.repeat(500))!;
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('settings', () => {
  it('default to the documented schedule and threshold, and read the environment', () => {
    expect(webhookSettings({})).toEqual({ retryDelaysSeconds: defaultRetryDelaysSeconds, pauseAfter: 5, timeoutMs: 10_000 });
    expect(defaultRetryDelaysSeconds).toEqual([30, 120, 600, 3600, 21600, 86400]);
    expect(
      webhookSettings({
        VISIBILITY_WEBHOOK_RETRY_DELAYS: '1, 2.5,60',
        VISIBILITY_WEBHOOK_PAUSE_AFTER: '3',
        VISIBILITY_WEBHOOK_TIMEOUT_MS: '500',
      }),
    ).toEqual({ retryDelaysSeconds: [1, 2.5, 60], pauseAfter: 3, timeoutMs: 500 });
    expect(() => webhookSettings({ VISIBILITY_WEBHOOK_RETRY_DELAYS: '1,x' })).toThrow(/comma-separated seconds/);
    expect(() => webhookSettings({ VISIBILITY_WEBHOOK_RETRY_DELAYS: '-1' })).toThrow(/comma-separated seconds/);
    expect(() => webhookSettings({ VISIBILITY_WEBHOOK_PAUSE_AFTER: '0' })).toThrow(/VISIBILITY_WEBHOOK_PAUSE_AFTER: must be at least 1/);
  });
});
