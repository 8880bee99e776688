/**
 * Mentions of one answer: one per name (the client, each competitor, other listed brands, the
 * category terms) with the strongest role any of its occurrences plays, the sentiment of what
 * is said about it, the sentence that shows it, and a confidence. Only the answer's prose is
 * read (prose.ts blanks links, URLs and citation markers; offsets stay those of the raw text).
 * The rules are documented in docs/methodology.md ("AI engine visibility").
 */
import type { MentionKind, MentionRole, Sentiment } from '../../generated/prisma/enums.ts';
import { type CueHit, findCueHits } from './cue-hits.ts';
import { languageCues, strengthColumn, weaknessColumn } from './cue-lexicon.ts';
import { answerLanguage, sentenceLanguage } from './language-detect.ts';
import type { TextLanguage } from './languages/index.ts';
import { findOccurrences, type NamedEntity, type Occurrence, variantsOf } from './name-matcher.ts';
import { maskNonProse } from './prose.ts';
import { clausesOf, indexAt, type Sentence, segment } from './segments.ts';
import { sectionHeads } from './sections.ts';
import { tableCells } from './table-columns.ts';
import type { VisibilitySubject } from './subject.ts';
import { fold, foldWithOrigin, normalizeName } from './text-fold.ts';
import { thirdPartyCandidates } from './third-party.ts';

/**
 * Strongest first: a name keeps the first of these that any of its occurrences earns. Advice
 * against outranks everything; a recommendation outranks a criticism elsewhere in the answer, since
 * engines name the option they advise and then its drawbacks (a "limits" column, a "but pricey"
 * line): the drawback is the recommendation's caveat, not the answer's verdict.
 */
export const rolePriority = [
  'EXCLUDED',
  'RECOMMENDED',
  'CRITICIZED',
  'COMPARED',
  'LISTED',
  'UNKNOWN',
] as const satisfies readonly MentionRole[];

/** Longest context kept, in UTF-16 code units. */
export const contextMaxLength = 300;

/** A mention as the spec's Mention (minus id, engine, observedAt), plus where it first appears. */
export interface ExtractedMention {
  name: string;
  normalizedName: string;
  kind: MentionKind;
  role: MentionRole;
  /** Null for CATEGORY terms: a category is not praised or blamed. */
  sentiment: Sentiment | null;
  mentionConfidence: number;
  context: string | null;
  /** 1-based rank of the first occurrence among the named brands (CLIENT, COMPETITOR, THIRD_PARTY); null for CATEGORY. */
  position: number | null;
  /** UTF-16 offset of the first occurrence in the answer text. */
  firstIndex: number;
  occurrences: number;
  /**
   * Where each occurrence stands in the answer text as the engine wrote it (the stored
   * `engine_answer.text`), in order: UTF-16 code unit offsets, `end` exclusive, so that
   * `text.slice(start, end)` is the name as written there (a possessive's "'s" left out, a
   * category term's plural "s" included).
   */
  spans: { start: number; end: number }[];
}

interface OccurrenceState {
  occ: Occurrence;
  sentence: number;
  clause: number;
  excluded: boolean;
  /** Said not to fit ("not suitable", "not the best choice"): an exclusion unless also praised (a hedge). */
  unfit: boolean;
  recommended: boolean;
  positive: number;
  negative: number;
  role: MentionRole;
}

export function sentimentOf(positive: number, negative: number): Sentiment {
  if (positive > 0 && negative > 0) return 'MIXED';
  if (positive > 0) return 'POSITIVE';
  if (negative > 0) return 'NEGATIVE';
  return 'NEUTRAL';
}

/**
 * The tracked names and category terms, then the third-party candidates of the raw text (link
 * leads need their brackets); a candidate only becomes a mention where it occurs in the prose.
 */
