/**
 * Bulk exports: every citation, mention, finding, page of the crawler funnel or search of the
 * engines (fan-out) a list endpoint would return for the same key
 * and filters, in the list's order, as CSV or NDJSON. The rows are read with the list's own
 * function, page after page of EXPORT_PAGE_LIMIT (one statement a page, no connection held between
 * pages; the next page is read while the current one is sent), so an export equals the
 * concatenation of the list's pages by construction and its memory stays two pages whatever its
 * length.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { sqlPool } from '../../db/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { listFindings } from '../findings/findings.ts';
import { countObservations, listCitations, listMentions } from '../observations/observations.ts';
import { EXPORT_PAGE_LIMIT } from '../kernel/pagination.ts';
import { citationSchema, findingSchema, findingsInput, mentionSchema, observationListInput } from '../contract/schemas.ts';
import { onReader, type Services } from '../runtime/services.ts';
import { parseInput } from '../kernel/validation.ts';
import { AppError } from '../kernel/errors.ts';
import { pageFunnelInput } from '../crawlers-report/contract.ts';
import { funnelExportCount, funnelExportRow, funnelExportRowSchema } from '../crawlers-report/funnel-export.ts';
import { pageFunnel } from '../crawlers-report/page-funnel.ts';
import { searchQueryListInput, searchQueryRowSchema } from '../fanout/contract.ts';
import { countSearchQueries, listSearchQueries } from '../fanout/searches.ts';

const observationFilters = observationListInput.omit({ limit: true, cursor: true });
const findingFilters = findingsInput.omit({ limit: true, cursor: true });
const funnelFilters = pageFunnelInput.omit({ limit: true, cursor: true });
const searchFilters = searchQueryListInput.omit({ limit: true, cursor: true });

type Item = Record<string, unknown>;
interface Page {
  data: Item[];
  nextCursor: string | null;
  auditRunId?: string | null;
}
interface ExportKind<F extends z.ZodType> {
  filters: F;
  /** The list item's fields in the list's order: the CSV header. */
  item: z.ZodObject;
  page(s: Services, p: Principal, filters: z.output<F>, cursor: string | undefined): Promise<Page>;
  /** How many rows the export holds in all (for a progress bar), given its first page. */
  count(s: Services, p: Principal, filters: z.output<F>, first: { auditRunId?: string | null }): Promise<number>;
}

/**
 * Rows encoded a slice at a time: each chunk's text stays well under V8's large-object size
 * (strings above it go straight to old space, freed only by a full GC), and the page releases its
 * rows as they are sent, so they die young instead of being promoted.
 */
const CHUNK_ROWS = 200;

const kind = <F extends z.ZodType>(k: ExportKind<F>) => k;

export const exportKinds = {
  citations: kind({
    filters: observationFilters,
    item: citationSchema,
    page: (s, p, f, cursor) => listCitations(sqlPool(s.db), s.cursors, p, { ...f, limit: EXPORT_PAGE_LIMIT, cursor }),
    count: (s, p, f) => countObservations(sqlPool(s.db), p, 'citations', f),
  }),
  mentions: kind({
    filters: observationFilters,
    item: mentionSchema,
    page: (s, p, f, cursor) => listMentions(sqlPool(s.db), s.cursors, p, { ...f, limit: EXPORT_PAGE_LIMIT, cursor }),
    count: (s, p, f) => countObservations(sqlPool(s.db), p, 'mentions', f),
  }),
  findings: kind({
    filters: findingFilters,
    item: findingSchema,
    page: (s, p, f, cursor) => listFindings(sqlPool(s.db), s.cursors, p, { ...f, limit: EXPORT_PAGE_LIMIT, cursor }),
    count: (s, _p, _f, first) => (first.auditRunId ? s.db.finding.count({ where: { auditRunId: first.auditRunId } }) : Promise.resolve(0)),
  }),
  // The page funnel (GET /crawlers/pages), a flat row per page (crawlers-report/funnel-export.ts). Each
  // page of rows reads the per-page daily rollups (page-funnel.ts), not every hourly row of the range.
  'crawler-pages': kind({
    filters: funnelFilters,
    item: funnelExportRowSchema,
    page: async (s, p, f, cursor) => {
      const page = await pageFunnel(s.db, s.cursors, p, { ...f, limit: EXPORT_PAGE_LIMIT, cursor });
      return { data: page.data.map(funnelExportRow), nextCursor: page.nextCursor };
    },
    count: async (s, p, f) => funnelExportCount(await pageFunnel(s.db, s.cursors, p, { ...f, limit: 1 }), f.segment),
  }),
  // The searches the engines ran (GET /search-queries, docs/fanout.md), one row per search of an answer.
  'search-queries': kind({
    filters: searchFilters,
    item: searchQueryRowSchema,
    page: (s, p, f, cursor) => listSearchQueries(sqlPool(s.db), s.cursors, p, { ...f, limit: EXPORT_PAGE_LIMIT, cursor }),
    count: (s, p, f) => countSearchQueries(sqlPool(s.db), p, f),
  }),
};
export type ExportKindName = keyof typeof exportKinds;
export const exportKindNames = Object.keys(exportKinds) as ExportKindName[];

