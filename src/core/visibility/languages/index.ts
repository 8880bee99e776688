/**
 * The languages roles and sentiment are read in, each with its own cue tables (one module per
 * language); an answer or sentence in any other language gets no cue at all (docs/methodology.md).
 */
import { german } from './de.ts';
import { english } from './en.ts';
import { spanish } from './es.ts';
import { french } from './fr.ts';
import { italian } from './it.ts';
import { dutch } from './nl.ts';
import { portuguese } from './pt.ts';
import type { LanguageCues } from './types.ts';

export const readLanguages = { en: english, de: german, fr: french, es: spanish, it: italian, pt: portuguese, nl: dutch } satisfies Record<
  string,
  LanguageCues
>;

/** A language roles are read in, by its ISO 639-1 code. */
export type ReadLanguage = keyof typeof readLanguages;
/** What a text is read as: one of the read languages, or `other` (no cues). */
export type TextLanguage = ReadLanguage | 'other';

export const readLanguageCodes = Object.keys(readLanguages) as ReadLanguage[];
