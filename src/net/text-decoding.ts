import iconv from 'iconv-lite';

/**
 * Turning a response body into text the way a browser would: a byte-order mark wins, then the
 * Content-Type charset, then (for HTML and XML) an in-document declaration, else UTF-8.
 */

/**
 * Labels that browsers decode differently from their literal name (WHATWG Encoding). The main
 * one: "ISO-8859-1" and "ASCII" pages are decoded as windows-1252, so bytes 0x80-0x9F are curly
 * quotes and dashes rather than invisible C1 controls.
 */
const labelAliases: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  iso_8859_1: 'windows-1252',
  'iso_8859-1': 'windows-1252',
  latin1: 'windows-1252',
  l1: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
  cp1252: 'windows-1252',
  'x-cp1252': 'windows-1252',
  'unicode-1-1-utf-8': 'utf-8',
  utf8: 'utf-8',
};

/** A document read as ASCII-compatible bytes cannot really be UTF-16, whatever its markup says. */
function inDocument(charset: string | null): string | null {
  return charset && charset.startsWith('utf-16') ? 'utf-8' : charset;
}

/** A label iconv-lite can decode, normalised; null when unknown or empty. */
export function normaliseCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const cleaned = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase();
  if (!cleaned) return null;
  const name = labelAliases[cleaned] ?? cleaned;
  return iconv.encodingExists(name) ? name : null;
}

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*("[^"]*"|[^;\s]*)/i.exec(contentType);
  return match ? normaliseCharset(match[1]) : null;
}

function bomCharset(body: Buffer): { charset: string; length: number } | null {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { charset: 'utf-8', length: 3 };
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return { charset: 'utf-16be', length: 2 };
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return { charset: 'utf-16le', length: 2 };
  return null;
}

/** How far into a document a charset declaration is looked for (browsers prescan 1024 bytes). */
const prescanBytes = 4096;

/** `<meta charset>` or `<meta http-equiv="Content-Type" content="...; charset=...">`. */
export function sniffHtmlCharset(body: Buffer): string | null {
  const head = body.subarray(0, prescanBytes).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct) {
      const found = inDocument(normaliseCharset(direct[1]));
      if (found) return found;
    }
  }
  return null;
}

/** `<?xml version="1.0" encoding="...">` (sitemaps). */
export function sniffXmlCharset(body: Buffer): string | null {
  const head = body.subarray(0, 256).toString('latin1');
  const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  return match ? inDocument(normaliseCharset(match[1])) : null;
}

function isMarkup(contentType: string | null | undefined): boolean {
  if (!contentType) return true;
  return /html|xml/i.test(contentType);
}

export interface DecodedText {
  text: string;
  /** The charset used to decode. */
  charset: string;
}

export function decodeBody(body: Buffer, contentType?: string | null): DecodedText {
  const bom = bomCharset(body);
  if (bom) return { text: iconv.decode(body.subarray(bom.length), bom.charset), charset: bom.charset };
  const charset =
    charsetFromContentType(contentType) ?? (isMarkup(contentType) ? (sniffXmlCharset(body) ?? sniffHtmlCharset(body)) : null) ?? 'utf-8';
  return { text: iconv.decode(body, charset), charset };
}
