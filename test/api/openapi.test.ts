import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../src/core/errors.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let doc: Record<string, any>;
beforeAll(async () => {
  app = await startTestApp();
  const res = await fetch(`${app.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(async () => app?.close());

const expected: [string, string, string][] = [
  ['get', '/projects', '200'],
  ['post', '/projects', '201'],
  ['get', '/projects/{slug}', '200'],
  ['get', '/projects/{slug}/score-history', '200'],
  ['get', '/projects/{slug}/citations', '200'],
  ['get', '/projects/{slug}/mentions', '200'],
  ['get', '/projects/{slug}/findings', '200'],
  ['get', '/projects/{slug}/report', '200'],
  ['get', '/projects/{slug}/report.pdf', '200'],
  ['post', '/projects/{slug}/audits', '202'],
  ['get', '/audit-runs/{id}', '200'],
];

describe('GET /api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 and describes all eleven endpoints with their real success status', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers[0].url).toBe('/api/v1');
    const ops = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item as object).map((m) => `${m} ${p}`));
    expect(ops.sort()).toEqual(expected.map(([m, p]) => `${m} ${p}`).sort());
    for (const [m, p, status] of expected) {
      const op = doc.paths[p][m];
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      expect(success, `${m} ${p}`).toEqual([status]);
      for (const s of ['401', '403', '404', '429']) expect(op.responses[s], `${m} ${p} ${s}`).toBeDefined();
      expect(op.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/projects'].post.responses['409']).toBeDefined();
    expect(doc.paths['/projects'].post.responses['422']).toBeDefined();
    expect(doc.paths['/projects/{slug}/audits'].post.responses['502']).toBeDefined();
    expect(doc.paths['/projects/{slug}/report.pdf'].get.responses['503'].headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.TooManyRequests.headers['Retry-After'].required).toBe(true);
    expect(Object.keys(doc.paths['/projects/{slug}/report'].get.responses['200'].content)).toEqual(['text/markdown']);
    expect(Object.keys(doc.paths['/projects/{slug}/report.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(doc.components.schemas.Error.properties.error.enum.sort()).toEqual(Object.keys(errorCatalog).sort());
  });

  it('passes the Redocly linter', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--format=json', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((e) => e);
    const report = JSON.parse(stdout);
    const problems = report.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(problems, stderr).toEqual([]);
  });
});
