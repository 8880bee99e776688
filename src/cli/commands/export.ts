// Bulk exports from the command line: the same bytes as GET /api/v1/projects/{slug}/<list>.<format>.
import { accountOf, arg, CliError, type Command, list as values, str, withRuntime } from '../command.ts';

const lists = ['citations', 'mentions', 'findings', 'search-queries'] as const;
const formats = ['csv', 'ndjson'] as const;

export const commands: Command[] = [
  {
    name: 'export',
    args: 'citations|mentions|findings|search-queries',
    summary: "write every citation, mention, finding or engine search of a project (the list's filters) as CSV or NDJSON",
    details:
      'The same bytes as GET /api/v1/projects/{slug}/<list>.<format> for a key of the whole account: every row the ' +
      "list returns for the filters, in the list's order (citations and mentions newest first; findings CRITICAL " +
      'first, of the latest completed run or --audit-run; search-queries, the searches the engines ran, askedAt first). ' +
      "CSV: RFC 4180, UTF-8, CRLF, a header of the list item's " +
      "fields, null as an empty field, a list as its items separated by a space, a text starting with =, +, -, @, tab or CR prefixed with ' so that a " +
      'spreadsheet does not run it as a formula (--raw: every value as it is; --bom: a UTF-8 byte-order mark first, ' +
      'for Excel). NDJSON: one JSON object a line. To stdout, or to --out FILE (written whole ' +
      'or not at all: a temporary file renamed at the end). A progress bar on a terminal (stderr).',
    options: {
      account: { type: 'string', value: 'E', required: true, help: 'e-mail address of the account' },
      project: { type: 'string', multiple: true, value: 'SLUG', required: true, help: 'the project' },
      format: { type: 'string', value: 'csv|ndjson', help: 'file format (default csv)' },
      engine: { type: 'string', value: 'ENGINE', help: 'citations, mentions and search-queries: only this engine' },
      from: {
        type: 'string',
        value: 'DATE',
        help: 'citations, mentions and search-queries: observed (asked) at or after (ISO 8601 with offset)',
      },
      to: {
        type: 'string',
        value: 'DATE',
        help: 'citations, mentions and search-queries: observed (asked) at or before (ISO 8601 with offset)',
      },
      'audit-run': {
        type: 'string',
        value: 'ID',
        help: 'findings: a run of the project (default: the latest completed run); search-queries: only that run',
      },
      prompt: { type: 'string', value: 'ID', help: 'search-queries: only answers to this tracked prompt' },
      out: { type: 'string', value: 'FILE', help: 'write to this file instead of stdout' },
      raw: { type: 'boolean', help: 'CSV: write every value byte for byte (no leading quote before a formula trigger)' },
      bom: { type: 'boolean', help: 'CSV: start with a UTF-8 byte-order mark (Excel reads UTF-8 only with it)' },
    },
    run: async (ctx) => {
      const list = arg(ctx, 'the list (citations, mentions, findings or search-queries)') as (typeof lists)[number];
      if (!lists.includes(list)) throw new CliError(`unknown list "${list}"`, `name one of: ${lists.join(', ')}`);
      const format = (str(ctx, 'format', false) ?? 'csv') as (typeof formats)[number];
      if (!formats.includes(format)) throw new CliError(`unknown format "${format}"`, 'use --format csv or --format ndjson');
      if (format !== 'csv' && (ctx.values.raw === true || ctx.values.bom === true)) throw new CliError('--raw and --bom apply to CSV only');
      const observation = list !== 'findings';
      const searches = list === 'search-queries';
      for (const [name, allowed] of [
        ['engine', observation],
        ['from', observation],
        ['to', observation],
        ['audit-run', !observation || searches],
        ['prompt', searches],
      ] as const) {
        if (!allowed && str(ctx, name, false) !== undefined) throw new CliError(`--${name} does not apply to ${list}`);
      }
      return withRuntime(async (rt) => {
        const account = await accountOf(rt, str(ctx, 'account'));
        const { openExport } = await import('../../core/exports/exports.ts');
        const { AppError } = await import('../../core/kernel/errors.ts');
        // The operator acts for the whole account, as an unscoped read key of it would.
        const principal = { keyId: 'cli', accountId: account.id, role: 'READ' as const, projectIds: null };
        const filters = Object.fromEntries(
          Object.entries({
            slug: values(ctx, 'project')[0],
            engine: str(ctx, 'engine', false),
            from: str(ctx, 'from', false),
            to: str(ctx, 'to', false),
            auditRunId: str(ctx, 'audit-run', false),
            trackedPromptId: str(ctx, 'prompt', false),
            raw: ctx.values.raw === true ? '1' : undefined,
            bom: ctx.values.bom === true ? '1' : undefined,
          }).filter(([, v]) => v !== undefined),
        );
        const file = await openExport(rt.services, principal, list, format, filters).catch((e: unknown) => {
          if (e instanceof AppError && e.appCode === 'not_found') throw new CliError(`no project "${filters.slug}" in this account`);
          if (e instanceof AppError) throw new CliError(`${e.appCode}: ${e.message}`);
          throw e;
        });
        const total = await file.total();
        const out = str(ctx, 'out', false);
        const { writeExport } = await import('../export-file.ts');
        const bytes = await writeExport(file.chunks, out, () => ctx.progress.update(`${list} exported`, file.rows, total)).finally(() =>
          ctx.progress.done(),
        );
        return out ? { file: out, rows: file.rows, bytes } : undefined;
      });
    },
  },
];
