import { performance } from 'node:perf_hooks';
import { request, type Dispatcher } from 'undici';
import { OutgoingRequestError, redactUrl, toOutgoingError } from './outgoing-error.ts';
import { readCappedBody } from './response-body.ts';
import { sharedSafeAgent, type SafeAgentOptions } from './safe-agent.ts';
import { decodeBody } from './text-decoding.ts';

/**
 * The one way the service makes outgoing HTTP requests to addresses it does not control (sites
 * being audited, webhook endpoints). Every connection, including each redirect hop, is checked
 * against the address policy by the agent; redirects are followed here, by hand, so each hop is a
 * fresh request through that check and its scheme is re-validated.
 */

export interface SafeRequestOptions extends SafeAgentOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array;
  /** Whole request (every hop, body included). Default 10 s. */
  timeoutMs?: number;
  /** Response body cap in bytes (after decompression); the rest is not read. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. Exceeding it fails with 'too_many_redirects'. */
  maxRedirects?: number;
  /** Default true. False returns a 3xx response as is (webhooks must not follow redirects). */
  followRedirects?: boolean;
  /** Default ['http:', 'https:'] (with or without the trailing colon). */
  allowedProtocols?: readonly string[];
  userAgent?: string;
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  /** Names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Decompressed body, cut at maxBytes. */
  body: Buffer;
  truncated: boolean;
  /** Each URL redirected to, in order: the chain is [requested url, ...redirects]. */
  redirects: string[];
  elapsedMs: number;
}

export const defaultUserAgent = 'VisibilityDataAPI/1.0';
const defaultTimeoutMs = 10_000;
const defaultMaxBytes = 5 * 1024 * 1024;
const defaultMaxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function normaliseProtocols(protocols: readonly string[] | undefined): Set<string> {
  return new Set((protocols ?? ['http:', 'https:']).map((p) => (p.endsWith(':') ? p : `${p}:`).toLowerCase()));
}

function parseTarget(raw: string | URL, base: URL | undefined, protocols: Set<string>): URL {
  let url: URL;
  try {
    url = new URL(String(raw), base);
  } catch {
    throw new OutgoingRequestError('invalid_url', base ? 'redirect Location is not a valid URL' : 'not a valid URL');
  }
  if (!protocols.has(url.protocol)) {
    throw new OutgoingRequestError('protocol', `${base ? 'redirect to' : 'URL scheme'} "${url.protocol}" is not allowed`, redactUrl(url));
  }
  if (url.username || url.password) {
    throw new OutgoingRequestError('invalid_url', 'URLs with embedded credentials are not allowed', redactUrl(url));
  }
  if (!url.hostname) throw new OutgoingRequestError('invalid_url', 'URL has no host');
  url.hash = '';
  return url;
}

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export async function safeRequest(url: string | URL, opts: SafeRequestOptions = {}): Promise<SafeResponse> {
  const started = performance.now();
  const protocols = normaliseProtocols(opts.allowedProtocols);
  const maxRedirects = opts.maxRedirects ?? defaultMaxRedirects;
  const maxBytes = opts.maxBytes ?? defaultMaxBytes;
  const follow = opts.followRedirects ?? true;
  const dispatcher = sharedSafeAgent(opts);

  let current = parseTarget(url, undefined, protocols);
  let method = (opts.method ?? 'GET').toUpperCase();
  let body = opts.body;
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['user-agent'] ??= opts.userAgent ?? defaultUserAgent;

  if (opts.signal?.aborted) throw new OutgoingRequestError('aborted', 'request aborted', redactUrl(current));
  const timeoutMs = opts.timeoutMs ?? defaultTimeoutMs;
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timer.signal, opts.signal]) : timer.signal;
  const redirects: string[] = [];

  try {
    for (;;) {
      const res = await request(current, { dispatcher, method, headers, body, signal });
      const location = res.headers.location;
      if (follow && redirectStatuses.has(res.statusCode) && typeof location === 'string' && location !== '') {
        await res.body.dump({ limit: 64 * 1024 }).catch(() => {});
        if (redirects.length >= maxRedirects) {
          throw new OutgoingRequestError('too_many_redirects', `more than ${maxRedirects} redirects`, redactUrl(current));
        }
        const next = parseTarget(location, current, protocols);
        // Browsers' rules: 303 always becomes GET; 301/302 turn a POST into a GET.
        if ((res.statusCode === 303 && method !== 'HEAD') || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        if (next.origin !== current.origin) {
          // Credentials do not follow a redirect to another origin.
          delete headers.authorization;
          delete headers.cookie;
          delete headers['proxy-authorization'];
        }
        redirects.push(next.toString());
        current = next;
        continue;
      }
      const responseHeaders = flattenHeaders(res.headers);
      const read = await readCappedBody(res.body, responseHeaders['content-encoding'], maxBytes);
      return {
        url: current.toString(),
        status: res.statusCode,
        headers: responseHeaders,
        body: read.body,
        truncated: read.truncated,
        redirects,
        elapsedMs: Math.round(performance.now() - started),
      };
    }
  } catch (err) {
    if (opts.signal?.aborted) throw new OutgoingRequestError('aborted', 'request aborted', redactUrl(current));
    if (timer.signal.aborted) {
      const detail = `timed out after ${timeoutMs} ms`;
      throw new OutgoingRequestError('timeout', `request to ${current.host} ${detail}`, redactUrl(current), detail);
    }
    throw toOutgoingError(err, redactUrl(current), current.host);
  } finally {
    clearTimeout(timeout);
  }
}

/** The body as text, honouring the Content-Type charset or an in-document declaration. */
export function responseText(response: Pick<SafeResponse, 'body' | 'headers'>): string {
  return decodeBody(response.body, response.headers['content-type']).text;
}
