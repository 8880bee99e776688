import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Secrets } from '../kernel/secrets.ts';
import { AppError } from '../kernel/errors.ts';

/**
 * Signing secrets must be readable again to sign each delivery, so they are encrypted at rest
 * rather than hashed: AES-256-GCM with a key derived from the service master key
 * (`secrets.derive('webhook-secrets')`), a random 96-bit nonce per encryption, and the endpoint id
 * as associated data so a ciphertext copied onto another endpoint row does not decrypt.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
const PURPOSE = 'webhook-secrets';
const VERSION = 'v1';

/** Stripe-style secret: `whsec_` and 32 random bytes. The whole string is the HMAC key. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `purpose` keeps the secrets of one kind (webhook endpoints, log drains) under a key of their own. */
export function encryptSecret(secrets: Secrets, endpointId: string, secret: string, purpose = PURPOSE): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secrets.derive(purpose), nonce);
  cipher.setAAD(Buffer.from(endpointId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecret(secrets: Secrets, endpointId: string, stored: string, purpose = PURPOSE): string {
  const [version, nonce, tag, ciphertext] = stored.split('.');
  try {
    if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('unknown format');
    const decipher = createDecipheriv('aes-256-gcm', secrets.derive(purpose), Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(endpointId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // Typically VISIBILITY_SECRET_KEY changed since the secret was stored.
    throw new AppError('secret_unavailable', {
      detail: 'the signing secret cannot be decrypted with the current VISIBILITY_SECRET_KEY; rotate the secret',
    });
  }
}