function entitiesOf(rawText: string, subject: VisibilitySubject): NamedEntity[] {
  const entities: NamedEntity[] = [
    { kind: 'CLIENT', name: subject.client.name, variants: variantsOf(subject.client.name, subject.client.aliases) },
  ];
  for (const c of subject.competitors) entities.push({ kind: 'COMPETITOR', name: c.name, variants: variantsOf(c.name, c.aliases) });
  const seenTerms = new Set<string>();
  for (const term of subject.categoryTerms) {
    const variants = variantsOf(term, []).slice(0, 1);
    if (!variants.length || seenTerms.has(variants[0].folded)) continue;
    seenTerms.add(variants[0].folded);
    entities.push({ kind: 'CATEGORY', name: term.trim(), variants });
  }
  const folded = (kind: 'brands' | 'terms') =>
    entities.filter((e) => (e.kind === 'CATEGORY') === (kind === 'terms')).flatMap((e) => e.variants.map((v) => v.folded));
  for (const name of thirdPartyCandidates(rawText, folded('brands'), folded('terms'))) {
    entities.push({ kind: 'THIRD_PARTY', name, variants: [{ written: name, folded: fold(name), isAlias: false }] });
  }
  return entities;
}

/** Distance between a cue and an occurrence; 0 when they touch. */
function gap(hit: CueHit, o: Occurrence): number {
  return hit.start >= o.end ? hit.start - o.end : o.start >= hit.end ? o.start - hit.end : 0;
}

/**
 * A cue speaks of the nearest name in its clause (on a tie, the one before it: "Acme is great");
 * in a clause without a name, of the nearest name in its sentence ("Acme is reliable but expensive").
 * A comparative speaks of the name before it ("Acme is more expensive than Rival": Acme), or of
 * none when there is none.
 */
function attribute(hit: CueHit, states: OccurrenceState[]): OccurrenceState | null {
  let best: OccurrenceState | null = null;
  for (const s of states) {
    if (hit.start >= s.occ.start && hit.end <= s.occ.end) return null; // the cue is part of a name ("Best Buy")
    if (hit.comparative && s.occ.start >= hit.start) continue;
    if (!best || gap(hit, s.occ) < gap(hit, best.occ)) best = s;
  }
  return best;
}

/**
 * What a cue does to the occurrence it speaks of. A hedged stretch ("might", "potrebbe", "talvez")
 * neither recommends nor excludes: a recommendation there is praise only, and a negated cue or an
 * unfit cue there counts nothing ("might not be ideal for everyone").
 */
/**
 * In a clause without a name, a cue speaks of the subject of the nearest clause before it that
 * has one, its first name ("Acme is more complete than Rival, but also pricier": Acme); with no
 * such clause before it, of the nearest name in the sentence.
 */
function subjectOf(hit: CueHit, clause: number, states: OccurrenceState[]): OccurrenceState | null {
  const before = states.filter((s) => s.clause < clause);
  if (!before.length) return attribute(hit, states);
  const last = Math.max(...before.map((s) => s.clause));
  return before.find((s) => s.clause === last) ?? null;
}

/**
 * The names a negative correlative joins to `target` ("noch Rival noch Zenith", "né X né Y"):
 * nothing but correlatives between them, so a cue speaking of one speaks of each.
 */
function correlated(text: string, target: OccurrenceState, inSentence: OccurrenceState[], correlatives: Set<string>): OccurrenceState[] {
  if (!correlatives.size) return [];
  const joined = new Set([target]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of inSentence) {
      if (joined.has(s)) continue;
      const near = [...joined].some((j) => {
        const [a, b] = s.occ.start < j.occ.start ? [s, j] : [j, s];
        const between = fold(text.slice(a.occ.end, b.occ.start)).trim();
        return between.length > 0 && between.split(/\s+/).every((w) => correlatives.has(w));
      });
      if (near) {
        joined.add(s);
        grew = true;
      }
    }
  }
  joined.delete(target);
  return [...joined];
}

function apply(hit: CueHit, s: OccurrenceState): void {
  if (hit.hedged && (hit.negated || hit.kind === 'unfit')) return;
  if (hit.hedged && (hit.kind === 'recommend' || hit.kind === 'advise')) {
    s.positive += 1;
    return;
  }
  if (hit.hedged && hit.kind === 'exclude') {
    s.unfit = true;
    s.negative += 1;
    return;
  }
  if (hit.kind === 'positive') {
    if (hit.negated) s.negative += 1;
    else s.positive += 1;
  } else if (hit.kind === 'negative') {
    if (hit.negated) s.positive += 0.5;
    else s.negative += 1;
  } else if (hit.kind === 'advise' && hit.negated) {
    s.excluded = true;
    s.negative += 1;
  } else if (hit.kind === 'recommend' || hit.kind === 'advise') {
    if (hit.negated) {
      s.unfit = true;
      s.negative += 1;
    } else {
      s.recommended = true;
      s.positive += 1;
    }
  } else if (hit.kind === 'exclude' && !hit.negated) {
    s.excluded = true;
    s.negative += 1;
  } else if (hit.kind === 'unfit') {
    s.unfit = true;
    s.negative += 1;
  }
}

