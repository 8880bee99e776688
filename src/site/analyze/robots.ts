/**
 * robots.txt per RFC 9309 (Robots Exclusion Protocol), as an AI or search crawler would read it.
 *
 * - Groups: one or more user-agent lines followed by rules; a user-agent line after a rule starts
 *   a new group. Blank lines and comments do not end a group. Rules before any user-agent line
 *   belong to no group and are ignored.
 * - A crawler obeys the union of all groups naming its product token (case-insensitive), else
 *   the union of the `*` groups, else nothing (everything allowed).
 * - The rule with the longest matching pattern wins; on a tie between allow and disallow, allow.
 *   `*` matches any sequence of characters, a final `$` anchors the end of the path.
 * - Paths and patterns are compared percent-encoded: non-ASCII as UTF-8 %XX, hex digits upper
 *   case, and %XX of unreserved characters decoded (so `/%62az` matches `/baz`).
 * - /robots.txt itself is always allowed.
 * - The status of the robots.txt response decides before any parsing: 2xx parse, 4xx allow all,
 *   5xx or no response disallow all (see robotsPolicyOf).
 * - At most 500 KiB are parsed (the RFC's minimum); a line cut by the limit is dropped.
 */
import type { FetchedResource } from '../site.ts';

export const robotsParseLimitBytes = 500 * 1024;
/** Patterns and paths longer than this are cut: the matcher stays linear-ish on hostile input. */
const maxPatternLength = 2048;
const maxPathLength = 4096;
const maxIgnoredKept = 50;

export interface RobotsRule {
  allow: boolean;
  /** Normalised pattern (percent-encoding normalised, `*` and a final `$` kept). */
  pattern: string;
  /** 1-based line number in the file. */
  line: number;
  /** The pattern compiled once: literal pieces between stars, and whether it ends with `$`. */
  pieces: string[];
  anchored: boolean;
}

export interface RobotsGroup {
  /** Lower-cased product tokens, or '*'. */
  agents: string[];
  rules: RobotsRule[];
  line: number;
}

export interface IgnoredRobotsLine {
  line: number;
  text: string;
  reason: 'no-separator' | 'unknown-field' | 'rule-outside-group' | 'invalid-user-agent';
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  /** Sitemap: values as written (not part of any group). */
  sitemaps: string[];
  /** Lines that are not part of the protocol nor a known extension (first 50 kept). */
  ignored: IgnoredRobotsLine[];
  ignoredCount: number;
  /** Lines holding a field (protocol or extension). */
  recordCount: number;
  /** Fields known outside RFC 9309 (crawl-delay, host, clean-param...), recognised and not obeyed. */
  extensionFields: string[];
  /** The file was longer than the parse limit; the rest was ignored. */
  truncated: boolean;
}

const knownExtensions = new Set([
  'sitemap',
  'crawl-delay',
  'host',
  'clean-param',
  'request-rate',
  'visit-time',
  'noindex',
  'content-signal',
]);

/** Keeps at most `limit` UTF-8 bytes, dropping a line the limit cuts through. */
function cutToByteLimit(text: string, limit: number): { text: string; truncated: boolean } {
  // Cheap bound first: a UTF-16 unit is at most 3 UTF-8 bytes.
  if (text.length * 3 <= limit || Buffer.byteLength(text, 'utf8') <= limit) return { text, truncated: false };
  const cut = Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8');
  const lastBreak = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf('\r'));
  return { text: lastBreak >= 0 ? cut.slice(0, lastBreak) : '', truncated: true };
}

const unreserved = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encoding normalisation shared by patterns and paths: characters outside printable
 * ASCII become UTF-8 %XX, existing %xx get upper-case hex, %XX of an unreserved character is
 * decoded. A lone '%' not followed by two hex digits is kept as '%25'.
 */
