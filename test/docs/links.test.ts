import { execFileSync } from 'node:child_process';
// The docs name files, headings, settings and webhook events of this repository; this keeps every
// such name true. Run alone: npx vitest run test/docs/links.test.ts
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../../src/core/runtime/config.ts';
import { webhookEventTypes } from '../../src/core/webhooks/events.ts';

const docFiles = ['README.md', ...fs.readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];
const docs = docFiles.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Markdown links and images, outside code: [text](target) and ![alt](target). */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

/** Backticked repository paths (`src/core/kernel/errors.ts`, `docs/`, `prisma/migrations/<timestamp>_<name>/`). */
const repoPath = /`((?:src|docs|bin|test|bench|scripts|e2e|prisma|web)\/[^`\s]*)`/g;

describe('the docs name only what exists', () => {
  it('every relative link points at a file of the repository, and every anchor at a heading', () => {
    const broken: string[] = [];
    for (const { file, text } of docs) {
      expect(text, file).not.toContain('../shared');
      for (const link of linksOf(text)) {
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // https:, mailto:
        const [target, anchor] = link.split('#') as [string, string | undefined];
        const resolved = target === '' ? file : path.normalize(path.join(path.dirname(file), target));
        if (!fs.existsSync(resolved)) {
          broken.push(`${file}: ${link} (no ${resolved})`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
          broken.push(`${file}: ${link} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every backticked repository path exists (a placeholder or wildcard: the folder before it)', () => {
    const missing: string[] = [];
    for (const { file, text } of docs) {
      for (const [, named] of text.matchAll(repoPath)) {
        const plain = named.replace(/:\d+$/, '');
        const cut = plain.search(/[<*{]/);
        const checked = cut < 0 ? plain : plain.slice(0, plain.lastIndexOf('/', cut) + 1);
        if (!fs.existsSync(checked)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no module of src/ but src/core/runtime/config.ts reads the environment', () => {
    const readers = execFileSync('git', ['grep', '-l', 'process\\.env', '--', 'src/*.ts', 'src/*.tsx', ':!src/generated'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => line.includes('process.env') && !/^\s*(\/\/|\/?\*)/.test(line)),
      );
    // embedded.ts hands the whole environment on to PostgreSQL's own processes; it reads no setting.
    expect(readers.sort()).toEqual(['src/core/runtime/config.ts', 'src/db/embedded.ts']);
  });

  it('every VISIBILITY_* variable of the docs is a setting of src/core/runtime/config.ts, and every setting is documented', () => {
    // Read by the test setup, not by the service's configuration.
    const readElsewhere: Record<string, string> = {
      VISIBILITY_TEST_PG: 'test/support/global-setup.ts',
    };
    for (const [name, file] of Object.entries(readElsewhere)) {
      expect(fs.readFileSync(file, 'utf8'), `${file} reads ${name}`).toContain(`process.env.${name}`);
      expect(settingNames).not.toContain(name);
    }
    const settings = settingNames.filter((n) => n.startsWith('VISIBILITY_'));
    const named = new Set(
      docs.flatMap(({ text }) => [...text.matchAll(/\bVISIBILITY_[A-Z0-9_]*[A-Z0-9](?:_<[A-Z]+>)?/g)].map((m) => m[0])),
    );
    // `VISIBILITY_MODEL_<ENGINE>` stands for every setting of that prefix.
    const families = [...named].filter((n) => n.endsWith('>')).map((n) => n.slice(0, n.lastIndexOf('<')));
    const documented = (setting: string) => named.has(setting) || families.some((prefix) => setting.startsWith(prefix));

    const unknown = [...named].filter((n) =>
      n.endsWith('>')
        ? !settings.some((s) => s.startsWith(n.slice(0, n.lastIndexOf('<'))))
        : !settings.includes(n) && !(n in readElsewhere),
    );
    expect(unknown, 'named in the docs but no setting').toEqual([]);
    expect(
      settings.filter((s) => !documented(s)),
      'settings without a line in the docs (docs/operating.md, "Configuration")',
    ).toEqual([]);
  });

  it('docs/webhooks.md lists every webhook event the service sends, and no other', () => {
    const text = fs.readFileSync('docs/webhooks.md', 'utf8');
    const section = text.split('\n## Events\n')[1].split('\n## ')[0];
    const listed = [...section.matchAll(/^\| `([a-z_.]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...webhookEventTypes].sort());
  });
});
