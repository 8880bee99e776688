/**
 * Other brands an answer lists (THIRD_PARTY mentions), by a deliberately narrow heuristic: the
 * lead of a list item or numbered heading (before ":", " – ", " — ", " - ", " (" or ","), a bold
 * lead (`**Name**`) or a link lead (`[Name](url)`) at the start of a line, kept when it looks
 * like a name (1-4 words, at most 40 characters, each word capitalized or a connector, not a
 * generic heading such as "Pros" or "Pricing", no lone praise or blame word ("Powerful"), no item title of several words holding a label word
 * such as "Budget pick") and is not the client, a competitor or a category
 * term. Headings and labels are never names: a bold lead with a colon on a line that is not a
 * list item ("**Bottom line:**"), a lead followed by a tracked brand ("**Best for agencies:**
 * Brightdesk"), and a lead opening with a word of `labelOpeners` ("Best", "Key", "Für", "Pour"...).
 * At most `maxThirdParties` per answer, in order of appearance.
 */
import { isCommonWord } from './common-words.ts';
import { escapeRegExp, languageCues } from './cue-lexicon.ts';
import { answerLanguage, sentenceLanguage } from './language-detect.ts';
import { type ReadLanguage, readLanguageCodes, readLanguages, type TextLanguage } from './languages/index.ts';
import { maskNonProse } from './prose.ts';
import { fold } from './text-fold.ts';

export const maxThirdParties = 10;

