/**
 * What each language's common-word lexicon costs (docs/methodology.md, "Words of the language's
 * lexicon are never third-party brands"): the time to load it on its first lookup and the memory
 * it keeps (heap and the array buffers it owns), one language at a time, in a fresh process per
 * language so that one's garbage does not count for the next. Run:
 * `node --expose-gc --import tsx bench/common-words.ts`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isCommonWord, lexiconSize } from '../src/core/visibility/common-words.ts';
import { readLanguageCodes, type ReadLanguage } from '../src/core/visibility/languages/index.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const one = process.argv[2] as ReadLanguage | undefined;
if (one) {
  gc();
  const kept = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const before = kept();
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const size = lexiconSize(one);
  const ms = performance.now() - t0;
  const peakRss = process.memoryUsage().rss - rssBefore;
  gc();
  const after = kept() - before;
  const t1 = performance.now();
  for (let i = 0; i < 10_000; i++) isCommonWord(i % 2 ? 'Northwind' : 'Qualität', one);
  const lookupUs = ((performance.now() - t1) / 10_000) * 1000;
  console.log(`| ${one} | ${size.toLocaleString('en')} | ${ms.toFixed(0)} | ${mb(after)} | ${mb(peakRss)} | ${lookupUs.toFixed(1)} |`);
} else {
  console.log(
    '| language | folded words | load (ms) | kept: heap and its array buffers (MB) | RSS growth while loading (MB) | lookup (µs) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const lang of readLanguageCodes) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), lang], { encoding: 'utf8' });
    process.stdout.write(r.stdout || r.stderr);
  }
}
