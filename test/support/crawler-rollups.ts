// Rows of the crawler rollups written with SQL, for the read side's tests until a fixture log goes
// through the real ingest (docs/crawlers.md): what an import of those lines would have counted.
import type { Services } from '../../src/core/runtime/services.ts';

export interface HitRow {
  hour: string;
  bot: string;
  operator: string;
  botClass: 'TRAINING' | 'SEARCH_INDEX' | 'USER_FETCH' | 'AGENT';
  verification: 'VERIFIED' | 'CLAIMED_UNVERIFIED' | 'UNKNOWN_AI_LIKE';
  path: string;
  status: number;
  hits: number;
}

export interface ReferralRow {
  hour: string;
  product: string;
  landingPath: string;
  visits: number;
}

export async function seedCrawlerRollups(
  services: Services,
  project: { id: string; accountId: string },
  hits: HitRow[],
  referrals: ReferralRow[] = [],
) {
  const { db } = services;
  if (hits.length > 0)
    await db.crawlerHitHourly.createMany({
      data: hits.map((h) => ({ ...h, hour: new Date(h.hour), projectId: project.id, accountId: project.accountId })),
    });
  if (referrals.length > 0)
    await db.aiReferralHourly.createMany({
      data: referrals.map((r) => ({ ...r, hour: new Date(r.hour), projectId: project.id, accountId: project.accountId })),
    });
}
