import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Receiver-side verification of `X-Service-Signature` (self-contained: copy it into a receiver).
 * Pass the raw request body exactly as received, before any JSON parsing.
 *
 *   const check = verifyWebhookSignature(rawBody, req.headers['x-service-signature'], secret);
 *   if (!check.ok) return reply.code(400).send();
 *
 * A delivery is accepted when one of its v1 signatures matches (compared in constant time) and its
 * timestamp is within `toleranceSeconds` (default 300, the spec's five minutes) of now, in either
 * direction, so a captured delivery cannot be replayed later.
 */
export interface VerifyOptions {
  toleranceSeconds?: number;
  /** The current time (Date or ms since the epoch); default Date.now(). */
  now?: Date | number;
}

export type VerifyResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing_header' | 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch' };

export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | string[] | undefined | null,
  secret: string,
  options: VerifyOptions = {},
): VerifyResult {
  if (typeof header !== 'string' || header === '') return { ok: false, reason: 'missing_header' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (eq < 0) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed_header' };

  const expected = createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest();
  // Every candidate is compared, so the time taken does not depend on which one matches.
  let matched = false;
  for (const candidate of signatures) matched = timingSafeEqual(candidate, expected) || matched;
  if (!matched) return { ok: false, reason: 'signature_mismatch' };

  const tolerance = options.toleranceSeconds ?? 300;
  const nowMs = options.now === undefined ? Date.now() : typeof options.now === 'number' ? options.now : options.now.getTime();
  if (Math.abs(Math.floor(nowMs / 1000) - timestamp) > tolerance) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  return { ok: true, timestamp };
}
