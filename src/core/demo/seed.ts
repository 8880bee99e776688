import type { Engine, MentionKind, MentionRole, Sentiment } from '../../generated/prisma/client.ts';
import { createAccount } from '../accounts.ts';
import { scoreColumns } from '../audit-run-view.ts';
import { newId } from '../ids.ts';
import { createProject } from '../projects.ts';
import { snapshotReport } from '../reports/service.ts';
import { engineValues } from '../schemas.ts';
import { type ComponentScores, type ScoreSet, scoreDeltas, withOverall } from '../scores.ts';
import type { Services } from '../services.ts';
import { normalizeUrl } from '../urls.ts';
import { timelineBySeverity } from '../../site/analyze/severity.ts';
import { type DemoBrand, demoBrands, findingTemplates, thirdPartyNames, thirdPartySources } from './catalog.ts';
import { seededRandom } from './random.ts';

const RUNS = 14;
const WEEK_MS = 7 * 86_400_000;
const CITATIONS_PER_RUN = 90;
const MENTIONS_PER_RUN = 90;

export interface DemoResult {
  account: { id: string; email: string; plan: 'agency' };
  projects: { id: string; slug: string }[];
}

/**
 * Creates (or refills) a demo account on the Agency plan with demo projects, each with a weekly
 * history of completed audits, findings, citations, mentions and reports. DEMO DATA for trying
 * the API: generated, not observed. Re-running replaces the demo projects' data.
 */
export async function seedDemo(
  services: Services,
  email: string,
  /** Called as each demo project is filled (the CLI draws a progress bar). */
  onProgress?: (done: number, total: number, slug: string) => void,
): Promise<DemoResult> {
  const { db, log } = services;
  const normalized = email.trim().toLowerCase();
  let account = await db.account.findUnique({ where: { email: normalized }, include: { workspaces: true } });
  if (!account) {
    await createAccount(db, { email: normalized, plan: 'AGENCY', name: 'Demo agency', workspaces: ['demo'] });
    account = await db.account.findUniqueOrThrow({ where: { email: normalized }, include: { workspaces: true } });
  } else if (account.plan !== 'AGENCY') {
    await db.account.update({ where: { id: account.id }, data: { plan: 'AGENCY' } });
  }
  const workspaceSlug = account.workspaces.find((w) => w.slug === 'demo')?.slug ?? account.workspaces[0].slug;

  const projects: DemoResult['projects'] = [];
  for (const brand of demoBrands) {
    onProgress?.(projects.length, demoBrands.length, brand.slug);
    const project = await demoProject(services, account.id, workspaceSlug, brand);
    await seedHistory(services, account.id, project.id, brand, `${normalized}:${brand.slug}`);
    log.info({ project: project.slug }, 'demo project filled');
    projects.push(project);
    onProgress?.(projects.length, demoBrands.length, brand.slug);
  }
  return { account: { id: account.id, email: normalized, plan: 'agency' }, projects };
}

/**
 * The demo project of `brand`, created or emptied in place. Emptied, not recreated: keys scoped
 * to it keep their scope. A project that has the demo slug but not the demo domain is the
 * customer's own, and the demo refuses to touch it.
 */
async function demoProject(services: Services, accountId: string, workspaceSlug: string, brand: DemoBrand) {
  const { db } = services;
  const existing = await db.project.findUnique({ where: { accountId_slug: { accountId, slug: brand.slug } } });
  if (!existing) {
    const created = await createProject(db, {
      accountId,
      name: brand.name,
      domain: brand.domain,
      slug: brand.slug,
      workspaceSlug,
      createdAt: new Date(Date.now() - (RUNS + 1) * WEEK_MS),
    });
    // Demo domains are reserved (.example) and cannot be audited: no schedule.
    await db.project.update({ where: { id: created.id }, data: { plan: 'AGENCY', auditEveryDays: null } });
    return created;
  }
  if (existing.domain !== brand.domain) {
    throw new Error(`project "${brand.slug}" exists and is not a demo project; the demo leaves it alone`);
  }
  await db.$transaction([
    db.auditRun.deleteMany({ where: { projectId: existing.id } }),
    db.citation.deleteMany({ where: { projectId: existing.id } }),
    db.mention.deleteMany({ where: { projectId: existing.id } }),
    db.competitor.deleteMany({ where: { projectId: existing.id } }),
    db.project.update({ where: { id: existing.id }, data: { plan: 'AGENCY', lastAuditAcceptedAt: null } }),
  ]);
  return { id: existing.id, slug: existing.slug };
}

