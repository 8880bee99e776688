import { pino, type Logger } from 'pino';

export type { Logger };

/** Logs go to stderr so that CLI commands can keep stdout for their JSON result. */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      // Passwords are never logged on purpose; these paths are the net should one reach a log line.
      redact: {
        paths: ['req.headers.authorization', '*.secret', '*.key', 'secret', 'key', '*.password', '*.currentPassword', '*.newPassword'],
        censor: '[redacted]',
      },
    },
    pino.destination(2),
  );
}
