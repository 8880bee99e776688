/**
 * What the role judge reads and what it must answer (docs/methodology.md, "The role judge"): the
 * answer text and each brand the lexicon found in it (with the lexicon's role and sentiment, so
 * the model sees what it may overrule), and one verdict per brand: a role from the mention role
 * enum, a sentiment, the sentence of the answer that decides, quoted, and its language. The
 * verdict list is checked against a zod schema; a brand whose verdict is missing, or whose quoted
 * sentence is not in the answer, keeps the lexicon's verdict. The content hash keys the cache: the
 * same answer, brands and instructions judged by the same model give the same verdicts.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MentionKind, MentionRole, Sentiment } from '../../generated/prisma/client.ts';

export const mentionRoles = ['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN'] as const;
export const sentiments = ['POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED'] as const;

/** Bumped whenever the instructions or the schema change: older cache entries then no longer match. */
export const JUDGE_PROMPT_VERSION = 1;

export interface JudgedBrand {
  /** The mention's normalized name: how verdicts map back to mentions. */
  key: string;
  name: string;
  kind: MentionKind;
  role: MentionRole;
  sentiment: Sentiment | null;
}

export const verdictSchema = z.object({
  brand: z.string().min(1),
  role: z.enum(mentionRoles),
  sentiment: z.enum(sentiments),
  evidence: z.string().min(1).max(2_000),
  language: z.string().min(2).max(35),
});
export const verdictListSchema = z.object({ verdicts: z.array(verdictSchema).max(200) });
export type Verdict = z.infer<typeof verdictSchema>;

/** The same schema for the provider's strict structured output (every property required, none other). */
export const verdictJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['verdicts'],
  properties: {
    verdicts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['brand', 'role', 'sentiment', 'evidence', 'language'],
        properties: {
          brand: { type: 'string', description: 'The id of the brand as given (b1, b2, ...)' },
          role: { type: 'string', enum: [...mentionRoles] },
          sentiment: { type: 'string', enum: [...sentiments] },
          evidence: { type: 'string', description: 'The one sentence of the answer that decides the role, copied exactly' },
          language: { type: 'string', description: 'BCP 47 language tag of that sentence (en, de, pt-BR, ...)' },
        },
      },
    },
  },
};

export const judgeInstructions = `You read an answer an AI assistant gave to a user, and decide for each listed brand which role the answer gives it and how it speaks of it.
Roles:
- RECOMMENDED: the answer advises choosing or using the brand (including conditional or first-person advice such as "I'd go with X", and verdicts such as "Short answer: X").
- LISTED: the brand is named as an option without advice for or against it.
- COMPARED: the brand is weighed against others without the answer choosing it.
- CRITICIZED: the answer names drawbacks of the brand without advising against it outright.
- EXCLUDED: the answer advises against the brand, or rules it out.
- UNKNOWN: the answer's role for the brand cannot be told.
Negated or hedged advice ("I would not recommend X", "X may not be the best fit") is never RECOMMENDED. Praise is never EXCLUDED.
Sentiment: POSITIVE, NEUTRAL, NEGATIVE, or MIXED (both praise and criticism).
For each brand give its id exactly as listed, the role, the sentiment, the one sentence of the answer that decides it copied exactly as written (in the answer's language), and that sentence's language as a BCP 47 tag.
The rule-based reading is given for reference only: overrule it when the answer says otherwise. Answer in any language the answer is in; never translate the quoted sentence.`;

/** The brand ids of the request (b1, b2, ...) in order. */
export const brandId = (i: number) => `b${i + 1}`;

export function judgeInput(text: string, brands: JudgedBrand[]): string {
  return JSON.stringify({
    brands: brands.map((b, i) => ({
      id: brandId(i),
      name: b.name,
      kind: b.kind,
      ruleBasedRole: b.role,
      ruleBasedSentiment: b.sentiment,
    })),
    answer: text,
  });
}

/** SHA-256 over what the judge reads (the instructions' version, the answer, the brands with the lexicon's verdicts). */
export function judgeContentHash(text: string, brands: JudgedBrand[]): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: JUDGE_PROMPT_VERSION, text, brands: brands.map((b) => [b.key, b.kind, b.role, b.sentiment]) }))
    .digest('hex');
}

const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Strips Markdown emphasis and list markers the model may drop or keep when quoting. */
const plain = (s: string) => squash(s.replace(/[*_`#>]+/g, ''));

/** Shorter than this, a "quote" is a word, not the sentence that decides. */
const MIN_EVIDENCE_CHARS = 8;

/** Whether the quoted sentence is in the answer (ignoring case, spacing and Markdown marks). */
export function quotedInAnswer(evidence: string, text: string): boolean {
  const q = plain(evidence).replace(/^["“”'«»]+|["“”'«»]+$/g, '');
  return q.length >= MIN_EVIDENCE_CHARS && plain(text).includes(q);
}

/** A brand's outcome: the model's verdict, or why the lexicon's stands. */
export type BrandOutcome =
  | { key: string; status: 'JUDGED'; role: MentionRole; sentiment: Sentiment; evidence: string; language: string }
  | { key: string; status: 'FALLBACK'; failureCode: string };

/** Reads the model's text into one outcome per brand; null when the text is not a verdict list at all (malformed). */
export function readVerdicts(raw: string, text: string, brands: JudgedBrand[]): BrandOutcome[] | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = verdictListSchema.safeParse(json);
  if (!parsed.success) return null;
  const byId = new Map<string, Verdict>();
  for (const v of parsed.data.verdicts) if (!byId.has(v.brand)) byId.set(v.brand, v);
  return brands.map((b, i): BrandOutcome => {
    const v = byId.get(brandId(i));
    if (!v) return { key: b.key, status: 'FALLBACK', failureCode: 'judge_missing_brand' };
    if (!quotedInAnswer(v.evidence, text)) return { key: b.key, status: 'FALLBACK', failureCode: 'judge_evidence_not_in_answer' };
    return { key: b.key, status: 'JUDGED', role: v.role, sentiment: v.sentiment, evidence: v.evidence, language: v.language };
  });
}

/** The outcomes as stored on the call (the cache entry), and back. */
export const storedOutcomesSchema = z.array(
  z.union([
    z.object({
      key: z.string(),
      status: z.literal('JUDGED'),
      role: z.enum(mentionRoles),
      sentiment: z.enum(sentiments),
      evidence: z.string(),
      language: z.string(),
    }),
    z.object({ key: z.string(), status: z.literal('FALLBACK'), failureCode: z.string() }),
  ]),
);
