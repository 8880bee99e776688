// Types of accounts.mjs (plain JavaScript, so that e2e/server.mjs can load it without a compiler).
export declare const DEMO_EMAIL: string;
export declare const PASSWORD: string;
export declare const MEMBER_EMAIL: string;
export declare const OWNER_COUNT: number;
export declare function ownerEmail(i: number): string;
export declare const E2E_SECRET_KEY: string;
