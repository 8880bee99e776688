// Types of hostile-names.mjs (plain JavaScript, so that e2e/server.mjs can load it without a compiler).
export declare const HOSTILE_SLUG: string;
export declare const HOSTILE_BRAND: string;
export declare const HOSTILE_PROJECT: string;
export declare const HOSTILE_RIVAL: string;
