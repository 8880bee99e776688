/**
 * Findings of category BRAND and PLATFORM from a run's engine answers: each check either fires
 * once with the evidence in its description, or not at all (docs/methodology.md, "Findings from
 * the engines"). Shaped like the site analysis findings, so the run stores them the same way.
 */
import type { EngineName } from '../../engines/answer.ts';
import { engineNames } from '../../engines/answer.ts';
import type { FindingDraft } from '../../site/analyze/types.ts';
import { severityRank, timelineBySeverity } from '../../site/analyze/severity.ts';
import type { FindingCategory, Severity } from '../../generated/prisma/enums.ts';
import { engineLabels } from '../contract/labels.ts';
import type { AnswerFacts, MentionFacts } from './answer-facts.ts';

export const visibilityCheckIds = [
  'brand.not_mentioned',
  'brand.competitor_recommended_not_you',
  'brand.excluded_by_engines',
  'brand.negative_sentiment',
  'platform.client_domain_not_cited',
  'platform.competitor_cited_not_you',
  'platform.third_party_cited_about_you',
] as const;
export type VisibilityCheckId = (typeof visibilityCheckIds)[number];

export interface VisibilityCheck {
  id: VisibilityCheckId;
  category: Extract<FindingCategory, 'BRAND' | 'PLATFORM'>;
  severity: Severity;
  title: string;
  recommendation: string;
  expectedImpact: string;
}

export const visibilityChecks: Record<VisibilityCheckId, VisibilityCheck> = {
  'brand.not_mentioned': {
    id: 'brand.not_mentioned',
    category: 'BRAND',
    severity: 'HIGH',
    title: 'Engines do not name your brand',
    recommendation:
      'Publish clear, citable pages for the questions you track (comparisons, "best X for Y" guides, pricing) and earn mentions on the review and community sites the engines cite.',
    expectedImpact: 'Your brand starts to appear in answers to the prompts you track.',
  },
  'brand.competitor_recommended_not_you': {
    id: 'brand.competitor_recommended_not_you',
    category: 'BRAND',
    severity: 'HIGH',
    title: 'Engines recommend a competitor, not you',
    recommendation:
      'For these prompts, publish a page that answers them directly with your differentiators, and a fair comparison page against the competitor the engines recommend.',
    expectedImpact: 'Engines have a reason to recommend you for the prompts buyers ask.',
  },
  'brand.excluded_by_engines': {
    id: 'brand.excluded_by_engines',
    category: 'BRAND',
    severity: 'HIGH',
    title: 'Engines advise against your brand',
    recommendation:
      'Read the answers quoted below, correct outdated or wrong claims on your site and on the sources engines cite, and address the stated reason directly.',
    expectedImpact: 'Fewer answers steering buyers away from you.',
  },
  'brand.negative_sentiment': {
    id: 'brand.negative_sentiment',
    category: 'BRAND',
    severity: 'MEDIUM',
    title: 'Engines speak negatively of your brand',
    recommendation:
      'Find where the criticism comes from (reviews, forums, outdated pages), answer it publicly, and publish current facts engines can cite.',
    expectedImpact: 'More neutral or positive descriptions of your brand in answers.',
  },
  'platform.client_domain_not_cited': {
    id: 'platform.client_domain_not_cited',
    category: 'PLATFORM',
    severity: 'MEDIUM',
    title: 'Engines do not cite your site',
    recommendation:
      'Make sure AI crawlers may fetch your pages (see the technical findings) and give each tracked question a page with a direct, self-contained answer.',
    expectedImpact: 'Answers link to your site instead of others.',
  },
  'platform.competitor_cited_not_you': {
    id: 'platform.competitor_cited_not_you',
    category: 'PLATFORM',
    severity: 'MEDIUM',
    title: "Engines cite competitors' sites, not yours",
    recommendation:
      'Compare the cited competitor pages with yours for the same question: engines prefer the page that answers it most directly, with figures and sources.',
    expectedImpact: 'Your pages become the cited source for the questions you share with competitors.',
  },
  'platform.third_party_cited_about_you': {
    id: 'platform.third_party_cited_about_you',
    category: 'PLATFORM',
    severity: 'LOW',
    title: 'Engines cite other sites about you, not your own',
    recommendation:
      'Keep the cited third-party pages accurate, and publish on your own site the facts they are cited for (pricing, features, reviews) so engines can cite you directly.',
    expectedImpact: 'Answers about you cite your own site.',
  },
};

