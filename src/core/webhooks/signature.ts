import { createHmac } from 'node:crypto';

/**
 * `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * endpoint's whole secret string (`whsec_...`) as UTF-8 bytes: Stripe's scheme, so
 * `stripe.webhooks.signature.verifyHeader(body, header, secret, 300)` verifies it too.
 */
export const SIGNATURE_HEADER = 'X-Service-Signature';
export const EVENT_ID_HEADER = 'X-Service-Event-Id';
export const EVENT_TYPE_HEADER = 'X-Service-Event';

export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}
