// Words the OpenAPI descriptions of several operations share (src/core/api/operations/), written once.
/** The visibility aggregates' range and engine. */
export const answerWindow =
  '`from`/`to` bound the answers by the time they were asked (inclusive, ISO 8601 with offset); `engine` narrows them to one engine.';

/** The crawler reports' range. */
export const crawlerRange =
  '`from`/`to` bound the hours counted (inclusive, ISO 8601 with offset; default: the 30 days up to now; at most 400 days). Days are UTC.';

/** The fan-out reads' filters and what a search that led to a citation is. */
export const fanoutFilters =
  '`engine`, `trackedPromptId` and `auditRunId` narrow the answers; only answered answers count. An engine that does not expose its searches (those read through SerpApi) has none: nothing is guessed. A search led to a citation when the answer cites a URL the provider says that search found; null when the provider does not link searches to results (docs/fanout.md).';
