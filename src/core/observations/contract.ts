/**
 * What the API shows of the AI engines' work in a run (GraphQL's AuditRun.engineProbes and
 * AuditRun.engineAnswers, core/observations/run-engine-results.ts): each engine's probe, the
 * answers and the pages each answer's engine retrieved without citing. The types those reads
 * return are these schemas' outputs; the provider's raw body and costs stay internal.
 */
import { z } from 'zod';
import { EngineAnswerStatus, EngineProbeStatus } from '../../generated/prisma/enums.ts';
import { engineSchema } from '../contract/schemas.ts';

/** A stored timestamp, as the database gives it (GraphQL's DateTime sends it in ISO 8601). */
const timestamp = z.date();

export const engineProbeSchema = z
  .object({
    id: z.string(),
    engine: engineSchema,
    status: z.enum(EngineProbeStatus),
    model: z.string().nullable(),
    samplesPerPrompt: z.number().int().min(1).describe('Times this engine was to be asked each tracked prompt in this run.'),
    promptsTotal: z.number().int().min(0).describe('Calls planned: tracked prompts times samples per prompt.'),
    promptsAnswered: z.number().int().min(0).describe('Calls answered (each sample counts).'),
    promptsFailed: z.number().int().min(0).describe('Calls that failed (each sample counts).'),
    failureCode: z.string().nullable(),
    failureMessage: z.string().nullable(),
    startedAt: timestamp.nullable(),
    finishedAt: timestamp.nullable(),
  })
  .describe("One engine's part of an audit run: its status and why it failed.");

export const retrievedSourceSchema = z
  .object({
    id: z.string(),
    engine: engineSchema,
    observedAt: timestamp,
    url: z.string(),
    normalizedUrl: z.string(),
    host: z.string(),
    title: z.string().nullable(),
    isClientDomain: z.boolean(),
    isCompetitorDomain: z.boolean(),
    matchedEntity: z.string().nullable(),
  })
  .describe('A page the engine retrieved for this answer that the answer text does not cite. Never a citation.');

export const engineAnswerSchema = z
  .object({
    id: z.string(),
    engine: engineSchema,
    model: z.string().nullable().describe('The model asked for (configuration).'),
    servedModel: z
      .string()
      .nullable()
      .describe(
        'The model that answered, as the provider reported it (it may route a retired model to another); null when it reports none.',
      ),
    truncated: z
      .boolean()
      .describe('The answer stopped before it was complete (a token limit): shown, but not counted in mentions, citations or scores.'),
    finishReason: z
      .string()
      .nullable()
      .describe("The provider's own word for how the answer ended (completed, max_output_tokens, max_tokens, MAX_TOKENS, length, ...)."),
    billableRequests: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Requests the provider may bill for this answer: continuations, follow-up searches and lost requests count.'),
    lostRequests: z
      .number()
      .int()
      .min(0)
      .describe(
        'Of the billable requests, those that timed out or were dropped after reaching the provider: possibly billed, no answer received.',
      ),
    status: z.enum(EngineAnswerStatus),
    trackedPromptId: z.string().nullable(),
    sample: z
      .number()
      .int()
      .min(1)
      .describe("Which of the prompt's samples in the run this answer is (1 to the run's samples per prompt); each counts as one answer."),
    promptText: z.string(),
    text: z.string().nullable(),
    sources: z.json().nullable().describe('Sources as the engine returned them: [{ url, title, attachment, spans: [{ start, end }] }].'),
    errorCode: z.string().nullable(),
    askedAt: timestamp,
    answeredAt: timestamp.nullable(),
  })
  .describe('What one engine answered to one tracked prompt in a run.');
