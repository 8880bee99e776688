import type { Access, Requirement } from '../access/api-request.ts';

/** The access an operation requires: a distinct object per operation (the *Filtered lists share their list's), which the chain reads at each call. */
export const access = (requires?: Requirement): Access => (requires ? { requires } : {});
