/**
 * One import of log lines (a CLI file, a REST body, a drain batch): the bytes as they stream
 * (gzip recognised by its magic bytes), the format given or detected from the first line, each
 * line worth parsing parsed, checked and classified, and the counted ones written in batches
 * (rollup-writer.ts) while the next ones are read. Bad lines are counted by reason, the first few kept with their line
 * numbers; nothing a line holds stops the import. The same line imported again counts nothing:
 * each counted line's identity is a 16-byte hash of its text and of how many identical lines
 * came before it in the import (line-identity.ts).
 */
import { createGunzip } from 'node:zlib';
import { pipeline, Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { sqlPool } from '../../db/client.ts';
import { newId } from '../kernel/ids.ts';
import { loadAddressRanges } from './address-ranges.ts';
import { crawlerCatalog } from './catalog.ts';
import { classify, timeProblem } from './classify.ts';
import { LineScanner } from './line-scanner.ts';
import { type BadReason, createParser, detectFormat, type FieldMapping, type LineParser, type LogFormat } from './log-formats.ts';
import { LineIdentities } from './line-identity.ts';
import { type BatchCounts, type ImportState, LineBatch, type LineSpan, PathBudget, type ReadState, writeBatch } from './rollup-writer.ts';

export type LogSourceName = 'CLI' | 'REST' | 'DRAIN';

export interface IngestOptions {
  accountId: string;
  projectId: string;
  source: LogSourceName;
  /** Detected from the first line when absent. */
  format?: LogFormat;
  /** The generic JSON format's field names. */
  mapping?: Partial<FieldMapping>;
  /** File name or batch label (stored as given; never the content). */
  label?: string;
  /** Distinct paths per project and day before the rest are counted as OTHER_PATHS. */
  pathsPerDay: number;
  /** Bytes read (before decompression) beyond which the import stops with `tooLarge` (null: no limit). */
  maxBytes?: number | null;
  onProgress?: (progress: { bytes: number; lines: number }) => void;
}

export interface ImportSummary extends ImportState {
  importId: string;
  format: LogFormat;
  bytes: number;
  /** The body was larger than `maxBytes`: the lines before the limit were counted, the rest not read. */
  tooLarge: boolean;
}

/** Counted lines written per transaction. */
export const BATCH_LINES = 10_000;
/**
 * Batches read and not yet written (the one being written among them; one more is being read):
 * reading goes on while the database writes, and waits when the writes fall this far behind, so
 * memory stays bounded whatever the size of the input.
 */
export const BATCHES_QUEUED = 2;
/** Bad lines kept with their line number and start. */
export const BAD_SAMPLES_KEPT = 20;
/** A body that is one JSON array (Vercel's JSON drain) is read whole up to this size. */
const MAX_JSON_ARRAY_BYTES = 64 * 1024 * 1024;

export async function ingestLog(
  db: Db,
  options: IngestOptions,
  input: AsyncIterable<Buffer | string> | Iterable<Buffer>,
): Promise<ImportSummary> {
  const catalog = crawlerCatalog();
  const ranges = await loadAddressRanges(db);
  const pool = sqlPool(db);
  const importId = newId('logImport');
  const state: ImportState = {
    linesRead: 0,
    linesCounted: 0,
    linesDuplicate: 0,
    linesIgnored: 0,
    linesBad: 0,
    badReasons: {},
    badSamples: [],
    hits: 0,
    referrals: 0,
  };
  const bad = (reason: BadReason, line: number, excerpt: string) => {
    state.linesBad++;
    state.badReasons[reason] = (state.badReasons[reason] ?? 0) + 1;
    if (state.badSamples.length < BAD_SAMPLES_KEPT) state.badSamples.push({ line, reason, excerpt: excerpt.slice(0, 200) });
  };

  let rawBytes = 0;
  let tooLarge = false;
  const limited = async function* (): AsyncGenerator<Buffer> {
    for await (const chunk of input) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      rawBytes += b.length;
      if (options.maxBytes != null && rawBytes > options.maxBytes) {
        tooLarge = true;
        return;
      }
      yield b;
    }
  };
  const { chunks, first } = await openStream(limited());
  const format = options.format ?? detectFormat(firstLineOf(first)) ?? 'combined';
  const parser: LineParser = createParser(format, options.mapping);

  await db.logImport.create({
    data: {
      id: importId,
      accountId: options.accountId,
      projectId: options.projectId,
      source: options.source,
      format,
      label: options.label?.slice(0, 500) ?? null,
    },
  });
  const target = { importId, projectId: options.projectId, accountId: options.accountId, pathsPerDay: options.pathsPerDay };
  const budget = new PathBudget(options.pathsPerDay);
  const now = Date.now();
  const identities = new LineIdentities();
  let batch = new LineBatch(BATCH_LINES);
  // The span of the lines read (docs/crawlers.md, "What the logs cover"): every line parsed with a
  // valid time, counted or not, and a sample of the lines not parsed (two per scanned window).
  const span: LineSpan = { firstLineAt: null, lastLineAt: null };
  const seen = (time: number) => {
    if (span.firstLineAt === null || time < span.firstLineAt) span.firstLineAt = time;
    if (span.lastLineAt === null || time > span.lastLineAt) span.lastLineAt = time;
  };

  const scanner = new LineScanner(catalog.prefilterTokens, {
    line(text, lineNo) {
      const record = parser.parse(text);
      if (typeof record === 'string') {
        bad(record, lineNo, text);
        return;
      }
      const item = classify(record, catalog, ranges, now);
      if (typeof item === 'string') {
        bad(item, lineNo, text);
        return;
      }
      seen(record.time);
      if (item === null) {
        state.linesIgnored++;
        return;
      }
      batch.add(identities.next(text), item);
    },
    header(text) {
      parser.header(text);
      state.linesIgnored++;
    },
    bad,
    ignored(count) {
      state.linesIgnored += count;
    },
    sample(text) {
      // Counted as ignored already; only its time is read, and a line that does not parse says nothing.
      const record = parser.parse(text);
      if (typeof record !== 'string' && timeProblem(record.time, now) === null) seen(record.time);
    },
  });

  // The batches are written one after another on one connection, in the order they were read,
  // while the next ones are read (at most BATCHES_QUEUED wait). Each batch's record of the import
  // holds the reading counts as they stood when its last line was read; a failed batch stops the
  // import (the batches after it are not written) and leaves nothing of itself.
  let written: Promise<void> = Promise.resolve();
  const queued: Promise<void>[] = [];
  let failure: { error: unknown } | null = null;
  const counted = (w: BatchCounts) => {
    state.linesCounted += w.counted;
    state.linesDuplicate += w.duplicate;
    state.hits += w.hits;
    state.referrals += w.referrals;
  };
  const flush = async () => {
    if (failure) throw failure.error;
    state.linesRead = scanner.lineNo;
    const reading: ReadState = {
      linesRead: state.linesRead,
      linesIgnored: state.linesIgnored,
      linesBad: state.linesBad,
      badReasons: { ...state.badReasons },
      badSamples: [...state.badSamples],
      ...span,
    };
    const lines = batch;
    batch = new LineBatch(BATCH_LINES);
    written = written.then(() => writeBatch(pool, target, budget, lines, reading)).then(counted);
    written.catch((error: unknown) => {
      failure ??= { error };
    });
    queued.push(written);
    while (queued.length > BATCHES_QUEUED) await queued.shift();
  };

  if (first.length > 0 && first.toString('latin1', 0, Math.min(first.length, 64)).trimStart().startsWith('[')) {
    await readJsonArray(chunks, first, scanner, bad);
  } else {
    for await (const chunk of chunks) {
      scanner.push(chunk);
      options.onProgress?.({ bytes: rawBytes, lines: scanner.lineNo });
      if (batch.length >= BATCH_LINES) await flush();
    }
    scanner.end();
  }
  await flush();
  await written;
  await db.logImport.update({ where: { id: importId }, data: { finishedAt: new Date() } });
  options.onProgress?.({ bytes: rawBytes, lines: scanner.lineNo });
  return { importId, format, bytes: rawBytes, tooLarge, ...state };
}