/** Whether a hit praises what it speaks of: praise, advice or a recommendation, none negated nor hedged away. */
function praises(hit: CueHit): boolean {
  if (hit.negated) return hit.kind === 'negative';
  return hit.kind === 'positive' || hit.kind === 'recommend' || hit.kind === 'advise';
}

/**
 * A clause opened by an adversative conjunction ("but", "aber", "mais", "pero", "ma", "mas",
 * "maar": each language's `adversative`) runs counter to what precedes it: when it names no brand
 * and holds no cue of its own, it is a reservation about the brand praised earlier in its sentence
 * ("Acme makes excellent bikes, but for a flat commute you pay for suspension you won't use"),
 * whose sentiment is then mixed, never only positive. A clause that praises or blames by itself
 * already speaks for itself; one that names a brand speaks of that brand.
 */
function reservationsAfterPraise(
  text: string,
  sentences: readonly Sentence[],
  languages: readonly TextLanguage[],
  byClause: Map<string, OccurrenceState[]>,
  cued: Set<string>,
  praisedIn: Map<string, Set<OccurrenceState>>,
): void {
  for (const [i, sentence] of sentences.entries()) {
    const lang = languages[i];
    if (lang === 'other' || sentence.clauses.length < 2) continue;
    const opens = languageCues(lang).adversativeOpen;
    for (let k = 1; k < sentence.clauses.length; k++) {
      const key = `${i}:${k}`;
      if (cued.has(key) || byClause.get(key)?.length) continue;
      const clause = sentence.clauses[k];
      if (!opens.test(fold(text.slice(clause.start, Math.min(clause.end, clause.start + 40))))) continue;
      const praised = new Set<OccurrenceState>();
      for (let j = 0; j < k; j++) for (const s of praisedIn.get(`${i}:${j}`) ?? []) praised.add(s);
      for (const s of praised) if (s.negative === 0) s.negative += 1;
    }
  }
}

/** Whether a hit blames what it speaks of: blame, negated praise or advice, advice against, unfit. */
function blames(hit: CueHit): boolean {
  if (hit.hedged) return false;
  if (hit.kind === 'negative' || hit.kind === 'exclude') return !hit.negated;
  if (hit.kind === 'unfit') return true;
  return hit.kind !== 'compare' && hit.negated;
}

/** A sentence that asks: it ends with "?" or opens with "¿". */
function isQuestion(text: string, sentence: Sentence): boolean {
  const body = text.slice(sentence.start, sentence.end).replace(/[\s*_)\]"'”’]+$/u, '');
  return body.endsWith('?') || /^[\s>*_#-]*¿/u.test(body);
}

/**
 * A table with a strengths column ("Pros", "Sterk punt", "Punti di forza", in any read language:
 * cue-lexicon.ts) in an answer read in a read language: a cell there praises
 * the row's first brand, whatever words it holds, so that a row with a weaknesses cell too is a
 * balanced profile (MIXED), never only a criticism. A weaknesses heading is checked first ("Minder
 * sterk", "Less strong": a weakness).
 */
function praiseFromStrengthColumns(
  text: string,
  sentences: readonly Sentence[],
  languages: readonly TextLanguage[],
  brandStates: readonly OccurrenceState[],
): void {
  for (const cell of tableCells(text)) {
    if (!/[\p{L}\p{N}]/u.test(text.slice(cell.start, cell.end))) continue;
    const lang = languages[indexAt(sentences, cell.headingStart)] ?? 'other';
    if (lang === 'other') continue;
    const heading = fold(cell.heading);
    weaknessColumn.lastIndex = 0;
    strengthColumn.lastIndex = 0;
    if (weaknessColumn.test(heading) || !strengthColumn.test(heading)) continue;
    const row = brandStates.find((s) => s.occ.start >= cell.rowStart && s.occ.end <= cell.rowEnd);
    if (row) row.positive += 1;
  }
}

function contextOf(text: string, sentence: Sentence, occ: Occurrence): string | null {
  let from = sentence.start;
  let to = sentence.end;
  if (to - from > contextMaxLength) {
    from = Math.max(sentence.start, Math.min(occ.start - (contextMaxLength >> 1), sentence.end - contextMaxLength + 2));
    to = Math.min(sentence.end, from + contextMaxLength - 2);
  }
  const clean = text
    .slice(from, to)
    .replace(/^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)]|#{1,6})[ \t]+/, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,;:!?)])/g, '')
    .trim();
  if (!clean) return null;
  return `${from > sentence.start ? '…' : ''}${clean}${to < sentence.end ? '…' : ''}`;
}

