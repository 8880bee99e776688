/**
 * Mentions of one answer: one per name (the client, each competitor, other listed brands, the
 * category terms) with the strongest role any of its occurrences plays, the sentiment of what
 * is said about it, the sentence that shows it, and a confidence. Only the answer's prose is
 * read (prose.ts blanks links, URLs and citation markers; offsets stay those of the raw text).
 * The rules are documented in docs/methodology.md ("AI engine visibility").
 */
import type { MentionKind, MentionRole, Sentiment } from '../../generated/prisma/enums.ts';
import { conditionalClauses } from './clause-spans.ts';
import { type CueHit, findCueHits } from './cue-hits.ts';
import {
  apply,
  attribute,
  blames,
  comparisonReference,
  correlated,
  enumeratingAsides,
  isQuestion,
  type OccurrenceState,
  praiseFromStrengthColumns,
  praises,
  adversativeTurns,
  concedable,
  subjectOf,
} from './cue-attribution.ts';
import { languageCues } from './cue-lexicon.ts';
import { answerLanguage, sentenceLanguage } from './language-detect.ts';
import type { ReadLanguage, TextLanguage } from './languages/index.ts';
import { findOccurrences, type NamedEntity, type Occurrence, variantsOf } from './name-matcher.ts';
import { maskNonProse } from './prose.ts';
import { clausesOf, indexAt, type Sentence, segment } from './segments.ts';
import { sectionHeads } from './sections.ts';
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
 * A word written as only a name is, in any language: a capital after a lower-case letter
 * ("LastPass", "iCloud", "YubiKey") or a digit joined to a capitalised word ("1Password"). All
 * capitals ("DSGVO", "SSO") and a digit before capitals ("2FA") are abbreviations, not names.
 */
const nameShaped = /(?<![\p{L}\p{N}])(?:\p{L}*\p{Ll}\p{Lu}|\p{N}+\p{Lu}\p{Ll})[\p{L}\p{N}]*/u;

/**
 * Whether a sentence names a brand that is not tracked (a word shaped as a name: `nameShaped`,
 * outside links and headings, which prose.ts has blanked): a cue there speaks of that brand, not
 * of its section's ("## Acme … Von LastPass würde ich abraten").
 */
function namesUntracked(text: string, sentence: Sentence): boolean {
  return nameShaped.test(text.slice(sentence.start, sentence.end));
}

