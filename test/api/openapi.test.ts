import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { errorCatalog } from '../../src/core/kernel/errors.ts';
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
  ['get', '/projects/{slug}/visibility/summary', '200'],
  ['get', '/projects/{slug}/visibility', '200'],
  ['get', '/projects/{slug}/share-of-voice', '200'],
  ['get', '/projects/{slug}/cited-domains', '200'],
  ['get', '/projects/{slug}/crawlers', '200'],
  ['get', '/projects/{slug}/crawlers/pages', '200'],
  ['get', '/projects/{slug}/referrals', '200'],
  ['get', '/projects/{slug}/search-queries', '200'],
  ['get', '/projects/{slug}/fanout', '200'],
  ['post', '/projects/{slug}/logs', '200'],
  ['post', '/projects/{slug}/log-drains', '201'],
  ['get', '/projects/{slug}/log-drains', '200'],
  ['delete', '/projects/{slug}/log-drains/{drainId}', '200'],
  ...['citations', 'mentions', 'findings', 'crawler-pages', 'search-queries'].flatMap((list) =>
    ['csv', 'ndjson'].map((format): [string, string, string] => ['get', `/projects/{slug}/${list}.${format}`, '200']),
  ),
];

describe('GET /api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 and describes the twenty-four endpoints and the ten exports with their real success status', () => {
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

  it('every operation has a summary, a description and examples that match its schemas', () => {
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as (a: unknown) => void)(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const check = (schema: object, example: unknown, where: string) => {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      expect(validate(example), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    };
    for (const [m, p, status] of expected) {
      const op = doc.paths[p][m];
      expect(op.summary, `${m} ${p}`).toBeTruthy();
      expect(op.description?.length, `${m} ${p}`).toBeGreaterThan(40);
      const json = op.responses[status].content['application/json'];
      if (json) check(json.schema, json.example, `${m} ${p} ${status} example`);
      else expect(Object.values(op.responses[status].content as object)[0], `${m} ${p}`).toBeDefined();
      const body = op.requestBody?.content['application/json'];
      if (body) check(body.schema, body.example, `${m} ${p} request example`);
      for (const param of op.parameters ?? []) {
        if (param.example !== undefined) check(param.schema, param.example, `${m} ${p} ${param.name} example`);
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses as Record<string, any>)) {
      const json = response.content['application/json'];
      check(json.schema, json.example, `${name} example`);
    }
  });

  it('bounds path parameters and arrays, and documents rate-limit headers on 2xx and 4xx and the 401 challenge', () => {
    const walk = (node: any, visit: (n: any) => void) => {
      if (!node || typeof node !== 'object') return;
      visit(node);
      for (const v of Object.values(node)) walk(v, visit);
    };
    walk(doc, (n) => {
      if (n.type === 'array') expect(n.maxItems, JSON.stringify(n).slice(0, 200)).toBeGreaterThan(0);
      if (n.type === 'integer') expect(n.format).toMatch(/^int(32|64)$/);
    });
    const resolve = (r: any) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()] : r);
    for (const [m, p] of expected) {
      const op = doc.paths[p][m];
      for (const param of op.parameters.filter((x: any) => x.in === 'path')) {
        expect(param.schema, `${m} ${p} ${param.name}`).toMatchObject({ maxLength: expect.any(Number), pattern: expect.any(String) });
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = resolve(response).headers ?? {};
        if (status === '401') expect(headers['WWW-Authenticate'], `${m} ${p}`).toMatchObject({ required: true });
        else if (/^[24]/.test(status))
          expect(Object.keys(headers), `${m} ${p} ${status}`).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
        if (status === '429') expect(headers['Retry-After'], `${m} ${p}`).toMatchObject({ required: true });
      }
    }
  });

  it('is the document committed as docs/openapi.json (update it with `npx vitest run test/api/openapi.test.ts -u`)', async () => {
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../docs/openapi.json');
  });

  it('passes the Redocly linter and Spectral with the OWASP ruleset', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, args, { env, maxBuffer: 10_000_000 }).catch(
        (e: unknown) => e as { stdout: string; stderr: string },
      );
    const [redocly, spectral] = await Promise.all([
      run(['node_modules/@redocly/cli/bin/cli.js', 'lint', '--format=json', file]),
      run([
        'node_modules/@stoplight/spectral-cli/dist/index.js',
        'lint',
        file,
        '--ruleset',
        '.spectral.yaml',
        '--format',
        'json',
        '--quiet',
      ]),
    ]);
    const redoclyReport = JSON.parse(redocly.stdout.slice(0, redocly.stdout.lastIndexOf('}') + 1));
    expect(redoclyReport.problems, redocly.stderr).toEqual([]);
    // Warnings count too: every exception is written, with its reason, in .spectral.yaml.
    expect(JSON.parse(spectral.stdout || '[]'), spectral.stderr).toEqual([]);
  });
});
