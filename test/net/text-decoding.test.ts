import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { charsetFromContentType, decodeBody, normaliseCharset, sniffHtmlCharset } from '../../src/net/text-decoding.ts';

describe('text decoding', () => {
  it('reads the charset parameter of a Content-Type', () => {
    expect(charsetFromContentType('text/html; charset=UTF-8')).toBe('utf-8');
    expect(charsetFromContentType('text/html;charset="Shift_JIS"')).toBe('shift_jis');
    expect(charsetFromContentType('text/html; charset=ISO-8859-1')).toBe('windows-1252');
    expect(charsetFromContentType('text/html; charset=no-such-charset')).toBeNull();
    expect(charsetFromContentType('text/html')).toBeNull();
    expect(charsetFromContentType(null)).toBeNull();
  });

  it('maps labels as browsers do', () => {
    expect(normaliseCharset('latin1')).toBe('windows-1252');
    expect(normaliseCharset('US-ASCII')).toBe('windows-1252');
    expect(normaliseCharset(' utf8 ')).toBe('utf-8');
    expect(normaliseCharset('')).toBeNull();
  });

  it('decodes bytes 0x80-0x9F of an ISO-8859-1 page as windows-1252 punctuation', () => {
    const bytes = Buffer.from([0x93, 0x68, 0x69, 0x94, 0x20, 0x96, 0x20, 0xe9]);
    expect(decodeBody(bytes, 'text/html; charset=iso-8859-1').text).toBe('“hi” – é');
  });

  it('sniffs <meta charset> and http-equiv only for markup', () => {
    const page = iconv.encode('<html><head><META CHARSET=windows-1251></head><body>Привет</body></html>', 'windows-1251');
    expect(sniffHtmlCharset(page)).toBe('windows-1251');
    expect(decodeBody(page, 'text/html').text).toContain('Привет');
    expect(decodeBody(page, null).text).toContain('Привет');
    expect(decodeBody(page, 'text/plain').charset).toBe('utf-8');
  });

  it('reads the XML declaration', () => {
    const xml = iconv.encode('<?xml version="1.0" encoding="ISO-8859-15"?><a>€</a>', 'iso-8859-15');
    expect(decodeBody(xml, 'application/xml').text).toBe('<?xml version="1.0" encoding="ISO-8859-15"?><a>€</a>');
  });

  it('lets a BOM win, and does not believe a UTF-16 declaration inside ASCII markup', () => {
    expect(decodeBody(Buffer.from([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]), 'text/html; charset=utf-8').text).toBe('hi');
    expect(decodeBody(Buffer.from('<meta charset="utf-16"><p>é</p>'), 'text/html').text).toBe('<meta charset="utf-16"><p>é</p>');
  });
});
