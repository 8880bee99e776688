/**
 * Where one language's cues fire in an answer, with negation and hedges. A hit is negated when a
 * negator of its language stands among the 3 words before it or inside it ("raad X niet aan"), or
 * one of its "after" negators (French "pas", German "nicht", Dutch "niet") anywhere after it in its
 * clause (no punctuation, conjunction or relative/causal word between: "empfehle ich X für
 * Agenturen nicht"), unless the negator opens "not only" ("nicht nur") or is the French "ne" of
 * "ne … que" (only). An `unfit` cue carries its own negation and is never negated. A hit is hedged
 * when a hedge of its language ("might", "potrebbe", "talvez", "misschien") stands in the same
 * stretch of words (up to punctuation, a conjunction or a relative/causal word, that word included
 * for a restriction: "only if", "solo se", "alleen als"). A comparative hit
 * ("more expensive than", "teurer als", "più caro di", "mais caro do que", "duurder dan", and of
 * equality: "as good as", "tan bueno como") says so,
 * and a praise or blame word right after "less" is negated, with or without "than" ("less
 * expensive" and "moins cher" praise). A verdict label opening a line
 * ("Short answer:", "Risposta breve:") is a `recommend` hit that speaks of the first name after it.
 */
import { type CompiledLanguage, type CueKind, isNegator } from './cue-lexicon.ts';
import type { FoldedText } from './text-fold.ts';
import { clauseEnd, conditionStarts, originalRange } from './clause-spans.ts';

export interface CueHit {
  kind: CueKind;
  /** UTF-16 range in the original text. */
  start: number;
  end: number;
  negated: boolean;
  /** In a hedged stretch: a recommendation there is praise only, a negation there counts nothing. */
  hedged: boolean;
  /** Followed by "than"/"als"/"que": it speaks of the name before it, never of the one after. */
  comparative: boolean;
  /** A verdict label: it speaks of the first name after it in its sentence. */
  verdict: boolean;
  /** Inside a conditional clause ("if you need something fast"): it describes a need, not a brand. */
  conditional: boolean;
  /**
   * A verb of advice whose subject is someone else ("former Acme owners recommend …"): reported
   * advice, which speaks only of a name after it, never of the one in its subject.
   */
  reported: boolean;
  /** A verb of advice whose object is an action ("I wouldn't recommend spending that much"): it speaks only of a name in its clause. */
  action: boolean;
  /**
   * A verb of advice with an object pronoun ("no lo elegiría", "non lo userei", "je ne le
   * choisirais pas", "não o escolheria", "I wouldn't pick it", "ich würde ihn nicht nehmen", "ik
   * zou hem niet nemen"): the pronoun refers back, so it speaks of a name before it, never of one
   * after it.
   */
  anaphoric: boolean;
  /**
   * A verb of advice whose object is "neither of the two" in its clause ("zou ik geen van beide
   * nemen", "I'd take neither of them"): negated, it speaks of the two brands named last before it.
   */
  neither: boolean;
  /** A verb of advice whose object is another, unnamed product ("preferirei un servizio con più anni"). */
  otherChoice: boolean;
  /**
   * A verb of advice or advice against followed in its clause by its object, words that are no
   * preposition, adverb, pronoun, relative, condition or hedge ("evita cavi e ciotole", "no te
   * recomendaría otro robot"): advice against, or negated advice, then speaks of that object only.
   */
  objectAfter: boolean;
}

const tokenRe = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const stopGap = /[,;:.!?()\n|]/;

interface Token {
  start: number;
  end: number;
  word: string;
  /** Punctuation stands between the previous token and this one. */
  stopBefore: boolean;
}

export function tokens(f: string): Token[] {
  const out: Token[] = [];
  tokenRe.lastIndex = 0;
  let edge = 0;
  for (let m = tokenRe.exec(f); m; m = tokenRe.exec(f)) {
    out.push({ start: m.index, end: m.index + m[0].length, word: m[0], stopBefore: stopGap.test(f.slice(edge, m.index)) });
    edge = m.index + m[0].length;
  }
  return out;
}

