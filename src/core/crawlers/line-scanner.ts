/**
 * Splits a byte stream into log lines and hands on only the lines worth parsing, cheaply: the
 * bytes are scanned once for the catalog's tokens (agents, AI-looking words, AI referrer hosts,
 * `utm_source=`; case-insensitive), and a line without any of them is counted and skipped
 * without being decoded. Every line is held to the framing rules whatever it holds: at most
 * MAX_LINE_BYTES (a longer line is never buffered whole), no NUL byte, valid UTF-8.
 */
import { isUtf8 } from 'node:buffer';
import type { BadReason } from './log-formats.ts';

/** Longest line read (longer: bad `line_too_long`, its bytes dropped as they come). */
export const MAX_LINE_BYTES = 64 * 1024;

export interface ScanSink {
  /** A line holding a token: decoded, to be parsed. */
  line(text: string, lineNo: number): void;
  /** A line starting with `#` (CloudFront's headers). */
  header(text: string, lineNo: number): void;
  bad(reason: BadReason, lineNo: number, excerpt: string): void;
  /** A line without any token, or empty: counted only. */
  ignored(count: number): void;
  /**
   * The first and the last non-empty line without any token of each window scanned (a window: at
   * most 64 KiB of lines), decoded: a sample of the lines that are not parsed, for the time span
   * of the import (ingest.ts), two lines per window whatever the window holds.
   */
  sample?(text: string, lineNo: number): void;
}

const NL = 10;
/** Bytes scanned as one string. */
const WINDOW = 64 * 1024;

export class LineScanner {
  private carry: Buffer | null = null;
  /** Inside a line already longer than the cap: its bytes are dropped until its end. */
  private overflow = false;
  lineNo = 0;
  bytes = 0;
  private readonly tokens: RegExp;

  constructor(
    tokens: readonly string[],
    private readonly sink: ScanSink,
  ) {
    this.tokens = new RegExp(tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  }

  push(chunk: Buffer): void {
    this.bytes += chunk.length;
    let buf = chunk;
    if (this.overflow) {
      const nl = buf.indexOf(NL);
      if (nl < 0) return;
      this.overflow = false;
      buf = buf.subarray(nl + 1);
    }
    if (this.carry) {
      // Only the carried line is joined with the start of the chunk: the chunk itself is never copied.
      const nl = buf.indexOf(NL);
      if (nl < 0) {
        const joined = Buffer.concat([this.carry, buf]);
        this.carry = null;
        return this.keep(joined);
      }
      const line = Buffer.concat([this.carry, buf.subarray(0, nl + 1)]);
      this.carry = null;
      this.scan(line, line.length - 1);
      buf = buf.subarray(nl + 1);
    }
    // Windows of at most WINDOW bytes ending at a newline: each window's text stays a young-generation
    // string (a larger one would go to V8's large-object space, freed only by full collections).
    let start = 0;
    while (start < buf.length) {
      const limit = Math.min(buf.length, start + WINDOW);
      let last = buf.lastIndexOf(NL, limit - 1);
      if (last < start) {
        last = limit === buf.length ? -1 : buf.indexOf(NL, limit);
        if (last < 0) break;
      }
      const window = buf.subarray(start, last + 1);
      this.scan(window, window.length - 1);
      start = last + 1;
    }
    if (start < buf.length) this.keep(buf.subarray(start));
  }

  end(): void {
    if (this.overflow) return;
    const rest = this.carry;
    this.carry = null;
    if (rest && rest.length > 0) {
      const withNl = Buffer.concat([rest, Buffer.from('\n')]);
      this.scan(withNl, withNl.length - 1);
    }
  }

  /** A partial line to finish with the next chunk, unless it is already over the cap. */
  private keep(rest: Buffer): void {
    if (rest.length > MAX_LINE_BYTES) {
      this.lineNo++;
      this.sink.bad('line_too_long', this.lineNo, excerpt(rest.subarray(0, 200)));
      this.overflow = true;
      return;
    }
    this.carry = Buffer.from(rest);
  }

  /** Lines of buf[0..end] (end is the last newline). */
  private scan(buf: Buffer, end: number): void {
    const text = buf.toString('latin1', 0, end);
    const nul = buf.indexOf(0);
    const hasNul = nul >= 0 && nul < end;
    const utf8 = isUtf8(buf.subarray(0, end));
    const tokens = this.tokens;
    let next = -1; // where the next token starts (-1: not searched from here yet; Infinity: none left)
    let ignored = 0;
    // The first and the last non-empty ignored line of the window: [start, stop, lineNo].
    let firstIgnored: [number, number, number] | null = null;
    let lastIgnored: [number, number, number] | null = null;
    let pos = 0;
    while (pos <= end) {
      let nl = text.indexOf('\n', pos);
      if (nl < 0) nl = end;
      const lineNo = ++this.lineNo;
      let stop = nl;
      if (stop > pos && text.charCodeAt(stop - 1) === 13) stop--;
      if (next !== Infinity && next < pos) {
        tokens.lastIndex = pos;
        const m = tokens.exec(text);
        next = m ? m.index : Infinity;
      }
      if (stop - pos > MAX_LINE_BYTES) {
        this.sink.bad('line_too_long', lineNo, excerpt(buf.subarray(pos, pos + 200)));
      } else if (hasNul && buf.indexOf(0, pos) < stop && buf.indexOf(0, pos) >= 0) {
        this.sink.bad('nul_byte', lineNo, excerpt(buf.subarray(pos, Math.min(stop, pos + 200))));
      } else if (!utf8 && !isUtf8(buf.subarray(pos, stop))) {
        this.sink.bad('invalid_utf8', lineNo, excerpt(buf.subarray(pos, Math.min(stop, pos + 200))));
      } else if (text.charCodeAt(pos) === 35 /* # */) {
        this.sink.header(buf.toString('utf8', pos, stop), lineNo);
      } else if (next < stop) {
        this.sink.line(buf.toString('utf8', pos, stop), lineNo);
      } else {
        ignored++;
        if (stop > pos) {
          if (firstIgnored === null) firstIgnored = [pos, stop, lineNo];
          else lastIgnored = [pos, stop, lineNo];
        }
      }
      pos = nl + 1;
    }
    if (ignored > 0) this.sink.ignored(ignored);
    if (this.sink.sample) {
      for (const l of [firstIgnored, lastIgnored]) if (l) this.sink.sample(buf.toString('utf8', l[0], l[1]), l[2]);
    }
  }
}

/** A bad line's start, safe to store and show: decoded leniently, without NUL or other control characters. */
export function excerpt(bytes: Buffer): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  return bytes.toString('utf8').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '\uFFFD');
}
