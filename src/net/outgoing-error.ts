/**
 * Failure of an outgoing request, with a stable code callers can branch on and store (a webhook
 * delivery's last error, a crawled page's error). Messages are short and never carry response
 * bodies, request headers or URL credentials, so they are safe to log and to show to the user.
 */
export type OutgoingFailureReason =
  | 'blocked_address'
  | 'timeout'
  | 'dns'
  | 'connection'
  | 'too_many_redirects'
  /** A URL scheme outside the allowed ones, or a response that is not valid HTTP / not decodable. */
  | 'protocol'
  | 'invalid_url'
  /** The caller's AbortSignal fired (not a timeout). */
  | 'aborted';

export class OutgoingRequestError extends Error {
  override readonly name = 'OutgoingRequestError';
  constructor(
    readonly reason: OutgoingFailureReason,
    message: string,
    /** The URL being requested when it failed (credentials removed). */
    readonly url?: string,
    /** The cause alone, without the host ("connection refused"), for callers that word their own message. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Raised inside the connector when the policy refuses an address; mapped to 'blocked_address'. */
export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError';
  readonly code = 'ERR_BLOCKED_ADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly category: string,
  ) {
    super(
      hostname === address
        ? `${address} is a blocked address (${category})`
        : `${hostname} resolves to a blocked address ${address} (${category})`,
    );
  }
}

const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL']);
const timeoutCodes = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

const connectionWords: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EPIPE: 'connection closed',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CLOSED: 'connection closed',
};

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = err;
  while (current && chain.length < 5) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Maps whatever undici, node:net, node:tls or the policy threw to a typed error. The reason comes
 * from error codes, never from message text, except for a short TLS description.
 */
export function toOutgoingError(err: unknown, url: string, hostname: string): OutgoingRequestError {
  for (const e of causes(err)) {
    if (e instanceof OutgoingRequestError) return e;
    if (e instanceof BlockedAddressError) {
      return new OutgoingRequestError('blocked_address', e.message, url, `blocked address (${e.category})`);
    }
  }
  for (const e of causes(err)) {
    const code = (e as { code?: unknown })?.code;
    if (typeof code !== 'string') continue;
    if (dnsCodes.has(code)) {
      return new OutgoingRequestError('dns', `DNS lookup failed for ${hostname} (${code})`, url, `DNS lookup failed (${code})`);
    }
    if (timeoutCodes.has(code)) return new OutgoingRequestError('timeout', `request to ${hostname} timed out`, url, 'timed out');
    if (connectionWords[code]) {
      return new OutgoingRequestError(
        'connection',
        `could not connect to ${hostname}: ${connectionWords[code]}`,
        url,
        connectionWords[code],
      );
    }
    if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || code.includes('CERT')) {
      const detail = `TLS handshake failed (${code})`;
      return new OutgoingRequestError('connection', `${detail} with ${hostname}`, url, detail);
    }
    if (code.startsWith('HPE_') || code === 'UND_ERR_INFO') {
      return new OutgoingRequestError(
        'protocol',
        `invalid HTTP response from ${hostname} (${code})`,
        url,
        `invalid HTTP response (${code})`,
      );
    }
    if (code.startsWith('Z_') || code.startsWith('ERR__')) {
      const detail = `response body could not be decompressed (${code})`;
      return new OutgoingRequestError('protocol', `${detail} from ${hostname}`, url, detail);
    }
  }
  const first = causes(err).find((e) => typeof (e as { code?: unknown })?.code === 'string') as { code: string } | undefined;
  const detail = first ? `request failed (${first.code})` : 'request failed';
  return new OutgoingRequestError('connection', `${detail}: ${hostname}`, url, detail);
}

/** The URL without user:password, for messages and results. */
export function redactUrl(url: URL | string): string {
  try {
    const u = new URL(String(url));
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}
