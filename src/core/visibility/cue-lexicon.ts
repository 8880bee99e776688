/**
 * The cue tables of the read languages (languages/*.ts) compiled for matching: per language, one
 * regex per cue kind over folded text (whole words only), its negators, contrast and stop words,
 * comparative and hedge patterns, and its verdict labels. A language's cues are only ever matched
 * in text read as that language (language-detect.ts). docs/methodology.md lists every word.
 */
import { type ReadLanguage, readLanguages } from './languages/index.ts';
import type { CueKind, LanguageCues } from './languages/types.ts';

export type { CueKind } from './languages/types.ts';

export interface CompiledLanguage {
  code: ReadLanguage;
  table: LanguageCues;
  regexes: Record<CueKind, RegExp>;
  negatorsBefore: Set<string>;
  negatorsAfter: Set<string>;
  notOnly: Set<string>;
  correlatives: Set<string>;
  /** Words that join names into one subject or object: the negative correlatives and the coordinating conjunctions. */
  nameJoiners: Set<string>;
  /** Articles, which may stand before a joined name ("a Rival ou a Zenith"). */
  articles: Set<string>;
  /** Single words a negation or a hedge does not carry across: contrast conjunctions and "and"/"or". */
  stopWords: Set<string>;
  afterStops: Set<string>;
  /** Directly after a praise or blame word: "than". */
  comparativeAfter: RegExp;
  /** Directly before one: "less". */
  lessBefore: RegExp;
  /** Directly before a praise word, an adverb of excess ("too", "zu", "trop"), or directly after it (Portuguese "demais"). */
  excessBefore: RegExp;
  excessAfter: RegExp | null;
  /**
   * German and Dutch inflect an attributive adjective and leave a predicative one bare: after "zu"
   * an inflected form is a preposition's noun phrase ("zu guten Preisen"), not an excess.
   */
  excessNeedsBareForm: boolean;
  /** Directly before one, where the language needs it for a comparative ("più", "mais"); null when it does not. */
  moreBefore: RegExp | null;
  /** Comparatives by themselves ("migliore", "melhor"): no `more` needed before them. */
  synthetic: Set<string>;
  hedge: RegExp;
  /** The cues that hold their own negator ("do not use", "não use", "niet geschikt"): no negator inside them negates them. */
  selfNegating: RegExp | null;
  /**
   * A verdict label or an item title holding a title cue, opening a line or a sentence, then a
   * colon or a spaced dash; group 1 is the label or title.
   */
  verdict: RegExp;
  /** Where a clause ends inside a sentence: ";", ":" (not between digits) or before a contrast conjunction. */
  clauseBreak: RegExp;
  /**
   * "more than", "less than" ("más que", "più di") and up to 4 words, at the end of a stretch: the
   * name right after is the reference of a comparison. Not global.
   */
  comparisonReference: RegExp;
  /** A verb of solving and up to 2 words, right before a blame noun ("solve different problems"). Not global. */
  solvedBefore: RegExp;
  /** A phrase of all or most providers ("bei allen Anbietern"). Not global. */
  allProviders: RegExp;
  /** Opens a clause with an adversative conjunction (folded text from the clause's start). */
  adversativeOpen: RegExp;
  /** Words that, among the 2 after a negator, make it deny a doubt, not negate ("without a doubt"). */
  doubtWords: Set<string>;
  /** A negated verb of opinion ("I don't think", "no creo que"): the cues after it in its clause are negated. */
  opinionNegation: RegExp | null;
  /** Around a praise or blame word, a comparative of equality ("as good as", "so gut wie"). */
  equalBefore: RegExp;
  equalAfter: RegExp;
  /** What opens a conditional clause ("if", "si vous", "als je"). */
  condition: RegExp | null;
  /** People who give advice of their own ("owners", "Besitzer"): before a verb of advice, its subject. */
  advisers: Set<string>;
  firstPerson: Set<string>;
  /** Right after a verb of advice, an action as its object ("spending", "de dépenser", "om … te"). */
  actionObject: RegExp | null;
  /** Object pronouns standing before a verb of advice (a clitic: "no lo elegiría"), folded. */
  objectPronounsBefore: Set<string>;
  /** Right after a verb of advice, or inside a split cue, an object pronoun ("recommend it", "würde ich ihn … nehmen"). */
  objectPronounAfter: RegExp | null;
  objectPronounsInside: Set<string>;
  /** "Neither of the two" ("geen van beide", "nessuno dei due"). */
  neitherOfTwo: RegExp;
  /** Right after a verb of advice, another, unnamed product as its object ("another service", "un servizio con più …"). */
  otherChoice: RegExp;
  /** Words that follow a verb without opening its object (`notObject`, the prepositions, the object pronouns after a verb). */
  notObject: Set<string>;
}

