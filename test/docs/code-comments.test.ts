// Comments name files ("the procedure chain, src/core/api/operation-procedure.ts"); a file moved or
// renamed leaves them pointing nowhere, and a reader follows them first. This holds every file path
// a comment of the code, the tests, the benchmarks and the scripts names to a file that exists.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = execFileSync('git', ['ls-files', '--', 'src', 'test', 'bench', 'scripts', 'web/src', 'e2e'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|cjs)$/.test(f) && !f.startsWith('src/generated/'));

/** A path with at least one folder and a file extension, not part of a longer word, URL or package name. */
const filePath = /(?<![\w./@-])((?:\.\.?\/)*(?:[\w-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|cjs|md|json|sql|prisma|graphql))\b/g;
/** Paths from the repository's root, and paths under src/ written without it (`core/api/api-router.ts`). */
const roots = new Set(['src', 'test', 'docs', 'bench', 'scripts', 'web', 'prisma', 'e2e', 'bin']);
const srcFolders = new Set(fs.readdirSync('src'));
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

describe('comments', () => {
  it('name only files that exist', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!isComment(line)) return;
          for (const [, named] of line.matchAll(filePath)) {
            const first = named.split('/')[0];
            const target = named.startsWith('.')
              ? path.normalize(path.join(path.dirname(file), named))
              : roots.has(first)
                ? named
                : srcFolders.has(first)
                  ? `src/${named}`
                  : null;
            if (target === null) continue;
            checked++;
            if (!fs.existsSync(target)) missing.push(`${file}:${i + 1}: ${named}`);
          }
        });
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
