import type { Runtime } from '../app.ts';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../core/runtime/config.ts';
import type { Logger } from '../log.ts';

type Stop = () => Promise<unknown>;

/**
 * Signal handling of the long-running commands, installed before anything starts: a SIGTERM or
 * SIGINT at any moment (while migrating, right after the port opened, while the worker starts)
 * stops what has started so far, newest first, then exits 0. A signal during a start-up step
 * waits for that step to finish, so nothing is left half-open. Stopping has a deadline
 * (`VISIBILITY_SHUTDOWN_TIMEOUT_MS`): a part that never finishes stopping (a client that holds a
 * request open, a database connection never given back) is named in the log and the process
 * exits 1, instead of waiting for the orchestrator's SIGKILL with nothing said.
 */
export class Shutdown {
  private readonly stops: { name: string; stop: Stop }[] = [];
  private signal: NodeJS.Signals | null = null;
  private starting = true;
  private stopping: Promise<void> | null = null;
  private log: Pick<Logger, 'info' | 'error'> | null = null;
  /** Until the runtime's setting is known, its default. */
  private deadlineMs = DEFAULT_SHUTDOWN_TIMEOUT_MS;

  constructor() {
    const on = (signal: NodeJS.Signals) => {
      this.signal ??= signal;
      if (!this.starting) void this.stop();
    };
    process.once('SIGINT', on);
    process.once('SIGTERM', on);
  }

  /** The runtime is up: stopping reports with its logger, within its deadline, and closes it last. */
  runtimeStarted(rt: Runtime): void {
    this.log = rt.services.log;
    this.deadlineMs = rt.services.config.shutdownTimeoutMs;
    this.started('runtime', () => rt.close());
  }

  /** Registers how to stop a part that has just started (`name` says which in the log). */
  started(name: string, stop: Stop): void {
    this.stops.push({ name, stop });
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
      const { signal, deadlineMs } = this;
      this.log?.info({ signal, deadlineMs }, 'shutting down');
      let current = '';
      const deadline = setTimeout(() => {
        this.log?.error({ signal, deadlineMs, stopping: current }, 'shutdown deadline passed');
        process.exit(1);
      }, deadlineMs);
      for (const { name, stop } of this.stops.reverse()) {
        current = name;
        await stop().catch((err: unknown) => this.log?.error({ err, part: name }, 'shutdown step failed'));
      }
      clearTimeout(deadline);
      this.log?.info({ signal }, 'stopped');
      process.exit(0);
    })();
    return this.stopping;
  }
}
