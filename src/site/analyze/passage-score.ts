/**
 * Citability of one passage: how easily an answer engine can lift it as a self-contained,
 * quotable answer. Deterministic lexical heuristics (English-centric), each component worth the
 * points below; a passage scores 0-100. Rationale per component: docs/methodology.md.
 */
import type { Passage } from './main-content.ts';
import { countWords } from './text.ts';

export const passageComponents = {
  answerFirst: 25,
  definition: 10,
  questionHeading: 10,
  length: 15,
  selfContained: 10,
  statistics: 10,
  sources: 10,
  structure: 5,
  readability: 5,
} as const;

export type PassageComponent = keyof typeof passageComponents;

export interface PassageScore {
  /** 0-100, sum of the component points. */
  total: number;
  /** Points earned per component (0..its maximum). */
  points: Record<PassageComponent, number>;
}

const filler =
  /^(in this (article|post|guide|section|blog|page|video)|welcome\b|have you ever|are you\b|did you know|let'?s\b|when it comes to|in today'?s|look no further|we('ll| will)\b|read on|keep reading|if you('re| are)\b|as (we|you) (all )?know|it'?s no secret|imagine\b|ever wondered|there are (many|several|a few|lots of)\b|whether you|you('ve| have) (probably|likely|come)|so,? you|before we (begin|start|dive)|first things first|click here|learn more)/i;
