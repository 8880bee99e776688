// How an operation of the API (define-operation.ts) becomes its procedure: its meta, the limit it
// counts against, the database it reads, its compiled schemas.
import { z } from 'zod';
import type { Access } from '../access/api-request.ts';
import type { RateBucket } from '../access/rate-limit.ts';
import { type Meta, readProcedure, writeProcedure } from './api-trpc.ts';

/** The tags of the OpenAPI document, in its order, with their descriptions: an operation's route names one. */
export const apiTags = {
  Projects: 'Projects (brands) of the account',
  Audits: 'Audit runs, score history and findings',
  Visibility: 'Citations and mentions observed in AI answers',
  Reports: 'Client reports in Markdown and PDF',
  Crawlers:
    "AI crawler hits and AI referrals from the site's access logs (ingest, log drains), the bots and referrals reports, and the page funnel from crawl to citation to visit",
} as const;
export type ApiTag = keyof typeof apiTags;

/** An operation's REST route under /api/v1 and what the OpenAPI document says of it. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path template, e.g. /projects/{slug}. */
  path: `/${string}`;
  tag: ApiTag;
  summary: string;
  description: string;
  /** The success status when it is not 200 (201 created, 202 accepted). */
  successStatus?: 201 | 202;
  /** A success body, validated against the output schema by test/api/openapi.test.ts. */
  example: unknown;
  /** A request body, for a route that takes one. */
  requestExample?: unknown;
}

/** What the chain needs of an operation (define-operation.ts OperationSpec): its schemas, access, route, kind and reads. */
interface OperationDefinition {
  input: z.ZodType;
  output: z.ZodType;
  access: Access;
  rest?: RestRoute;
  kind?: 'write';
  reads?: 'replica';
}

/** The meta of an operation's procedure: trpc-to-openapi's route and docs, the success status, its access (the same object) and reads. */
export function operationMeta({ rest, access, reads }: OperationDefinition): Meta {
  const openapi = rest && {
    method: rest.method,
    path: rest.path,
    protect: true,
    tags: [rest.tag],
    summary: rest.summary,
    description: rest.description,
  };
  return {
    ...(openapi ? { openapi } : {}),
    ...(rest?.successStatus ? { successStatus: rest.successStatus } : {}),
    access,
    ...(reads ? { reads } : {}),
  };
}

/** The limit an operation counts against: write for a route other than GET, or a write without a route; else read. */
export function operationBucket({ rest, kind }: Pick<OperationDefinition, 'rest' | 'kind'>): RateBucket {
  if (rest) return rest.method === 'GET' ? 'read' : 'write';
  return kind ?? 'read';
}

const compiledSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * An operation's schema as the chain parses with it: compiled ahead of time, once (`z.compile`:
 * the same schema, its parser generated; a value the compiled parser refuses is parsed again by
 * Zod's runtime, so the issues are the runtime's). A page of 50 citations takes 3 µs instead of 28.
 */
export function chainSchema<S extends z.ZodType>(schema: S): S {
  let compiled = compiledSchemas.get(schema);
  if (!compiled) compiledSchemas.set(schema, (compiled = z.compile(schema)));
  return compiled as S;
}

/** An operation's procedure before its resolver, counted against its limit (operationBucket), parsing with its chain schemas. */
export function procedureOf<I extends z.ZodType, O extends z.ZodType>(definition: OperationDefinition & { input: I; output: O }) {
  return (operationBucket(definition) === 'read' ? readProcedure : writeProcedure)
    .meta(operationMeta(definition))
    .input(chainSchema(definition.input))
    .output(chainSchema(definition.output));
}
