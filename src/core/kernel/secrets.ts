import { createHmac, createSecretKey, hkdfSync, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.ts';
import type { Logger } from '../../log.ts';

/**
 * The service's master secret, from VISIBILITY_SECRET_KEY or, for the embedded default, a file
 * generated once in the data folder. Purpose-specific keys are derived from it with HKDF, so one
 * setting covers cursor signing and encryption at rest.
 */
export class Secrets {
  constructor(private readonly master: Buffer) {
    if (master.length < 32) throw new Error('VISIBILITY_SECRET_KEY must hold at least 32 bytes');
  }

  // HKDF costs ~60 us: each purpose's key is derived once (cursors sign on every list page), and
  // kept as a KeyObject so no HMAC or cipher imports it again.
  private readonly derived = new Map<string, KeyObject>();

  derive(purpose: string): KeyObject {
    let key = this.derived.get(purpose);
    if (!key) {
      key = createSecretKey(Buffer.from(hkdfSync('sha256', this.master, Buffer.alloc(0), `visibility:${purpose}`, 32)));
      this.derived.set(purpose, key);
    }
    return key;
  }

  /** Short HMAC tag (base64url) binding `data` to `purpose`. */
  sign(purpose: string, data: string): string {
    return createHmac('sha256', this.derive(purpose)).update(data).digest('base64url').slice(0, 22);
  }

  verify(purpose: string, data: string, tag: string): boolean {
    const expected = Buffer.from(this.sign(purpose, data));
    const given = Buffer.from(tag);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export function parseSecretKey(value: string): Buffer {
  const trimmed = value.trim();
  if (/^[0-9a-f]{64,}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const b = Buffer.from(trimmed, 'base64');
  return b.length >= 32 ? b : Buffer.from(trimmed, 'utf8');
}

/** The settings the master key comes from (a part of core/runtime/config.ts's Config). */
export interface SecretSettings {
  secretKey: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}

export function loadSecrets(config: SecretSettings, log: Logger): Secrets {
  if (config.secretKey) return new Secrets(parseSecretKey(config.secretKey));
  if (config.databaseUrl) {
    // Each process would otherwise generate its own key: cursors and stored secrets written by
    // one process would be unreadable by the next.
    throw new ConfigError(
      'VISIBILITY_SECRET_KEY is required when DATABASE_URL is set: every process of the service must share it.\n' +
        '  Generate one with `openssl rand -base64 32` and set it in every process (server, worker, CLI).',
    );
  }
  const file = path.join(config.dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    log.warn({ file }, 'generated a secret key in the data folder of the embedded database; set VISIBILITY_SECRET_KEY in production');
  }
  return new Secrets(parseSecretKey(fs.readFileSync(file, 'utf8')));
}
