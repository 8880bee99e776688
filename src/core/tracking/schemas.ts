/** What a project tracks in AI engines (prompts, competitors, brand aliases, engines, cadence): the inputs, and the objects the API's tracking operations answer. */
import { z } from 'zod';
import { dateTime, domainField, engineSchema, projectInput } from '../contract/schemas.ts';

const noNul = (s: string) => !s.includes('\u0000');
const label = (max: number) => z.string().trim().min(1).max(max).refine(noNul, 'must not contain NUL characters');

export const aliasesField = z.array(label(100)).max(10).describe('Other names of the brand, matched in answers (at most 10)');

export const promptInput = z.object({
  text: label(500).describe('The question as a buyer would ask it, e.g. "best CRM for small agencies"'),
  tags: z.array(label(40)).max(10).default([]).describe('Topics; also matched in answers as category terms'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US')
    .nullish()
    .describe('Where the buyer is (ISO 3166-1 alpha-2), for engines that localise'),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag such as en or pt-BR')
    .nullish()
    .describe('Language of the answer (BCP 47), for engines that support it'),
});
export type PromptInput = z.input<typeof promptInput>;

export const competitorInput = z.object({
  name: label(200).describe("The competitor's brand name (1 to 200 characters)"),
  domain: domainField.describe('Host name of its site, e.g. "example.com" (a scheme or trailing path is stripped); unique in the project'),
  aliases: aliasesField.default([]),
});
export type CompetitorInput = z.input<typeof competitorInput>;

export const trackingSettingsInput = z.object({
  brandAliases: aliasesField.optional().describe('Other names of the brand, matched in answers (at most 10); replaces the list'),
  engines: z.array(engineSchema).max(7).optional().describe("The engines the project's audits ask; empty = every configured engine"),
  auditEveryDays: z
    .number()
    .int()
    .min(1)
    .max(90)
    .nullable()
    .optional()
    .describe('Scheduled re-audit cadence in days, 1 to 90; null turns scheduled audits off'),
  // The plan's maximum is checked by the rule (samples_above_plan).
  samplesPerPrompt: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe("Times each engine is asked each tracked prompt per audit, 1 to the plan's maximum (else samples_above_plan)"),
  judgeRoles: z
    .boolean()
    .optional()
    .describe('Whether a language model judges the roles and sentiment of the answers (docs/methodology.md, "The role judge")'),
});
export type TrackingSettingsInput = z.input<typeof trackingSettingsInput>;

// ---- What the tracking operations answer (their output schemas, core/api/api-router.ts) ----------

export const trackedPromptSchema = z.object({
  id: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  country: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: dateTime,
});

export const competitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  aliases: z.array(z.string()),
  createdAt: dateTime,
});

/** A tracked prompt or competitor that was removed. */
/** The id of a tracked prompt or competitor of the project named by `slug` (the operations that remove one). */
export const trackedRowInput = projectInput.extend({ id: z.string().describe('Id of the tracked prompt or competitor') });

export const removedSchema = z.object({ id: z.string(), removed: z.literal(true) });

export const trackingSettingsSchema = z.object({
  brandAliases: z.array(z.string()).describe('Other names of the brand, matched in answers'),
  engines: z.array(engineSchema).describe('As chosen; empty = every configured engine'),
  effectiveEngines: z.array(engineSchema).describe('What an audit would ask now: the chosen engines that are configured'),
  auditEveryDays: z.number().int().nullable().describe('Scheduled re-audit cadence in days; null = none'),
  samplesPerPrompt: z
    .number()
    .int()
    .describe('Times each engine is asked each tracked prompt per audit, as set; each sample is an answer of its own'),
  maxSamplesPerPrompt: z.number().int().describe("The most samples per prompt the project's plan allows"),
  judgeRoles: z
    .boolean()
    .describe(
      "Whether a language model judges the roles and sentiment of this project's answers after each audit, beside the lexicon (off by default; needs an OpenAI or xAI key on the service; costs count against the engine budget)",
    ),
});
