/**
 * Human-readable output of the CLI (the default; --json prints the result object as is):
 * a list of records becomes a table, a record becomes aligned "field  value" lines.
 */

type Row = Record<string, unknown>;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length ? value.map(cell).join(', ') : '-';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value); // an object (results hold no functions or symbols)
}

/** A plain-text table: a header row, then one line per row, columns padded to their widest cell. */
export function table(rows: Row[], columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) => columns.map((c) => cell(r[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}

function record(obj: Row): string {
  const width = Math.max(...Object.keys(obj).map((k) => k.length));
  return Object.entries(obj)
    .map(([k, v]) => {
      if (Array.isArray(v) && v.some((x) => x && typeof x === 'object')) return `${k}:\n${indent(table(v as Row[]))}`;
      return `${k.padEnd(width)}  ${cell(v)}`;
    })
    .join('\n');
}

const indent = (text: string) => text.replace(/^/gm, '  ');

/** Default rendering: an object holding one list of records is that list's table. */
export function renderResult(result: unknown): string {
  if (Array.isArray(result)) return table(result as Row[]);
  if (!result || typeof result !== 'object') return cell(result);
  const entries = Object.entries(result as Row);
  if (entries.length === 1 && Array.isArray(entries[0][1])) {
    const items = entries[0][1] as unknown[];
    return items.every((x) => x && typeof x === 'object') ? table(items as Row[]) : items.map(cell).join('\n') || '(none)';
  }
  return record(result as Row);
}
