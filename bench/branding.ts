/**
 * Benchmark: the cost of the branding rules and of a branded PDF. No database, no network.
 * Run with `npm run bench:branding`.
 *   1. Accepting a logo at the 64 KiB limit (the work a hostile upload can ask of the service):
 *      an SVG of ~700 paths, an SVG nested 60 deep, a PNG of noise; median of BENCH_ROUNDS (default 200).
 *   2. Rendering the report PDF in Chromium without a brand, with a PNG logo and with an SVG logo:
 *      median of BENCH_PDF_ROUNDS (default 7) after one warm-up render.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import type { Brand } from '../src/core/branding/brand.ts';
import { acceptLogo, LOGO_MAX_BYTES } from '../src/core/branding/logo.ts';
import { PdfRenderer } from '../src/core/reports/pdf.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const pdfRounds = Number(process.env.BENCH_PDF_ROUNDS ?? 7);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of pseudo-random pixels (incompressible) just under the limit. */
function noisePng(): Buffer {
  const side = 145; // 145×145 RGB noise does not compress: ~63 KB
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = randomBytes(side * (side * 3 + 1));
  for (let i = 0; i < raw.length; i += side * 3 + 1) raw[i] = 0; // each row's filter byte: none
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function manyPaths(): Buffer {
  const paths: string[] = [];
  let svg = '';
  for (let i = 0; ; i++) {
    paths.push(`<path d="M${i % 97} ${i % 89} l10 0 l0 10 l-10 0 z" fill="#${(i * 2654435).toString(16).slice(-6).padStart(6, '0')}"/>`);
    const next = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">${paths.join('')}</svg>`;
    if (next.length > LOGO_MAX_BYTES - 200) break;
    svg = next;
  }
  return Buffer.from(svg);
}

function deepNesting(): Buffer {
  const open = '<g transform="translate(1 1)">'.repeat(60);
  const close = '</g>'.repeat(60);
  let body = '';
  while (body.length < LOGO_MAX_BYTES - 3000) body += '<rect x="1" y="1" width="2" height="2" style="fill: url(#g)"/>';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${open}${body}${close}</svg>`);
}

function time(label: string, bytes: Buffer): void {
  acceptLogo(bytes); // warm-up, and proof that it is accepted
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    acceptLogo(bytes);
    ms.push(performance.now() - t);
  }
  console.log(`| ${label} | ${bytes.length} | ${median(ms).toFixed(2)} | ${Math.max(...ms).toFixed(2)} |`);
}

console.log(`node ${process.version}, ${rounds} rounds\n`);
console.log('| logo | bytes | median ms | max ms |\n|---|---|---|---|');
time('SVG, ~700 paths', manyPaths());
time('SVG, nested 60 deep', deepNesting());
time('PNG, noise', noisePng());

const markdown = `# AI Visibility Report: Bench\n\n- **Project:** Bench\n\n## Scores\n\n${'Some text. '.repeat(200)}\n`;
const renderer = new PdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const svgLogo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="40" height="40" fill="#1f4e79"/></svg>',
);
const brands: [string, Brand | null][] = [
  ['no brand', null],
  ['PNG logo (63 KB noise)', { name: 'Northwind Digital', color: '#c0392b', logo: acceptLogo(noisePng()) }],
  ['SVG logo', { name: 'Northwind Digital', color: '#c0392b', logo: acceptLogo(svgLogo) }],
];
await renderer.render(markdown); // launches the browser
console.log('\n| PDF | median ms | bytes |\n|---|---|---|');
for (const [label, brand] of brands) {
  const ms: number[] = [];
  let size = 0;
  for (let i = 0; i < pdfRounds; i++) {
    const t = performance.now();
    size = (await renderer.render(markdown, brand)).length;
    ms.push(performance.now() - t);
  }
  console.log(`| ${label} | ${median(ms).toFixed(0)} | ${size} |`);
}
await renderer.close();