export function normalisePercentEncoding(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (c === '%') {
      const hex = input.slice(i + 1, i + 3);
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        const ch = String.fromCharCode(parseInt(hex, 16));
        out += unreserved.test(ch) ? ch : `%${hex.toUpperCase()}`;
        i += 2;
      } else {
        out += '%25';
      }
      continue;
    }
    const code = c.charCodeAt(0);
    if (code > 0x20 && code < 0x7f) {
      out += c;
      continue;
    }
    // Non-ASCII, controls and spaces: UTF-8 percent-encoded (a lone surrogate becomes U+FFFD).
    let char = c;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < input.length) {
      const next = input.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        char = input.slice(i, i + 2);
        i++;
      }
    }
    for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The product token of a user-agent line's value: `*`, or the leading run of letters, '-' and
 * '_' (RFC 9309's identifier), lower-cased. "Googlebot/2.1" gives "googlebot".
 */
export function productTokenOf(value: string): string | null {
  const v = value.trim();
  if (v.startsWith('*')) return '*';
  const m = /^[A-Za-z_-]+/.exec(v);
  return m ? m[0].toLowerCase() : null;
}

export function parseRobotsTxt(input: string): ParsedRobots {
  let text = input;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  else if (text.startsWith('\u00ef\u00bb\u00bf')) text = text.slice(3); // a UTF-8 BOM decoded as Latin-1
  const { text: limited, truncated } = cutToByteLimit(text, robotsParseLimitBytes);

  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  const ignored: IgnoredRobotsLine[] = [];
  const extensionFields = new Set<string>();
  let ignoredCount = 0;
  let recordCount = 0;
  let current: RobotsGroup | null = null;
  let currentHasRules = false;

  const ignore = (line: number, raw: string, reason: IgnoredRobotsLine['reason']) => {
    ignoredCount++;
    if (ignored.length < maxIgnoredKept) ignored.push({ line, text: raw.slice(0, 200), reason });
  };

  const lines = limited.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const hash = raw.indexOf('#');
    const content = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (!content) continue;
    const colon = content.indexOf(':');
    if (colon < 0) {
      ignore(i + 1, raw, 'no-separator');
      continue;
    }
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (key === 'user-agent') {
      recordCount++;
      const token = productTokenOf(value);
      if (!current || currentHasRules) {
        current = { agents: [], rules: [], line: i + 1 };
        currentHasRules = false;
        groups.push(current);
      }
      if (token === null) ignore(i + 1, raw, 'invalid-user-agent');
      else if (!current.agents.includes(token)) current.agents.push(token);
    } else if (key === 'allow' || key === 'disallow') {
      recordCount++;
      if (!current) {
        ignore(i + 1, raw, 'rule-outside-group');
        continue;
      }
      currentHasRules = true;
      // An empty pattern matches nothing: "Disallow:" alone allows everything.
      if (!value) continue;
      const pattern = normalisePercentEncoding(value.slice(0, maxPatternLength));
      current.rules.push({ allow: key === 'allow', pattern, line: i + 1, ...compilePattern(pattern) });
    } else if (knownExtensions.has(key)) {
      recordCount++;
      extensionFields.add(key);
      if (key === 'sitemap' && value) sitemaps.push(value);
    } else {
      ignore(i + 1, raw, 'unknown-field');
    }
  }
  return {
    groups: groups.filter((g) => g.agents.length > 0),
    sitemaps,
    ignored,
    ignoredCount,
    recordCount,
    extensionFields: [...extensionFields],
    truncated,
  };
}

export function compilePattern(pattern: string): { pieces: string[]; anchored: boolean } {
  const anchored = pattern.endsWith('$');
  return { pieces: (anchored ? pattern.slice(0, -1) : pattern).split('*'), anchored };
}

/**
 * Whether a compiled pattern matches `path` from its start: `*` is any sequence, a final `$`
 * anchors the end. The literal pieces between stars are found left to right, each at its
 * earliest position (always safe for star-only patterns): linear in practice, no regular
 * expressions, no backtracking.
 */
function piecesMatch(pieces: string[], anchored: boolean, path: string): boolean {
  const first = pieces[0];
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let pos = first.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i];
    if (!piece) continue;
    const at = path.indexOf(piece, pos);
    if (at < 0) return false;
    pos = at + piece.length;
  }
  const last = pieces[pieces.length - 1];
  if (anchored) return path.length - last.length >= pos && path.endsWith(last);
  return !last || path.indexOf(last, pos) >= 0;
}

export function patternMatches(pattern: string, path: string): boolean {
  const { pieces, anchored } = compilePattern(pattern);
  return piecesMatch(pieces, anchored, path);
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The deciding rule; null when no rule matched. */
  rule: RobotsRule | null;
  /** Agents of the group(s) obeyed: the token itself, '*', or null when no group applied. */
  group: string | null;
}

const mergedRules = new WeakMap<ParsedRobots, Map<string, { rules: RobotsRule[]; group: string | null }>>();

/** Merged rules for a product token: its own groups, else the `*` groups, else none. */
export function rulesFor(parsed: ParsedRobots, productToken: string): { rules: RobotsRule[]; group: string | null } {
  const token = productToken.trim().toLowerCase();
  let cache = mergedRules.get(parsed);
  if (!cache) mergedRules.set(parsed, (cache = new Map<string, { rules: RobotsRule[]; group: string | null }>()));
  const hit = cache.get(token);
  if (hit) return hit;
  const merged = mergeRules(parsed, token);
  cache.set(token, merged);
  return merged;
}

