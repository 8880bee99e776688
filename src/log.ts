import { pino, type Logger } from 'pino';

export type { Logger };

/** Logs go to stderr so that CLI commands can keep stdout for their JSON result. */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: { paths: ['req.headers.authorization', '*.secret', '*.key', 'secret', 'key'], censor: '[redacted]' },
    },
    pino.destination(2),
  );
}
