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
  /** Requests per minute per API key (the spec's 60 reads, 10 writes); operators may raise them. */
  requestsPerMinute: { read: number; write: number };
}

const specLimits = { read: 60, write: 10 };

/** The plan table. Documented in README.md ("Plans"); nothing else hard-codes these numbers. */
export const plans: Record<Plan, PlanLimits> = {
  FREE: { apiAccess: false, brandLimit: 1, monthlyAuditsPerProject: 4, pageBudget: 10, requestsPerMinute: specLimits },
  PRO: { apiAccess: true, brandLimit: 5, monthlyAuditsPerProject: 30, pageBudget: 25, requestsPerMinute: specLimits },
  AGENCY: { apiAccess: true, brandLimit: 50, monthlyAuditsPerProject: 120, pageBudget: 50, requestsPerMinute: specLimits },
  ENTERPRISE: { apiAccess: true, brandLimit: 500, monthlyAuditsPerProject: 720, pageBudget: 100, requestsPerMinute: specLimits },
};

export const paidPlans = (Object.keys(plans) as Plan[]).filter((p) => plans[p].apiAccess);

/** Start of the usage period containing `at` and of the next one (calendar month, UTC). */
export function usagePeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}