export const exportFormats = {
  csv: { contentType: 'text/csv; charset=utf-8' },
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8' },
} as const;
export type ExportFormat = keyof typeof exportFormats;

export interface OpenedExport {
  /** Content-Type and Content-Disposition (a download, named for the project and the list). */
  headers: Record<string, string>;
  /** The file's text, a page of rows at a time (the CSV header first). */
  chunks: AsyncGenerator<string, void, undefined>;
  /** How many rows it holds (one more statement: only for a progress bar). */
  total(): Promise<number>;
  /** How many rows the chunks yielded so far. */
  readonly rows: number;
}

/**
 * Checks the filters and reads the first page (404 and 400 come before any byte is sent), then
 * yields the file page by page. Stopping the iteration (a client gone) stops the reading.
 */
export async function openExport(
  services: Services,
  principal: Principal,
  name: ExportKindName,
  format: ExportFormat,
  input: Record<string, unknown>,
): Promise<OpenedExport> {
  const k = exportKinds[name] as ExportKind<z.ZodType<Record<string, unknown> & { slug: string }>>;
  const options = csvOptionsOf(input);
  const filters = parseInput(k.filters, input);
  // Each page (and the count) is read on a replica when one is usable, and again on the primary
  // when the replica's connection fails (onReader): the next page resumes from the cursor, so a
  // replica lost in the middle of a download costs it no row, and doubles none.
  const pageAt = (cursor: string | undefined) => onReader(services, (s) => k.page(s, principal, filters, cursor));
  const first = await pageAt(undefined);
  const firstRun = { auditRunId: first.auditRunId };
  const columns = Object.keys(k.item.shape);
  let rows = 0;
  async function* chunks(page: Page) {
    if (format === 'csv') yield (options.bom ? BOM : '') + encodeCsv([columns], options);
    for (;;) {
      const { data, nextCursor } = page;
      // The next page is read while this one is encoded and sent.
      const next = nextCursor ? pageAt(nextCursor) : null;
      try {
        // Rows leave the page as they are encoded (see CHUNK_ROWS).
        while (data.length > 0) {
          const slice = data.splice(0, CHUNK_ROWS);
          rows += slice.length;
          yield encode(format, columns, slice, options);
        }
      } finally {
        // A consumer gone (an aborted download) still lets the read in flight end, never unobserved.
        if (next) void next.catch(() => {});
      }
      if (!next) return;
      page = await next;
    }
  }
  // Slugs are [a-z0-9-]; anything else (a slug that matched no project never gets here) is dropped.
  const fileName = `${filters.slug.replace(/[^a-z0-9-]/g, '')}-${name}.${format}`;
  return {
    headers: {
      'Content-Type': exportFormats[format].contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
    chunks: chunks(first),
    total: () => onReader(services, (s) => k.count(s, principal, filters, firstRun)),
    get rows() {
      return rows;
    },
  };
}

/**
 * How a CSV is written (query `raw`, `bom`: 1/0/true/false): by default a text field that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'` (and is quoted), so a
 * spreadsheet shows it as text instead of running it as a formula (OWASP, "CSV Injection");
 * `raw` writes every value byte for byte. `bom` starts the file with a UTF-8 byte-order mark, which
 * Excel needs to read UTF-8. NDJSON is JSON: neither applies.
 */
export interface CsvOptions {
  raw: boolean;
  bom: boolean;
}

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const csvOptions = z.object({ raw: flag, bom: flag });

/** The CSV options of an export's query (400 invalid_export_option for another value). */
function csvOptionsOf(input: Record<string, unknown>): CsvOptions {
  const parsed = csvOptions.safeParse({ raw: input.raw, bom: input.bom });
  if (!parsed.success) throw new AppError('invalid_export_option');
  return parsed.data;
}

/** The UTF-8 byte-order mark (U+FEFF, bytes EF BB BF). */
const BOM = '\uFEFF';

/** A text field a spreadsheet would read as a formula (or that a tab or CR could hide one behind). */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Rows as NDJSON (one JSON object a line, the list item as it is) or CSV (RFC 4180, CRLF; null as
 * an empty field, booleans as true/false, a list (a search's foundUrls) as its items separated by
 * one space: URLs hold none). The CSV encoder gets each row as an array in the header's order.
 */
function encode(format: ExportFormat, columns: string[], rows: Item[], options: CsvOptions): string {
  if (format === 'ndjson') return rows.map((r) => `${JSON.stringify(r)}\n`).join('');
  return encodeCsv(
    rows.map((r) => columns.map((c) => (Array.isArray(r[c]) ? (r[c] as unknown[]).join(' ') : r[c]))),
    options,
  );
}

/**
 * Records as RFC 4180 CSV lines, each ended by CRLF: Papa Parse quotes a field that holds a comma,
 * quote, CR or LF (or starts or ends with a space), doubling its quotes, and (unless `raw`) puts
 * `'` before a text field that starts with a formula trigger (numbers and booleans are values,
 * never formulas: a negative number stays a number).
 */
function encodeCsv(records: unknown[][], options: CsvOptions): string {
  return `${Papa.unparse(records, { newline: '\r\n', header: false, escapeFormulae: options.raw ? false : FORMULA_TRIGGER })}\r\n`;
}
