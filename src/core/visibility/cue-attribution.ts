/**
 * Which occurrence of a name a cue of an answer speaks of, and what it does to it (mentions.ts
 * reads the answer and gathers each name's role and sentiment from these states). The rules are
 * documented in docs/methodology.md ("AI engine visibility").
 */
import type { MentionRole } from '../../generated/prisma/enums.ts';
import type { CueHit } from './cue-hits.ts';
import { type CompiledLanguage, languageCues, strengthColumn, weaknessColumn } from './cue-lexicon.ts';
import type { TextLanguage } from './languages/index.ts';
import type { Occurrence } from './name-matcher.ts';
import { indexAt, type Sentence } from './segments.ts';
import { tableCells } from './table-columns.ts';
import { fold } from './text-fold.ts';

/** What the answer says of one occurrence of a name, as its cues are applied. */
export interface OccurrenceState {
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

/** Distance between a cue and an occurrence; 0 when they touch. */
function gap(hit: CueHit, o: Occurrence): number {
  return hit.start >= o.end ? hit.start - o.end : o.start >= hit.end ? o.start - hit.end : 0;
}

/**
 * A cue speaks of the nearest name in its clause (on a tie, the one before it: "Acme is great");
 * in a clause without a name, of the nearest name in its sentence ("Acme is reliable but expensive").
 * A comparative speaks of the name before it ("Acme is more expensive than Rival": Acme), or of
 * none when there is none; so does a verb of advice with an object pronoun ("no lo elegiría").
 */
export function attribute(hit: CueHit, states: OccurrenceState[]): OccurrenceState | null {
  let best: OccurrenceState | null = null;
  for (const s of states) {
    if (hit.start >= s.occ.start && hit.end <= s.occ.end) return null; // the cue is part of a name ("Best Buy")
    if ((hit.comparative || hit.anaphoric) && s.occ.start >= hit.start) continue;
    if (!best || gap(hit, s.occ) < gap(hit, best.occ)) best = s;
  }
  return best;
}

/**
 * In a clause without a name, a cue speaks of the subject of the nearest clause before it that
 * has one, its first name ("Acme is more complete than Rival, but also pricier": Acme); with no
 * such clause before it, of the nearest name in the sentence.
 */
export function subjectOf(hit: CueHit, clause: number, states: OccurrenceState[]): OccurrenceState | null {
  const before = states.filter((s) => s.clause < clause);
  if (!before.length) return attribute(hit, states);
  const last = Math.max(...before.map((s) => s.clause));
  return before.find((s) => s.clause === last) ?? null;
}

/**
 * Whether the occurrence `s` is the reference of a comparison that stands between a cue and it
 * ("Sale caro: … más que un kit como Rival", "costs more than a kit like Rival", "più di Rival"):
 * the subject is measured against it, so a cue before the comparison does not speak of it.
 */
export function comparisonReference(text: string, hit: CueHit, s: OccurrenceState, lang: CompiledLanguage): boolean {
  return s.occ.start >= hit.end && lang.comparisonReference.test(fold(text.slice(hit.end, s.occ.start)));
}

/**
 * The names joined to `target` into one subject or object: nothing but a coordinating conjunction
 * or a negative correlative between them ("Acme or Rival", "Acme und Rival", "noch Rival noch
 * Zenith", "né X né Y"), an article before a name aside ("a Rival ou a Zenith"), so a cue speaking of one speaks of each ("Acme or Rival only do it in a
 * limited way"). An enumeration with commas ("HubSpot, Pipedrive and Acme") is a list: its names
 * are listed, and a cue keeps to the nearest.
 */
export function correlated(
  text: string,
  target: OccurrenceState,
  inSentence: OccurrenceState[],
  joiners: Set<string>,
  articles: Set<string>,
): OccurrenceState[] {
  if (!joiners.size) return [];
  const joined = new Set([target]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of inSentence) {
      if (joined.has(s)) continue;
      const near = [...joined].some((j) => {
        const [a, b] = s.occ.start < j.occ.start ? [s, j] : [j, s];
        const between = fold(text.slice(a.occ.end, b.occ.start)).trim().split(/\s+/);
        return between.some((w) => joiners.has(w)) && between.every((w) => joiners.has(w) || articles.has(w));
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

/**
 * The parentheses of a sentence that enumerate brands: two or more different names inside one
 * pair ("the app you prefer (Busuu, Babbel or Acme)", "(e.g. Acme, Rival)"). Such a parenthesis
 * gives examples, an aside: a cue outside it does not speak of the names inside. A single name in
 * parentheses ("the cheapest (Acme)") names what the sentence speaks of and is read as usual.
 */
export function enumeratingAsides(text: string, sentence: Sentence, named: readonly OccurrenceState[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const body = text.slice(sentence.start, sentence.end);
  for (const m of body.matchAll(/\([^()]*\)/g)) {
    const start = sentence.start + m.index;
    const end = start + m[0].length;
    const inside = new Set(named.filter((s) => s.occ.start >= start && s.occ.end <= end).map((s) => s.occ.entity));
    if (inside.size >= 2) out.push({ start, end });
  }
  return out;
}

/**
 * What a cue does to the occurrence it speaks of. A hedged stretch ("might", "potrebbe", "talvez")
 * neither recommends nor excludes: a recommendation there is praise only, and a negated cue or an
 * unfit cue there counts nothing ("might not be ideal for everyone").
 */
export function apply(hit: CueHit, s: OccurrenceState): void {
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
export function praises(hit: CueHit): boolean {
  if (hit.negated) return hit.kind === 'negative';
  return hit.kind === 'positive' || hit.kind === 'recommend' || hit.kind === 'advise';
}

/**
 * A clause opened by an adversative conjunction ("but", "aber", "mais", "pero", "ma", "mas",
 * "maar": each language's `adversative`) runs counter to what precedes it, and it is the argument
 * the speaker stands by. When it names no brand, or only a brand judged before it, and holds no
 * cue of its own, it turns that judgement of the brand earlier in its sentence:
 * - after praise it is a reservation ("Acme makes excellent bikes, but for a flat commute you pay
 *   for suspension you won't use"; "Acme is great for habits, but the Acme Test is not accepted"):
 *   the sentiment is mixed, never only positive;
 * - after blame in the clause it joins it is a concession ("Acme is pricier, but you can try it in
 *   any shop and it lasts longer"; "mais caro, mas muito durável", "duurder, maar …"): the blame is
 *   granted and outweighed, so the sentiment is mixed and the sentence no criticism. Advice against
 *   ("avoid", "I would not recommend") is not blame a concession turns (`concedable`), nor is a
 *   blame that compares with another brand named in its clause.
 * A clause that praises or blames by itself already speaks for itself; one that names another
 * brand speaks of that brand.
 */
export function adversativeTurns(
  text: string,
  sentences: readonly Sentence[],
  languages: readonly TextLanguage[],
  byClause: Map<string, OccurrenceState[]>,
  cued: Set<string>,
  judgedIn: { praised: Map<string, Set<OccurrenceState>>; blamed: Map<string, Set<OccurrenceState>> },
): void {
  for (const [i, sentence] of sentences.entries()) {
    const lang = languages[i];
    if (lang === 'other' || sentence.clauses.length < 2) continue;
    const opens = languageCues(lang).adversativeOpen;
    for (let k = 1; k < sentence.clauses.length; k++) {
      const key = `${i}:${k}`;
      if (cued.has(key)) continue;
      const clause = sentence.clauses[k];
      if (!opens.test(fold(text.slice(clause.start, Math.min(clause.end, clause.start + 40))))) continue;
      const praised = new Set<OccurrenceState>();
      for (let j = 0; j < k; j++) for (const s of judgedIn.praised.get(`${i}:${j}`) ?? []) praised.add(s);
      // "But" concedes the conjunct it joins: the blame of the clause right before it, and not a
      // blame that compares with another brand named there ("pricier than Rival, but …" states the
      // rival's advantage, which the concession does not take back).
      const previous = byClause.get(`${i}:${k - 1}`) ?? [];
      const blamed = new Set(
        [...(judgedIn.blamed.get(`${i}:${k - 1}`) ?? [])].filter((s) => previous.every((o) => o.occ.entity === s.occ.entity)),
      );
      // A clause naming another brand speaks of it; one naming only the judged brand again (its
      // product: "Acme is great, but the Acme Test is not accepted") still turns the judgement.
      const entities = new Set([...praised, ...blamed].map((s) => s.occ.entity));
      if ((byClause.get(key) ?? []).some((s) => !entities.has(s.occ.entity))) continue;
      for (const s of praised) if (s.negative === 0) s.negative += 1;
      for (const s of blamed) if (s.positive === 0 && !s.excluded) s.positive += 1;
    }
  }
}

/** Whether a hit's blame is one a concession after "but" can outweigh: blame or negated praise, not advice against (adversativeTurns). */
export function concedable(hit: CueHit): boolean {
  return blames(hit) && hit.kind !== 'exclude' && hit.kind !== 'advise';
}

/** Whether a hit blames what it speaks of: blame, negated praise or advice, advice against, unfit. */
export function blames(hit: CueHit): boolean {
  if (hit.hedged) return false;
  if (hit.kind === 'negative' || hit.kind === 'exclude') return !hit.negated;
  if (hit.kind === 'unfit') return true;
  return hit.kind !== 'compare' && hit.negated;
}

/** A sentence that asks: it ends with "?" or opens with "¿". */
export function isQuestion(text: string, sentence: Sentence): boolean {
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
export function praiseFromStrengthColumns(
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
