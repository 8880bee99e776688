/**
 * The access-log formats the service reads, each a parser from one line (already known to be
 * worth parsing) to the fields a hit needs, or the reason the line is bad. docs/crawlers.md lists
 * the formats and what each expects.
 */

export const logFormats = ['combined', 'combined-forwarded', 'cloudflare', 'fastly', 'cloudfront', 'vercel', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

/** What a hit needs of a log line. `target` is the request target as logged (path and query). */
export interface LogRecord {
  time: number;
  address: string;
  target: string;
  status: number;
  userAgent: string;
  referer: string;
}

/** Why a line was not counted: each reason is counted, and the first few lines are kept with it. */
export type BadReason =
  | 'line_too_long'
  | 'nul_byte'
  | 'invalid_utf8'
  | 'unparseable'
  | 'invalid_json'
  | 'missing_field'
  | 'invalid_time'
  | 'time_in_future'
  | 'time_before_1990'
  | 'invalid_status'
  | 'invalid_path'
  | 'path_too_long';

/** A parser for one import: `header` sees comment lines (CloudFront's `#Fields`), `parse` each line worth parsing. */
export interface LineParser {
  format: LogFormat;
  header(line: string): void;
  parse(line: string): LogRecord | BadReason;
}

/** Field names of the generic JSON format: record field -> name in the JSON object (dots reach nested objects). */
export type FieldMapping = Record<keyof LogRecord, string>;

export const defaultJsonMapping: FieldMapping = {
  time: 'time',
  address: 'ip',
  target: 'path',
  status: 'status',
  userAgent: 'user_agent',
  referer: 'referer',
};

export function createParser(format: LogFormat, mapping?: Partial<FieldMapping>): LineParser {
  switch (format) {
    case 'combined':
      return { format, header() {}, parse: (line) => parseCombined(line, false) };
    case 'combined-forwarded':
      return { format, header() {}, parse: (line) => parseCombined(line, true) };
    case 'cloudflare':
      return jsonParser(format, cloudflareRecord);
    case 'fastly':
      return jsonParser(format, fastlyRecord);
    case 'vercel':
      return jsonParser(format, vercelRecord);
    case 'json': {
      const fields = { ...defaultJsonMapping, ...mapping };
      return jsonParser(format, (o) => mappedRecord(o, fields));
    }
    case 'cloudfront':
      return cloudfrontParser();
  }
}

// ---------------------------------------------------------------------------------------------
// nginx / Apache combined: `addr - user [10/Oct/2026:13:55:36 +0000] "GET /p HTTP/1.1" 200 123 "ref" "ua"`,
// optionally followed by `"x-forwarded-for"` (nginx's common `$http_x_forwarded_for` addition).

const QUOTED = '"((?:[^"\\\\]|\\\\.)*)"';
const COMBINED = new RegExp(
  `^(\\S+) \\S+ (?:"[^"]*"|\\S+) \\[([^\\]]{20,40})\\] ${QUOTED} (\\d{1,3}) (?:\\d+|-)(?: ${QUOTED} ${QUOTED}(?: ${QUOTED})?)?`,
);
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };

function parseCombined(line: string, forwarded: boolean): LogRecord | BadReason {
  const m = COMBINED.exec(line);
  if (!m) return 'unparseable';
  const time = parseClfTime(m[2]);
  const request = m[3];
  const first = request.indexOf(' ');
  const last = request.lastIndexOf(' ');
  // `GET /path HTTP/1.1`; a bare `/path` (HTTP/0.9) also names its target.
  const target = first < 0 ? request : first === last ? request.slice(first + 1) : request.slice(first + 1, last);
  let address = m[1];
  if (forwarded || m[7] !== undefined) {
    // The right-most entry is the one the proxy in front of the server wrote; the ones to its left
    // come from the client and prove nothing.
    const xff = (m[7] ?? '').split(',').pop()?.trim() ?? '';
    if (xff !== '' && xff !== '-') address = xff;
  }
  return {
    time,
    address,
    target,
    status: Number(m[4]),
    referer: unescapeClf(m[5] ?? ''),
    userAgent: unescapeClf(m[6] ?? ''),
  };
}

/** `10/Oct/2026:13:55:36 +0000` as epoch ms (NaN when it is not that shape). */
export function parseClfTime(s: string): number {
  const day = Number(s.slice(0, 2));
  const month = MONTHS[s.slice(3, 6)];
  const year = Number(s.slice(7, 11));
  const h = Number(s.slice(12, 14));
  const min = Number(s.slice(15, 17));
  const sec = Number(s.slice(18, 20));
  const sign = s[21] === '-' ? -1 : 1;
  const offset = sign * (Number(s.slice(22, 24)) * 60 + Number(s.slice(24, 26)));
  if (month === undefined || s[2] !== '/' || s[6] !== '/' || s[11] !== ':' || s[20] !== ' ') return NaN;
  return Date.UTC(year, month, day, h, min, sec) - offset * 60_000;
}

/** nginx writes `"` as `\x22`, Apache as `\"`. */
function unescapeClf(s: string): string {
  if (!s.includes('\\')) return s === '-' ? '' : s;
  return s.replace(/\\x([0-9a-fA-F]{2})|\\(.)/g, (_, hex: string | undefined, ch: string | undefined) =>
    hex ? String.fromCharCode(parseInt(hex, 16)) : (ch ?? ''),
  );
}

// ---------------------------------------------------------------------------------------------
// JSON lines.

type JsonObject = Record<string, unknown>;

