/**
 * The audit's CPU-bound steps on worker threads: link extraction from each crawled page and the
 * whole site analysis. A hostile page (100,000 nested elements, a tag with 100,000 attributes) is
 * first cut by the HTML caps (../html/bound-html.ts); whatever parsing remains happens here, off
 * the event loop, under a deadline and a heap cap, so the API sharing the process keeps answering.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { failedAnalysis } from '../analyze/analyze-site.ts';
import type { SiteAnalysis } from '../analyze/types.ts';
import type { SiteSnapshot } from '../site.ts';
import { WorkerPool } from './pool.ts';
import type { siteTasks } from './site-worker.ts';

/**
 * Settings, from the environment by the composition root (names and defaults here, so that the
 * site library stays independent of core's config):
 * - VISIBILITY_SITE_WORKERS: worker threads for parsing and analysis (default 1, so one core
 *   stays free for the API on a small machine);
 * - VISIBILITY_SITE_PARSE_TIMEOUT_MS: deadline of one page's link extraction (default 15 s);
 * - VISIBILITY_SITE_ANALYSIS_TIMEOUT_MS: deadline of a run's whole analysis (default 120 s);
 * - VISIBILITY_SITE_WORKER_HEAP_MB: heap cap of each worker thread (default 512).
 */
export const siteWorkerSettingsSchema = z.object({
  size: z.number().int().min(1).max(64).default(1),
  parseTimeoutMs: z.number().int().min(1).default(15_000),
  analysisTimeoutMs: z.number().int().min(1).default(120_000),
  maxHeapMb: z.number().int().min(32).default(512),
});

export type SiteWorkerSettings = z.infer<typeof siteWorkerSettingsSchema>;

const entry = new URL(`./site-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

type Result<K extends keyof typeof siteTasks> = ReturnType<(typeof siteTasks)[K]>;

export class SiteWorkers {
  private readonly pool: WorkerPool;
  readonly settings: SiteWorkerSettings;

  constructor(settings: Partial<SiteWorkerSettings> = {}) {
    this.settings = siteWorkerSettingsSchema.parse(settings);
    this.pool = new WorkerPool(entry, {
      size: this.settings.size,
      taskTimeoutMs: this.settings.parseTimeoutMs,
      maxHeapMb: this.settings.maxHeapMb,
    });
  }

  /** Links of a page (see extractLinks). Rejects when the page cannot be read in time. */
  async extractLinks(html: string, pageUrl: string): Promise<URL[]> {
    const hrefs = await this.pool.run<Result<'links'>>('links', { html, pageUrl }, this.settings.parseTimeoutMs);
    return hrefs.map((href) => new URL(href));
  }

  /**
   * The site analysis (see analyzeSite). Never rejects: an analysis that fails on its worker
   * (deadline, heap cap) is returned with every check as an analysis error.
   */
  async analyze(snapshot: SiteSnapshot): Promise<SiteAnalysis> {
    try {
      return await this.pool.run<Result<'analyze'>>('analyze', snapshot, this.settings.analysisTimeoutMs);
    } catch (err) {
      return failedAnalysis(`the analysis could not complete: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

let shared: SiteWorkers | null = null;

/**
 * The process's site workers, created on first use with the settings of that first call. Idle
 * workers do not keep the process alive.
 */
export function sharedSiteWorkers(settings: Partial<SiteWorkerSettings> = {}): SiteWorkers {
  shared ??= new SiteWorkers(settings);
  return shared;
}
