import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { FetchedResource } from '../site.ts';
import { OutgoingRequestError, redactUrl } from '../../net/outgoing-error.ts';
import type { Resolver } from '../../net/safe-agent.ts';
import { safeRequest, type SafeResponse } from '../../net/safe-fetch.ts';
import { decodeBody } from '../../net/text-decoding.ts';

/**
 * Fetching one URL of the audited site into a FetchedResource. Failures become data (status 0
 * and a readable error), because a missing robots.txt or a page that times out is something to
 * report, not a reason to stop the crawl. Only the caller's abort escapes as an exception.
 */

export interface FetcherSettings {
  userAgent: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
  signal?: AbortSignal;
}

export interface FetchOptions {
  method?: 'GET' | 'HEAD';
  maxBytes: number;
  accept?: string;
  /** Unzip a body that is itself a gzip file (sitemap.xml.gz). */
  gunzipFile?: boolean;
}

export type ResourceFetcher = (url: string, options: FetchOptions) => Promise<FetchedResource>;

export const acceptHtml = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

/** Gzipped sitemaps (sitemap.xml.gz) come as application/gzip bodies, not as a Content-Encoding. */
function gunzipIfGzipFile(body: Buffer, maxBytes: number): Buffer {
  if (body.length < 2 || body[0] !== 0x1f || body[1] !== 0x8b) return body;
  try {
    return zlib.gunzipSync(body, { maxOutputLength: maxBytes, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch {
    return body;
  }
}

export function fromResponse(requestedUrl: string, response: SafeResponse, options: FetchOptions): FetchedResource {
  const contentType = response.headers['content-type'] ?? null;
  const body = options.gunzipFile ? gunzipIfGzipFile(response.body, options.maxBytes) : response.body;
  return {
    requestedUrl,
    url: response.url,
    status: response.status,
    error: null,
    headers: response.headers,
    contentType,
    body: body.length ? decodeBody(body, contentType).text : '',
    truncated: response.truncated,
    redirects: response.redirects,
    elapsedMs: response.elapsedMs,
  };
}

export function fromFailure(requestedUrl: string, error: OutgoingRequestError, elapsedMs: number): FetchedResource {
  return {
    requestedUrl,
    url: error.url ?? requestedUrl,
    status: 0,
    error: error.message,
    headers: {},
    contentType: null,
    body: '',
    truncated: false,
    redirects: [],
    elapsedMs,
  };
}

export function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The crawl was aborted', 'AbortError');
}

/** Requests through safeRequest; throws only OutgoingRequestError, or the abort reason when aborted. */
export async function requestOnce(url: string, settings: FetcherSettings, options: FetchOptions): Promise<SafeResponse> {
  try {
    return await safeRequest(url, {
      method: options.method ?? 'GET',
      headers: options.accept ? { accept: options.accept } : undefined,
      userAgent: settings.userAgent,
      timeoutMs: settings.timeoutMs,
      maxBytes: options.maxBytes,
      allowPrivate: settings.allowPrivate,
      resolve: settings.resolve,
      signal: settings.signal,
    });
  } catch (err) {
    if (settings.signal?.aborted) throw abortReason(settings.signal);
    throw err;
  }
}

export function createResourceFetcher(settings: FetcherSettings): ResourceFetcher {
  return async (url, options) => {
    const started = performance.now();
    try {
      return fromResponse(url, await requestOnce(url, settings, options), options);
    } catch (err) {
      if (!(err instanceof OutgoingRequestError)) throw err;
      return fromFailure(redactUrl(url), err, Math.round(performance.now() - started));
    }
  };
}
