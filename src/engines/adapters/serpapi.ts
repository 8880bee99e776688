// SerpApi, the source of GOOGLE_AIO, GOOGLE_AI_MODE and BING_COPILOT (none has a first-party API): one GET of
// `/search.json` with plain fetch (its npm client pins the host; the base URL is operator
// configuration). HTTP errors map to typed errors; 429 means either the hourly throughput limit
// (rate_limited) or "run out of searches" (quota), told apart by the error text SerpApi documents.
import { fetch } from 'undici';
import { isRecord } from '../adapter.ts';
import { EngineError, engineErrorFromHttp } from '../errors.ts';

export interface SerpApiConfig {
  apiKey: string;
  baseUrl: string;
}

export type SerpApiBody = Record<string, unknown>;

/** SerpApi's words for "the search ran and the engine showed nothing" (HTTP 200, top-level error). */
const emptyResultPhrases = /hasn't returned any results|no results/i;

export async function serpApiSearch(config: SerpApiConfig, params: Record<string, string>, signal: AbortSignal): Promise<SerpApiBody> {
  const query = new URLSearchParams({ ...params, api_key: config.apiKey, output: 'json' });
  const res = await fetch(`${config.baseUrl}/search.json?${query}`, { signal, headers: { accept: 'application/json' } });
  const raw = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    if (!res.ok) throw engineErrorFromHttp({ provider: 'serpapi', status: res.status, headers: res.headers });
    throw new EngineError('malformed', 'serpapi sent a body that is not valid JSON', { provider: 'serpapi', status: res.status });
  }
  if (!res.ok) throw engineErrorFromHttp({ provider: 'serpapi', status: res.status, headers: res.headers, body });
  if (!isRecord(body)) throw new EngineError('malformed', 'serpapi body is not an object', { provider: 'serpapi', status: res.status });
  const error = typeof body.error === 'string' ? body.error : null;
  const status = isRecord(body.search_metadata) ? body.search_metadata.status : undefined;
  if (status === 'Error' && !(error && emptyResultPhrases.test(error))) {
    throw new EngineError('transient', `serpapi search failed: ${(error ?? 'no reason given').slice(0, 200)}`, {
      provider: 'serpapi',
      status: res.status,
    });
  }
  return body;
}