function jsonParser(format: LogFormat, toRecord: (o: JsonObject) => LogRecord | BadReason): LineParser {
  return {
    format,
    header() {},
    parse(line) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return 'invalid_json';
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'invalid_json';
      return toRecord(value as JsonObject);
    },
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** A time as ISO 8601 text, epoch seconds, milliseconds or nanoseconds (Logpush's `unix`/`unixnano`). */
export function parseAnyTime(v: unknown): number {
  if (typeof v === 'number' || (typeof v === 'string' && /^\d{9,19}(\.\d+)?$/.test(v))) {
    const n = Number(v);
    if (n > 1e17) return Math.floor(n / 1e6); // nanoseconds
    if (n > 1e14) return Math.floor(n / 1e3); // microseconds
    if (n > 1e11) return n; // milliseconds
    return n * 1000;
  }
  if (typeof v !== 'string' || v.length > 40) return NaN;
  if (v.length >= 20 && v[2] === '/' && v[6] === '/') return parseClfTime(v);
  return Date.parse(v);
}

function record(time: unknown, address: unknown, target: unknown, status: unknown, ua: unknown, referer: unknown): LogRecord | BadReason {
  const t = str(target);
  if (t === undefined || time === undefined) return 'missing_field';
  const statusNumber = typeof status === 'number' ? status : Number(str(status));
  return {
    time: parseAnyTime(time),
    address: str(address) ?? '',
    target: t,
    status: statusNumber,
    userAgent: str(ua) ?? '',
    referer: str(referer) ?? '',
  };
}

/** Cloudflare Logpush `http_requests`. */
function cloudflareRecord(o: JsonObject): LogRecord | BadReason {
  return record(
    o.EdgeStartTimestamp,
    o.ClientIP,
    o.ClientRequestURI ?? o.ClientRequestPath,
    o.EdgeResponseStatus ?? o.OriginResponseStatus,
    o.ClientRequestUserAgent,
    o.ClientRequestReferer,
  );
}

/** Fastly's JSON logging (the field names of docs/crawlers.md's format string, and common variants). */
function fastlyRecord(o: JsonObject): LogRecord | BadReason {
  return record(
    o.timestamp ?? o.time ?? o.time_start,
    o.client_ip ?? o.ip,
    o.url ?? o.request_url ?? o.path,
    o.status ?? o.response_status,
    o.request_user_agent ?? o.user_agent,
    o.request_referer ?? o.referer ?? o.referrer,
  );
}

/** A Vercel log drain entry: the request is under `proxy` (userAgent is a list). */
function vercelRecord(o: JsonObject): LogRecord | BadReason {
  const proxy = o.proxy;
  if (typeof proxy !== 'object' || proxy === null) return 'missing_field';
  const p = proxy as JsonObject;
  const ua = Array.isArray(p.userAgent) ? p.userAgent.join(' ') : p.userAgent;
  return record(p.timestamp ?? o.timestamp, p.clientIp, p.path, p.statusCode ?? o.statusCode, ua, p.referer);
}

function pick(o: JsonObject, dotted: string): unknown {
  let v: unknown = o;
  for (const part of dotted.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as JsonObject)[part];
  }
  return v;
}

function mappedRecord(o: JsonObject, f: FieldMapping): LogRecord | BadReason {
  return record(pick(o, f.time), pick(o, f.address), pick(o, f.target), pick(o, f.status), pick(o, f.userAgent), pick(o, f.referer));
}

// ---------------------------------------------------------------------------------------------
// CloudFront standard logs: tab-separated, fields named by the `#Fields:` header, values URL-encoded.

function cloudfrontParser(): LineParser {
  let columns: Map<string, number> | undefined;
  return {
    format: 'cloudfront',
    header(line) {
      if (!line.startsWith('#Fields:')) return;
      columns = new Map(
        line
          .slice(8)
          .trim()
          .split(/\s+/)
          .map((name, i) => [name, i]),
      );
    },
    parse(line) {
      if (!columns) return 'missing_field';
      const cells = line.split('\t');
      const get = (name: string) => {
        const i = columns?.get(name);
        const v = i === undefined ? undefined : cells[i];
        return v === undefined || v === '-' ? undefined : v;
      };
      const date = get('date');
      const time = get('time');
      const stem = get('cs-uri-stem');
      const query = get('cs-uri-query');
      if (!date || !time || !stem) return 'missing_field';
      return record(
        `${date}T${time}Z`,
        get('c-ip'),
        query ? `${stem}?${query}` : stem,
        get('sc-status'),
        decodeCloudfront(get('cs(User-Agent)') ?? ''),
        decodeCloudfront(get('cs(Referer)') ?? ''),
      );
    },
  };
}

function decodeCloudfront(v: string): string {
  if (!v.includes('%')) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** The format of a log from its first meaningful line (null: none recognised). */
export function detectFormat(firstLine: string): LogFormat | null {
  const line = firstLine.trimStart();
  if (line.startsWith('#Version') || line.startsWith('#Fields')) return 'cloudfront';
  if (line.startsWith('{') || line.startsWith('[')) {
    if (line.includes('"ClientRequestUserAgent"') || line.includes('"EdgeStartTimestamp"')) return 'cloudflare';
    if (line.includes('"proxy"') && (line.includes('"deploymentId"') || line.includes('"source"'))) return 'vercel';
    if (line.includes('"client_ip"') || line.includes('"request_user_agent"')) return 'fastly';
    return 'json';
  }
  if (COMBINED.test(line)) return 'combined';
  return null;
}