async function seedHistory(services: Services, accountId: string, projectId: string, brand: DemoBrand, seed: string) {
  const { db } = services;
  const rnd = seededRandom(seed);
  await db.competitor.createMany({
    data: brand.competitors.map((c) => ({ id: newId('competitor'), accountId, projectId, name: c.name, domain: c.domain })),
  });

  // Scores: a bounded random walk with a slight upward trend, as a brand that acts on findings.
  let level: ComponentScores = {
    citability: 38 + Math.floor(rnd() * 15),
    brand: 30 + Math.floor(rnd() * 20),
    eeat: 40 + Math.floor(rnd() * 15),
    technical: 50 + Math.floor(rnd() * 20),
    schema: 25 + Math.floor(rnd() * 20),
    platform: 30 + Math.floor(rnd() * 15),
  };
  let previous: ScoreSet | null = null;
  const lastRunAt = Date.now() - 2 * 86_400_000;
  for (let i = 0; i < RUNS; i++) {
    const runDate = new Date(lastRunAt - (RUNS - 1 - i) * WEEK_MS + Math.floor(rnd() * 3_600_000));
    level = Object.fromEntries(
      Object.entries(level).map(([k, v]) => [k, clamp(Math.round((v as number) + (rnd() * 7 - 2.5)), 5, 97)]),
    ) as ComponentScores;
    const scores = withOverall(level);
    const deltas = scoreDeltas(scores, previous);
    previous = scores;
    const runId = newId('auditRun', runDate);
    const findings = findingTemplates.filter((_, j) => j < 8 || rnd() < 0.6);
    await db.$transaction(
      async (tx) => {
        await tx.auditRun.create({
          data: {
            id: runId,
            accountId,
            projectId,
            status: 'COMPLETED',
            trigger: 'DEMO',
            runDate,
            createdAt: runDate,
            startedAt: runDate,
            completedAt: new Date(runDate.getTime() + 4 * 60_000),
            pagesAnalyzed: 18 + Math.floor(rnd() * 8),
            findingsCount: findings.length,
            ...scoreColumns(scores, deltas),
          },
        });
        await tx.finding.createMany({
          data: findings.map((f) => ({
            id: newId('finding', runDate),
            accountId,
            projectId,
            auditRunId: runId,
            severity: f.severity,
            category: f.category,
            status: i < RUNS - 1 && rnd() < 0.3 ? 'RESOLVED' : 'OPEN',
            title: f.title,
            description: f.description,
            recommendation: f.recommendation,
            affectedUrl: f.path ? `https://${brand.domain}${f.path}` : null,
            timeline: timelineBySeverity[f.severity],
            expectedImpact: f.expectedImpact,
          })),
        });
        await tx.citation.createMany({ data: citationsFor(rnd, accountId, projectId, runId, runDate, brand) });
        await tx.mention.createMany({ data: withPositions(mentionsFor(rnd, accountId, projectId, runId, runDate, brand)) });
        await snapshotReport(tx, runId, new Date(runDate.getTime() + 5 * 60_000));
      },
      { timeout: 60_000 },
    );
  }
}

/**
 * The demo's answer is (run, engine): each brand (the client as one) is ranked by its first
 * mention in id order, every mention of it carrying that rank, as extraction does for an answer.
 */
