// Access logs of a project's site: AI crawler hits and AI referrals (docs/crawlers.md).
import { accountOf, CliError, type Command, list, str, withRuntime } from '../command.ts';

/** Bytes a file is read by: 1 MB reads cost a quarter of the CPU of 64 KB ones (docs/benchmarks.md, bench:logs). */
const READ_BYTES = 1 << 20;

const formats = 'combined, combined-forwarded, cloudflare, fastly, cloudfront, vercel, json';

export const commands: Command[] = [
  {
    name: 'logs import',
    args: 'FILE...',
    summary: "count AI crawler hits and AI referrals from a project's access log files",
    details:
      'Reads each FILE as it streams (gzip recognised by its magic bytes, `-` for stdin), detects its format from the first ' +
      `line unless --format names it (${formats}), and adds the AI crawlers' hits and the AI products' referrals to the ` +
      "project's hourly counts. Lines already imported count nothing twice. Bad lines (too long, NUL, broken UTF-8, " +
      'unparseable, impossible times) are counted by reason, the first few shown with their line numbers. Progress goes ' +
      'to stderr; the summary of each file to stdout.',
    options: {
      project: { type: 'string', multiple: true, value: 'SLUG', required: true, help: 'the project the logs belong to' },
      account: { type: 'string', value: 'E', help: 'the account of the project (needed when several accounts use the slug)' },
      format: { type: 'string', value: 'F', help: `the log format (${formats}); detected when absent` },
      map: {
        type: 'string',
        value: 'FIELD=NAME,...',
        help: 'json format: where each field is (time, address, target, status, userAgent, referer), e.g. time=ts,target=uri',
      },
    },
    run: (ctx) =>
      withRuntime(async (rt) => {
        if (ctx.args.length === 0) throw new CliError('FILE is required', 'visibility logs import --project SLUG access.log');
        const { db, config } = rt.services;
        const slugs = list(ctx, 'project');
        if (slugs.length !== 1) throw new CliError('name one project with --project SLUG');
        const slug = slugs[0];
        const email = str(ctx, 'account', false);
        const account = email ? await accountOf(rt, email) : null;
        const projects = await db.project.findMany({
          where: { slug, ...(account ? { accountId: account.id } : {}) },
          select: { id: true, accountId: true },
        });
        if (projects.length === 0) throw new CliError(`no project "${slug}"`);
        if (projects.length > 1) throw new CliError(`several accounts have a project "${slug}"`, 'name the account with --account E');
        const { parseLogFormat, parseFieldMapping } = await import('../../core/crawlers/log-options.ts');
        const { ingestLog } = await import('../../core/crawlers/ingest.ts');
        const format = parseLogFormat(str(ctx, 'format', false));
        const mapping = parseFieldMapping(str(ctx, 'map', false));
        if (format === null || mapping === null) throw new CliError(`--format must be one of ${formats}; --map FIELD=NAME,...`);
        const fs = await import('node:fs');
        const files = [];
        for (const file of ctx.args) {
          let total: number | null = null;
          if (file !== '-') {
            try {
              total = fs.statSync(file).size;
            } catch {
              throw new CliError(`cannot read ${file}`);
            }
          }
          const input = file === '-' ? process.stdin : fs.createReadStream(file, { highWaterMark: READ_BYTES });
          const started = Date.now();
          let last = 0;
          const summary = await ingestLog(
            db,
            {
              accountId: projects[0].accountId,
              projectId: projects[0].id,
              source: 'CLI',
              format,
              mapping,
              label: file,
              pathsPerDay: config.crawlers.pathsPerDay,
              onProgress: ({ bytes, lines }) => {
                const t = Date.now();
                if (t - last < 200) return;
                last = t;
                ctx.progress.update(`${file}: ${lines} lines`, bytes, total);
              },
            },
            input as AsyncIterable<Buffer>,
          ).finally(() => ctx.progress.done());
          const seconds = (Date.now() - started) / 1000;
          files.push({ file, ...summary, seconds, linesPerSecond: Math.round(summary.linesRead / Math.max(seconds, 0.001)) });
        }
        return { files };
      }),
    render: (result) => (result as { files: FileSummary[] }).files.map(renderFile).join('\n\n'),
  },
];

interface FileSummary {
  file: string;
  format: string;
  linesRead: number;
  linesCounted: number;
  linesDuplicate: number;
  linesIgnored: number;
  linesBad: number;
  hits: number;
  referrals: number;
  badSamples: { line: number; reason: string; excerpt: string }[];
  badReasons: Record<string, number>;
  seconds: number;
  linesPerSecond: number;
}

function renderFile(f: FileSummary): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const out = [
    `${f.file} (${f.format}): ${n(f.linesRead)} lines in ${f.seconds.toFixed(1)} s (${n(f.linesPerSecond)} a second)`,
    `  counted ${n(f.linesCounted)} (${n(f.hits)} AI crawler hits, ${n(f.referrals)} AI referrals), already counted ${n(f.linesDuplicate)}, ignored ${n(f.linesIgnored)}, bad ${n(f.linesBad)}`,
  ];
  if (f.linesBad > 0) {
    out.push(
      `  bad lines: ${Object.entries(f.badReasons)
        .map(([reason, count]) => `${reason} ${n(count)}`)
        .join(', ')}`,
    );
    for (const b of f.badSamples.slice(0, 5)) out.push(`    line ${b.line}: ${b.reason}: ${b.excerpt.slice(0, 100)}`);
  }
  return out.join('\n');
}
