import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardSession } from '../../src/core/accounts/sessions.ts';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { png } from '../support/logos.ts';
import { seedRuns } from '../support/seed-data.ts';

/**
 * The client report carries the workspace's brand: set through the dashboard, seen through the
 * public API's Markdown and PDF (text by pdftotext, drawing operators by pdf.js). The stored
 * snapshot stays the audit's; the brand is applied when served, and a change of brand empties
 * the PDF cache so the next download shows it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function brand(accountId: string, input: Record<string, unknown>) {
  const token = (await createDashboardSession(app.services.db, { accountId })).token;
  const res = await fetch(`${app.url}/trpc/brand.set`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-layout', '-', '-']);
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

/** The PDF's first page's drawing: how many images it paints and the fill colours it sets. */
async function firstPage(pdf: Buffer) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  try {
    const doc = await task.promise;
    const ops = await (await doc.getPage(1)).getOperatorList();
    const images = ops.fnArray.filter((f) => f === OPS.paintImageXObject || f === OPS.paintInlineImageXObject).length;
    const fills = new Set(ops.fnArray.flatMap((f, i) => (f === OPS.setFillRGBColor ? [String(ops.argsArray[i])] : [])));
    return { images, fills };
  } finally {
    await task.destroy();
  }
}

describe('branded report', () => {
  it('names the agency in the Markdown and draws name, logo and accent colour in the PDF; a new brand reaches the cached PDF', async () => {
    const { account, key, projects } = await seedAccount(app.services);
    const slug = projects[0].slug;
    const [runId] = await seedRuns(app.services, projects[0].id, [new Date('2026-06-01T10:00:00Z')]);

    const plainPdf = Buffer.from(await (await app.request(`/api/v1/projects/${slug}/report.pdf`, { key })).arrayBuffer());
    expect((await firstPage(plainPdf)).images).toBe(0);

    await brand(account.id, { name: 'Northwind *Digital*', color: '#C0392B', logoBase64: png(120, 40).toString('base64') });
    // The change emptied the cache the plain PDF was kept in.
    expect((await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } })).pdf).toBeNull();

    const md = await (await app.request(`/api/v1/projects/${slug}/report`, { key })).text();
    expect(md).toContain('- **Prepared by:** Northwind \\*Digital\\*\n- **Project:**');
    const stored = await app.services.db.report.findUniqueOrThrow({ where: { auditRunId: runId } });
    expect(stored.markdown).not.toContain('Prepared by'); // the snapshot is the audit's, the brand is applied when served

    const res = await app.request(`/api/v1/projects/${slug}/report.pdf`, { key });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(await pdfText(pdf)).toContain('Prepared by Northwind *Digital*');
    const page = await firstPage(pdf);
    expect(page.images).toBe(1);
    expect(page.fills).toContain('#c0392b');

    // Renamed without a logo: the next PDF has the new name, no image.
    await brand(account.id, { name: 'Contoso Partners', logoBase64: null });
    const renamed = Buffer.from(await (await app.request(`/api/v1/projects/${slug}/report.pdf`, { key })).arrayBuffer());
    const text = await pdfText(renamed);
    expect(text).toContain('Prepared by Contoso Partners');
    expect(text).not.toContain('Northwind');
    expect((await firstPage(renamed)).images).toBe(0);
  });

  it('draws an SVG logo in the PDF as vector paths', async () => {
    const { account, key, projects } = await seedAccount(app.services);
    await seedRuns(app.services, projects[0].id, [new Date('2026-06-01T10:00:00Z')]);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#2e8b57"/></svg>';
    await brand(account.id, { name: 'Vector Agency', logoBase64: Buffer.from(svg).toString('base64') });
    const pdf = Buffer.from(await (await app.request(`/api/v1/projects/${projects[0].slug}/report.pdf`, { key })).arrayBuffer());
    expect(await pdfText(pdf)).toContain('Prepared by Vector Agency');
    const page = await firstPage(pdf);
    // Chromium draws an SVG image as vector paths: the logo's green is a fill, no raster image.
    expect(page.fills).toContain('#2e8b57');
    expect(page.images).toBe(0);
  });
});