/**
 * The language of each sentence: the answer's (its prose with the names blanked, since brand
 * names are no language), unless a long sentence is clearly in another read language.
 */
function languagesOf(text: string, sentences: readonly Sentence[], occurrences: readonly Occurrence[]): TextLanguage[] {
  let unnamed = text;
  for (const o of occurrences) unnamed = unnamed.slice(0, o.start) + ' '.repeat(o.end - o.start) + unnamed.slice(o.end);
  const answer = answerLanguage(unnamed);
  return sentences.map((s) => sentenceLanguage(unnamed.slice(s.start, s.end), answer));
}

export function extractMentions(rawText: string, subject: VisibilitySubject): ExtractedMention[] {
  const text = maskNonProse(rawText);
  const entities = entitiesOf(rawText, subject);
  const folded = foldWithOrigin(text);
  const occurrences = findOccurrences(text, folded, entities);
  if (!occurrences.length) return [];
  const sentences = segment(text);
  const languages = languagesOf(text, sentences, occurrences);
  for (const [i, sentence] of sentences.entries()) {
    const lang = languages[i];
    sentence.clauses = clausesOf(folded, sentence.start, sentence.end, lang === 'other' ? null : languageCues(lang).clauseBreak);
  }
  const states: OccurrenceState[] = occurrences.map((occ) => {
    const sentence = indexAt(sentences, occ.start);
    const clause = sentence < 0 ? -1 : indexAt(sentences[sentence].clauses, occ.start);
    return { occ, sentence, clause, excluded: false, unfit: false, recommended: false, positive: 0, negative: 0, role: 'UNKNOWN' };
  });
  const brandStates = states.filter((s) => entities[s.occ.entity].kind !== 'CATEGORY' && s.sentence >= 0);
  const byClause = new Map<string, OccurrenceState[]>();
  const bySentence = new Map<number, OccurrenceState[]>();
  for (const s of brandStates) {
    const key = `${s.sentence}:${s.clause}`;
    byClause.set(key, [...(byClause.get(key) ?? []), s]);
    bySentence.set(s.sentence, [...(bySentence.get(s.sentence) ?? []), s]);
  }
  const heads = sectionHeads(text, sentences, (sentence) => new Set((bySentence.get(sentence) ?? []).map((s) => s.occ.entity)));
  const comparing = new Set<number>();
  /** Clauses (`sentence:clause`) holding any cue, and the occurrences praised by a cue in each. */
  const cued = new Set<string>();
  const praisedIn = new Map<string, Set<OccurrenceState>>();
  for (const lang of new Set(languages)) {
    if (lang === 'other') continue;
    const hits = findCueHits(text, folded, languageCues(lang));
    for (const hit of hits) {
      const sentence = indexAt(sentences, hit.start);
      if (sentence < 0 || languages[sentence] !== lang) continue;
      const hitKey = `${sentence}:${indexAt(sentences[sentence].clauses, hit.start)}`;
      cued.add(hitKey);
      if (hit.kind === 'compare') {
        if (!brandStates.some((s) => hit.start < s.occ.end && s.occ.start < hit.end)) comparing.add(sentence);
        continue;
      }
      // A question asserts nothing ("Is Acme worth it?", "¿Es Acme la mejor opción?"), nor does a
      // conditional clause ("Avoid Acme if you need something fast": "fast" is the reader's need).
      if (hit.conditional || isQuestion(text, sentences[sentence])) continue;
      const inSentence = bySentence.get(sentence) ?? [];
      if (hit.verdict) {
        const target = inSentence.find((s) => s.occ.start >= hit.end);
        // A verdict whose clause blames its brand ("Fazit: Acme ist zu teuer") or compares
        // ("Resumen: Acme vs. Rival") recommends nothing.
        const blamed = (h: CueHit) =>
          h !== hit &&
          target !== undefined &&
          indexAt(sentences, h.start) === sentence &&
          (blames(h) || h.kind === 'compare') &&
          h.start >= hit.end &&
          indexAt(sentences[sentence].clauses, h.start) === target.clause;
        if (target && !hits.some(blamed)) apply(hit, target);
        continue;
      }
      const clause = indexAt(sentences[sentence].clauses, hit.start);
      const eligible = (s: OccurrenceState) => !hit.comparative || s.occ.start < hit.start;
      const inClause = byClause.get(`${sentence}:${clause}`)?.filter(eligible);
      const target = inClause?.length ? attribute(hit, inClause) : subjectOf(hit, clause, inSentence.filter(eligible));
      if (target)
        for (const s of [target, ...correlated(text, target, inSentence, languageCues(lang).correlatives)]) {
          apply(hit, s);
          if (praises(hit)) praisedIn.set(hitKey, (praisedIn.get(hitKey) ?? new Set()).add(s));
        }
      else if (!inSentence.length && !hit.comparative) {
        const head = heads.get(sentence);
        const carrier = head === undefined ? undefined : bySentence.get(head)?.[0];
        if (carrier) apply(hit, carrier);
      }
    }
  }
  reservationsAfterPraise(text, sentences, languages, byClause, cued, praisedIn);
  praiseFromStrengthColumns(text, sentences, languages, brandStates);
  const brandsInSentence = new Map<number, Set<number>>();
  for (const s of brandStates) brandsInSentence.set(s.sentence, (brandsInSentence.get(s.sentence) ?? new Set()).add(s.occ.entity));
  for (const s of brandStates) {
    const others = brandsInSentence.get(s.sentence)?.size ?? 0;
    if (s.excluded || (s.unfit && s.positive === 0)) s.role = 'EXCLUDED';
    else if (s.negative > 0 && s.positive === 0) s.role = 'CRITICIZED';
    else if (s.recommended) s.role = 'RECOMMENDED';
    else if (comparing.has(s.sentence) && others >= 2) s.role = 'COMPARED';
    else if (sentences[s.sentence].inList || others >= 3) s.role = 'LISTED';
  }

  const firstByEntity = new Map<number, OccurrenceState[]>();
  for (const s of states) firstByEntity.set(s.occ.entity, [...(firstByEntity.get(s.occ.entity) ?? []), s]);
  const ordered = [...firstByEntity.entries()].sort((a, b) => a[1][0].occ.start - b[1][0].occ.start);
  let rank = 0;
  return ordered.map(([index, own]) => {
    const entity = entities[index];
    const isCategory = entity.kind === 'CATEGORY';
    const role = isCategory ? 'UNKNOWN' : (rolePriority.find((r) => own.some((s) => s.role === r)) ?? 'UNKNOWN');
    const decisive = own.find((s) => s.role === role && s.sentence >= 0) ?? own.find((s) => s.sentence >= 0);
    const positive = own.reduce((n, s) => n + s.positive, 0);
    const negative = own.reduce((n, s) => n + s.negative, 0);
    return {
      name: entity.name,
      normalizedName: normalizeName(entity.name),
      kind: entity.kind,
      role,
      sentiment: isCategory ? null : sentimentOf(positive, negative),
      mentionConfidence: Math.max(...own.map((s) => s.occ.confidence)),
      context: decisive ? contextOf(text, sentences[decisive.sentence], decisive.occ) : null,
      position: isCategory ? null : ++rank,
      firstIndex: own[0].occ.start,
      occurrences: own.length,
      spans: own.map((s) => ({ start: s.occ.start, end: s.occ.end })),
    };
  });
}
