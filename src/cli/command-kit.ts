/** What every CLI command shares: its parsed arguments, option readers, and the runtime it borrows. */
import { startRuntime, type Runtime } from '../app.ts';

export interface CommandContext {
  values: Record<string, string | boolean | string[] | undefined>;
  args: string[];
  json: boolean;
}

export interface Command {
  /** How many positional words name the command ("key create" = 2). */
  words: number;
  run(ctx: CommandContext): Promise<unknown>;
}

export function str(ctx: CommandContext, name: string, required = true): string | undefined {
  const v = ctx.values[name];
  if (typeof v === 'string' && v.length > 0) return v;
  if (required) throw new Error(`--${name} is required`);
  return undefined;
}

export function list(ctx: CommandContext, name: string): string[] {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}

export function arg(ctx: CommandContext, usage: string): string {
  if (!ctx.args[0]) throw new Error(`usage: ${usage}`);
  return ctx.args[0];
}

/** Runs `fn` with the services on an up-to-date database (migrated only if behind), then releases them. */
export async function withRuntime<T>(fn: (rt: Runtime) => Promise<T>): Promise<T> {
  const rt = await startRuntime({ migrate: 'if-behind' });
  try {
    return await fn(rt);
  } finally {
    await rt.close();
  }
}