/** First token ending after `at`. */
function tokenIndexAt(toks: Token[], at: number): number {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toks[mid].end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A negator that opens "not only" ("nicht nur"), or that denies a doubt within the next 2 words
 * ("without a doubt", "sin duda", "senza dubbio", "zonder twijfel"): no negation.
 */
const opensNotOnly = (lang: CompiledLanguage, toks: Token[], k: number) =>
  lang.notOnly.has(toks[k + 1]?.word ?? '') ||
  lang.doubtWords.has(toks[k + 1]?.word ?? '') ||
  (!toks[k + 2]?.stopBefore && lang.doubtWords.has(toks[k + 2]?.word ?? ''));

/** French "ne … que" restricts ("je ne recommande que X": only X) unless "pas", "jamais"... comes first. */
function restrictive(toks: Token[], last: number): boolean {
  for (let k = last + 1; k < toks.length && !toks[k].stopBefore; k++) {
    const w = toks[k].word;
    if (w === 'que' || w.startsWith("qu'")) return true;
    if (w === 'pas' || w === 'jamais' || w === 'plus' || w === 'guere' || w === 'rien') return false;
  }
  return false;
}

const frenchNe = (word: string) => word === 'ne' || word.startsWith("n'");

function negated(lang: CompiledLanguage, toks: Token[], first: number, last: number, inside: boolean): boolean {
  const negates = (k: number) =>
    isNegator(lang, toks[k].word) &&
    !opensNotOnly(lang, toks, k) &&
    !(lang.code === 'fr' && frenchNe(toks[k].word) && restrictive(toks, last));
  // Inside the cue, its first word included: "don't choose", "não escolha", "I wouldn't pick".
  if (inside) for (let k = first; k < last; k++) if (negates(k)) return true;
  // Three words back, and three more past each negative correlative ("weder X noch Y empfehlen").
  let reach = 3;
  for (let k = first - 1; k >= 0 && k >= first - reach; k--) {
    if (toks[k + 1].stopBefore || lang.stopWords.has(toks[k].word)) break;
    if (negates(k)) return true;
    if (lang.correlatives.has(toks[k].word)) reach = first - k + 3;
  }
  for (let k = last + 1; k < toks.length; k++) {
    if (toks[k].stopBefore || lang.stopWords.has(toks[k].word) || lang.afterStops.has(toks[k].word)) break;
    if (lang.negatorsAfter.has(toks[k].word) && !opensNotOnly(lang, toks, k)) return true;
  }
  return false;
}

/** Whether a hedge stands in the stretch of words around the hit (up to punctuation, a conjunction or a relative word). */
function hedged(lang: CompiledLanguage, f: string, toks: Token[], first: number, last: number): boolean {
  const ends = (k: number) => lang.stopWords.has(toks[k].word) || lang.afterStops.has(toks[k].word);
  let a = first;
  while (a > 0 && !toks[a].stopBefore && !ends(a - 1)) a--;
  let b = last;
  while (b + 1 < toks.length && !toks[b + 1].stopBefore && !ends(b + 1)) b++;
  // The word that ends the stretch belongs to it for a hedge that restricts ("worth it only if", "vale a pena só se").
  if (b + 1 < toks.length && !toks[b + 1].stopBefore && lang.afterStops.has(toks[b + 1].word)) b++;
  lang.hedge.lastIndex = 0;
  return toks.length > 0 && lang.hedge.test(f.slice(toks[a]?.start ?? 0, toks[b]?.end ?? f.length));
}

/**
 * Whether one of the language's advisers ("owners", "Besitzer", "utenti") stands among the 4 words
 * before the verb at token `first`, in its clause, with no first-person pronoun between them or in
 * the cue ("for eight people I'd pick"): the verb's subject is someone else.
 */
function reportedAdvice(lang: CompiledLanguage, toks: Token[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) if (lang.firstPerson.has(toks[k].word)) return false;
  for (let k = first - 1; k >= 0 && k >= first - 4; k--) {
    if (lang.firstPerson.has(toks[k].word)) return false;
    if (lang.advisers.has(toks[k].word)) return true;
    if (toks[k].stopBefore) break;
  }
  return false;
}

/**
 * Whether the verb of advice at tokens [first, last] (text [start, end)) has an object pronoun:
 * a clitic before it after a negator or a first-person subject ("no lo elegiría", "eu o
 * recomendo", "non l'userei": the elided form is part of the verb's token), or one right after
 * it or inside a split cue ("recommend it", "würde ich ihn nicht nehmen", "recomendá-lo").
 */
function pronounObject(lang: CompiledLanguage, f: string, toks: Token[], first: number, last: number, start: number, end: number): boolean {
  const subjectOrNegator = (k: number) =>
    k >= 0 && !toks[k + 1].stopBefore && (isNegator(lang, toks[k].word) || lang.firstPerson.has(toks[k].word));
  const elided = toks[first] && toks[first].start < start ? toks[first].word.slice(0, toks[first].word.indexOf("'") + 1) : '';
  if (elided && lang.objectPronounsBefore.has(elided) && subjectOrNegator(first - 1)) return true;
  // Before the verb, or inside a cue that spans it ("je ne le choisirais").
  for (let k = Math.max(0, first - 1); k < last; k++)
    if (!toks[k + 1].stopBefore && lang.objectPronounsBefore.has(toks[k].word) && subjectOrNegator(k - 1)) return true;
  for (let k = first + 1; k <= last; k++) if (lang.objectPronounsInside.has(toks[k].word)) return true;
  return lang.objectPronounAfter?.test(f.slice(end, end + 8)) ?? false;
}

/** Adverbs by their ending: English "-ly", French "-ment", Spanish, Italian and Portuguese "-mente". */
const adverbEnding = /(?:..ly|..ment|..mente)$/;

/**
 * Whether the verb ending at token `last` has its object after it in its clause: the next word
 * (past a negator) stands with no punctuation before it and opens no adverbial (a preposition, an adverb, a
 * pronoun, a relative or contrast word, a negator, a hedge or a condition: `notObject`).
 */
function objectAfter(lang: CompiledLanguage, f: string, toks: Token[], last: number): boolean {
  // A negator after the verb ("je ne recommanderais pas un autre…") stands before its object.
  let k = last + 1;
  while (toks[k] && !toks[k].stopBefore && (lang.negatorsAfter.has(toks[k].word) || isNegator(lang, toks[k].word))) k++;
  const next = toks[k];
  if (!next || next.stopBefore) return false;
  const w = next.word;
  const elided = w.includes("'") ? w.slice(0, w.indexOf("'") + 1) : '';
  if (lang.notObject.has(w) || (elided && lang.notObject.has(elided))) return false;
  if (lang.stopWords.has(w) || lang.afterStops.has(w) || isNegator(lang, w) || adverbEnding.test(w)) return false;
  const rest = f.slice(next.start, next.start + 40);
  for (const re of [lang.hedge, lang.condition]) {
    if (!re) continue;
    re.lastIndex = 0;
    if (re.exec(rest)?.index === 0) return false;
  }
  return true;
}

/** A verdict label followed within 3 words by a negator ("Short answer: not Acme"). */
function opensNegated(lang: CompiledLanguage, toks: Token[], last: number): boolean {
  for (let k = last + 1; k < toks.length && k <= last + 3; k++) if (isNegator(lang, toks[k].word)) return true;
  return false;
}

/** German and Dutch endings of an attributive (inflected) adjective. */
const inflected = /(?:e|en|em|er|es)$/;

/**
 * Whether an adverb of excess stands right before the praise word at [start, end) ("too simple",
 * "zu einfach", "troppo semplice") or right after it (Portuguese "simples demais"): a quality past
 * what is wanted, a fault. In German and Dutch only before a bare (predicative) form: "zu guten
 * Preisen" is the preposition "zu".
 */
function tooMuch(lang: CompiledLanguage, f: string, start: number, end: number): boolean {
  if (lang.excessAfter?.test(f.slice(end, end + 12))) return true;
  if (!lang.excessBefore.test(f.slice(Math.max(0, start - 14), start))) return false;
  return !lang.excessNeedsBareForm || !inflected.test(f.slice(start, end));
}

const praise = new Set<CueKind>(['advise', 'recommend', 'positive']);
const blame = new Set<CueKind>(['exclude', 'unfit', 'negative']);

/**
 * An idiom outweighs the words inside it: a praise or blame word within a longer cue of the other
 * polarity is dropped ("difficult" in "hard to beat"-like idioms: "difficile fare di meglio").
 */
function withoutInnerWords(hits: CueHit[]): CueHit[] {
  return hits.filter(
    (h) =>
      !hits.some(
        (g) =>
          g !== h &&
          !g.verdict &&
          g.start <= h.start &&
          h.end <= g.end &&
          g.end - g.start > h.end - h.start &&
          ((praise.has(g.kind) && blame.has(h.kind)) || (blame.has(g.kind) && praise.has(h.kind))),
      ),
  );
}

/**
 * The stretches a negated verb of opinion governs ("I don't think | Acme is the best choice",
 * "no creo que | Acme sea la mejor opción"): from the end of the phrase to the end of its clause.
 */
function opinionScopes(lang: CompiledLanguage, f: string): [number, number][] {
  const re = lang.opinionNegation;
  if (!re) return [];
  const out: [number, number][] = [];
  re.lastIndex = 0;
  for (let m = re.exec(f); m; m = re.exec(f)) out.push([m.index + m[0].length, clauseEnd(lang, f, m.index + m[0].length)]);
  return out;
}

/** Every hit of one language's cues in the whole text; the caller keeps those in text read as that language. */
export function findCueHits(text: string, folded: FoldedText, lang: CompiledLanguage): CueHit[] {
  const f = folded.text;
  const toks = tokens(f);
  const hits: CueHit[] = [];
  const scopes = opinionScopes(lang, f);
  const underOpinion = (at: number) => scopes.some(([a, b]) => at >= a && at < b);
  const conditions = conditionStarts(lang, f);
  /** A condition word opens the clause the hit stands in: no punctuation or contrast conjunction between them. */
  const inCondition = (at: number) => conditions.some((c) => c <= at && clauseEnd(lang, f, c, true) >= at);
  const neithers: [number, number][] = [];
  lang.neitherOfTwo.lastIndex = 0;
  for (let m = lang.neitherOfTwo.exec(f); m; m = lang.neitherOfTwo.exec(f)) neithers.push([m.index, m.index + m[0].length]);
  /** "Neither of the two" in the clause of [start, end): no clause break between them. */
  const neitherIn = (start: number, end: number) =>
    neithers.some(([a, b]) =>
      a >= end ? clauseEnd(lang, f, end) >= a : b <= start ? clauseEnd(lang, f, b) >= start : a < end && b > start,
    );
  const push = (kind: CueKind, start: number, end: number, verdict: boolean) => {
    // A blame noun that a brand solves ("solves different problems", "resuelven problemas distintos") is taken away, no blame.
    if (kind === 'negative' && lang.solvedBefore.test(f.slice(Math.max(0, start - 40), start))) return;
    const first = tokenIndexAt(toks, start);
    const last = Math.max(first, tokenIndexAt(toks, end - 1));
    const polar = kind === 'positive' || kind === 'negative';
    const more =
      !lang.moreBefore || lang.synthetic.has(f.slice(start, end)) || lang.moreBefore.test(f.slice(Math.max(0, start - 12), start));
    const equality =
      polar && lang.equalBefore.test(f.slice(Math.max(0, start - 12), start)) && lang.equalAfter.test(f.slice(end, end + 12));
    const comparative = equality || (polar && more && lang.comparativeAfter.test(f.slice(end, end + 16)));
    // "less" right before a praise or blame word turns it over, with or without "than" ("less expensive", "moins cher", "minder duur").
    const less = polar && lang.lessBefore.test(f.slice(Math.max(0, start - 12), start));
    // An adverb of excess makes praise a fault ("too simple", "zu einfach", "trop simple", "simples demais").
    const excess = kind === 'positive' && tooMuch(lang, f, start, end);
    // A cue holding its own negator ("not built for", "n'est pas conçue pour": French "ne … pas") is never negated again.
    const inside = !lang.selfNegating?.test(f.slice(start, end));
    const neither = kind === 'advise' && !verdict && neitherIn(start, end);
    const isNegated =
      neither ||
      (kind !== 'unfit' &&
        inside &&
        excess !==
          (less || underOpinion(start) || negated(lang, toks, first, last, inside) || (verdict && opensNegated(lang, toks, last))));
    // A verdict is hedged by a hedge in the rest of its clause ("Short answer: it depends").
    const verdictHedged = () => {
      const from = end + (f.slice(end).match(/^[^\p{L}\p{N}]*/u)?.[0].length ?? 0);
      lang.hedge.lastIndex = 0;
      return lang.hedge.test(f.slice(from, clauseEnd(lang, f, from)));
    };
    hits.push({
      kind,
      ...originalRange(text, folded, start, end),
      negated: isNegated,
      hedged: verdict ? verdictHedged() : hedged(lang, f, toks, first, last),
      comparative,
      verdict,
      conditional: !verdict && inCondition(start),
      reported: kind === 'advise' && reportedAdvice(lang, toks, first, last),
      action: kind === 'advise' && lang.actionObject !== null && lang.actionObject.test(f.slice(end, end + 60)),
      anaphoric: (kind === 'advise' || kind === 'recommend') && pronounObject(lang, f, toks, first, last, start, end),
      neither,
      // After the verb, or inside a cue that splits around its object (German and Dutch put the verb last).
      otherChoice:
        kind === 'advise' && !verdict && toks.slice(first, last + 1).some((t) => lang.otherChoice.test(f.slice(t.end, t.end + 80))),
      // German and Dutch close a verb split around its object with its last part ("raad het af",
      // "würde ich X nicht nehmen"): nothing after such a cue is its object.
      objectAfter:
        (kind === 'advise' || kind === 'exclude') &&
        !verdict &&
        !((lang.code === 'de' || lang.code === 'nl') && last > first) &&
        objectAfter(lang, f, toks, last),
    });
  };
  for (const [kind, re] of Object.entries(lang.regexes) as [CueKind, RegExp][]) {
    re.lastIndex = 0;
    for (let m = re.exec(f); m; m = re.exec(f)) push(kind, m.index, m.index + m[0].length, false);
  }
  lang.verdict.lastIndex = 0;
  for (let m = lang.verdict.exec(f); m; m = lang.verdict.exec(f)) {
    const at = m.index + m[0].indexOf(m[1]);
    lang.regexes.negative.lastIndex = 0;
    if (!lang.regexes.negative.test(m[1])) push('recommend', at, at + m[1].length, true);
    // A "title" holding an object pronoun is a clause that speaks of a brand named before ("For personal use I wouldn't pick it:").
    if (hits.at(-1)?.verdict && hits.at(-1)?.anaphoric) hits.pop();
  }
  return withoutInnerWords(hits).sort((a, b) => a.start - b.start || a.end - b.end);
}
