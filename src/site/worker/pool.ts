/**
 * A small pool of worker threads running named tasks, each with a deadline. CPU-bound work on
 * untrusted input (parsing a hostile site's HTML) runs here so that the event loop of the process,
 * which may also serve the API, never waits on it. A task past its deadline has its worker
 * terminated (the only way to stop synchronous code) and fails; a fresh worker replaces it on
 * demand. Each worker's heap is capped, so a page cannot exhaust the process's memory either.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PoolSettings {
  /** Worker threads at most (spawned on demand). */
  size: number;
  /** Deadline of a task unless the caller gives one. */
  taskTimeoutMs: number;
  /** V8 old-generation cap per worker. */
  maxHeapMb: number;
}

/** A task that failed in or with its worker: a thrown error, a deadline, a dead worker. */
export class WorkerTaskError extends Error {
  override readonly name = 'WorkerTaskError';
  constructor(
    message: string,
    readonly reason: 'threw' | 'timeout' | 'worker_died' | 'closed',
  ) {
    super(message);
  }
}

/** What a worker entry answers (see serveTasks). */
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

interface Job {
  id: number;
  task: string;
  payload: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Starts a worker on a module beside the caller: `.ts` in development and tests (loaded through
 * tsx, a dev dependency), `.js` in the compiled build.
 */
function startWorker(entry: URL, maxHeapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } };
  if (path.extname(fileURLToPath(entry)) !== '.ts') return new Worker(entry, options);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly idle: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: URL,
    private readonly settings: PoolSettings,
  ) {}

  /** Runs `task` with `payload` (structured-cloned both ways) on a worker. */
  run<T>(task: string, payload: unknown, timeoutMs = this.settings.taskTimeoutMs): Promise<T> {
    if (this.closed) return Promise.reject(new WorkerTaskError('the worker pool is closed', 'closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, payload, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Fails queued and running tasks and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerTaskError('the worker pool is closed', 'closed'));
    await Promise.all([...this.slots].map((slot) => this.kill(slot, new WorkerTaskError('the worker pool is closed', 'closed'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.idle.pop();
      if (!slot) {
        if (this.slots.size >= Math.max(1, this.settings.size)) return;
        slot = this.spawn();
      }
      const job = this.queue.shift();
      if (job) this.assign(slot, job);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(this.entry, this.settings.maxHeapMb), job: null, timer: null };
    slot.worker.on('message', (reply: Reply) => this.settle(slot, reply));
    slot.worker.on('error', (err) => void this.kill(slot, new WorkerTaskError(`the worker failed: ${err.message}`, 'worker_died')));
    slot.worker.on('exit', (code) => void this.kill(slot, new WorkerTaskError(`the worker exited (code ${code})`, 'worker_died')));
    this.slots.add(slot);
    return slot;
  }

  private assign(slot: Slot, job: Job): void {
    slot.job = job;
    // A busy worker keeps the process alive (its result is awaited); an idle one does not.
    slot.worker.ref();
    slot.timer = setTimeout(
      () => void this.kill(slot, new WorkerTaskError(`the task did not finish within ${job.timeoutMs} ms`, 'timeout')),
      job.timeoutMs,
    );
    try {
      slot.worker.postMessage({ id: job.id, task: job.task, payload: job.payload });
    } catch (err) {
      this.release(slot);
      job.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    this.idle.push(slot);
    this.dispatch();
  }

  private settle(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    this.release(slot);
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new WorkerTaskError(reply.error, 'threw'));
  }

  private async kill(slot: Slot, err: WorkerTaskError): Promise<void> {
    if (!this.slots.delete(slot)) return;
    const i = this.idle.indexOf(slot);
    if (i >= 0) this.idle.splice(i, 1);
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    job?.reject(err);
    if (!this.closed) this.dispatch();
    await slot.worker.terminate();
  }
}

/**
 * The worker side: answers each { id, task, payload } message with the task's result or its
 * error message. Tasks are synchronous; one runs at a time per worker.
 */
export function serveTasks(
  port: { on(event: 'message', fn: (m: { id: number; task: string; payload: unknown }) => void): unknown; postMessage(m: Reply): void },
  tasks: Record<string, (payload: never) => unknown>,
): void {
  port.on('message', ({ id, task, payload }) => {
    let reply: Reply;
    try {
      const fn = tasks[task];
      if (!fn) throw new Error(`unknown task "${task}"`);
      reply = { id, ok: true, value: fn(payload as never) };
    } catch (err) {
      reply = { id, ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
    }
    port.postMessage(reply);
  });
}
