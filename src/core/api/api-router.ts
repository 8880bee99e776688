// The operations of the API: one line each registers the operation defined in its own file of
// src/core/api/operations/ (defineOperation, define-operation.ts). Everything else is derived from
// this table: the router every surface calls (REST through trpc-to-openapi's handler or the read
// routes generated from the same procedures, src/rest/fast-reads.ts; GraphQL's fields,
// src/graphql/api.ts; the assistants' tools, src/mcp/tools.ts; the dashboard's procedures that are
// the same operations, core/dashboard-api/api-operations.ts), the REST routes and the OpenAPI
// document with its examples (src/rest/operations.ts, src/rest/openapi.ts) and the MCP tool list.
// The order is the OpenAPI document's.
import { createCallerFactory, router } from './api-trpc.ts';
import type { Operation } from './define-operation.ts';
import { listProjects } from './operations/list-projects.ts';
import { createProject } from './operations/create-project.ts';
import { getProject } from './operations/get-project.ts';
import { scoreHistory } from './operations/score-history.ts';
import { listCitations } from './operations/list-citations.ts';
import { listMentions } from './operations/list-mentions.ts';
import { listFindings } from './operations/list-findings.ts';
import { triggerAudit } from './operations/trigger-audit.ts';
import { getAuditRun } from './operations/get-audit-run.ts';
import { updateFinding } from './operations/update-finding.ts';
import { addTrackedPrompt } from './operations/add-tracked-prompt.ts';
import { removeTrackedPrompt } from './operations/remove-tracked-prompt.ts';
import { addCompetitor } from './operations/add-competitor.ts';
import { removeCompetitor } from './operations/remove-competitor.ts';
import { updateTrackingSettings } from './operations/update-tracking-settings.ts';
import { getReport } from './operations/get-report.ts';
import { listMentionsFiltered } from './operations/list-mentions-filtered.ts';
import { listFindingsFiltered } from './operations/list-findings-filtered.ts';
import { visibilitySummary } from './operations/visibility-summary.ts';
import { visibility } from './operations/visibility.ts';
import { shareOfVoice } from './operations/share-of-voice.ts';
import { topCitedDomains } from './operations/top-cited-domains.ts';
import { visibilityOverview } from './operations/visibility-overview.ts';
import { botsReport } from './operations/bots-report.ts';
import { referralsReport } from './operations/referrals-report.ts';
import { pageFunnel } from './operations/page-funnel.ts';
import { listSearchQueries } from './operations/list-search-queries.ts';
import { fanoutReport } from './operations/fanout-report.ts';
import { createLogDrain } from './operations/create-log-drain.ts';
import { listLogDrains } from './operations/list-log-drains.ts';
import { deleteLogDrain } from './operations/delete-log-drain.ts';

export { operationBucket } from './operation-procedure.ts';

/** The registration: each operation by the name its procedure, REST operationId (`v1-<name>`) and callers use. */
export const apiSchemas = {
  listProjects,
  createProject,
  getProject,
  scoreHistory,
  listCitations,
  listMentions,
  listFindings,
  triggerAudit,
  getAuditRun,
  updateFinding,
  addTrackedPrompt,
  removeTrackedPrompt,
  addCompetitor,
  removeCompetitor,
  updateTrackingSettings,
  getReport,
  listMentionsFiltered,
  listFindingsFiltered,
  visibilitySummary,
  visibility,
  shareOfVoice,
  topCitedDomains,
  visibilityOverview,
  botsReport,
  referralsReport,
  pageFunnel,
  listSearchQueries,
  fanoutReport,
  createLogDrain,
  listLogDrains,
  deleteLogDrain,
} satisfies Record<string, Operation>;
export type ApiProcedure = keyof typeof apiSchemas;

type Procedures<T extends Record<string, { procedure: unknown }>> = { [K in keyof T]: T[K]['procedure'] };

/** Each operation's procedure, by name. */
function proceduresOf<T extends Record<string, { procedure: unknown }>>(operations: T): Procedures<T> {
  return Object.fromEntries(Object.entries(operations).map(([name, op]) => [name, op.procedure])) as Procedures<T>;
}

/** Version 1 of the public API: the registered operations' procedures. REST routes and the OpenAPI document derive from their `rest`. */
export const apiV1Router = router(proceduresOf(apiSchemas));

/** The tRPC path of an operation's procedure in appRouter. */
export const procedurePath = (name: ApiProcedure) => `v1.${name}`;

export const appRouter = router({ v1: apiV1Router });

/** Runs the API's procedures in-process through their whole chain (the surfaces that are not trpc-to-openapi's handler: REST's generated reads, GraphQL, MCP, the dashboard). */
export const createApiCaller = createCallerFactory(apiV1Router);
