// The domains engines retrieved for their answers but did not cite in them, in a window: for
// each domain, the answers that retrieved a page of it without citing any page of it, and how
// many such pages. "Retrieved but not cited" is an insight of its own (the engine read the site
// and passed it over); it never counts as a citation (docs/methodology.md, "Cited and retrieved").
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Principal } from '../access/api-keys.ts';
import { oneOf } from '../kernel/of-several.ts';
import type { retrievedNotCitedDomainSchema } from '../contract/aggregates.ts';
import type { z } from 'zod';
import { type AnalyticsWindow, rankIn, readWindows, topListSize, topOfEachProject, type WindowFilter } from './answer-window.ts';

interface Row {
  project_id: string;
  domain: string;
  answers: number;
  pages: number;
  is_client: boolean;
  is_competitor: boolean;
  matched_entity: string | null;
}

export type RetrievedNotCitedDomain = z.output<typeof retrievedNotCitedDomainSchema>;

/** The domains retrieved and not cited of each project among `slugs` the principal may see, by slug: two statements. */
export async function retrievedNotCitedOf(
  db: Db,
  p: Principal,
  slugs: readonly string[],
  input: WindowFilter & { first?: number },
): Promise<Map<string, RetrievedNotCitedDomain[]>> {
  const first = topListSize(input.first);
  return readWindows(db, p, slugs, input, ({ accountId, where }) => {
    // A page of a domain the same answer cites elsewhere is not "the domain passed over".
    const ranked = Prisma.sql`SELECT project_id, host AS domain,
        count(DISTINCT engine_answer_id)::int AS answers,
        count(*)::int AS pages,
        bool_or(is_client_domain) AS is_client,
        bool_or(is_competitor_domain) AS is_competitor,
        max(matched_entity) AS matched_entity,
        ${rankIn(Prisma.sql`count(DISTINCT engine_answer_id) DESC, count(*) DESC, host`)}
      FROM retrieved_source r
      WHERE r.account_id = ${accountId} AND ${where}
        AND NOT EXISTS (SELECT 1 FROM citation c
          WHERE c.account_id = r.account_id AND c.engine_answer_id = r.engine_answer_id AND c.host = r.host)
      GROUP BY 1, 2`;
    return topOfEachProject(db, ranked, first, (r: Row) => ({
      domain: r.domain,
      answers: r.answers,
      pages: r.pages,
      isClient: r.is_client,
      isCompetitor: r.is_competitor,
      matchedEntity: r.matched_entity,
    }));
  });
}

export async function retrievedNotCitedDomains(
  db: Db,
  p: Principal,
  input: AnalyticsWindow & { first?: number },
): Promise<RetrievedNotCitedDomain[]> {
  return oneOf(await retrievedNotCitedOf(db, p, [input.slug], input), input.slug);
}
