// Offset conversion and source merging shared by the adapters.
import { describe, expect, it } from 'vitest';
import { SourceCollector, stripOpenAiTracking, utf8OffsetMapper } from '../../src/engines/sources.ts';

describe('utf8OffsetMapper', () => {
  it('maps UTF-8 byte offsets to UTF-16 offsets across 1-4 byte characters', () => {
    const text = 'aé€🚀b';
    const toUnits = utf8OffsetMapper(text);
    // bytes: a=0, é=1-2, €=3-5, 🚀=6-9, b=10; UTF-16: a=0, é=1, €=2, 🚀=3-4, b=5
    expect([0, 1, 3, 6, 10, 11].map(toUnits)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(text.slice(toUnits(6), toUnits(10))).toBe('🚀');
    // Inside a character: its start, so a span never splits it.
    expect(toUnits(7)).toBe(3);
    expect(toUnits(99)).toBe(6);
  });
});

describe('SourceCollector', () => {
  it('keeps first order, merges spans, and the strongest attachment wins', () => {
    const c = new SourceCollector();
    c.add('https://b.example/', null, 'listed');
    c.add('https://a.example/', 'A', 'inline', { start: 10, end: 12 });
    c.add('https://b.example/', 'B', 'inline', { start: 5, end: 8 });
    c.add('https://a.example/', null, 'listed');
    c.add('https://a.example/', null, 'inline', { start: 1, end: 3 });
    c.add('https://a.example/', null, 'inline', { start: 1, end: 3 });
    expect(c.list()).toEqual([
      { url: 'https://b.example/', title: 'B', attachment: 'inline', spans: [{ start: 5, end: 8 }] },
      {
        url: 'https://a.example/',
        title: 'A',
        attachment: 'inline',
        spans: [
          { start: 1, end: 3 },
          { start: 10, end: 12 },
        ],
      },
    ]);
  });
});

describe('stripOpenAiTracking', () => {
  it.each([
    ['https://x.example/a?utm_source=openai', 'https://x.example/a'],
    ['https://x.example/a?q=1&utm_source=openai#top', 'https://x.example/a?q=1#top'],
    ['https://x.example/a?utm_source=newsletter', 'https://x.example/a?utm_source=newsletter'],
    ['not a url', 'not a url'],
  ])('%s -> %s', (input, expected) => {
    expect(stripOpenAiTracking(input)).toBe(expected);
  });
});
