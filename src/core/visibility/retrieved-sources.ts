/**
 * Sources of one answer that the engine retrieved but the answer text does not cite: Claude's
 * search results no text block cites, xAI's "all sources encountered", Gemini chunks no
 * support points at, Perplexity results no `[n]` uses, SerpApi references no block uses,
 * OpenAI's `web_search_call.action.sources`. They are never citations (no position, no
 * confidence, not in citationRate or the platform score) but tell which pages an engine read
 * and passed over (docs/methodology.md, "Cited and retrieved").
 */
import type { AnswerSource } from '../../engines/answer.ts';
import { isCited } from '../../engines/answer.ts';
import { parseSource, type ParsedSource, sourceFacts } from './citations.ts';
import { domainOwners } from './domains.ts';
import type { VisibilitySubject } from './subject.ts';

export interface ExtractedRetrievedSource {
  url: string;
  normalizedUrl: string;
  host: string;
  title: string | null;
  isClientDomain: boolean;
  isCompetitorDomain: boolean;
  matchedEntity: string | null;
}

/**
 * Each distinct normalized URL the engine returned without citing it, in the order returned; a
 * URL cited anywhere in the answer (under any spelling that normalizes the same) is a citation
 * and not repeated here. Non-http(s) URLs are dropped, as for citations.
 */
export function extractRetrievedSources(sources: readonly AnswerSource[], subject: VisibilitySubject): ExtractedRetrievedSource[] {
  const ownerOf = domainOwners(subject);
  const parsed = sources.map(parseSource).filter((p): p is ParsedSource => p !== null);
  const cited = new Set(parsed.filter((p) => isCited(p.source)).map((p) => p.normalizedUrl));
  const byUrl = new Map<string, ExtractedRetrievedSource>();
  for (const p of parsed) {
    if (cited.has(p.normalizedUrl)) continue;
    const title = p.source.title?.trim() || null;
    const seen = byUrl.get(p.normalizedUrl);
    if (seen) {
      seen.title ??= title;
      continue;
    }
    byUrl.set(p.normalizedUrl, sourceFacts(p, ownerOf, title));
  }
  return [...byUrl.values()];
}
