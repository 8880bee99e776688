/**
 * Finding names in an answer: every occurrence of each name variant in the folded text (case,
 * accents and width ignored), as whole words (text-fold.ts decides what continues a word), with
 * possessives ("Acme's", "Acme’s") accepted and overlapping matches resolved to the longest.
 * Brand names that are also ordinary words are kept apart from the words by two rules: a name or
 * alias configured with a capital is not found written all in lower case ("the notion that", "a
 * rippling effect", the slug "pipedrive-vs-hubspot"), one that is a day or month is not found
 * as a date ("by Monday", "on Friday", "Monday morning"), and none is found as the kind of thing a
 * German comparison of manner names ("flink wie eine Gazelle").
 */
import type { MentionKind } from '../../generated/prisma/enums.ts';
import { codePointAt, codePointBefore, continuesWord, fold, type FoldedText } from './text-fold.ts';

/** Confidence that an occurrence names the entity, by how it matched (max over an answer's occurrences). */
export const mentionConfidenceByMatch = {
  exactName: 95,
  exactAlias: 85,
  foldedOrPossessive: 80,
  thirdPartyHeuristic: 60,
  categoryTerm: 50,
} as const;

export interface NameVariant {
  /** As written by whoever configured it. */
  written: string;
  folded: string;
  /** An alias or a form derived from the name (legal suffix or parenthesis removed). */
  isAlias: boolean;
}

export interface NamedEntity {
  kind: MentionKind;
  name: string;
  variants: NameVariant[];
}

export interface Occurrence {
  entity: number;
  /** UTF-16 range in the original text. */
  start: number;
  end: number;
  confidence: number;
}

const legalSuffix =
  /[\s,]+(?:inc\.?|incorporated|llc|l\.l\.c\.|ltd\.?|limited|gmbh|ag|sas|sarl|s\.a\.?|s\.l\.?|b\.v\.|n\.v\.|plc|corp\.?|corporation|co\.|pty\.? ltd\.?)$/i;
const parenthesis = /\s*\([^)]*\)\s*$/;

/**
 * The name, its aliases, the name without a trailing "(...)" or legal suffix ("Acme Inc." ->
 * "Acme"), and each of these with its spaces written as hyphens or its hyphens as spaces ("Pay
 * Harbor" and "Pay-Harbor").
 */
export function variantsOf(name: string, aliases: readonly string[]): NameVariant[] {
  const out: NameVariant[] = [];
  const add = (written: string, isAlias: boolean) => {
    const w = written.trim();
    const f = fold(w);
    if (f.replace(/[^\p{L}\p{N}]/gu, '').length < 2 || out.some((v) => v.folded === f)) return;
    out.push({ written: w, folded: f, isAlias });
  };
  add(name, false);
  for (const a of aliases) add(a, true);
  const bare = name.replace(parenthesis, '');
  add(bare, true);
  add(bare.replace(legalSuffix, ''), true);
  for (const v of [...out]) {
    add(v.written.replace(/(?<=\S) (?=\S)/g, '-'), true);
    add(v.written.replace(/(?<=\S)-(?=\S)/g, ' '), true);
  }
  return out;
}

/** Names of days and months (English, folded): as brands they collide with dates. */
export const calendarWords = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A day or month name after one of these words, or before a time of day or a number, is a date. */
export const dateBefore = [
  'by',
  'on',
  'until',
  'till',
  'next',
  'last',
  'this',
  'every',
  'each',
  'since',
  'before',
  'after',
  'coming',
  'following',
];
const dateBeforeRe = new RegExp(`(?<![\\p{L}\\p{N}])(?:${dateBefore.join('|')})\\s+$`, 'u');
const dateAfterRe =
  /^(?:,?\s*\d|\s+(?:morning|afternoon|evening|night|noon|at\s+\d)|(?:\s*(?:-|–|to|through|thru|till|until)\s*)+(?:mon|tues|wednes|thurs|fri|satur|sun)day)/u;
