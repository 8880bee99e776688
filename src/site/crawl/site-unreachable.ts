import type { OutgoingFailureReason, OutgoingRequestError } from '../../net/outgoing-error.ts';

/**
 * The audit cannot start: the home page gave no HTTP response over https nor http, or the stored
 * domain is not a host at all. A page answering 404 or 500 is reachable: that is not this error.
 * The message is meant for the user (it ends up as the run's failure reason).
 */
export class SiteUnreachableError extends Error {
  override readonly name = 'SiteUnreachableError';
  constructor(
    readonly reason: OutgoingFailureReason | 'invalid_domain',
    /** The host as given (or the raw input when it is not a host). */
    readonly host: string,
    message: string,
  ) {
    super(message);
  }
}

const phrases: Partial<Record<OutgoingFailureReason, string>> = {
  dns: 'DNS lookup failed',
  timeout: 'the server did not answer in time',
  blocked_address: 'its address is in a private or reserved network',
};

export function unreachable(host: string, cause: OutgoingRequestError): SiteUnreachableError {
  const detail = phrases[cause.reason] ?? cause.detail ?? cause.message;
  return new SiteUnreachableError(cause.reason, host, `Could not connect to ${host}: ${detail}`);
}
