/**
 * Technical rubric: can AI answer engines and the search indexes they draw from reach, read and
 * trust the site? One topic module per group of checks (./technical/); this file puts them in
 * report order. Points and reasons of every check: docs/methodology.md.
 */
import { http } from './technical/http.ts';
import { indexing } from './technical/indexing.ts';
import { llmsFile } from './technical/llms-file.ts';
import { pageHead } from './technical/page-head.ts';
import { performance } from './technical/performance.ts';
import { robotsAccess } from './technical/robots-access.ts';
import { security } from './technical/security.ts';
import { sitemap } from './technical/sitemap.ts';
import type { CheckGroup } from './types.ts';

/** Evaluated one by one, so a crash in one topic leaves the others' outcomes standing. */
export const technicalGroups: readonly CheckGroup[] = [robotsAccess, indexing, http, pageHead, security, sitemap, performance, llmsFile];
