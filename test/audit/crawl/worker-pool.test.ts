import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskError } from '../../../src/site/worker/pool.ts';

const entry = new URL('../../../src/site/worker/site-worker.ts', import.meta.url);
const pool = new WorkerPool(entry, { size: 2, taskTimeoutMs: 30_000, maxHeapMb: 256 });
afterAll(() => pool.close());

describe('WorkerPool', () => {
  it('runs tasks on its workers and returns their results', async () => {
    const results = await Promise.all(
      ['/a', '/b', '/c'].map((p) => pool.run<string[]>('links', { html: `<a href="${p}">x</a>`, pageUrl: 'http://h.example/' })),
    );
    expect(results).toEqual([['http://h.example/a'], ['http://h.example/b'], ['http://h.example/c']]);
  });

  it('rejects a task that throws with its message, and keeps serving', async () => {
    const failed = await pool.run('no-such-task', {}).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(WorkerTaskError);
    expect(failed).toMatchObject({ reason: 'threw', message: 'Error: unknown task "no-such-task"' });
    expect(await pool.run('links', { html: '<a href="/ok">ok</a>', pageUrl: 'http://h.example/' })).toEqual(['http://h.example/ok']);
  });

  it('terminates a worker past its deadline, and a fresh one takes the next task', async () => {
    // Parsing this page takes hundreds of milliseconds; its deadline is 1 ms.
    const heavy = `<body>${'<span a b c d e f g h>x</span>'.repeat(50_000)}</body>`;
    const late = await pool.run('links', { html: heavy, pageUrl: 'http://h.example/' }, 1).catch((err: unknown) => err);
    expect(late).toMatchObject({ reason: 'timeout', message: 'the task did not finish within 1 ms' });
    expect(await pool.run('links', { html: '<a href="/next">n</a>', pageUrl: 'http://h.example/' })).toEqual(['http://h.example/next']);
  });

  it('refuses work once closed', async () => {
    const closed = new WorkerPool(entry, { size: 1, taskTimeoutMs: 30_000, maxHeapMb: 256 });
    await closed.close();
    await expect(closed.run('links', {})).rejects.toMatchObject({ reason: 'closed' });
  });
});
