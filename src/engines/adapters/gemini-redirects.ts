// Gemini's grounding chunks point at redirect URLs on a Google host, not at the pages. Each is
// resolved with ONE request that reads its Location header without following it, through the
// service's safe outgoing path (address policy on every connection). When that fails, the
// chunk's title (which Gemini sets to the page's host name) gives a lower-confidence guess.
import { safeRequest } from '../../net/safe-fetch.ts';

export interface ResolvedChunk {
  url: string;
  resolved: boolean;
}

export interface RedirectOptions {
  /** Tests on loopback only; production keeps the address policy. */
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
}

const hostLike = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Lookups of one answer in flight at once: a handful of small GETs to one host. */
const lookupConcurrency = 4;

export async function resolveRedirect(uri: string, title: string | null, opts: RedirectOptions): Promise<ResolvedChunk> {
  try {
    const res = await safeRequest(uri, {
      method: 'GET',
      followRedirects: false,
      allowPrivate: opts.allowPrivateNetwork,
      timeoutMs: opts.timeoutMs,
      maxBytes: 16 * 1024,
      signal: opts.signal,
    });
    const location = res.headers.location;
    if (redirectStatuses.has(res.status) && location) {
      const target = new URL(location, uri);
      if (target.protocol === 'https:' || target.protocol === 'http:') return { url: target.toString(), resolved: true };
    }
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    // Any other failure (blocked address, timeout, refused) falls back below.
  }
  const host = title?.trim().toLowerCase();
  return { url: host && hostLike.test(host) ? `https://${host}/` : uri, resolved: false };
}

export async function resolveRedirects(
  chunks: ReadonlyArray<{ uri: string; title: string | null }>,
  opts: RedirectOptions,
): Promise<ResolvedChunk[]> {
  const out = new Array<ResolvedChunk>(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const i = next++;
      out[i] = await resolveRedirect(chunks[i].uri, chunks[i].title, opts);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lookupConcurrency, chunks.length) }, worker));
  return out;
}
