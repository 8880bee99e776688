/**
 * The service's one error type and its one table. Core code throws `AppError(code)`; each
 * surface translates it once: REST and the dashboard by `status` (and `trpcCode`), GraphQL by
 * `extensions.code` (the code itself), the CLI by printing `message`.
 */

/** tRPC's error codes, spelled as @trpc/server spells them (kept here so core needs no surface import). */
export type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'METHOD_NOT_SUPPORTED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

const trpcCodeByStatus: Record<number, TrpcCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Every error code the service can answer with, its HTTP status and its meaning. This table is
 * the single source: the REST layer, the OpenAPI document and the table of docs/api.md derive from it.
 */
export const errorCatalog = {
  invalid_request: { status: 400, meaning: 'The request is malformed in a way no more specific code covers.' },
  malformed_json: { status: 400, meaning: 'The request body is not valid JSON.' },
  invalid_body: { status: 400, meaning: 'A field of the JSON body is missing or has an invalid value.' },
  invalid_limit: { status: 400, meaning: '`limit` is not an integer from 1 to 100.' },
  invalid_slug: {
    status: 400,
    meaning: 'The project slug is not one: lowercase letters, digits and hyphens, 1 to 63 characters, no hyphen at either end.',
  },
  invalid_cursor: { status: 400, meaning: '`cursor` is malformed, tampered with, or belongs to another query.' },
  invalid_engine: { status: 400, meaning: '`engine` is not one of the engine values.' },
  invalid_from: { status: 400, meaning: '`from` is not an ISO 8601 date-time with a time zone.' },
  invalid_to: { status: 400, meaning: '`to` is not an ISO 8601 date-time with a time zone.' },
  invalid_range: { status: 400, meaning: '`from` is later than `to`.' },
  invalid_sort: { status: 400, meaning: '`sort` is not one of the orders the list offers.' },
  invalid_segment: {
    status: 400,
    meaning: 'Page funnel: `segment` is not ALL, CITED_NOT_CRAWLED, CRAWLED_NOT_CITED, REFUSED_CITED or ROBOTS_DISALLOWED_CITED.',
  },
  invalid_bot_class: { status: 400, meaning: 'Bots report: `botClass` is not TRAINING, SEARCH_INDEX, USER_FETCH or AGENT.' },
  range_too_long: { status: 400, meaning: 'Crawler and referral reports: `from`..`to` spans more than 400 days.' },
  invalid_export_option: { status: 400, meaning: 'Exports: `raw` or `bom` is not 1, 0, true or false.' },
  invalid_group_by: {
    status: 400,
    meaning: '`groupBy` is not a list of distinct groupings of the aggregate with at most one of DAY, WEEK, MONTH.',
  },
  invalid_date: { status: 400, meaning: 'A date is outside the range the service stores (years 1 to 9999).' },
  invalid_domain: {
    status: 400,
    meaning:
      'POST /projects: the domain is, or spells (`127.1`, `0x7f000001`, `[::1]`), an address of a private, loopback or reserved network, or localhost, or is no host the crawler can parse.',
  },
  invalid_log_format: {
    status: 400,
    meaning: 'POST /logs: `format` is not one of the log formats, or `map` is not a list of field=name pairs (docs/crawlers.md).',
  },
  invalid_id: { status: 400, meaning: 'GET /audit-runs/{id}: `id` is not an audit run id (`run_` and 32 hex digits).' },
  invalid_drain_id: { status: 400, meaning: '`drainId` is not a log drain id (`drn_` and 32 hex digits).' },
  invalid_audit_run_id: { status: 400, meaning: '`auditRunId` is not an audit run id (`run_` and 32 hex digits).' },
  invalid_tracked_prompt_id: { status: 400, meaning: '`trackedPromptId` is not a tracked prompt id (`prm_` and 32 hex digits).' },
  workspace_required: {
    status: 400,
    meaning: 'POST /projects, branding: the account has several workspaces and `workspaceSlug` (the CLI: `--workspace`) is missing.',
  },
  invalid_url: { status: 400, meaning: 'Settings: the webhook URL is not an acceptable https:// URL of a public host.' },
  invalid_events: {
    status: 400,
    meaning: 'Settings: an event name is not one of audit_run.completed, audit_run.failed, visibility.changed.',
  },
  invalid_brand_name: {
    status: 400,
    meaning:
      'Branding: the agency name is empty, longer than 100 characters or holds control characters, or a colour or logo is set without a name.',
  },
  invalid_color: { status: 400, meaning: 'Branding: the accent colour is not `#RRGGBB` (six hexadecimal digits).' },
  invalid_logo: {
    status: 400,
    meaning:
      'Branding: the logo is neither a PNG nor an SVG, or is a damaged one (PNG signature, chunk or IHDR dimensions; SVG not well-formed XML, nested more than 64 deep, holding a character XML does not allow such as NUL, or not an <svg> document).',
  },
  unsafe_logo: {
    status: 400,
    meaning:
      'Branding: the SVG logo holds what cannot be made safe: a script, an event handler, foreignObject, a reference to anything but a fragment of itself, a DTD or a processing instruction.',
  },
  batch_too_large: { status: 400, meaning: 'Dashboard: a /trpc batch names more procedures than one request may carry (10).' },
  unauthorized: { status: 401, meaning: 'The bearer key is missing, malformed, unknown, revoked or expired.' },
  invalid_credentials: { status: 401, meaning: 'Dashboard sign-in: the email or the password is wrong.' },
  invalid_current_password: {
    status: 403,
    meaning: 'Dashboard password change: the current password given is wrong (nothing was changed).',
  },
  password_change_required: {
    status: 403,
    meaning: 'Dashboard: the password was reset by an owner or the operator; the user must choose their own first.',
  },
  csrf_rejected: { status: 403, meaning: 'Dashboard: a state-changing request without the x-csrf header or from another origin.' },
  owner_required: { status: 403, meaning: 'Dashboard: only an owner of the account may manage keys, webhooks, users and the plan.' },
  api_access_disabled: { status: 403, meaning: 'The account has no API access (no project on a paid plan).' },
  insufficient_role: {
    status: 403,
    meaning:
      "The key's role does not allow the operation: a read key cannot trigger audits, an ingest key can only post access logs, and only an ingest key can post them.",
  },
  invalid_signature: { status: 403, meaning: 'Log drain: the body does not carry a valid signature of the drain secret.' },
  project_scope_forbidden: { status: 403, meaning: 'POST /projects needs a key without project scope.' },
  not_found: { status: 404, meaning: "The resource does not exist or is outside the key's account or project scope." },
  route_not_found: { status: 404, meaning: 'No endpoint has this method and path.' },
  workspace_not_found: { status: 404, meaning: 'POST /projects, branding: `workspaceSlug` names no workspace of the account.' },
  no_completed_audit: {
    status: 404,
    meaning: 'Report endpoints: the project has no completed audit (or `auditRunId` is not a completed run).',
  },
  request_timeout: {
    status: 408,
    meaning: "The request headers or body did not arrive within the server's time limit; the connection is closed.",
  },
  method_not_allowed: { status: 405, meaning: 'The path exists but not with this method; `Allow` lists the methods it has.' },
  slug_taken: { status: 409, meaning: 'POST /projects: the slug is already used by a project of the account.' },
  prompt_exists: { status: 409, meaning: 'Tracking: the project already tracks a prompt with this text.' },
  competitor_exists: { status: 409, meaning: 'Tracking: the project already tracks a competitor on this domain.' },
  invalid_state: { status: 409, meaning: 'Settings: the operation does not apply in the current state (e.g. replay while paused).' },
  payload_too_large: { status: 413, meaning: 'The request body is larger than 100 kB.' },
  log_body_too_large: {
    status: 413,
    meaning:
      'POST /logs, log drains: the body is larger than VISIBILITY_LOG_BODY_MAX_MB; the lines before the limit were counted (sending the rest again counts nothing twice).',
  },
  logo_too_large: { status: 413, meaning: 'Branding: the logo is larger than 64 KiB, or a PNG logo is wider or taller than 2048 pixels.' },
  unsupported_media_type: { status: 415, meaning: 'A request body was sent with a content type other than application/json.' },
  brand_limit_reached: { status: 422, meaning: "POST /projects: the plan's brand (project) limit is reached." },
  prompt_limit_reached: { status: 422, meaning: "Tracking: the plan's limit of tracked prompts per project is reached." },
  competitor_limit_reached: { status: 422, meaning: "Tracking: the plan's limit of competitors per project is reached." },
  samples_above_plan: {
    status: 422,
    meaning: "Tracking: the samples per prompt asked for are more than the project's plan allows (nothing was changed).",
  },
  demo_project: {
    status: 422,
    meaning: 'POST /audits: the project is a demo brand (generated data, no real site), which cannot be audited.',
  },
  endpoint_limit_reached: { status: 422, meaning: 'Settings: the account has the most webhook endpoints it may have.' },
  rate_limited: { status: 429, meaning: "The key's read (60/min) or write (10/min) limit is reached; see Retry-After." },
  audit_too_soon: {
    status: 429,
    meaning: 'An audit of this project was accepted within the cooldown (an hour unless the operator set another); see Retry-After.',
  },
  usage_cap_reached: { status: 429, meaning: "The project is at its plan's monthly audit cap; see Retry-After." },
  internal_error: { status: 500, meaning: 'An unexpected failure on the service side (details are only logged).' },
  secret_unavailable: {
    status: 500,
    meaning: 'Settings: a stored secret cannot be decrypted with the configured master key (VISIBILITY_SECRET_KEY changed).',
  },
  audit_queue_unavailable: { status: 502, meaning: 'POST /audits: the audit could not be queued; nothing was created, retry later.' },
  service_unavailable: {
    status: 503,
    meaning: 'The service is overloaded (no database connection free in time); nothing was changed, see Retry-After.',
  },
  too_many_connections: {
    status: 503,
    meaning:
      'This client (its address) holds its share of open connections: the request was not run; retry after Retry-After, or reuse fewer connections at once.',
  },
  database_unavailable: { status: 503, meaning: 'The database cannot be reached; nothing was changed, see Retry-After.' },
  pdf_unavailable: { status: 503, meaning: 'GET /report.pdf: PDF rendering is temporarily unavailable; see Retry-After.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export function statusOf(code: ErrorCode): number {
  return errorCatalog[code].status;
}

export function trpcCodeOf(code: ErrorCode): TrpcCode {
  return trpcCodeByStatus[statusOf(code)] ?? 'INTERNAL_SERVER_ERROR';
}

export interface AppErrorOptions {
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  headers?: Record<string, string>;
  /**
   * A sentence for the account holder (dashboard, CLI); never secrets or internals. The public
   * API answers the code only.
   */
  detail?: string;
  cause?: unknown;
}

/** An expected failure with a stable code. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly appCode: ErrorCode;
  readonly status: number;
  readonly retryAfter?: number;
  readonly headers: Record<string, string>;
  readonly detail?: string;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    super(opts.detail ?? code, { cause: opts.cause });
    this.appCode = code;
    this.status = statusOf(code);
    this.retryAfter = opts.retryAfter;
    this.detail = opts.detail;
    this.headers = { ...(opts.headers ?? {}) };
    if (opts.retryAfter !== undefined) this.headers['Retry-After'] = String(opts.retryAfter);
    // Every 401 carries the bearer challenge (RFC 6750), on whichever surface sends it.
    if (this.status === 401) this.headers['WWW-Authenticate'] = 'Bearer';
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
