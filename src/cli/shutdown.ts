import type { Logger } from '../log.ts';

type Stop = () => Promise<unknown>;

/**
 * Signal handling of the long-running commands, installed before anything starts: a SIGTERM or
 * SIGINT at any moment (while migrating, right after the port opened, while the worker starts)
 * stops what has started so far, newest first, then exits 0. A signal during a start-up step
 * waits for that step to finish, so nothing is left half-open.
 */
export class Shutdown {
  private readonly stops: Stop[] = [];
  private signal: NodeJS.Signals | null = null;
  private starting = true;
  private stopping: Promise<void> | null = null;
  private log: Pick<Logger, 'info' | 'error'> | null = null;

  constructor() {
    const on = (signal: NodeJS.Signals) => {
      this.signal ??= signal;
      if (!this.starting) void this.stop();
    };
    process.once('SIGINT', on);
    process.once('SIGTERM', on);
  }

  /** Registers how to stop a part that has just started, and the logger to report with. */
  started(stop: Stop, log?: Pick<Logger, 'info' | 'error'>): void {
    this.stops.push(stop);
    if (log) this.log = log;
  }

  /** Whether a signal arrived; start-up checks between steps and stops early. */
  get requested(): boolean {
    return this.signal !== null;
  }

  /** Start-up is over: act on a signal that came during start-up, else on the next one (the process exits). */
  async untilSignal(): Promise<never> {
    this.starting = false;
    if (this.signal) await this.stop();
    return new Promise<never>(() => {});
  }

  private stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.log?.info({ signal: this.signal }, 'shutting down');
      for (const stop of this.stops.reverse()) {
        await stop().catch((err: unknown) => this.log?.error({ err }, 'shutdown step failed'));
      }
      this.log?.info({ signal: this.signal }, 'stopped');
      process.exit(0);
    })();
    return this.stopping;
  }
}
