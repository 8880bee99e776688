import type { FindingCategory, Severity } from '../../src/generated/prisma/client.ts';
import { newId } from '../../src/core/kernel/ids.ts';
import { scoreColumns } from '../../src/core/runs/audit-run-view.ts';
import { snapshotReport } from '../../src/core/reports/service.ts';
import { scoreDeltas, type ScoreSet, withOverall } from '../../src/core/runs/scores.ts';
import type { Services } from '../../src/core/runtime/services.ts';
import { engineNames } from '../../src/engines/engine-list.ts';

/** Inserts completed runs (with findings and report) for a project, oldest first. */
export async function seedRuns(
  services: Services,
  projectId: string,
  runDates: Date[],
  opts: { findingsPerRun?: number; status?: 'COMPLETED' | 'FAILED' | 'RUNNING' } = {},
) {
  const { db } = services;
  const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
  const ids: string[] = [];
  let previous: ScoreSet | null = null;
  for (const [i, runDate] of runDates.entries()) {
    const scores = withOverall({ citability: 40 + i, brand: null, eeat: 50, technical: 60 - i, schema: 30, platform: null });
    const deltas = scoreDeltas(scores, previous);
    previous = scores;
    const id = newId('auditRun', runDate);
    ids.push(id);
    const severities: Severity[] = ['LOW', 'CRITICAL', 'MEDIUM', 'HIGH'];
    const categories: FindingCategory[] = ['CITABILITY', 'TECHNICAL', 'SCHEMA', 'EEAT', 'BRAND', 'PLATFORM'];
    const findings = opts.findingsPerRun ?? 5;
    await db.$transaction(async (tx) => {
      await tx.auditRun.create({
        data: {
          id,
          accountId: project.accountId,
          projectId,
          status: opts.status ?? 'COMPLETED',
          trigger: 'CLI',
          runDate,
          createdAt: runDate,
          pagesAnalyzed: 10,
          findingsCount: findings,
          ...scoreColumns(scores, deltas),
        },
      });
      await tx.finding.createMany({
        data: Array.from({ length: findings }, (_, j) => ({
          id: newId('finding'),
          accountId: project.accountId,
          projectId,
          auditRunId: id,
          severity: severities[j % 4],
          category: categories[j % 6],
          title: `Finding ${j} of run ${i}`,
          description: 'Seen on the site',
          recommendation: 'Fix it',
          affectedUrl: null,
          timeline: 'Within 1 week',
          expectedImpact: 'Better visibility',
        })),
      });
      if ((opts.status ?? 'COMPLETED') === 'COMPLETED') await snapshotReport(tx, id);
    });
  }
  return ids;
}

/** Inserts `count` citations and mentions with observedAt spread over [start, start + count min), with ties. */
export async function seedObservations(services: Services, projectId: string, count: number, start: Date) {
  const { db } = services;
  const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
  const at = (i: number) => new Date(start.getTime() + Math.floor(i / 2) * 60_000); // pairs share a timestamp
  await db.citation.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: newId('citation'),
      accountId: project.accountId,
      projectId,
      engine: engineNames[i % engineNames.length],
      observedAt: at(i),
      url: `https://source${i % 5}.example/page/${i}`,
      normalizedUrl: `https://source${i % 5}.example/page/${i}`,
      host: `source${i % 5}.example`,
      title: i % 3 ? `Page ${i}` : null,
      position: (i % 8) + 1,
      isClientDomain: i % 5 === 0,
      isCompetitorDomain: i % 5 === 1,
      citationConfidence: 50 + (i % 50),
      matchedEntity: null,
    })),
  });
  await db.mention.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: newId('mention'),
      accountId: project.accountId,
      projectId,
      engine: engineNames[i % engineNames.length],
      observedAt: at(i),
      name: `Brand ${i % 4}`,
      normalizedName: `brand ${i % 4}`,
      kind: (['CLIENT', 'COMPETITOR', 'THIRD_PARTY', 'CATEGORY'] as const)[i % 4],
      role: (['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN'] as const)[i % 6],
      sentiment: i % 4 === 3 ? null : (['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const)[i % 3],
      mentionConfidence: 60 + (i % 40),
      context: i % 2 ? 'An excerpt of the answer' : null,
    })),
  });
}
