/** The ids and objects the OpenAPI document's examples share: the `rest.example` of the operations (src/core/api/operations/). */

export const projectId = 'prj_0197a1c2b3d47e8f9a0b1c2d3e4f5a60';
export const runId = 'run_0197a1c2b3d47e8f9a0b1c2d3e4f5a6b';
export const previousRunId = 'run_01979c4e5f607182a3b4c5d6e7f8a9b0';
export const cursor = 'eyJrIjpbIjIwMjUtMDYtMDJUMDk6MDA6MDAuMDAwWiJdLCJpZCI6InJ1bl8wMTk3In0.Zm9vYmFyYmF6cXV4';

const scores = { overall: 64, citability: 58, brand: 71, eeat: 66, technical: 80, schema: 45, platform: null };
const deltas = { overall: 3, citability: 5, brand: 0, eeat: 2, technical: -1, schema: 10, platform: null };

export const run = {
  id: runId,
  status: 'COMPLETED',
  runDate: '2025-06-09T09:00:00.000Z',
  pagesAnalyzed: 42,
  findingsCount: 17,
  scores,
  deltas,
  failure: null,
};

export const project = {
  id: projectId,
  slug: 'northwind-coffee',
  name: 'Northwind Coffee Roasters',
  domain: 'northwindcoffee.com',
  createdAt: '2025-03-03T10:15:00.000Z',
};

/** Where an example citation or mention was observed. */
export const origin = {
  auditRunId: runId,
  answerId: 'ans_0197a1c2b3d47e8f9a0b1c2d3e4f5a81',
  promptId: 'prm_0197a1c2b3d47e8f9a0b1c2d3e4f5a80',
  promptText: 'best coffee subscription for pour-over',
};

/** A log drain as listed (never its secret). */
export const drain = {
  id: 'drn_019ac4f0a1b27c3d8e9f0a1b2c3d4e5f',
  provider: 'vercel',
  format: 'vercel',
  path: '/drains/drn_019ac4f0a1b27c3d8e9f0a1b2c3d4e5f',
  hasVerifyToken: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  lastReceivedAt: null,
};