/**
 * What a cue's leading `^` stands for: the opening of a sentence, a line or a list item (after
 * ". ", ": ", a table cell's pipe, a line break, a bullet, a number or bold markers, or a period joining two text blocks
 * with no space: "on this.Evita"), where a verb is an imperative.
 */
const sentenceOpening = '(?<=(?:^|[.!?:;|]\\s+|\\n|(?<=\\p{L}\\p{L})[.!?])[\\s>*_#-]*(?:\\d{1,3}[.)]\\s*)?(?:\\*\\*|__)?)';

/**
 * A word between a cue's parts, as the tables write it (`(?:\p{L}+ )`): also a number ("für 12
 * Personen"), a word in markdown emphasis ("würde ich **Tasklane** nehmen") and a hyphenated
 * compound ("als Ganzjahres-Pendelrad kaufen"), as engines write them.
 */
const wordBetween = '(?:\\p{L}+ )';
const wordBetweenAsWritten = '(?:[*_]{0,2}[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*[*_]{0,2} )';

function alternation(list: readonly string[]): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((cue) => (cue.startsWith('^') ? sentenceOpening + cue.slice(1) : cue).replaceAll(wordBetween, wordBetweenAsWritten))
    .join('|');
}

/** A literal text as a regular expression's source. */
export const escapeRegExp = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const whole = (body: string, flags = 'gu') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags);

