/**
 * What a CLI command is, and the helpers every command file uses. A command file in
 * src/cli/commands/ exports `commands: Command[]`; the registry finds it there (adding a file is
 * enough). Command files import heavy modules (Prisma, the server, the worker) only inside `run`,
 * so `--help` and the listing of commands start without them.
 */
import type { Runtime } from '../app.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** Shown in help, e.g. "E" for an e-mail address. */
  value?: string;
  required?: boolean;
  help: string;
}

export interface CommandContext {
  values: Record<string, string | boolean | string[] | undefined>;
  args: string[];
  json: boolean;
  /** Where progress is drawn: stderr when it is a terminal, otherwise nothing. */
  progress: ProgressSink;
}

export interface ProgressSink {
  /** Draws `done` of `total` (total null: an unknown amount) with a label. */
  update(label: string, done?: number | null, total?: number | null): void;
  /** Prints a line that stays (on a terminal, above the bar; otherwise as is). */
  line(text: string): void;
  done(): void;
}

export interface Command {
  /** The words that name it, e.g. "key create". */
  name: string;
  /** Positional arguments after the name, for usage, e.g. "ID". */
  args?: string;
  summary: string;
  /** More help: what it does, what it prints, examples. */
  details?: string;
  options?: Record<string, OptionSpec>;
  /** Long-running (start, serve, worker): the process stays alive after `run` returns. */
  stays?: boolean;
  run(ctx: CommandContext): Promise<unknown>;
  /** Human-readable rendering of the result (default: src/cli/render.ts decides). */
  render?(result: unknown): string;
}

/** A failure the user can fix: the message says what went wrong, `hint` what to do next. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export function str(ctx: CommandContext, name: string): string;
export function str(ctx: CommandContext, name: string, required: boolean): string | undefined;
export function str(ctx: CommandContext, name: string, required = true): string | undefined {
  const v = ctx.values[name];
  if (typeof v === 'string' && v.length > 0) return v;
  if (required) throw new CliError(`--${name} is required`);
  return undefined;
}

export function list(ctx: CommandContext, name: string): string[] {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}

export function arg(ctx: CommandContext, name: string): string {
  if (!ctx.args[0]) throw new CliError(`${name} is required`);
  return ctx.args[0];
}

/** Runs `fn` with the services on an up-to-date database (migrated only if behind), then releases them. */
export async function withRuntime<T>(fn: (rt: Runtime) => Promise<T>): Promise<T> {
  const { startRuntime } = await import('../app.ts');
  const rt = await startRuntime({ migrate: 'if-behind' });
  try {
    return await fn(rt);
  } finally {
    await rt.close();
  }
}

/** The account of `email`, or an error that says how to create it. */
export async function accountOf(rt: Runtime, email: string) {
  const { accountByEmail } = await import('../core/accounts/accounts.ts');
  return accountByEmail(rt.services.db, email).catch((e: unknown) => {
    throw new CliError((e as Error).message, `create it with: visibility account create --email ${email} --plan pro`);
  });
}

export const accountOption: OptionSpec = { type: 'string', value: 'E', required: true, help: 'e-mail address of the account' };
export const expiresInOption: OptionSpec = { type: 'string', value: 'DURATION', help: 'lifetime such as 30d, 12h or 90s' };
