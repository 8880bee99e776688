// Types of role-judge-fake.mjs for the specs that import it.
export declare const JUDGED_SLUG: string;
export declare function startJudgeFake(): Promise<{ server: { baseUrl: string; close(): Promise<void> }; config: Record<string, unknown> }>;
export declare function judgeDemoRun(services: unknown, accountId: string, judgeRun: unknown): Promise<void>;