/**
 * The stream's chunks (gunzipped when it starts with gzip's magic bytes) and the first chunk of
 * the decoded stream (which the format is detected from; it is still yielded by `chunks`).
 */
async function openStream(source: AsyncGenerator<Buffer>): Promise<{ chunks: AsyncIterable<Buffer>; first: Buffer }> {
  let head = await source.next();
  // The magic bytes may arrive in two chunks.
  while (!head.done && head.value.length < 2) {
    const more = await source.next();
    if (more.done) break;
    head = { done: false, value: Buffer.concat([head.value, more.value]) };
  }
  if (head.done) return { chunks: empty(), first: Buffer.alloc(0) };
  const firstRaw = head.value;
  async function* raw() {
    yield firstRaw;
    yield* source;
  }
  let decoded: AsyncIterator<Buffer>;
  if (firstRaw[0] === 0x1f && firstRaw[1] === 0x8b) {
    const gunzip = createGunzip();
    pipeline(Readable.from(raw()), gunzip, () => undefined);
    decoded = (async function* () {
      try {
        for await (const c of gunzip) yield c as Buffer;
      } catch {
        // A truncated or corrupt gzip stream ends the input where it breaks; what came before counts.
      }
    })();
  } else decoded = raw();
  const first = await decoded.next();
  if (first.done) return { chunks: empty(), first: Buffer.alloc(0) };
  const firstChunk = first.value;
  return {
    first: firstChunk,
    chunks: (async function* () {
      yield firstChunk;
      for (let n = await decoded.next(); !n.done; n = await decoded.next()) yield n.value;
    })(),
  };
}

async function* empty(): AsyncGenerator<Buffer> {}

function firstLineOf(first: Buffer): string {
  const text = first.toString('utf8', 0, Math.min(first.length, 64 * 1024));
  return text.split('\n').find((l) => l.trim() !== '') ?? '';
}

/** A body that is one JSON array: each element is a line (its JSON text), numbered from 1. */
async function readJsonArray(
  chunks: AsyncIterable<Buffer>,
  _first: Buffer,
  scanner: LineScanner,
  bad: (reason: BadReason, line: number, excerpt: string) => void,
): Promise<void> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const c of chunks) {
    size += c.length;
    if (size > MAX_JSON_ARRAY_BYTES) {
      scanner.lineNo++;
      bad('line_too_long', scanner.lineNo, '[');
      return;
    }
    parts.push(c);
  }
  let items: unknown;
  try {
    items = JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    scanner.lineNo++;
    bad('invalid_json', scanner.lineNo, Buffer.concat(parts).toString('utf8', 0, 200));
    return;
  }
  if (!Array.isArray(items)) return;
  scanner.push(Buffer.from(items.map((item) => JSON.stringify(item)).join('\n') + '\n'));
  scanner.end();
}
