/**
 * Citations of one answer: one row per distinct source the answer text cites (deduplicated by
 * normalized URL), numbered in the order the answer first cites them, with the owner of the
 * cited domain and a confidence that follows from how the engine attached the source. Sources
 * the engine only retrieved (`listed`) are not citations: retrieved-sources.ts keeps those
 * (docs/methodology.md, "Cited and retrieved").
 */
import { type AnswerSource, type CitingAttachment, isCited } from '../../engines/answer.ts';
import { normalizeUrl, siteHost } from '../kernel/urls.ts';
import { domainOwners } from './domains.ts';
import type { VisibilitySubject } from './subject.ts';

/** Confidence that a cited source really supports the answer, by how the engine attached it. */
export const citationConfidenceByAttachment: Record<CitingAttachment, number> = {
  inline: 95,
  serp_reference: 80,
  redirect_unresolved: 70,
};

/** A citation as the spec's Citation, minus what the caller adds (id, engine, observedAt). */
export interface ExtractedCitation {
  url: string;
  normalizedUrl: string;
  host: string;
  title: string | null;
  /** 1-based order of first citation in the answer. */
  position: number;
  isClientDomain: boolean;
  isCompetitorDomain: boolean;
  citationConfidence: number;
  matchedEntity: string | null;
}

export interface ParsedSource {
  source: AnswerSource;
  order: number;
  normalizedUrl: string;
  host: string;
  firstStart: number;
}

/** A source with its normalized URL and site host; null when its URL is not an http(s) URL. */
export function parseSource(source: AnswerSource, order: number): ParsedSource | null {
  let u: URL;
  try {
    u = new URL(source.url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const normalizedUrl = normalizeUrl(u.href);
  const firstStart = source.spans.length ? Math.min(...source.spans.map((s) => s.start)) : Number.POSITIVE_INFINITY;
  return { source, order, normalizedUrl, host: siteHost(new URL(normalizedUrl).hostname), firstStart };
}

/** What a citation and a retrieved source share: the URL as returned, its host, title and whose domain it is. */
export function sourceFacts(p: ParsedSource, ownerOf: ReturnType<typeof domainOwners>, title: string | null) {
  const owner = ownerOf(p.host);
  return {
    url: p.source.url.trim(),
    normalizedUrl: p.normalizedUrl,
    host: p.host,
    title,
    isClientDomain: owner?.kind === 'CLIENT',
    isCompetitorDomain: owner?.kind === 'COMPETITOR',
    matchedEntity: owner?.name ?? null,
  };
}

/**
 * Only cited sources count. Sources cited on a span come first, by the start of their first span
 * (ties in returned order); cited sources without a span follow in the order returned.
 * Duplicates of a normalized URL merge into the earliest one: its URL as cited, the first
 * non-empty title, the highest confidence. Sources whose URL is not an http(s) URL are dropped:
 * they point nowhere a reader can go.
 */
export function extractCitations(sources: readonly AnswerSource[], subject: VisibilitySubject): ExtractedCitation[] {
  const ownerOf = domainOwners(subject);
  const parsed = sources
    .map(parseSource)
    .filter((p): p is ParsedSource & { source: { attachment: CitingAttachment } } => p !== null && isCited(p.source));
  parsed.sort((a, b) => a.firstStart - b.firstStart || a.order - b.order);
  const byUrl = new Map<string, ExtractedCitation>();
  for (const p of parsed) {
    const confidence = citationConfidenceByAttachment[p.source.attachment];
    const title = p.source.title?.trim() || null;
    const seen = byUrl.get(p.normalizedUrl);
    if (seen) {
      seen.citationConfidence = Math.max(seen.citationConfidence, confidence);
      seen.title ??= title;
      continue;
    }
    byUrl.set(p.normalizedUrl, { ...sourceFacts(p, ownerOf, title), position: byUrl.size + 1, citationConfidence: confidence });
  }
  return [...byUrl.values()];
}
