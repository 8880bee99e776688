/**
 * An expected failure of a webhook settings operation. The message is written for the account
 * holder (it is shown by the dashboard and the CLI as is), so it never carries secrets.
 */
export type WebhookErrorCode =
  | 'not_found'
  | 'invalid_url'
  | 'invalid_events'
  | 'invalid_state'
  | 'endpoint_limit_reached'
  | 'secret_unavailable';

export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  constructor(
    readonly code: WebhookErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isWebhookError(e: unknown): e is WebhookError {
  return e instanceof WebhookError;
}