function withPositions<T extends { id: string; engine: Engine; kind: MentionKind; normalizedName: string }>(rows: T[]) {
  const ranks = new Map<string, Map<string, number>>();
  const position = new Map<string, number>();
  for (const m of [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (m.kind === 'CATEGORY') continue;
    let answer = ranks.get(m.engine);
    if (!answer) ranks.set(m.engine, (answer = new Map<string, number>()));
    const brand = m.kind === 'CLIENT' ? '' : m.normalizedName;
    let rank = answer.get(brand);
    if (rank === undefined) answer.set(brand, (rank = answer.size + 1));
    position.set(m.id, rank);
  }
  return rows.map((m) => ({ ...m, position: position.get(m.id) ?? null }));
}

function clamp(v: number, lo: number, hi: number) {
  return Math.min(hi, Math.max(lo, v));
}

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

function observedAt(rnd: () => number, runDate: Date): Date {
  return new Date(runDate.getTime() + Math.floor(rnd() * 3 * 3_600_000));
}

function citationsFor(rnd: () => number, accountId: string, projectId: string, runId: string, runDate: Date, brand: DemoBrand) {
  return Array.from({ length: CITATIONS_PER_RUN }, (_, i) => {
    const engine = engineValues[i % engineValues.length];
    const r = rnd();
    let url: string;
    let title: string | null;
    let isClient = false;
    let isCompetitor = false;
    let matchedEntity: string | null = null;
    let confidence: number;
    if (r < 0.3) {
      const path = pick(rnd, brand.paths);
      url = `https://www.${brand.domain}${path}${rnd() < 0.2 ? '?utm_source=chatgpt.com' : ''}`;
      title = `${brand.name.replace(' (demo)', '')} - ${path === '/' ? 'Home' : path.slice(path.lastIndexOf('/') + 1).replace(/-/g, ' ')}`;
      isClient = true;
      matchedEntity = brand.name.replace(' (demo)', '');
      confidence = 85 + Math.floor(rnd() * 15);
    } else if (r < 0.6) {
      const c = pick(rnd, brand.competitors);
      url = `https://${c.domain}/${pick(rnd, ['', 'pricing', 'reviews', 'blog/guide'])}`;
      title = c.name;
      isCompetitor = true;
      matchedEntity = c.name;
      confidence = 70 + Math.floor(rnd() * 25);
    } else {
      const s = pick(rnd, thirdPartySources);
      url = `https://${s.host}/${brand.category.replace(/ /g, '-')}/${Math.floor(rnd() * 9000) + 1000}`;
      title = rnd() < 0.15 ? null : `${s.title}: ${brand.category}`;
      confidence = 40 + Math.floor(rnd() * 45);
    }
    const normalizedUrl = normalizeUrl(url);
    return {
      id: newId('citation', runDate),
      accountId,
      projectId,
      auditRunId: runId,
      engine,
      observedAt: observedAt(rnd, runDate),
      url,
      normalizedUrl,
      host: new URL(normalizedUrl).host,
      title,
      position: 1 + Math.floor(rnd() * 8),
      isClientDomain: isClient,
      isCompetitorDomain: isCompetitor,
      citationConfidence: confidence,
      matchedEntity,
    };
  });
}

const roles: MentionRole[] = ['RECOMMENDED', 'LISTED', 'COMPARED', 'CRITICIZED', 'EXCLUDED', 'UNKNOWN'];
const sentiments: Sentiment[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE', 'MIXED'];

function mentionsFor(rnd: () => number, accountId: string, projectId: string, runId: string, runDate: Date, brand: DemoBrand) {
  const brandName = brand.name.replace(' (demo)', '');
  return Array.from({ length: MENTIONS_PER_RUN }, (_, i) => {
    const engine = engineValues[(i * 3) % engineValues.length];
    const r = rnd();
    let kind: MentionKind;
    let name: string;
    if (r < 0.35) [kind, name] = ['CLIENT', brandName];
    else if (r < 0.7) [kind, name] = ['COMPETITOR', pick(rnd, brand.competitors).name];
    else if (r < 0.85) [kind, name] = ['THIRD_PARTY', pick(rnd, thirdPartyNames)];
    else [kind, name] = ['CATEGORY', brand.category];
    const role = kind === 'CATEGORY' ? 'UNKNOWN' : pick(rnd, roles);
    const sentiment = kind === 'CATEGORY' ? null : pick(rnd, [...sentiments, 'POSITIVE', 'NEUTRAL'] as Sentiment[]);
    const context =
      rnd() < 0.1
        ? null
        : kind === 'CATEGORY'
          ? `When choosing a ${brand.category}, compare price, trial terms and independent reviews.`
          : `${name} is ${role === 'RECOMMENDED' ? 'a top pick' : role === 'CRITICIZED' ? 'criticised by some reviewers' : 'often listed'} among ${brand.category} options.`;
    return {
      id: newId('mention', runDate),
      accountId,
      projectId,
      auditRunId: runId,
      engine,
      observedAt: observedAt(rnd, runDate),
      name,
      normalizedName: name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
      kind,
      role,
      sentiment,
      mentionConfidence: kind === 'CLIENT' ? 80 + Math.floor(rnd() * 20) : 55 + Math.floor(rnd() * 40),
      context,
    };
  });
}