/**
 * A German comparison of manner: an adjective or adverb before "wie" and an indefinite article
 * ("flink wie eine Gazelle", "Leicht wie ein Adler ist es nicht"), the name not followed by a model
 * name: what follows names a kind of thing, not a brand. The adjective is lower case inside a
 * sentence (every German noun is capitalised) or opens the sentence; after a noun inside a
 * sentence, "wie" gives examples ("Räder wie eine Gazelle") and the name counts.
 */
const simileBefore = /(?:(?<![\p{L}\p{N}])\p{Ll}+|(?:^|[.!?:]\s+|\n[\s*>#-]*)\p{L}+)\s+wie\s+(?:ein|eine|einer|einem|einen)\s+$/u;
const modelAfter = /^\s+[\p{Lu}\p{N}]/u;
const startsCapital = /^\p{Lu}/u;
const startsLower = /^\p{Ll}/u;

/** Whether an occurrence of a brand's variant is the ordinary word instead (see the file comment). */
function ordinaryWord(text: string, f: string, v: NameVariant, at: number, end: number, start: number, origEnd: number): boolean {
  if (startsCapital.test(v.written) && startsLower.test(text.slice(start, start + 1))) return true;
  const before = start <= 60 ? text.slice(0, start) : ` ${text.slice(start - 60, start)}`;
  if (simileBefore.test(before) && !modelAfter.test(text.slice(origEnd, origEnd + 3))) return true;
  if (!calendarWords.includes(v.folded)) return false;
  return dateBeforeRe.test(f.slice(Math.max(0, at - 20), at)) || dateAfterRe.test(f.slice(end, end + 20));
}

const kindOrder: Record<MentionKind, number> = { CLIENT: 0, COMPETITOR: 1, THIRD_PARTY: 2, CATEGORY: 3 };

function widthAt(s: string, i: number): number {
  return (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
}

/** Every occurrence of every entity, non-overlapping: longest match first, then the earlier kind. */
export function findOccurrences(text: string, folded: FoldedText, entities: readonly NamedEntity[]): Occurrence[] {
  const f = folded.text;
  const found: Occurrence[] = [];
  entities.forEach((entity, index) => {
    for (const v of entity.variants) {
      const first = codePointAt(v.folded, 0) ?? '';
      const last = codePointBefore(v.folded, v.folded.length) ?? '';
      for (let at = f.indexOf(v.folded); at >= 0; at = f.indexOf(v.folded, at + 1)) {
        let end = at + v.folded.length;
        if (continuesWord(codePointBefore(f, at), first)) continue;
        if (entity.kind === 'CATEGORY' && f[end] === 's' && !continuesWord(codePointAt(f, end + 1), 's')) end += 1;
        const possessive = f[end] === "'" && (f[end + 1] === 's' ? !continuesWord(codePointAt(f, end + 2), 's') : last === 's');
        if (!possessive && continuesWord(codePointAt(f, end), last)) continue;
        const start = folded.origin[at];
        const origEnd = folded.origin[end - 1] + widthAt(text, folded.origin[end - 1]);
        if (entity.kind !== 'CATEGORY' && ordinaryWord(text, f, v, at, end, start, origEnd)) continue;
        const exact = text.slice(start, origEnd) === v.written;
        const confidence: number =
          entity.kind === 'CATEGORY'
            ? mentionConfidenceByMatch.categoryTerm
            : entity.kind === 'THIRD_PARTY'
              ? mentionConfidenceByMatch.thirdPartyHeuristic
              : exact && !possessive
                ? v.isAlias
                  ? mentionConfidenceByMatch.exactAlias
                  : mentionConfidenceByMatch.exactName
                : mentionConfidenceByMatch.foldedOrPossessive;
        found.push({ entity: index, start, end: origEnd, confidence });
      }
    }
  });
  found.sort(
    (a, b) =>
      a.start - b.start || b.end - a.end || kindOrder[entities[a.entity].kind] - kindOrder[entities[b.entity].kind] || a.entity - b.entity,
  );
  const kept: Occurrence[] = [];
  let reach = -1;
  for (const o of found) {
    if (o.start < reach) continue;
    kept.push(o);
    reach = o.end;
  }
  return kept;
}