const itemLead = /^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)]|#{1,6}[ \t]+\d{1,3}[.)]?)[ \t]+(.+)$/;
const lineLead = /^[ \t]*((?:\*\*|__|\[).+)$/;
const boldLead = /^(?:\*\*|__)(.+?)(?:\*\*|__)/;
const linkLead = /^\[([^\]]+)\]\([^)]*\)/;
const separator = /\s*(?::|\s[–—-]\s|\(|,)/;
/** A rank at the start of a title: "1.", "2)", "#3", "#4." followed by a space. */
const enumeration = /^\s*(?:#\d{1,3}[.)]?|\d{1,3}[.)])\s+/;

const connectors = new Set(['&', '+', 'and', 'of', 'for', 'the', 'de', 'des', 'du', 'la', 'le', 'et', 'und', 'für', 'y', 'del', 'by']);

/** Headings and labels that lead list items without naming anything. Folded. */
const genericLeads = new Set(
  [
    'pros',
    'cons',
    'pricing',
    'price',
    'prices',
    'features',
    'key features',
    'summary',
    'conclusion',
    'overview',
    'verdict',
    'note',
    'notes',
    'tip',
    'tips',
    'bottom line',
    'why',
    'how',
    'what',
    'when',
    'where',
    'who',
    'step',
    'option',
    'options',
    'best for',
    'ease of use',
    'integrations',
    'support',
    'customer support',
    'security',
    'scalability',
    'free plan',
    'free trial',
    'cost',
    'costs',
    'alternatives',
    'comparison',
    'recommendation',
    'recommendations',
    'final thoughts',
    'considerations',
    'factors',
    'criteria',
    'budget',
    'performance',
    'reviews',
    'ratings',
    'limitations',
    'drawback',
    'drawbacks',
    'downside',
    'downsides',
    'upside',
    'caveat',
    'caveats',
    'pro',
    'con',
    'bonus',
    'vorteil',
    'nachteil',
    'avantage',
    'inconvenient',
    'ventaja',
    'desventaja',
    'benefits',
    'advantages',
    'disadvantages',
    'example',
    'examples',
    'yes',
    'no',
    'strengths',
    'weaknesses',
    'use case',
    'use cases',
    'ideal for',
    'good for',
    'great for',
    'watch out',
    'avantages',
    'inconvenients',
    'prix',
    'tarifs',
    'fonctionnalites',
    'resume',
    'points forts',
    'points faibles',
    'vorteile',
    'nachteile',
    'preis',
    'preise',
    'funktionen',
    'fazit',
    'zusammenfassung',
    'starken',
    'schwachen',
    'ventajas',
    'desventajas',
    'precio',
    'precios',
    'funciones',
    'conclusion',
    'resumen',
  ].map(fold),
);

/** First words of headings and labels, never of a brand's name, in every read language. Folded. */
export const labelOpeners = [...new Set(Object.values(readLanguages).flatMap((l) => l.labelOpeners))];
/**
 * Words of item titles ("Budget pick", "Runner-up", "Scelta economica", "Beste keuze"), in every
 * read language: a lead holding one as a word is a title, never a brand. Folded.
 */
export const labelWords = [...new Set(Object.values(readLanguages).flatMap((l) => l.labelWords))];
const labelWordSet = new Set(labelWords);
const labelOpenerSet = new Set(labelOpeners);
/** The headings of strengths and weaknesses of every read language ("Pluspunten", "Punti di forza", "Contras"): labels, never names. Folded. */
const columnLabels = new Set(Object.values(readLanguages).flatMap((l) => [...l.strengthColumns, ...l.weaknessColumns]));
/** Common nouns naming an aspect of a product or offer, in every read language (languages/*.ts `aspectNouns`). Folded. */
export const aspectNouns = new Set(Object.values(readLanguages).flatMap((l) => l.aspectNouns));
/** Languages that write compounds as one word whose last part (the head) decides what it names. */
const compounding: ReadonlySet<TextLanguage> = new Set(['de', 'nl']);
/** Endings of an attributive adjective before its noun in German and Dutch ("Hoher Preis", "Goede service"). */
const attributiveEnding = /(?:e|er|es|en|em)$/;

/**
 * What the answer's prose says about words, for telling common words from names: the folded words
 * written there in lower case (a name keeps its capital inside a sentence, a common word does not),
 * and its language (German capitalises every noun, so there a capital is no evidence of a name).
 */
export interface WordEvidence {
  lowerWords: ReadonlySet<string>;
  lang: TextLanguage;
  /** The prose (code, URLs and markup masked), where a name's capital inside a sentence is looked for. */
  prose: string;
}

const lowerWord = /(?<![\p{L}\p{N}_-])\p{Ll}[\p{L}\p{N}]*(?![\p{L}\p{N}_-])/gu;

export function wordEvidence(rawText: string): WordEvidence {
  const prose = maskNonProse(rawText);
  return { lowerWords: new Set((prose.match(lowerWord) ?? []).map(fold)), lang: answerLanguage(prose), prose };
}

/** A word with digits, an inner capital or all capitals ("3D", "iPhone", "ADP"): a name's spelling, never a dictionary word's. */
const nameSpelling = (w: string) => /\p{N}/u.test(w) || /\p{Ll}\p{Lu}/u.test(w) || (w.length > 1 && w === w.toUpperCase());

/** A common noun of an aspect, or (in a compounding language) a compound whose head is one ("Nabenmotor", "Händlernetz"). */
function isAspectNoun(word: string, lang: TextLanguage): boolean {
  if (aspectNouns.has(word)) return true;
  if (!compounding.has(lang)) return false;
  for (const n of aspectNouns) if (n.length >= 4 && word.length >= n.length + 3 && word.endsWith(n)) return true;
  return false;
}

/**
 * Whether a candidate that looks like a name is a common noun phrase instead, by the grammar of
 * noun phrases rather than by its capitals: its head (the last word, or the last part of a
 * hyphenated compound: "Bosch-Mittelmotor") is a common noun of an aspect ("Comfort", "Prezzo",
 * "Garantie", "Riemenantrieb und Nabenmotor") and every word before it is an aspect noun, a
 * connector, a praise or blame word, a word the answer writes in lower case, or (German, Dutch)
 * an attributive adjective by its ending ("Hoher Preis", "Hohes Gewicht"); or it is one word, or
 * words, that the answer also writes in lower case ("comfort", "garantie").
 */
export function isCommonPhrase(candidate: string, evidence: WordEvidence): boolean {
  const words = candidate.split(/\s+/).filter((w) => !connectors.has(w.toLowerCase()));
  if (!words.length) return false;
  const folded = words.map((w) => fold(w).replace(/[^\p{L}\p{N}-]/gu, ''));
  if (words.some(nameSpelling)) return false;
  if (folded.every((f) => evidence.lowerWords.has(f))) return true;
  const parts = folded[folded.length - 1].split('-').filter(Boolean);
  const head = parts[parts.length - 1] ?? '';
  if (!isAspectNoun(head, evidence.lang)) return false;
  if (parts.length > 1) return true;
  return folded
    .slice(0, -1)
    .every(
      (f) =>
        isAspectNoun(f, evidence.lang) ||
        evidence.lowerWords.has(f) ||
        isCueWord(f) ||
        (compounding.has(evidence.lang) && attributiveEnding.test(f)),
    );
}

/**
 * Whether the answer writes `candidate` as a name inside a sentence: with its capital, right after a
 * word in lower case on the same line ("it syncs with Notion", "si integra con Trello"). Not
 * evidence in German, which capitalises every noun.
 */
function writtenAsName(candidate: string, lang: TextLanguage, prose: string): boolean {
  if (lang === 'de') return false;
  const name = candidate.split(/\s+/).map(escapeRegExp).join('[ \\t]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])\\p{Ll}[\\p{L}'’-]*[ \\t]+${name}(?![\\p{L}\\p{N}])`, 'u').test(prose);
}

/**
 * Languages whose titles and labels capitalize their first word only ("Facilità d'uso", "Prix et
 * garanties"): there a later word with a capital ("Cowboy Classic") is a name's spelling.
 */
const sentenceCase: ReadonlySet<TextLanguage> = new Set(['fr', 'es', 'it', 'pt', 'nl']);

/**
 * Whether a candidate is common words of its language rather than a name (docs/methodology.md,
 * "Words of the language's lexicon are never third-party brands"): every word of it but the
 * connectors is a word of the lexicon of the line's language (the answer's, unless the line is
 * long and clearly in another read language), compared case-folded; none is spelled like a name
 * (digits, inner capitals, all capitals; in a language that writes titles in sentence case, a
 * capital after the first word); and the answer does not write it as a name inside a sentence.
 * Only untracked candidates are tested: the client and its competitors are found by their names
 * whatever the dictionary says of them. In a language the service does not read, nothing is tested.
 */
export function isLexiconWords(candidate: string, line: string, evidence: WordEvidence): boolean {
  const lang = sentenceLanguage(line, evidence.lang);
  if (lang === 'other') return false;
  const words = candidate.split(/\s+/).filter((w) => !connectors.has(w.toLowerCase()));
  if (!words.length || words.some(nameSpelling)) return false;
  if (sentenceCase.has(lang) && words.slice(1).some((w) => /^\p{Lu}/u.test(w))) return false;
  const bare = words.map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  // A single letter ("Delta Q", "Plan B") is no evidence of a word.
  if (bare.some((w, i) => w.length < 2 || !isLexiconWord(w, lang, i === bare.length - 1))) return false;
  return !writtenAsName(candidate, lang, evidence.prose);
}

/**
 * A word of the lexicon of `lang`; in German and Dutch also a compound whose last part is an
 * abstract noun of the lexicon ("Spracherkennung", "Abo-Verlängerung": its head decides what it
 * names) and, before the last word, an attributive adjective by its ending ("Alltagsnahe Dialoge").
 */
function isLexiconWord(word: string, lang: ReadLanguage, last: boolean): boolean {
  if (isCommonWord(word, lang)) return true;
  if (!compounding.has(lang)) return false;
  if (!last && attributiveEnding.test(fold(word))) return true;
  const head = fold(word.split('-').pop() ?? '');
  if (!readLanguages[lang].abstractSuffixes.some((suffix) => head.endsWith(suffix))) return false;
  for (let k = 0; k <= head.length - 5; k++) if (isCommonWord(head.slice(k), lang)) return true;
  return false;
}

/** Whether an item title of two words or more opens with a preposition of its language ("No Android", "En iPhone"): a place or a way, no name. */
function opensWithPreposition(candidate: string, line: string, evidence: WordEvidence): boolean {
  const words = candidate.split(/\s+/);
  const lang = sentenceLanguage(line, evidence.lang);
  return words.length > 1 && lang !== 'other' && readLanguages[lang].prepositions.includes(fold(words[0]));
}

/** The lead of a line and the text after it, or null when the line has no lead or the lead is a label. */
function leadOf(line: string): { lead: string; rest: string } | null {
  const listed = itemLead.exec(line)?.[1];
  const item = listed ?? lineLead.exec(line)?.[1];
  if (!item) return null;
  const bold = boldLead.exec(item) ?? linkLead.exec(item);
  if (bold) {
    const rest = item.slice(bold[0].length);
    if (!listed && bold[0].startsWith('*') && (bold[1].trim().endsWith(':') || /^\s*:/.test(rest))) return null;
    // A bold title may hold its own rank ("**1. Brand Model**", "**#2) Brand**"): the number is no part of the name.
    return { lead: bold[1].replace(enumeration, ''), rest };
  }
  const cut = separator.exec(item);
  if (cut) return { lead: item.slice(0, cut.index), rest: item.slice(cut.index + cut[0].length) };
  return item.split(/\s+/).length <= 3 ? { lead: item, rest: '' } : null;
}

/** Whether `rest` (folded) opens with one of the folded names. */
function opensWithName(rest: string, names: readonly string[]): boolean {
  const r = rest.replace(/^[\s*_:–—-]+/, '');
  return names.some((n) => r.startsWith(n) && !/[\p{L}\p{N}]/u.test(r.charAt(n.length)));
}

/** A single word that is a praise or blame word of a read language ("Powerful, but…", "Krachtig, maar…") is no name. */
function isCueWord(word: string): boolean {
  const f = fold(word);
  return readLanguageCodes.some((code) =>
    (['positive', 'negative', 'recommend'] as const).some((kind) => {
      const re = languageCues(code).regexes[kind];
      re.lastIndex = 0;
      const m = re.exec(f);
      return m !== null && m.index === 0 && m[0].length === f.length;
    }),
  );
}

/** Plural endings of the read languages (en, fr, es, pt "-s", de "-n", "-en", "-e", it "-i", nl "-s", "-en"). */
const pluralEnding = /(?:s|n|en|e|es|i)$/;

/** A label word by itself or in its plural ("Alternativen", "Alternatives", "Opzioni"): a title, never a brand. */
function isLabelWordForm(word: string): boolean {
  if (labelWordSet.has(word)) return true;
  const m = pluralEnding.exec(word);
  if (!m) return false;
  const stem = word.slice(0, m.index);
  return (
    labelWordSet.has(stem) ||
    (stem.endsWith('n') && labelWordSet.has(stem.slice(0, -1))) ||
    labelWordSet.has(`${stem}e`) ||
    labelWordSet.has(`${stem}a`) ||
    labelWordSet.has(`${stem}o`)
  );
}

function looksLikeName(candidate: string): boolean {
  if (candidate.length < 2 || candidate.length > 40 || /[.!?]$/.test(candidate)) return false;
  const words = candidate.split(/\s+/);
  if (words.length > 4) return false;
  if (genericLeads.has(fold(candidate)) || columnLabels.has(fold(candidate)) || labelOpenerSet.has(fold(words[0]))) return false;
  if (words.length === 1 && isCueWord(candidate)) return false;
  if (words.length > 1 && words.some((w) => labelWordSet.has(fold(w).replace(/[^\p{L}-]/gu, '')))) return false;
  if (words.length === 1 && isLabelWordForm(fold(candidate))) return false;
  return words.every((w, i) => /^[\p{Lu}\p{Lt}\p{Lo}\p{N}]/u.test(w) || (i > 0 && connectors.has(w.toLowerCase())));
}

/**
 * Candidate names in order of appearance. `brands` holds the folded variants of the client and its
 * competitors: a candidate equal to one or containing one as words ("Acme CRM") is theirs.
 * `terms` holds the folded category terms: a candidate equal to one is the category, while one
 * that contains it ("Zoho CRM") is still a brand.
 */
export function thirdPartyCandidates(text: string, brands: readonly string[], terms: readonly string[]): string[] {
  const out: string[] = [];
  let evidence: WordEvidence | null = null;
  const seen = new Set<string>();
  // Enough of a lead's rest to see whether a name opens it (folding the whole line is slow).
  const reach = Math.max(0, ...brands.map((b) => b.length)) + 8;
  for (const line of text.split('\n')) {
    if (out.length >= maxThirdParties) break;
    const found = leadOf(line);
    if (!found) continue;
    const candidate = found.lead
      .replace(/[*_`]/g, '')
      .replace(/[\s:–—-]+$/, '')
      .trim();
    if (!looksLikeName(candidate) || opensWithName(fold(found.rest.trimStart().slice(0, reach)), brands)) continue;
    evidence ??= wordEvidence(text);
    if (isCommonPhrase(candidate, evidence)) continue;
    const f = fold(candidate);
    const padded = ` ${f.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    if (seen.has(f) || terms.includes(f) || brands.some((k) => k === f || padded.includes(` ${k.replace(/[^\p{L}\p{N}]+/gu, ' ')} `)))
      continue;
    seen.add(f);
    if (opensWithPreposition(candidate, line, evidence) || isLexiconWords(candidate, line, evidence)) continue;
    out.push(candidate);
  }
  return out;
}
