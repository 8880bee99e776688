import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/kernel/errors.ts';
import { renderReportMarkdown } from '../../src/core/reports/report-sections.ts';
import { type ChromiumLookup, defaultChromiumLookup, findChromium, PdfRenderer, type PdfLogger } from '../../src/core/reports/pdf.ts';
import { sampleInput } from './fixtures.ts';

// The browser the service would use (CHROMIUM_PATH, /usr/bin/chromium, else the @sparticuz/chromium
// dependency). There is always one after `npm install`: when none is found, these tests fail.
const chromiumPath = process.env.CHROMIUM_PATH || undefined;

function hasBinary(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function recordingLogger() {
  const entries: { level: string; obj: object; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void entries.push({ level, obj, msg });
  const logger: PdfLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, entries };
}

async function expectUnavailable(p: Promise<unknown>) {
  const err = await p.then(
    () => expect.fail('expected pdf_unavailable'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const app = err as AppError;
  expect(app.appCode).toBe('pdf_unavailable');
  expect(app.status).toBe(503);
  expect(app.headers['Retry-After']).toBe('30');
  // Nothing of the cause reaches the caller.
  expect(app.message).toBe('pdf_unavailable');
  expect(app.cause).toBeUndefined();
}

/** Direct child processes of this test process that are Chromium. */
function chromiumChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...
      const m = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
      if (m && Number(m[2]) === process.pid && /chrom/i.test(m[1])) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const markdown = renderReportMarkdown(sampleInput());

describe('PdfRenderer without a browser', () => {
  it('a bogus chromiumPath gives pdf_unavailable and logs the cause', async () => {
    const { logger, entries } = recordingLogger();
    const r = new PdfRenderer({ chromiumPath: '/nonexistent/chromium', logger });
    await expectUnavailable(r.render(markdown));
    const error = entries.find((e) => e.level === 'error');
    expect(String((error?.obj as { err?: Error }).err)).toContain('/nonexistent/chromium');
    // A failed launch is not cached: it is tried (and fails) again.
    await expectUnavailable(r.render(markdown));
    await r.close();
  });

  it('a path that is not a browser gives pdf_unavailable', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-test-'));
    const fake = path.join(dir, 'chromium');
    writeFileSync(fake, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const r = new PdfRenderer({ chromiumPath: fake });
    await expectUnavailable(r.render(markdown));
    await r.close();
  });
});

describe('PdfRenderer with Chromium', () => {
  const { logger, entries } = recordingLogger();
  const renderer = new PdfRenderer({ chromiumPath, logger, maxConcurrency: 2 });
  afterAll(() => renderer.close());

  it('renders the report to a PDF', async () => {
    const pdf = await renderer.render(markdown);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(2_000_000);
    expect(pdf.subarray(-1024).toString('latin1')).toContain('%%EOF');

    if (!hasBinary('pdftotext')) return; // poppler-utils not installed: text check skipped
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-test-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('AI Visibility Report: Acme Widgets');
    expect(text).toContain('robots.txt blocks GPTBot');
    expect(text).toMatch(/Google AI Overviews\s+0\s+0/);
    expect(text).toMatch(/Overall\s+68 \/ 100\s+\+4/);
  });

  it('shows raw HTML as text and loads nothing from the network', async () => {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pdf = await renderer.render(
        [
          '# Hostile',
          '',
          `<img src="${base}/raw.png"><link rel="stylesheet" href="${base}/x.css">`,
          '',
          `<script>fetch("${base}/script")</script>`,
          '',
          `![image](${base}/md.png) [link](${base}/link)`,
          '',
          `<iframe src="${base}/frame"></iframe>`,
        ].join('\n'),
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await new Promise((r) => setTimeout(r, 100));
      expect(requests).toEqual([]);
      if (hasBinary('pdftotext')) {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-test-')), 'h.pdf');
        writeFileSync(file, pdf);
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        expect(text).toContain('<script>');
      }
    } finally {
      server.close();
    }
  });

  it('renders concurrently beyond its page cap', async () => {
    const started = Date.now();
    const pdfs = await Promise.all(Array.from({ length: 5 }, () => renderer.render(markdown)));
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('recovers after the browser process is killed', async () => {
    await renderer.render(markdown); // make sure a browser is running
    const pids = chromiumChildren();
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const pdf = await renderer.render(markdown);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(chromiumChildren().some((pid) => !pids.includes(pid))).toBe(true);
    // Also when the death is noticed before the next render.
    for (const pid of chromiumChildren()) process.kill(pid, 'SIGKILL');
    // Wait for the renderer to notice the death (its log line), not for a fixed time.
    const noticed = () => entries.filter((e) => e.level === 'warn' && e.msg === 'chromium disconnected').length;
    const before = noticed();
    for (let i = 0; noticed() === before && i < 300; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await renderer.render(markdown)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(entries.some((e) => e.level === 'warn' && e.msg === 'chromium disconnected')).toBe(true);
  });

  it('times out with pdf_unavailable and keeps working afterwards', async () => {
    const r = new PdfRenderer({ chromiumPath, timeoutMs: 1 });
    await expectUnavailable(r.render(markdown));
    await r.close();

    // A render that cannot finish in time, whatever the machine's load: the browser is frozen
    // (SIGSTOP) once it has rendered, so the next render hangs until its budget runs out. The
    // budget is wide enough for a launch and a small render on a loaded machine.
    const slow = new PdfRenderer({ chromiumPath, timeoutMs: 10_000 });
    try {
      expect((await slow.render('# warm')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pids = chromiumChildren();
      expect(pids.length).toBeGreaterThan(0);
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        await expectUnavailable(slow.render('# frozen'));
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      // The browser woke up with a timed-out render to drop; the next render works.
      const pdf = await slow.render('# after the timeout');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('refuses to render after close()', async () => {
    const r = new PdfRenderer({ chromiumPath });
    await r.close();
    await expectUnavailable(r.render(markdown));
  });
});

it('finds no browser at a bogus explicit path even when a system one exists', async () => {
  await expect(findChromium('/nonexistent/chromium')).rejects.toThrow(/nonexistent/);
  if (existsSync('/usr/bin/chromium')) expect(await findChromium()).toEqual({ executablePath: '/usr/bin/chromium', source: 'system' });
});

describe('without a system Chromium', () => {
  // What a machine without `apt-get install chromium` sees: no system browser, only the npm one.
  const hidden: ChromiumLookup = { ...defaultChromiumLookup, systemPaths: ['/nonexistent/usr/bin/chromium'] };

  it('renders with the @sparticuz/chromium dependency', async () => {
    expect(await findChromium(undefined, hidden)).toMatchObject({ source: '@sparticuz/chromium' });
    const { logger, entries } = recordingLogger();
    const r = new PdfRenderer({ chromiumLookup: hidden, logger });
    try {
      const pdf = await r.render(markdown);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-1024).toString('latin1')).toContain('%%EOF');
      const launched = entries.find((e) => e.msg === 'chromium launched');
      expect(launched?.obj).toMatchObject({ source: '@sparticuz/chromium' });
      expect((launched?.obj as { executablePath: string }).executablePath).not.toBe('/usr/bin/chromium');
    } finally {
      await r.close();
    }
  });

  it('answers pdf_unavailable when the bundled browser is missing too', async () => {
    const none: ChromiumLookup = { systemPaths: ['/nonexistent/usr/bin/chromium'], bundled: async () => '/nonexistent/tmp/chromium' };
    await expect(findChromium(undefined, none)).rejects.toThrow(/@sparticuz\/chromium/);
    const r = new PdfRenderer({ chromiumLookup: none });
    await expectUnavailable(r.render(markdown));
    await r.close();
  });
});
