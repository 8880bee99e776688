import { crc32, deflateSync } from 'node:zlib';

/** Logo files for the branding tests: real PNGs (built chunk by chunk) and SVG documents. */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A true-colour PNG of one colour; `padding` bytes of a tEXt chunk make it as large as a test
 * needs while it stays a valid PNG.
 */
export function png(width: number, height: number, opts: { rgb?: [number, number, number]; padding?: number } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const [r, g, b] = opts.rgb ?? [31, 78, 121];
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (opts.padding) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(opts.padding, 'x')])));
  parts.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A small SVG logo as an editor writes it: declaration, comment, metadata and editor attributes. */
export const editorSvg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="120" height="40" viewBox="0 0 120 40" inkscape:version="1.3">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#6cb4ee"/></linearGradient></defs>
  <style>.mark { fill: url(#g); }</style>
  <rect class="mark" x="0" y="0" width="40" height="40" rx="6"/>
  <use xlink:href="#g"/>
  <text x="48" y="26" font-size="14">Acme &amp; Co</text>
</svg>`;

export const svgWith = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

/** An SVG whose groups nest `levels` deep inside the root (102 and more passed the XML parser's own limit of 100). */
export const deepSvg = (levels: number) => svgWith(`${'<g>'.repeat(levels)}<rect width="1" height="1"/>${'</g>'.repeat(levels)}`);
