import fs from 'node:fs';

/** docs/methodology.md, from `heading` on when given: what the documentation tests hold against the code. */
export function methodologyText(heading?: string): string {
  const doc = fs.readFileSync(new URL('../../docs/methodology.md', import.meta.url), 'utf8');
  return heading === undefined ? doc : doc.slice(doc.indexOf(heading));
}

/** The cells of every Markdown table row of `text`, trimmed (the leading and trailing `|` dropped). */
export function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}