const answerVerb =
  /\b(is|are|was|were|means?|refers? to|costs?|takes?|requires?|includes?|involves?|uses?|lets?|allows?|helps?|depends? on|works?|can|cannot|can't|should|must|will|does|do|has|have|offers?|provides?|gives?|measures?|describes?|consists? of|stands? for|ranges? from|lasts?|varies|needs?|reduces?|increases?|improves?|protects?|prevents?|supports?|contains?|equals?|covers?|happens?|occurs?|starts?|begins?)\b/i;
const interrogative =
  /^(what|why|how|when|where|who|whom|whose|which|can|could|do|does|did|is|are|was|were|should|will|would|has|have|may|must)\b/i;
const dangling =
  /^(it|its|they|them|their|this|these|those|that|he|she|his|her|also|however|moreover|furthermore|additionally|besides|therefore|thus|hence|meanwhile|otherwise|similarly|likewise|as (mentioned|noted|discussed|shown|described) (above|earlier|before|previously)|see (above|below)|the above|as such)\b/i;
const definitionAtStart = /^[\p{Lu}\p{N}"'“‘][^.!?]{0,100}?\s(is|are)\s+(a|an|the|one of|any|defined as|known as|called)\s/u;
const definitionAnywhere =
  /\b(refers to|is defined as|are defined as|is a term for|is short for|stands for|is the process of|is a type of|is a kind of|is known as)\b/i;
const statistic = [
  /\b\d+(?:[.,]\d+)?\s?(%|percent|per cent|percentage points?)/gi,
  /[$€£¥₹]\s?\d[\d,.]*(?:\s?(k|m|bn|million|billion|thousand))?/gi,
  /\b\d[\d,.]*\s?(usd|eur|gbp|dollars|euros|pounds)\b/gi,
  /\b\d+(?:[.,]\d+)?\s?(x|times|kg|g|mg|km|m|cm|mm|mi|miles|lbs?|ounces|oz|hours?|hrs?|minutes?|mins?|seconds?|ms|days?|weeks?|months?|years?|gb|mb|tb|kb|users|customers|people|employees|countries|million|billion|thousand)\b/gi,
  /\b\d{1,3}(?:,\d{3})+\b/g,
  /\b(19|20)\d{2}\b/g,
];
const attributionStrong =
  /\b(according to|as reported by|data from|source:|sources:|published (in|by)|a (\d{4} )?(study|survey|report|analysis|review) (by|from|of)|(study|survey|report|research) (by|from) [\p{Lu}])/iu;
const attributionWeak =
  /\b(study|studies|survey|surveyed|research|researchers|report(ed|s)?|analysis|estimates?|found that|shows? that|data|statistics|cited)\b/i;
const citationMarker = /\[\d{1,3}\]|\((?:[\p{Lu}][\p{L}&.\- ]{1,60}),?\s(?:19|20)\d{2}\)/u;

const stopwords = new Set([
  'what',
  'why',
  'how',
  'when',
  'where',
  'who',
  'which',
  'does',
  'your',
  'with',
  'from',
  'that',
  'this',
  'there',
  'their',
  'they',
  'have',
  'about',
  'into',
  'than',
  'then',
  'them',
  'will',
  'would',
  'should',
  'could',
  'best',
  'good',
  'more',
  'most',
  'some',
  'many',
  'much',
  'need',
  'know',
  'should',
  'guide',
  'tips',
  'ways',
  'things',
  'make',
  'after',
  'before',
  'over',
  'under',
]);

function keyTerms(heading: string): string[] {
  return (heading.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !stopwords.has(w)).map((w) => w.slice(0, 5));
}

function answerFirstShare(p: Passage): number {
  if (!p.heading || p.continuation) return 0;
  const first = p.sentences[0];
  if (!first) return 0;
  const s = first.trim();
  if (filler.test(s) || s.endsWith('?')) return 0;
  const words = countWords(s);
  if (words < 3) return 0;
  const lower = s.toLowerCase();
  const terms = keyTerms(p.heading);
  const overlap = terms.length === 0 || terms.some((t) => lower.includes(t));
  const yesNo = /^(yes|no)\b/i.test(s);
  const quantity = /^how (much|many|long|often|big|fast)\b/i.test(p.heading) && /\d/.test(s);
  const verb = answerVerb.test(s);
  if (words <= 45 && (yesNo || quantity || (overlap && verb))) return 1;
  if (words <= 60 && (overlap || verb)) return 0.5;
  return 0.25;
}

function definitionShare(p: Passage): number {
  const first2 = p.sentences.slice(0, 2);
  if (first2.some((s) => definitionAtStart.test(s) || definitionAnywhere.test(s))) return 1;
  if (p.sentences.slice(2, 40).some((s) => definitionAtStart.test(s) || definitionAnywhere.test(s))) return 0.5;
  return 0;
}

function questionHeadingShare(p: Passage): number {
  if (!p.heading || p.continuation) return 0;
  const h = p.heading.trim();
  return h.endsWith('?') || h.endsWith('？') || interrogative.test(h) ? 1 : 0;
}

export function lengthShare(words: number): number {
  if (words >= 40 && words <= 200) return 1;
  if (words >= 20 && words < 40) return (words - 20) / 20;
  if (words > 200 && words <= 400) return 1 - (words - 200) / 200;
  return 0;
}

function selfContainedShare(p: Passage): number {
  if (p.words < 10) return 0;
  const first = (p.sentences[0] ?? '').trim();
  if (dangling.test(first)) return 0;
  if (/\b(as (mentioned|noted|discussed) (above|earlier|previously)|see (above|below)|(click|tap) here)\b/i.test(p.text)) return 0.5;
  return 1;
}

function statisticsShare(text: string): number {
  const found = new Set<string>();
  for (const re of statistic) {
    re.lastIndex = 0;
    for (const m of text.slice(0, 5000).matchAll(re)) {
      found.add(m[0].toLowerCase());
      if (found.size >= 2) return 1;
    }
  }
  return found.size === 1 ? 0.5 : 0;
}

function sourcesShare(p: Passage, isExternal: (url: string) => boolean): number {
  if (p.links.some(isExternal)) return 1;
  const text = p.text.slice(0, 5000);
  if (attributionStrong.test(text) || citationMarker.test(text)) return 1;
  return attributionWeak.test(text) ? 0.5 : 0;
}

function readabilityShare(p: Passage): number {
  const sentences = p.sentences.slice(0, 60);
  if (sentences.length === 0) return 0;
  const lengths = sentences.map(countWords);
  const avg = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const veryLong = lengths.filter((n) => n > 40).length;
  let share = avg <= 20 ? 1 : avg <= 25 ? 0.75 : avg <= 30 ? 0.5 : avg <= 40 ? 0.25 : 0;
  if (veryLong > 0 && share > 0.5) share = 0.5;
  return share;
}

/** `isExternal` tells links to other sites (cited sources) from the site's own. */
export function scorePassage(p: Passage, isExternal: (url: string) => boolean): PassageScore {
  const shares: Record<PassageComponent, number> = {
    answerFirst: answerFirstShare(p),
    definition: definitionShare(p),
    questionHeading: questionHeadingShare(p),
    length: lengthShare(p.words),
    selfContained: selfContainedShare(p),
    statistics: statisticsShare(p.text),
    sources: sourcesShare(p, isExternal),
    structure: p.hasList || p.hasTable ? 1 : 0,
    readability: readabilityShare(p),
  };
  const points = {} as Record<PassageComponent, number>;
  let total = 0;
  for (const k of Object.keys(passageComponents) as PassageComponent[]) {
    points[k] = shares[k] * passageComponents[k];
    total += points[k];
  }
  return { total, points };
}

/** Passages that count for a page (the best ones, as an engine would pick) and the slots they fill. */
export const pageAggregation = { topPassages: 5, minSlots: 3 };

export interface PageCitability {
  /** 0-100. */
  score: number;
  /** Per component, points averaged over the slots (sums to score). */
  points: Record<PassageComponent, number>;
  passagesScored: number;
  top: { passage: Passage; score: PassageScore }[];
}

/**
 * A page's citability: the mean of its best `topPassages` passage scores, over at least
 * `minSlots` slots (a page with one good passage is not as citable as one with five).
 */
export function scorePage(passages: Passage[], isExternal: (url: string) => boolean): PageCitability {
  const scored = passages.map((passage) => ({ passage, score: scorePassage(passage, isExternal) }));
  scored.sort((a, b) => b.score.total - a.score.total || a.passage.index - b.passage.index);
  const top = scored.slice(0, pageAggregation.topPassages);
  const slots = Math.max(pageAggregation.minSlots, top.length);
  const points = {} as Record<PassageComponent, number>;
  let score = 0;
  for (const k of Object.keys(passageComponents) as PassageComponent[]) {
    points[k] = top.reduce((sum, t) => sum + t.score.points[k], 0) / slots;
    score += points[k];
  }
  return { score, points, passagesScored: scored.length, top };
}