function mergeRules(parsed: ParsedRobots, token: string): { rules: RobotsRule[]; group: string | null } {
  const own = parsed.groups.filter((g) => g.agents.includes(token));
  if (own.length > 0) return { rules: own.flatMap((g) => g.rules), group: token };
  const star = parsed.groups.filter((g) => g.agents.includes('*'));
  if (star.length > 0) return { rules: star.flatMap((g) => g.rules), group: '*' };
  return { rules: [], group: null };
}

/** The path and query of a URL (or a path), percent-encoding normalised, for matching. */
export function matchablePath(urlOrPath: string): string {
  let path = urlOrPath;
  try {
    const u = new URL(urlOrPath, 'http://robots.invalid');
    path = u.pathname + u.search;
  } catch {
    // keep as given
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return normalisePercentEncoding(path.slice(0, maxPathLength));
}

export function evaluateRobots(parsed: ParsedRobots, productToken: string, urlOrPath: string): RobotsVerdict {
  return evaluatePath(parsed, productToken, matchablePath(urlOrPath));
}

function evaluatePath(parsed: ParsedRobots, productToken: string, path: string): RobotsVerdict {
  const { rules, group } = rulesFor(parsed, productToken);
  if (path === '/robots.txt') return { allowed: true, rule: null, group };
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!piecesMatch(rule.pieces, rule.anchored, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)) {
      best = rule;
    }
  }
  return { allowed: best ? best.allow : true, rule: best, group };
}

/** What a robots.txt response means for every crawler, per RFC 9309 section 2.3.1. */
export type RobotsPolicy =
  | { kind: 'parsed'; status: number; url: string; robots: ParsedRobots; servedAsHtml: boolean }
  | { kind: 'allow-all'; status: number; url: string; reason: string }
  | { kind: 'disallow-all'; status: number; url: string; reason: string }
  | { kind: 'not-fetched' };

function looksLikeHtml(resource: FetchedResource): boolean {
  if (resource.contentType && /html/i.test(resource.contentType)) return true;
  return /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(resource.body.slice(0, 1024));
}

/**
 * - 2xx: parse the body.
 * - 3xx as final status (the redirect limit was exceeded): unavailable, allow all (RFC 2.3.1.2).
 * - 429: disallow all. RFC 9309 groups it with 4xx (allow all); Google documents treating 429 as
 *   a server error, and so do we: the conservative reading when the file could not be read.
 * - other 4xx: unavailable, allow all (RFC 2.3.1.2).
 * - 5xx, no response, or any other status: unreachable, complete disallow (RFC 2.3.1.3).
 */
export function robotsPolicyOf(resource: FetchedResource | null): RobotsPolicy {
  if (!resource) return { kind: 'not-fetched' };
  const { status, url } = resource;
  if (status >= 200 && status < 300) {
    return { kind: 'parsed', status, url, robots: parseRobotsTxt(resource.body ?? ''), servedAsHtml: looksLikeHtml(resource) };
  }
  if (status >= 300 && status < 400)
    return {
      kind: 'allow-all',
      status,
      url,
      reason: `robots.txt answered ${status} after its redirects (treated as unavailable: everything allowed)`,
    };
  if (status === 429)
    return {
      kind: 'disallow-all',
      status,
      url,
      reason: 'robots.txt answered 429 Too Many Requests (treated as a server error: everything disallowed)',
    };
  if (status >= 400 && status < 500)
    return { kind: 'allow-all', status, url, reason: `robots.txt answered ${status} (unavailable: everything allowed)` };
  if (status === 0) {
    return {
      kind: 'disallow-all',
      status,
      url,
      reason: `robots.txt could not be fetched (${resource.error ?? 'no response'}; unreachable: everything disallowed)`,
    };
  }
  return { kind: 'disallow-all', status, url, reason: `robots.txt answered ${status} (unreachable: everything disallowed)` };
}

export function policyAllows(policy: RobotsPolicy, productToken: string, url: string): RobotsVerdict {
  return policyAllowsPath(policy, productToken, matchablePath(url));
}

/** policyAllows for a path already made matchable (matchablePath): a caller checking many tokens normalises it once. */
export function policyAllowsPath(policy: RobotsPolicy, productToken: string, path: string): RobotsVerdict {
  switch (policy.kind) {
    case 'parsed':
      return evaluatePath(policy.robots, productToken, path);
    case 'disallow-all':
      return { allowed: path === '/robots.txt', rule: null, group: null };
    default:
      return { allowed: true, rule: null, group: null };
  }
}