export interface VisibilityFinding extends Omit<FindingDraft, 'checkId'> {
  checkId: VisibilityCheckId;
}

export interface FindingSubject {
  clientName: string;
  clientDomain: string;
}

/** How many prompts, hosts or quotes a description names before "and N more". */
const shown = 3;

const quote = (s: string) => `'${s}'`;
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const clientOf = (a: AnswerFacts): MentionFacts[] => a.mentions.filter((m) => m.kind === 'CLIENT');
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function enginesText(engines: Iterable<EngineName>): string {
  const set = new Set(engines);
  return engineNames
    .filter((e) => set.has(e))
    .map((e) => engineLabels[e])
    .join(', ');
}

function more(total: number): string {
  return total > shown ? `, and ${total - shown} more` : '';
}

function countsText(counts: Map<string, number>): string {
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]));
  return `${top
    .slice(0, shown)
    .map(([k, n]) => `${k} (${n})`)
    .join(', ')}${more(top.length)}`;
}

function notMentioned(answers: readonly AnswerFacts[], s: FindingSubject): string | null {
  if (answers.some((a) => clientOf(a).length)) return null;
  const prompts = new Set(answers.map((a) => a.promptId)).size;
  const engines = new Set(answers.map((a) => a.engine)).size;
  const rivals = new Map<string, number>();
  for (const a of answers) for (const m of a.mentions) if (m.kind === 'COMPETITOR') rivals.set(m.name, (rivals.get(m.name) ?? 0) + 1);
  const rivalText = rivals.size ? ` Competitors were named instead: ${countsText(rivals)} answers.` : '';
  return `None of the ${answers.length} answers (${counted(engines, 'engine')}, ${counted(prompts, 'prompt')}) named ${s.clientName}.${rivalText}`;
}

function competitorRecommended(answers: readonly AnswerFacts[]): string | null {
  const byPrompt = new Map<string, AnswerFacts[]>();
  for (const a of answers) byPrompt.set(a.promptId, [...(byPrompt.get(a.promptId) ?? []), a]);
  const lines: { text: string; engines: number; prompt: string }[] = [];
  for (const own of byPrompt.values()) {
    if (own.some((a) => clientOf(a).some((m) => m.role === 'RECOMMENDED'))) continue;
    const answered = new Set(own.map((a) => a.engine)).size;
    const rivals = new Map<string, Set<EngineName>>();
    for (const a of own)
      for (const m of a.mentions)
        if (m.kind === 'COMPETITOR' && m.role === 'RECOMMENDED') rivals.set(m.name, (rivals.get(m.name) ?? new Set()).add(a.engine));
    const top = [...rivals.entries()].sort((x, y) => y[1].size - x[1].size || byCodePoint(x[0], y[0]))[0];
    if (!top) continue;
    const prompt = own[0].promptText;
    lines.push({
      text: `${top[0]} recommended on ${top[1].size} of ${answered} engines for ${quote(prompt)}, you on none`,
      engines: top[1].size,
      prompt,
    });
  }
  if (!lines.length) return null;
  lines.sort((a, b) => b.engines - a.engines || byCodePoint(a.prompt, b.prompt));
  return `${lines
    .slice(0, shown)
    .map((l) => l.text)
    .join('; ')}${lines.length > shown ? `; and ${lines.length - shown} more prompts` : ''}.`;
}

function withRole(answers: readonly AnswerFacts[], keep: (m: MentionFacts) => boolean) {
  return answers.flatMap((a) =>
    clientOf(a)
      .filter(keep)
      .map((m) => ({ answer: a, mention: m })),
  );
}

function evidence(hits: { answer: AnswerFacts; mention: MentionFacts }[]): string {
  const first = hits.find((h) => h.mention.context) ?? hits[0];
  const said = first.mention.context ? `: "${first.mention.context}"` : '';
  return `For example ${engineLabels[first.answer.engine]} on ${quote(first.answer.promptText)}${said}`;
}

function excluded(answers: readonly AnswerFacts[], s: FindingSubject): string | null {
  const hits = withRole(answers, (m) => m.role === 'EXCLUDED');
  if (!hits.length) return null;
  return `${enginesText(hits.map((h) => h.answer.engine))} advised against ${s.clientName} in ${hits.length} of ${answers.length} answers. ${evidence(hits)}.`;
}

