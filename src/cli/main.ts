import { parseArgs } from 'node:util';
import type { CommandContext } from './command-kit.ts';
import { commands } from './commands.ts';

const usage = `Usage: visibility <command> [options] [--json]

Service:
  start                      migrate, serve HTTP and run the job worker in one process
  serve                      serve HTTP only
  worker                     run the job worker only
  migrate                    apply database migrations

Accounts, projects and keys:
  account create --email E --plan free|pro|agency|enterprise [--name N] [--workspace SLUG]... [--password P]
                             the email is also the owner's dashboard sign-in; without --password
                             an invite password is generated and printed once
  user add --account E --email U [--role member|owner] [--password P]   a dashboard user
  project create --account E --name N --domain D [--slug S] [--workspace SLUG]
  key create --account E --role read|trigger [--project SLUG]... [--expires-in 30d|12h|90s] [--name N]
  key list --account E
  key revoke ID
  demo --email E [--password P]   create or refill a demo account (Agency plan) with demo projects;
                             --password also creates its owner's dashboard sign-in

Audits:
  audit run --project SLUG --account E [--wait]

What a project tracks in AI engines:
  competitor add --account E --project SLUG --name N --domain D [--alias A]...
  competitor list --account E --project SLUG | competitor remove ID
  prompt add --account E --project SLUG --text T [--tag T]... [--country US] [--language en]
  prompt list --account E --project SLUG | prompt remove ID
  project update --account E --project SLUG [--alias A]... [--engines CHATGPT,CLAUDE,...] [--audit-every-days N|off]
  engines                    the seven engines: configured or not, provider, model

Dashboard sessions and webhooks:
  session create --account E [--expires-in 12h]      a dashboard (/trpc) bearer token
  webhook create --account E --url U [--event audit_run.completed|audit_run.failed]...
  webhook list --account E
  webhook secret ID | rotate-secret ID | enable ID | disable ID | delete ID
  webhook deliveries ID [--limit N]                   recent deliveries with their attempts
  webhook replay DELIVERY_ID                          send a delivery again (same event id)
  webhook replay-held ID                              replay what was held while the endpoint was paused

Every command accepts --json: exactly one JSON object on stdout; logs go to stderr.`;

const options = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  email: { type: 'string' },
  plan: { type: 'string' },
  name: { type: 'string' },
  workspace: { type: 'string', multiple: true },
  account: { type: 'string' },
  domain: { type: 'string' },
  slug: { type: 'string' },
  role: { type: 'string' },
  project: { type: 'string', multiple: true },
  'expires-in': { type: 'string' },
  wait: { type: 'boolean' },
  url: { type: 'string' },
  event: { type: 'string', multiple: true },
  limit: { type: 'string' },
  alias: { type: 'string', multiple: true },
  tag: { type: 'string', multiple: true },
  text: { type: 'string' },
  country: { type: 'string' },
  language: { type: 'string' },
  engines: { type: 'string' },
  'audit-every-days': { type: 'string' },
  password: { type: 'string' },
} as const;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    return fail((e as Error).message, argv.includes('--json'));
  }
  const { values, positionals } = parsed;
  const json = Boolean(values.json);
  if (values.help) {
    if (json) print({ usage }, true);
    else process.stderr.write(`${usage}\n`);
    return 0;
  }
  if (positionals.length === 0) return fail(`a command is required\n\n${usage}`, json);
  const name = [positionals[0], positionals[1]].filter(Boolean).join(' ');
  const command = commands[name] ?? commands[positionals[0]];
  if (!command) return fail(`unknown command "${positionals.join(' ')}"\n\n${usage}`, json);
  const args = positionals.slice(command.words);
  const ctx: CommandContext = { values, args, json };
  try {
    const result = await command.run(ctx);
    if (result !== undefined) print(result, json);
    return 0;
  } catch (e) {
    return fail((e as Error).message, json);
  }
}

function print(result: unknown, json: boolean) {
  process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);
}

function fail(message: string, json: boolean): number {
  if (json) process.stdout.write(`${JSON.stringify({ error: message })}\n`);
  process.stderr.write(`error: ${message}\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    // Long-running commands (start/serve/worker) keep the process alive themselves.
    if (code !== 0 || !['start', 'serve', 'worker'].includes(process.argv[2] ?? '')) process.exit(code);
  },
  (e) => {
    process.stderr.write(`${(e as Error).stack ?? e}\n`);
    process.exit(1);
  },
);
