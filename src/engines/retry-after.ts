// Reads how long a provider asks us to wait before the next request: `retry-after-ms` (OpenAI,
// Anthropic), `Retry-After` in seconds or as an HTTP date (RFC 9110 §10.2.3), or Google's
// RetryInfo `retryDelay` ("30s") inside an error body.

export type HeaderBag = Headers | Record<string, string | string[] | undefined> | undefined | null;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Milliseconds to wait, or null when the response says nothing usable. */
export function retryAfterMs(headers: HeaderBag, now: number = Date.now()): number | null {
  const ms = header(headers, 'retry-after-ms');
  if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = header(headers, 'retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Google APIs: `error.details[]` with `@type` RetryInfo and `retryDelay: "12.5s"`. */
export function googleRetryDelayMs(body: unknown): number | null {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return null;
  for (const d of details) {
    const delay = (d as { retryDelay?: unknown })?.retryDelay;
    if (typeof delay === 'string' && /^\d+(\.\d+)?s$/.test(delay)) return Math.ceil(Number(delay.slice(0, -1)) * 1000);
  }
  return null;
}
