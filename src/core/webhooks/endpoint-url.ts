import { createAddressPolicy, describeCategory, hostVerdict } from '../../net/address-policy.ts';
import { AppError } from '../kernel/errors.ts';

const MAX_URL_LENGTH = 2048;

/**
 * Checks an endpoint URL at registration, so that obvious mistakes and SSRF attempts get a clear
 * error at once: https only (http too when private networks are allowed, for local testing), no
 * credentials, and no IP literal in a blocked range. Host names are resolved and every resolved
 * address is checked again at connect time, on each attempt (src/net/safe-agent.ts).
 */
export function validateEndpointUrl(raw: string, opts: { allowPrivate: boolean }): string {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_URL_LENGTH) {
    throw new AppError('invalid_url', { detail: `the URL must be 1 to ${MAX_URL_LENGTH} characters` });
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('invalid_url', { detail: 'the URL is not a valid absolute URL' });
  }
  const schemes = opts.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw new AppError('invalid_url', { detail: opts.allowPrivate ? 'the URL must use https:// or http://' : 'the URL must use https://' });
  }
  if (url.username || url.password) {
    throw new AppError('invalid_url', { detail: 'the URL must not contain a user name or password' });
  }
  if (!url.hostname) throw new AppError('invalid_url', { detail: 'the URL has no host' });
  const verdict = hostVerdict(url, createAddressPolicy({ allowPrivate: opts.allowPrivate }));
  if (verdict && !verdict.allowed) {
    throw new AppError('invalid_url', {
      detail: `${verdict.address} is a ${describeCategory(verdict.category)} address; webhooks can only be sent to public addresses`,
    });
  }
  url.hash = '';
  return url.toString();
}