function compile(code: ReadLanguage): CompiledLanguage {
  const t: LanguageCues = readLanguages[code];
  const regexes = Object.fromEntries(
    (Object.entries(t.cues) as [CueKind, string[]][]).map(([kind, list]) => [kind, whole(alternation(list))]),
  ) as Record<CueKind, RegExp>;
  const single = (list: readonly string[]) => list.filter((w) => !w.includes(' '));
  return {
    code,
    table: t,
    regexes,
    negatorsBefore: new Set(t.negatorsBefore),
    negatorsAfter: new Set(t.negatorsAfter),
    notOnly: new Set(t.notOnly),
    correlatives: new Set(t.correlatives),
    nameJoiners: new Set([...t.correlatives, ...t.nameCoordinators]),
    articles: new Set(t.articles),
    stopWords: new Set([...single(t.contrast), ...t.coordinators]),
    afterStops: new Set(t.afterStops),
    comparativeAfter: new RegExp(`^\\s+(?:${words(t.than)})(?![\\p{L}\\p{N}])`, 'u'),
    lessBefore: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words(t.less)})\\s+$`, 'u'),
    excessBefore: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words(t.excess)})\\s+$`, 'u'),
    excessAfter: t.excessAfter.length ? new RegExp(`^\\s+(?:${words(t.excessAfter)})(?![\\p{L}\\p{N}])`, 'u') : null,
    excessNeedsBareForm: code === 'de' || code === 'nl',
    moreBefore: t.more.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words(t.more)})\\s+$`, 'u') : null,
    synthetic: new Set(t.synthetic),
    hedge: whole(words(t.hedges), 'u'),
    selfNegating: selfNegating(t),
    verdict: new RegExp(
      `(?:^|(?<=[.!?…]["')\\]]*[ \\t]*))[ \\t]*(?:(?:[-*+•]|\\d{1,3}[.)]|#{1,6})[ \\t]+)?(?:\\*\\*|__)?` +
        `(${words(t.verdictLabels)}|[^:\\n*_.!?|]{0,40}?(?<![\\p{L}\\p{N}])(?:${words(t.titleCues)})(?![\\p{L}\\p{N}])[^:\\n*_.!?|]{0,40}?)` +
        `[ \\t]*(?:(?:\\*\\*|__)[ \\t]*:|:(?:[ \\t]*(?:\\*\\*|__))?|(?:\\*\\*|__)?[ \\t]+[–—-][ \\t])`,
      'gmu',
    ),
    adversativeOpen: new RegExp(`^[\\s,]*(?:${words(t.adversative)})(?![\\p{L}\\p{N}])`, 'u'),
    comparisonReference: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${words([...t.inequality, ...t.less])})\\s+(?:${words(t.than)})(?:\\s+[\\p{L}\\p{N}]+){0,4}\\s*$`,
      'u',
    ),
    solvedBefore: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words(t.solvers)})(?:\\s+[\\p{L}\\p{N}]+){0,2}\\s+$`, 'u'),
    allProviders: whole(alternation(t.allProviders), 'u'),
    clauseBreak: new RegExp(`\\s*;\\s*|(?<!\\d)\\s*:(?!\\d)\\s*|,?\\s+(?=(?:${words(t.contrast)})(?![\\p{L}\\p{N}]))`, 'gu'),
    doubtWords: new Set(t.doubtWords),
    equalBefore: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words(t.equalBefore)})\\s+$`, 'u'),
    equalAfter: new RegExp(`^\\s+(?:${words(t.equalAfter)})(?![\\p{L}\\p{N}])`, 'u'),
    condition: t.conditions.length ? whole(alternation(t.conditions)) : null,
    opinionNegation: t.opinionNegations.length ? whole(alternation(t.opinionNegations)) : null,
    advisers: new Set(t.advisers),
    firstPerson: new Set(t.firstPerson),
    actionObject: t.actionObjects.length ? new RegExp(`^\\s*(?:${t.actionObjects.join('|')})`, 'u') : null,
    objectPronounsBefore: new Set(t.objectPronounsBefore),
    objectPronounAfter: t.objectPronounsAfter.length
      ? new RegExp(
          `^(?:${t.objectPronounsAfter.map((w) => (w.startsWith('-') ? escapeRegExp(w) : `\\s+${escapeRegExp(w)}`)).join('|')})(?![\\p{L}\\p{N}])`,
          'u',
        )
      : null,
    neitherOfTwo: whole(t.neitherOfTwo.join('|')),
    otherChoice: new RegExp(`^\\s+(?:${t.otherChoice.join('|')})(?![\\p{L}\\p{N}])`, 'u'),
    objectPronounsInside: new Set(t.objectPronounsAfter.filter((w) => !w.startsWith('-'))),
    notObject: new Set([...t.notObject, ...t.prepositions, ...t.objectPronounsAfter]),
  };
}

/** A regex matching, whole, any cue of advice against or blame (exclude, unfit, negative) that holds a negator of its language. */
function selfNegating(t: LanguageCues): RegExp | null {
  const negators = new Set([...t.negatorsBefore, ...t.negatorsAfter, ...negatorsEverywhere]);
  // Only advice against and blame ("not built for", "nicht für … gedacht") carry their negator as
  // their meaning; in a cue of advice ("I wouldn't pick", "não escolha") the negator inside negates it.
  const own = [...t.cues.exclude, ...t.cues.unfit, ...t.cues.negative].filter((cue) =>
    cue.split(/[^\p{L}']+/u).some((w) => negators.has(w) || (t === readLanguages.en && w.endsWith("n't"))),
  );
  return own.length ? new RegExp(`^(?:${alternation(own)})$`, 'u') : null;
}

const compiled = new Map<ReadLanguage, CompiledLanguage>();

const allLanguages = Object.values(readLanguages);
/**
 * A table heading of weaknesses, then of strengths, in any read language: a table's heading row is
 * too short for its language to be told ("| Tool | Preço | Pontos fortes |"), and these words mean
 * the same in every language that writes them.
 */
export const weaknessColumn = whole(words(allLanguages.flatMap((l) => l.weaknessColumns)), 'u');
export const strengthColumn = whole(words(allLanguages.flatMap((l) => l.strengthColumns)), 'u');

/** The compiled tables of one read language (built once). */
export function languageCues(code: ReadLanguage): CompiledLanguage {
  let c = compiled.get(code);
  if (!c) compiled.set(code, (c = compile(code)));
  return c;
}

/**
 * Negators of one read language that are no ordinary word in another, counted in every language
 * so that a sentence read as the wrong neighbour still has its negation (Portuguese "não" in a
 * sentence taken for Spanish): a missed negation is what flips a polarity.
 */
export const negatorsEverywhere = ['nao', 'non', 'nicht', 'niet', 'nunca', 'jamais', 'nooit', 'geen', 'nessun', 'nenhum', 'nenhuma'];
const everywhere = new Set(negatorsEverywhere);

/**
 * Whether a folded token negates in this language. English contractions ending in n't and French
 * elisions starting with n' count too, and so do `negatorsEverywhere`.
 */
export function isNegator(lang: CompiledLanguage, token: string): boolean {
  if (lang.negatorsBefore.has(token) || everywhere.has(token)) return true;
  if (lang.code === 'en') return token.endsWith("n't");
  if (lang.code === 'fr') return token.startsWith("n'");
  return false;
}
