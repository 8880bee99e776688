import fs from 'node:fs';

const DOC = new URL('../docs/benchmarks.md', import.meta.url);
const HEADER = `# Benchmarks

Each \`## \` section is written by the benchmark it names; numbers come from that benchmark's last run.
`;

/**
 * Replaces the `## heading` section of docs/benchmarks.md (or appends it), leaving the sections
 * other benchmarks wrote as they are.
 */
export function writeBenchmarkSection(heading: string, body: string): void {
  const text = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : HEADER;
  const sections = text.split(/^(?=## )/m);
  const head = sections[0].startsWith('## ') ? HEADER : sections.shift()!;
  const section = `## ${heading}\n\n${body.trim()}\n\n`;
  const i = sections.findIndex((s) => s.startsWith(`## ${heading}\n`));
  if (i >= 0) sections[i] = section;
  else sections.push(section);
  fs.writeFileSync(
    DOC,
    `${head.trimEnd()}\n\n${sections
      .map((s) => `${s.trimEnd()}\n\n`)
      .join('')
      .trimEnd()}\n`,
  );
}
