/**
 * The operator CLI's entry: parses the command line, finds the command in the registry, runs it
 * and prints its result (human-readable, or one JSON object with --json). Nothing heavy is
 * imported here: `--help` answers without loading the database client or the server.
 */
import module from 'node:module';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type ErrorCode, errorCatalog } from '../core/kernel/errors.ts';
import { CliError, type Command, type CommandContext, type OptionSpec } from './command.ts';
import { commandHelp, overview, usageLine } from './help.ts';
import { progressSink } from './progress.ts';
import { findCommand, loadCommands } from './registry.ts';
import { renderResult } from './render.ts';

// V8's compiled code of the modules the commands load is kept on disk between runs (Node's
// compile cache, in $TMPDIR/node-compile-cache unless NODE_COMPILE_CACHE names another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off): a service starts faster from the second run on
// (docs/benchmarks.md). Enabled here, before any command's modules are imported.
module.enableCompileCache?.();

const globalOptions: Record<string, OptionSpec> = {
  json: { type: 'boolean', help: 'print exactly one JSON object on stdout' },
  help: { type: 'boolean', help: 'show help' },
};

/** One parseArgs table for every command's options (an option means the same in every command). */
function parseOptions(all: Command[]): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } };
  for (const c of all) {
    for (const [name, o] of Object.entries(c.options ?? {}))
      options[name] ??= o.multiple ? { type: o.type, multiple: true } : { type: o.type };
  }
  return options;
}

async function main(argv: string[]): Promise<{ code: number; stays: boolean }> {
  const json = argv.includes('--json');
  const all = await loadCommands();
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: parseOptions(all), allowPositionals: true, strict: true });
  } catch (e) {
    return {
      code: fail(new CliError((e as Error).message, 'run `visibility --help` for the commands and their options'), json),
      stays: false,
    };
  }
  const { positionals } = parsed;
  const values = parsed.values as CommandContext['values'];
  const found = findCommand(all, positionals);
  if (values.help) {
    const text = found ? commandHelp(found.command) : overview(all);
    process.stdout.write(json ? `${JSON.stringify({ usage: text })}\n` : `${text}\n`);
    return { code: 0, stays: false };
  }
  if (positionals.length === 0) {
    return { code: fail(new CliError('a command is required', 'run `visibility --help` for the list of commands'), json), stays: false };
  }
  if (!found) {
    const error = new CliError(`unknown command "${positionals.join(' ')}"`, 'run `visibility --help` for the list of commands');
    return { code: fail(error, json), stays: false };
  }
  const { command, args } = found;
  try {
    checkOptions(command, values);
    const ctx: CommandContext = { values, args, json, progress: progressSink() };
    const result = await command.run(ctx);
    if (result !== undefined) print(command, result, json);
    return { code: 0, stays: Boolean(command.stays) };
  } catch (e) {
    return { code: fail(e, json, command), stays: false };
  }
}

/** Options the command does not take, and required ones that are missing, before anything runs. */
function checkOptions(command: Command, values: CommandContext['values']): void {
  const own = command.options ?? {};
  const help = `usage: ${usageLine(command)} (see \`visibility ${command.name} --help\`)`;
  for (const name of Object.keys(values)) {
    if (!(name in own) && !(name in globalOptions)) throw new CliError(`--${name} is not an option of "${command.name}"`, help);
  }
  for (const [name, o] of Object.entries(own)) {
    const v = values[name];
    if (o.required && (v === undefined || v === '' || (Array.isArray(v) && v.length === 0))) {
      throw new CliError(`--${name} is required`, help);
    }
  }
}

function print(command: Command, result: unknown, json: boolean) {
  const text = json ? JSON.stringify(result) : (command.render ?? renderResult)(result);
  process.stdout.write(`${text}\n`);
}

/**
 * Prints a failure: with --json, `{ "error": message }` (and the service error's `code`) on stdout; always `error: ...` on stderr,
 * with what to do next when known.
 */
function fail(e: unknown, json: boolean, command?: Command): number {
  const message = (e as Error).message;
  // A service error also gives its stable code (src/core/kernel/errors.ts), for scripts to branch on.
  const code = (e as { appCode?: string }).appCode;
  if (json) process.stdout.write(`${JSON.stringify(code ? { error: message, code } : { error: message })}\n`);
  const hint = e instanceof CliError ? e.hint : nextStep(e, command);
  process.stderr.write(`error: ${describe(e)}\n${hint ? `  next: ${hint}\n` : ''}`);
  return 1;
}

/** A service error's code alone says little to a person: add its meaning (src/core/kernel/errors.ts). */
function describe(e: unknown): string {
  const err = e as Error & { appCode?: string; detail?: string };
  if (err.appCode && !err.detail) return `${errorCatalog[err.appCode as ErrorCode]?.meaning ?? err.message} (${err.appCode})`;
  return err.message;
}

function nextStep(e: unknown, command?: Command): string | undefined {
  const err = e as Error & { appCode?: string };
  if (err.appCode && command) return `see \`visibility ${command.name} --help\``;
  if (/ECONNREFUSED|database|connect/i.test(err.message)) {
    return 'check DATABASE_URL (or unset it to use the embedded database), then run `visibility migrate`';
  }
  return undefined;
}

main(process.argv.slice(2)).then(
  ({ code, stays }) => {
    // Long-running commands (start/serve/worker) keep the process alive themselves.
    if (code !== 0 || !stays) process.exit(code);
  },
  (e: unknown) => {
    process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
    process.exit(1);
  },
);
