import type { FindingCategory, Severity } from '../../generated/prisma/enums.ts';
import type { CheckId } from './check-ids.ts';
import type { SiteContext } from './site-context.ts';

export type { CheckId, FindingCategory, Severity };

/** The four scores the site analysis produces (brand and platform come from the AI engines). */
export type RubricKey = 'technical' | 'schema' | 'citability' | 'eeat';

/** A rubric check as documented in docs/methodology.md. */
export interface CheckDefinition {
  /** Stable id naming the problem the check detects, e.g. 'technical.robots.ai-search-crawlers-blocked'. */
  id: CheckId;
  rubric: RubricKey;
  category: FindingCategory;
  /** Severity of the finding when the check fails. */
  severity: Severity;
  /** Points possible when the check applies. 0 = informational: it can fail (and report) but never moves a score. */
  points: number;
  /**
   * Share of the points a graded check must earn to pass (default 1: any shortfall fails).
   * Graded checks whose perfect score is unrealistic pass below 1, so that a finding means
   * something worth acting on.
   */
  passShare?: number;
  /** Finding title: the problem, in a few words. */
  title: string;
  recommendation: string;
  expectedImpact: string;
}

/** What a rubric measured for one check. */
export interface CheckOutcome {
  id: CheckId;
  /** False when nothing the check looks at exists (no article pages, no llms.txt, ...): no points either way. */
  applicable: boolean;
  /** Share of the points earned, 0..1. */
  share: number;
  /** What was seen, in words (becomes the finding's description). */
  detail: string;
  /** Pages (or files) where the problem was seen; empty when site-wide. */
  affectedUrls: string[];
  /** Escalation for this run (e.g. noindex on the home page), documented per check. */
  severity?: Severity;
}

export interface CheckResult {
  checkId: CheckId;
  rubric: RubricKey;
  category: FindingCategory;
  title: string;
  severity: Severity;
  /** 'error': the check threw (or produced no outcome); see SiteAnalysis.analysisErrors. */
  status: 'pass' | 'fail' | 'not_applicable' | 'error';
  /** Rounded to 2 decimals; scores are computed from the unrounded values. */
  pointsEarned: number;
  pointsPossible: number;
  detail: string;
  affectedUrls: string[];
}

export interface FindingDraft {
  severity: Severity;
  category: FindingCategory;
  checkId: CheckId;
  title: string;
  description: string;
  recommendation: string;
  affectedUrl: string | null;
  timeline: string;
  expectedImpact: string;
}

/**
 * A defect of the analysis itself, never a finding about the site: a check that threw or produced
 * no outcome (checkId set), or an HTML page whose extraction threw (checkId null, url set).
 */
export interface AnalysisError {
  checkId: CheckId | null;
  url: string | null;
  /** The exception's message, at most 300 characters. */
  message: string;
}

/** Checks evaluated together because they read the same facts (one topic of a rubric). */
export interface CheckGroup {
  checks: readonly CheckDefinition[];
  evaluate: (ctx: SiteContext) => CheckOutcome[];
}

export interface SiteAnalysis {
  /** Null when nothing applied, or when a check with points crashed (docs/methodology.md). */
  scores: Record<RubricKey, number | null>;
  checks: CheckResult[];
  findings: FindingDraft[];
  pagesAnalyzed: number;
  /** Empty on a sound analysis. */
  analysisErrors: AnalysisError[];
}
