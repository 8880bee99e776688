/** Help texts of the CLI: the overview and one page per command, derived from the commands' specs. */
import type { Command, OptionSpec } from './command.ts';

const groups: { title: string; prefixes: string[] }[] = [
  { title: 'Service', prefixes: ['start', 'serve', 'worker', 'migrate'] },
  { title: 'Accounts, projects and keys', prefixes: ['account', 'user', 'project', 'key', 'session', 'demo'] },
  { title: 'Audits', prefixes: ['audit'] },
  { title: 'Webhooks', prefixes: ['webhook'] },
];

function optionUsage(name: string, o: OptionSpec): string {
  const text = o.type === 'boolean' ? `--${name}` : `--${name} ${o.value ?? 'VALUE'}`;
  const repeated = o.multiple ? `${text}...` : text;
  return o.required ? repeated : `[${repeated}]`;
}

export function usageLine(c: Command): string {
  const options = Object.entries(c.options ?? {}).map(([n, o]) => optionUsage(n, o));
  return ['visibility', c.name, c.args, ...options].filter(Boolean).join(' ');
}

export function overview(all: Command[]): string {
  const width = Math.max(...all.map((c) => `${c.name}${c.args ? ` ${c.args}` : ''}`.length)) + 2;
  const line = (c: Command) => `  ${`${c.name}${c.args ? ` ${c.args}` : ''}`.padEnd(width)}${c.summary}`;
  const placed = new Set<Command>();
  const sections = groups.map((g) => {
    const members = all.filter((c) => !placed.has(c) && g.prefixes.includes(c.name.split(' ')[0]));
    members.forEach((c) => placed.add(c));
    return members.length ? `${g.title}:\n${members.map(line).join('\n')}` : '';
  });
  const rest = all.filter((c) => !placed.has(c));
  if (rest.length) sections.push(`Other:\n${rest.map(line).join('\n')}`);
  return [
    'Usage: visibility <command> [options] [--json]',
    ...sections.filter(Boolean),
    "Run `visibility <command> --help` for a command's options.\n" +
      'Output is human-readable; with --json, exactly one JSON object is printed on stdout. Logs and progress go to stderr.',
  ].join('\n\n');
}

export function commandHelp(c: Command): string {
  const options = Object.entries(c.options ?? {});
  const width = Math.max(6, ...options.map(([n, o]) => optionUsage(n, { ...o, required: true }).length)) + 2;
  const lines = [`Usage: ${usageLine(c)} [--json]`, '', c.summary.charAt(0).toUpperCase() + c.summary.slice(1) + '.'];
  if (c.details) lines.push('', c.details);
  lines.push('', 'Options:');
  for (const [n, o] of options)
    lines.push(`  ${optionUsage(n, { ...o, required: true }).padEnd(width)}${o.help}${o.required ? ' (required)' : ''}`);
  lines.push(`  ${'--json'.padEnd(width)}print exactly one JSON object on stdout`);
  lines.push(`  ${'--help'.padEnd(width)}show this help`);
  return lines.join('\n');
}
