import type { Plan } from '../generated/prisma/client.ts';

export interface PlanLimits {
  /** Whether keys of an account on this plan may call the API at all. */
  apiAccess: boolean;
  /** Brands = projects an account may have. */
  brandLimit: number;
  /** Audits accepted per project per calendar month (UTC); the usage cap. */
  monthlyAuditsPerProject: number;
  /** Pages an audit crawls at most. */
  pageBudget: number;
  /** Tracked prompts a project may have (each is asked of every engine in every audit). */
  trackedPrompts: number;
  /** Competitors a project may track. */
  competitors: number;
  /** What a project's audits may spend on AI engine calls per calendar month (UTC), in USD micros. */
  engineBudgetMicros: number;
  /** Cadence of scheduled re-audits given to a new project, in days; null = no schedule. */
  defaultAuditEveryDays: number | null;
  /** Requests per minute per API key (the spec's 60 reads, 10 writes); operators may raise them. */
  requestsPerMinute: { read: number; write: number };
}

/** The spec's per-key limits: 60 reads and 10 writes per minute. */
export const specRequestsPerMinute = { read: 60, write: 10 };
const specLimits = specRequestsPerMinute;

/** The plan table. Documented in docs/api.md ("Plans"); nothing else hard-codes these numbers. */
export const plans: Record<Plan, PlanLimits> = {
  FREE: {
    apiAccess: false,
    brandLimit: 1,
    monthlyAuditsPerProject: 4,
    pageBudget: 10,
    trackedPrompts: 5,
    competitors: 3,
    engineBudgetMicros: 2_000_000,
    defaultAuditEveryDays: null,
    requestsPerMinute: specLimits,
  },
  PRO: {
    apiAccess: true,
    brandLimit: 5,
    monthlyAuditsPerProject: 30,
    pageBudget: 25,
    trackedPrompts: 25,
    competitors: 10,
    engineBudgetMicros: 25_000_000,
    defaultAuditEveryDays: 7,
    requestsPerMinute: specLimits,
  },
  AGENCY: {
    apiAccess: true,
    brandLimit: 50,
    monthlyAuditsPerProject: 120,
    pageBudget: 50,
    trackedPrompts: 100,
    competitors: 25,
    engineBudgetMicros: 100_000_000,
    defaultAuditEveryDays: 7,
    requestsPerMinute: specLimits,
  },
  ENTERPRISE: {
    apiAccess: true,
    brandLimit: 500,
    monthlyAuditsPerProject: 720,
    pageBudget: 100,
    trackedPrompts: 500,
    competitors: 100,
    engineBudgetMicros: 500_000_000,
    defaultAuditEveryDays: 7,
    requestsPerMinute: specLimits,
  },
};

export const paidPlans = (Object.keys(plans) as Plan[]).filter((p) => plans[p].apiAccess);

/** Start of the usage period containing `at` and of the next one (calendar month, UTC). */
export function usagePeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}
