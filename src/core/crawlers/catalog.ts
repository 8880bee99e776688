/**
 * The data files that say who is an AI crawler and which sites are AI products:
 * data/crawlers/agents.json (user-agent tokens with operator, class and the address-range file
 * that verifies each), data/crawlers/referrers.json (AI products by referrer host and
 * utm_source) and data/crawlers/ranges/*.json (the operators' published ranges, as stored).
 * Read once per process; docs/crawlers.md explains them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../runtime/config.ts';

export const crawlerClasses = ['TRAINING', 'SEARCH_INDEX', 'USER_FETCH', 'AGENT'] as const;
export type CrawlerClassName = (typeof crawlerClasses)[number];

const agentSchema = z.object({
  id: z.string().min(1),
  pattern: z.string().min(2),
  operator: z.string().min(1),
  class: z.enum(crawlerClasses),
  ranges: z.string().optional(),
});
const rangeSourceSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), operator: z.string(), url: z.url() });
const agentsFileSchema = z.object({
  agents: z.array(agentSchema),
  ranges: z.array(rangeSourceSchema),
  aiLikeTokens: z.array(z.string().min(3)),
});
const referrersFileSchema = z.object({
  products: z.array(z.object({ id: z.string(), name: z.string(), hosts: z.array(z.string()), utmSources: z.array(z.string()) })),
});

/** An operator's published range file: `{creationTime, prefixes: [{ipv4Prefix} | {ipv6Prefix}]}` (OpenAI, Anthropic, Perplexity, Google, Bing). */
export const rangeFileSchema = z.object({
  creationTime: z.string().optional(),
  prefixes: z.array(z.object({ ipv4Prefix: z.string().optional(), ipv6Prefix: z.string().optional() })),
});

export type AgentEntry = z.infer<typeof agentSchema>;
export type RangeSource = z.infer<typeof rangeSourceSchema>;

export interface CrawlerCatalog {
  /** Longest pattern first, so `Applebot-Extended` wins over `Applebot`. */
  agents: (AgentEntry & { needle: string })[];
  rangeSources: RangeSource[];
  aiLikeTokens: string[];
  /** Referrer host (lower case) to product id. */
  referrerHosts: Map<string, string>;
  /** utm_source value (lower case) to product id. */
  utmSources: Map<string, string>;
  /** Every token whose presence (any case) makes a line worth parsing. */
  prefilterTokens: string[];
}

export const crawlerDataDir = path.join(projectRoot, 'data', 'crawlers');

let cached: CrawlerCatalog | undefined;

export function crawlerCatalog(): CrawlerCatalog {
  if (cached) return cached;
  const agentsFile = agentsFileSchema.parse(JSON.parse(fs.readFileSync(path.join(crawlerDataDir, 'agents.json'), 'utf8')));
  const referrers = referrersFileSchema.parse(JSON.parse(fs.readFileSync(path.join(crawlerDataDir, 'referrers.json'), 'utf8')));
  const agents = agentsFile.agents
    .map((a) => ({ ...a, needle: a.pattern.toLowerCase() }))
    .sort((a, b) => b.needle.length - a.needle.length);
  const referrerHosts = new Map<string, string>();
  const utmSources = new Map<string, string>();
  for (const p of referrers.products) {
    for (const h of p.hosts) referrerHosts.set(h.toLowerCase(), p.id);
    for (const u of p.utmSources) utmSources.set(u.toLowerCase(), p.id);
  }
  const hostTokens = [...referrerHosts.keys()];
  cached = {
    agents,
    rangeSources: agentsFile.ranges,
    aiLikeTokens: agentsFile.aiLikeTokens.map((t) => t.toLowerCase()),
    referrerHosts,
    utmSources,
    prefilterTokens: [...new Set([...agents.map((a) => a.needle), ...agentsFile.aiLikeTokens, ...hostTokens, 'utm_source='])],
  };
  return cached;
}

/** The stored copy of a range source (data/crawlers/ranges/<id>.json) as bytes. */
export function storedRangeFile(id: string): Buffer {
  return fs.readFileSync(path.join(crawlerDataDir, 'ranges', `${id}.json`));
}

/** The prefixes of a range file, each `a.b.c.d/n` or `x::/n`. */
export function prefixesOf(body: unknown): string[] {
  const file = rangeFileSchema.parse(body);
  return file.prefixes.flatMap((p) => [p.ipv4Prefix, p.ipv6Prefix].filter((v): v is string => typeof v === 'string'));
}