/** A sentence speaking of all or most providers ("bei fast allen Anbietern"), not of its section's brand. */
function speaksOfAll(text: string, sentence: Sentence, lang: ReadLanguage): boolean {
  return languageCues(lang).allProviders.test(fold(text.slice(sentence.start, sentence.end)));
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
  const blamedIn = new Map<string, Set<OccurrenceState>>();
  /** Notes `s` as praised, or blamed in a way a concession may outweigh, by `hit` in its clause (adversativeTurns). */
  const noteJudgement = (hit: CueHit, key: string, s: OccurrenceState) => {
    if (praises(hit)) praisedIn.set(key, (praisedIn.get(key) ?? new Set()).add(s));
    else if (concedable(hit)) blamedIn.set(key, (blamedIn.get(key) ?? new Set()).add(s));
  };
  /**
   * The brand of the section `sentence` stands in (its head's first brand); none where the sentence
   * names an untracked brand or speaks of all providers (`ownSpeaker`: checked only for a sentence
   * naming no tracked brand).
   */
  const sectionBrand = (sentence: number, lang: ReadLanguage, ownSpeaker: boolean) => {
    const head = heads.get(sentence);
    if (head === undefined) return undefined;
    if (ownSpeaker && (namesUntracked(text, sentences[sentence]) || speaksOfAll(text, sentences[sentence], lang))) return undefined;
    return bySentence.get(head)?.[0];
  };
  for (const lang of new Set(languages)) {
    if (lang === 'other') continue;
    const hits = findCueHits(text, folded, languageCues(lang));
    const conditions = conditionalClauses(text, folded, languageCues(lang));
    /** A name in a conditional clause is the reader's need ("if you want the Acme look"), not what a cue outside it speaks of. */
    const inCondition = (s: OccurrenceState) => conditions.some((c) => c.start <= s.occ.start && s.occ.end <= c.end);
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
      const named = bySentence.get(sentence) ?? [];
      const inSentence = named.filter((s) => !inCondition(s));
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
        else if (!target && !named.length) {
          // A verdict naming no brand ("**Verdict:** a good buy for two") speaks of its section's
          // brand; under a head that asks ("## Is Acme worth it?") it answers yes or no, and only
          // its words say which: it recommends only where its sentence praises.
          const head = heads.get(sentence);
          const carrier = sectionBrand(sentence, lang, true);
          const own = hits.filter((h) => h !== hit && indexAt(sentences, h.start) === sentence);
          const answers = head === undefined || !isQuestion(text, sentences[head]) || own.some((h) => praises(h) && !h.hedged);
          if (carrier && answers && !own.some(blames)) apply(hit, carrier);
        }
        continue;
      }
      const clause = indexAt(sentences[sentence].clauses, hit.start);
      // A comparative speaks of a name before it; reported advice ("Acme owners recommend …") of a
      // name after it, never of its subject.
      // Names in a parenthesis that enumerates examples are an aside to a cue outside it.
      const asides = enumeratingAsides(text, sentences[sentence], named).filter((r) => hit.start < r.start || hit.end > r.end);
      const aside = (s: OccurrenceState) => asides.some((r) => r.start <= s.occ.start && s.occ.end <= r.end);
      // Advice against with its own object after it ("Acme: evita cavi e ciotole", where the Italian,
      // Spanish and Portuguese third person reads as the imperative) speaks of that object, never of
      // a name before it; negated advice with its own object ("no te recomendaría otro robot: …los
      // de Rival") speaks only of a name in its clause.
      const ownObject = hit.objectAfter && (hit.kind === 'exclude' || (hit.kind === 'advise' && hit.negated));
      const eligible = (s: OccurrenceState) =>
        (!(hit.comparative || hit.anaphoric) || s.occ.start < hit.start) &&
        (!ownObject || hit.kind !== 'exclude' || s.occ.start >= hit.end) &&
        (!hit.reported || s.occ.start >= hit.end) &&
        !inCondition(s) &&
        !aside(s) &&
        !comparisonReference(text, hit, s, languageCues(lang));
      const inClause = byClause.get(`${sentence}:${clause}`)?.filter(eligible);
      // Advice of an action ("I wouldn't recommend spending that much") speaks only of a name in its clause.
      if (hit.neither && !inClause?.length) {
        // "I'd take neither of the two": the advice against speaks of the two brands named last before it.
        const last: OccurrenceState[] = [];
        for (const s of [...brandStates].reverse())
          if (s.occ.end <= hit.start && last.length < 2 && !last.some((l) => l.occ.entity === s.occ.entity)) last.push(s);
        if (last.length === 2) for (const s of last) apply(hit, s);
        continue;
      }
      if (hit.otherChoice && !inClause?.length && !hit.negated) {
        // Advice for another, unnamed product ("per chi arriva da una violazione preferirei un
        // servizio con più anni di audit") advises against the brand the sentence spoke of.
        const target = subjectOf(hit, clause, inSentence.filter(eligible));
        if (target && target.clause < clause) apply({ ...hit, kind: 'exclude' }, target);
        continue;
      }
      const target = inClause?.length
        ? attribute(hit, inClause)
        : hit.action || hit.reported || ownObject
          ? null
          : subjectOf(hit, clause, inSentence.filter(eligible));
      if (target)
        for (const s of [target, ...correlated(text, target, inSentence, languageCues(lang).nameJoiners, languageCues(lang).articles)]) {
          apply(hit, s);
          noteJudgement(hit, hitKey, s);
        }
      else if (!hit.reported && !ownObject && (inSentence.length ? hit.comparative || hit.anaphoric : !hit.comparative)) {
        // A sentence naming no brand speaks of its section's; so does a comparative or a pronoun
        // whose only names come after it, its subject left out in the section ("Pricier than Rival."
        // under "**Acme**"): the names after it are compared with that subject, never it.
        const carrier = sectionBrand(sentence, lang, !inSentence.length);
        if (carrier && !inSentence.some((s) => s.occ.entity === carrier.occ.entity)) {
          apply(hit, carrier);
          // Praise of the section's brand is praise a "but" after it may qualify ("Solide, aber weniger abwechslungsreich.").
          noteJudgement(hit, hitKey, carrier);
        }
      }
    }
  }
  adversativeTurns(text, sentences, languages, byClause, cued, { praised: praisedIn, blamed: blamedIn });
  praiseFromStrengthColumns(text, sentences, languages, brandStates);
  const brandsInSentence = new Map<number, Set<number>>();
  for (const s of brandStates) brandsInSentence.set(s.sentence, (brandsInSentence.get(s.sentence) ?? new Set()).add(s.occ.entity));
  /**
   * Two brands or more joined by a coordinating conjunction ("Bitwarden oder Vaultora", "o Rival e
   * o Zenith") are an enumeration, listed like three names in a sentence.
   */
  const enumerated = (s: OccurrenceState) => {
    const lang = languages[s.sentence];
    if (lang === 'other') return false;
    const { nameJoiners, articles } = languageCues(lang);
    const inSentence = bySentence.get(s.sentence) ?? [];
    return correlated(text, s, inSentence, nameJoiners, articles).some((o) => o.occ.entity !== s.occ.entity);
  };
  /**
   * What a sentence says of one brand, over all its occurrences there: a brand named twice in one
   * noun phrase ("Acme Deebot X2", its name and an alias) is praised through one and blamed
   * through the other, and the sentence judges the brand, not each word of its name.
   */
  const judged = new Map<string, { positive: number; negative: number }>();
  for (const s of brandStates) {
    const key = `${s.sentence}:${s.occ.entity}`;
    const j = judged.get(key) ?? { positive: 0, negative: 0 };
    j.positive += s.positive;
    j.negative += s.negative;
    judged.set(key, j);
  }
  for (const s of brandStates) {
    const others = brandsInSentence.get(s.sentence)?.size ?? 0;
    const { positive, negative } = judged.get(`${s.sentence}:${s.occ.entity}`) ?? s;
    if (s.excluded || (s.unfit && positive === 0)) s.role = 'EXCLUDED';
    else if (negative > 0 && positive === 0) s.role = 'CRITICIZED';
    else if (s.recommended) s.role = 'RECOMMENDED';
    else if (comparing.has(s.sentence) && others >= 2) s.role = 'COMPARED';
    else if (sentences[s.sentence].inList || others >= 3 || enumerated(s)) s.role = 'LISTED';
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
