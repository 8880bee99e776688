// Building an answer's source list the same way for every engine: each distinct URL once, in the
// order the engine first gave it, with every span that cites it, and the strongest way it was
// attached (a URL both cited inline and listed is an inline citation). Also the offset
// conversions the providers need (Gemini counts UTF-8 bytes, JavaScript UTF-16 code units).
import { sourceAttachments, type AnswerSource, type SourceAttachment, type TextSpan } from './answer.ts';

const strength = (a: SourceAttachment) => sourceAttachments.length - sourceAttachments.indexOf(a);

export class SourceCollector {
  private readonly byUrl = new Map<string, AnswerSource>();

  add(url: string, title: string | null | undefined, attachment: SourceAttachment, span?: TextSpan): void {
    if (!url) return;
    let source = this.byUrl.get(url);
    if (!source) {
      source = { url, title: title?.trim() || null, attachment, spans: [] };
      this.byUrl.set(url, source);
    }
    if (!source.title && title?.trim()) source.title = title.trim();
    if (strength(attachment) > strength(source.attachment)) source.attachment = attachment;
    if (span && span.end > span.start && !source.spans.some((s) => s.start === span.start && s.end === span.end)) {
      source.spans.push({ start: span.start, end: span.end });
    }
  }

  list(): AnswerSource[] {
    return [...this.byUrl.values()].map((s) => ({ ...s, spans: [...s.spans].sort((a, b) => a.start - b.start || a.end - b.end) }));
  }
}

/**
 * Maps UTF-8 byte offsets of `text` to UTF-16 offsets. An offset inside a multi-byte character
 * maps to that character's start (a span never splits a character).
 */
export function utf8OffsetMapper(text: string): (byteOffset: number) => number {
  const byteStarts: number[] = []; // byte offset at each code point start
  const unitStarts: number[] = []; // UTF-16 offset at each code point start
  let bytes = 0;
  let units = 0;
  for (const ch of text) {
    byteStarts.push(bytes);
    unitStarts.push(units);
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    units += ch.length;
  }
  return (byteOffset) => {
    if (byteOffset >= bytes) return units;
    if (byteOffset <= 0) return 0;
    let lo = 0;
    let hi = byteStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (byteStarts[mid] <= byteOffset) lo = mid;
      else hi = mid - 1;
    }
    return unitStarts[lo];
  };
}

/** OpenAI appends `utm_source=openai` to cited URLs: it says nothing about the source, so it goes. */
export function stripOpenAiTracking(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  if (url.searchParams.get('utm_source') !== 'openai') return raw;
  url.searchParams.delete('utm_source');
  return url.toString().replace(/\?$/, '').replace(/\?#/, '#');
}

/** Clamps a provider span into the text; null when nothing is left. */
export function clampSpan(start: number, end: number, length: number): TextSpan | null {
  const s = Math.max(0, Math.min(start, length));
  const e = Math.max(s, Math.min(end, length));
  return e > s ? { start: s, end: e } : null;
}
