/**
 * Entry of a site worker thread (see ./pool.ts): the CPU-bound steps of an audit, run away from
 * the event loop of the process.
 */
import { parentPort } from 'node:worker_threads';
import { analyzeSite } from '../analyze/analyze-site.ts';
import { extractLinks } from '../crawl/html-links.ts';
import type { SiteSnapshot } from '../site.ts';
import { serveTasks } from './pool.ts';

/** The tasks, by name; payloads and results cross the thread boundary by structured clone. */
export const siteTasks = {
  links: ({ html, pageUrl }: { html: string; pageUrl: string }) => extractLinks(html, pageUrl).map((u) => u.href),
  analyze: (snapshot: SiteSnapshot) => analyzeSite(snapshot),
};

if (parentPort) serveTasks(parentPort, siteTasks);