function negative(answers: readonly AnswerFacts[], s: FindingSubject): string | null {
  const naming = answers.filter((a) => clientOf(a).length).length;
  const hits = withRole(answers, (m) => m.role !== 'EXCLUDED' && (m.role === 'CRITICIZED' || m.sentiment === 'NEGATIVE'));
  if (!hits.length) return null;
  return `${hits.length} of ${naming} answers naming ${s.clientName} were negative (${enginesText(hits.map((h) => h.answer.engine))}). ${evidence(hits)}.`;
}

function domainNotCited(answers: readonly AnswerFacts[], s: FindingSubject): { text: string; severity: Severity } | null {
  const silent = engineNames
    .map((engine) => ({ engine, own: answers.filter((a) => a.engine === engine) }))
    .filter(({ own }) => own.length && !own.some((a) => a.citations.some((c) => c.isClientDomain)));
  if (!silent.length) return null;
  const answering = new Set(answers.map((a) => a.engine)).size;
  const list = silent.map(({ engine, own }) => `${engineLabels[engine]} (0 of ${counted(own.length, 'answer')})`).join(', ');
  const all = silent.length === answering;
  return {
    text: `${all ? 'No engine' : `${silent.length} of ${answering} engines never`} cited ${s.clientDomain}: ${list}.`,
    severity: all ? 'HIGH' : 'MEDIUM',
  };
}

function competitorCited(answers: readonly AnswerFacts[], s: FindingSubject): string | null {
  const hits = answers.filter((a) => a.citations.some((c) => c.isCompetitorDomain) && !a.citations.some((c) => c.isClientDomain));
  if (!hits.length) return null;
  const hosts = new Map<string, number>();
  for (const a of hits)
    for (const h of new Set(a.citations.filter((c) => c.isCompetitorDomain).map((c) => c.host))) hosts.set(h, (hosts.get(h) ?? 0) + 1);
  return `In ${hits.length} of ${answers.length} answers engines cited a competitor's site and not ${s.clientDomain}: ${countsText(hosts)}.`;
}

function thirdPartyAboutYou(answers: readonly AnswerFacts[], s: FindingSubject): string | null {
  const hits = answers.filter(
    (a) =>
      clientOf(a).length &&
      !a.citations.some((c) => c.isClientDomain) &&
      a.citations.some((c) => !c.isClientDomain && !c.isCompetitorDomain),
  );
  if (!hits.length) return null;
  const hosts = new Map<string, number>();
  for (const a of hits)
    for (const h of new Set(a.citations.filter((c) => !c.isClientDomain && !c.isCompetitorDomain).map((c) => c.host)))
      hosts.set(h, (hosts.get(h) ?? 0) + 1);
  const naming = answers.filter((a) => clientOf(a).length).length;
  return `In ${hits.length} of ${naming} answers that name ${s.clientName}, engines cited other sites and not ${s.clientDomain}: ${countsText(hosts)}.`;
}

/** The findings of a run's answers, CRITICAL first, then in the order of `visibilityCheckIds`; none without answers. */
export function visibilityFindings(answers: readonly AnswerFacts[], subject: FindingSubject): VisibilityFinding[] {
  if (!answers.length) return [];
  const fired: { id: VisibilityCheckId; description: string; severity?: Severity }[] = [];
  const add = (id: VisibilityCheckId, description: string | null, severity?: Severity) => {
    if (description) fired.push({ id, description, severity });
  };
  add('brand.not_mentioned', notMentioned(answers, subject));
  add('brand.competitor_recommended_not_you', competitorRecommended(answers));
  add('brand.excluded_by_engines', excluded(answers, subject));
  add('brand.negative_sentiment', negative(answers, subject));
  const notCited = domainNotCited(answers, subject);
  add('platform.client_domain_not_cited', notCited?.text ?? null, notCited?.severity);
  add('platform.competitor_cited_not_you', competitorCited(answers, subject));
  add('platform.third_party_cited_about_you', thirdPartyAboutYou(answers, subject));
  return fired
    .map(({ id, description, severity }) => {
      const check = visibilityChecks[id];
      const sev = severity ?? check.severity;
      return {
        severity: sev,
        category: check.category,
        checkId: id,
        title: check.title,
        description,
        recommendation: check.recommendation,
        affectedUrl: null,
        timeline: timelineBySeverity[sev],
        expectedImpact: check.expectedImpact,
      };
    })
    .sort(
      (a, b) =>
        severityRank[a.severity] - severityRank[b.severity] ||
        visibilityCheckIds.indexOf(a.checkId) - visibilityCheckIds.indexOf(b.checkId),
    );
}
