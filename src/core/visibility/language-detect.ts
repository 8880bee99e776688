/**
 * The language an answer and each of its sentences are read in (docs/methodology.md, "Languages
 * read"). The answer's language is the one franc (trigram profiles) ranks first among the read
 * languages and a few others it must be told apart from (Galician, Catalan, the Scandinavian
 * languages...); a close call between a read language and an unread neighbour is settled by
 * spelling the neighbour does not use, and otherwise goes to `other`, where no cue is read. A
 * sentence keeps the answer's language unless it is long enough (`sentenceMinLetters`) and franc
 * ranks another read language clearly first and the sentence has none of the answer language's
 * own spelling ("não", "ã"): a short line ("Short answer: Acme.") or a sentence between two close
 * languages never switches.
 */
import { francAll } from 'franc';
import { type ReadLanguage, readLanguageCodes, readLanguages, type TextLanguage } from './languages/index.ts';

/** Languages recognised so as to be told apart from the read ones (ISO 639-3), read as `other`. */
export const otherLanguages = [
  'glg',
  'cat',
  'ron',
  'dan',
  'swe',
  'nob',
  'pol',
  'ces',
  'slk',
  'hun',
  'fin',
  'tur',
  'ind',
  'vie',
  'rus',
  'ukr',
  'ell',
  'heb',
  'arb',
  'hin',
  'cmn',
  'jpn',
  'kor',
  'tha',
];

/** Letters a sentence needs before its own language is looked at. */
export const sentenceMinLetters = 60;
/** How close (franc's normalized score, 1 = first) a read language must be to win over an unread neighbour. */
const closeCall = 0.97;
/** How far below the first a sentence's answer language must score for the sentence to switch. */
const switchBelow = 0.85;

const byIso = new Map(readLanguageCodes.map((code) => [readLanguages[code].iso6393, code]));
const only = [...byIso.keys(), ...otherLanguages];

/** Spelling of a read language that its unread neighbours do not use (and theirs, which vetoes it). */
const w = (...list: string[]) => new RegExp(`(?<![\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'iu');
const spelling: Partial<Record<ReadLanguage, { own: RegExp; neighbour: RegExp }>> = {
  en: { own: w('the', 'and', 'is', 'are', 'for', 'with', 'than', 'of', 'to', 'it', 'not', 'you'), neighbour: w('og', 'ikke', 'och') },
  de: {
    // Not "als": Dutch writes it too.
    own: w('und', 'nicht', 'ist', 'für', 'sie', 'der', 'die', 'das', 'ein', 'eine', 'mit', 'ich', 'würde', 'wenn'),
    neighbour: w('og', 'ikke', 'och', 'inte'),
  },
  fr: { own: w('les', 'des', 'est', 'une', 'pour', 'avec', "n'est", 'pas', 'mais', 'très'), neighbour: w('els', 'amb', 'però') },
  es: {
    own: /[ñ¿¡]|(?<![\p{L}])(?:los|las|del|pero|muy|es|más|con)(?![\p{L}])/iu,
    neighbour: /(?<![\p{L}])(?:unha|moi|xa|els|amb|però|molt|l')(?![\p{L}])/iu,
  },
  it: {
    own: w('il', 'gli', 'della', 'anche', 'sono', 'perché', 'più', 'è', 'non', 'che'),
    neighbour: w('unha', 'moi', 'xa', 'els', 'amb'),
  },
  pt: {
    own: /[ãõ]|(?<![\p{L}])(?:não|você|são|também|é|uma|muito|pela|pelo|ao|aos|um|eu|seu|sua|isso|equipe|equipa)(?![\p{L}])/iu,
    neighbour: w('unha', 'moi', 'xa', 'non'),
  },
  nl: {
    own: w(
      'het',
      'een',
      'niet',
      'voor',
      'zijn',
      'van',
      'dan',
      'maar',
      'ook',
      'ik',
      'zou',
      'jij',
      'jullie',
      'wordt',
      'kunt',
      'geen',
      'veel',
      'iets',
      'bij',
      'naar',
      'deze',
      'dit',
    ),
    neighbour: w('og', 'ikke', 'för', 'och'),
  },
};

function ranked(text: string): [string, number][] {
  return francAll(text, { only, minLength: 10 });
}

/** The read language of a text of enough length, or `other`; null when franc cannot tell (too short, no letters). */
function detect(text: string): TextLanguage | null {
  const ranks = ranked(text);
  const [top, score] = ranks[0] ?? ['und', 0];
  if (top === 'und' || score === 0) return null;
  const read = byIso.get(top);
  if (read) return read;
  for (const [iso, s] of ranks.slice(1, 4)) {
    const code = byIso.get(iso);
    if (!code || s < closeCall) continue;
    const marks = spelling[code];
    if (marks && marks.own.test(text) && !marks.neighbour.test(text)) return code;
  }
  return 'other';
}

const letters = /\p{L}/gu;
const readOnly = [...byIso.keys()];

/**
 * A short answer (fewer than `answerMinLetters` letters) is too short for trigrams to tell a read
 * language from an unread one: it is read in the read language whose own spelling it holds most
 * ("is", "und", "não"...), else, unless franc ranks an unread language clearly first and it holds
 * no read language's spelling (then `other`), in the read language franc ranks first among the read ones.
 */
function shortAnswerLanguage(prose: string): TextLanguage {
  const votes = readLanguageCodes.map((code) => ({ code, n: countOf(spelling[code]?.own, prose) }));
  const best = Math.max(...votes.map((v) => v.n));
  const leaders = votes.filter((v) => v.n === best);
  if (best > 0 && leaders.length === 1) return leaders[0].code;
  const all = ranked(prose);
  const unread = all[0] && !byIso.has(all[0][0]) && all[0][0] !== 'und';
  const bestRead = all.find(([iso]) => byIso.has(iso))?.[1] ?? 0;
  if (best === 0 && unread && bestRead < switchBelow) return 'other';
  const top = francAll(prose, { only: readOnly, minLength: 1 })[0]?.[0];
  return byIso.get(top ?? '') ?? 'en';
}

function countOf(re: RegExp | undefined, text: string): number {
  if (!re) return 0;
  return text.match(new RegExp(re.source, 'giu'))?.length ?? 0;
}

/** Letters below which an answer is read by `shortAnswerLanguage`. */
export const answerMinLetters = 80;

/** The language of a whole answer's prose (names blanked by the caller); `other` when unreadable. */
export function answerLanguage(prose: string): TextLanguage {
  if ((prose.match(letters)?.length ?? 0) < answerMinLetters) return shortAnswerLanguage(prose);
  return detect(prose) ?? 'other';
}

/** The language of one sentence of an answer in `answer`: the answer's unless the sentence is long and clearly another read language. */
export function sentenceLanguage(sentence: string, answer: TextLanguage): TextLanguage {
  if ((sentence.match(letters)?.length ?? 0) < sentenceMinLetters) return answer;
  const ranks = ranked(sentence);
  const own = byIso.get(ranks[0]?.[0] ?? '');
  if (!own || own === answer) return answer;
  const answerIso = answer === 'other' ? null : readLanguages[answer].iso6393;
  const answerScore = ranks.find(([iso]) => iso === answerIso)?.[1] ?? 0;
  if (answerScore >= switchBelow) return answer;
  // Between neighbours the trigrams are not enough: the sentence must not be spelled like the answer's language.
  const answerSpelling = answer === 'other' ? undefined : spelling[answer];
  return answerSpelling?.own.test(sentence) ? answer : own;
}
