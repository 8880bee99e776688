import { access, constants } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Brand } from '../branding/brand.ts';
import { AppError } from '../kernel/errors.ts';

/** The part of a pino logger used here. */
export interface PdfLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PdfRendererOptions {
  /** CHROMIUM_PATH: when set, only this executable is tried. */
  chromiumPath?: string;
  /** Where to look when CHROMIUM_PATH is unset; tests hide the system browser with it. */
  chromiumLookup?: ChromiumLookup;
  /** Budget of one render call, queueing and browser launch included. Default 30 s. */
  timeoutMs?: number;
  /** Pages rendered at the same time; further calls wait for a slot. Default 2. */
  maxConcurrency?: number;
  logger?: PdfLogger;
}

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const silentLogger: PdfLogger = { info() {}, warn() {}, error() {} };

const launchTimeoutMs = 30_000;

/** After a timeout, how long a page may take to close before its browser counts as wedged. */
const abandonGraceMs = 5_000;

interface RenderJob {
  /** The caller got its timeout; the work stops at its next step. */
  abandoned: boolean;
  context: BrowserContext | null;
  browser: Browser | null;
}

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`PDF render exceeded ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

class NoChromium extends Error {
  constructor(tried: string[], cause?: unknown) {
    super(`no Chromium executable found (tried ${tried.join(', ')})`, { cause });
    this.name = 'NoChromium';
  }
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where the browser came from, logged at launch. */
export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';

export interface FoundChromium {
  executablePath: string;
  source: ChromiumSource;
}

/** The places looked at after CHROMIUM_PATH; tests replace them to hide a system browser. */
export interface ChromiumLookup {
  systemPaths: readonly string[];
  /** The browser shipped by the `@sparticuz/chromium` dependency (unpacked to the temp folder on first use). */
  bundled: () => Promise<string>;
}

async function sparticuzChromium(): Promise<string> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

export const defaultChromiumLookup: ChromiumLookup = { systemPaths: systemChromiums, bundled: sparticuzChromium };

/**
 * CHROMIUM_PATH when set (then only it: an operator's explicit choice is not silently replaced),
 * else Debian's chromium, else the headless Chromium of the `@sparticuz/chromium` dependency, so
 * that `npm install` alone is enough to render PDFs. Its own launch arguments are not used (they
 * include `--single-process`, which kills the browser with its first page, and web-security
 * switches this renderer has no use for): it gets the same arguments as any other Chromium.
 */
export async function findChromium(explicit?: string, lookup: ChromiumLookup = defaultChromiumLookup): Promise<FoundChromium> {
  if (explicit) {
    if (await isExecutable(explicit)) return { executablePath: explicit, source: 'CHROMIUM_PATH' };
    throw new NoChromium([explicit]);
  }
  for (const file of lookup.systemPaths) if (await isExecutable(file)) return { executablePath: file, source: 'system' };
  let cause: unknown;
  try {
    const file = await lookup.bundled();
    if (await isExecutable(file)) return { executablePath: file, source: '@sparticuz/chromium' };
    cause = new Error(`${file} is not executable`);
  } catch (err) {
    cause = err;
  }
  throw new NoChromium([...lookup.systemPaths, '@sparticuz/chromium'], cause);
}

/** A counting semaphore: at most `size` holders, the others wait in arrival order. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/**
 * Markdown to PDF in one headless Chromium per process, launched on first use and relaunched
 * after it dies. Each render gets its own context (JavaScript off, every request aborted), so
 * nothing outside the document can be loaded and nothing leaks between renders. Every failure
 * (no browser, launch, crash, timeout) reaches the caller as `pdf_unavailable`; the cause is
 * logged only.
 */
export class PdfRenderer {
  private readonly chromiumPath?: string;
  private readonly chromiumLookup: ChromiumLookup;
  private readonly timeoutMs: number;
  private readonly log: PdfLogger;
  private readonly slots: Slots;
  /** The launched or launching browser; null when the next render must launch one. */
  private browser: Promise<Browser> | null = null;
  /** The same browser once launched, to drop it synchronously when it dies. */
  private launched: Browser | null = null;
  private closed = false;

  constructor(opts: PdfRendererOptions = {}) {
    this.chromiumPath = opts.chromiumPath || undefined;
    this.chromiumLookup = opts.chromiumLookup ?? defaultChromiumLookup;
    this.timeoutMs = Math.max(1, opts.timeoutMs ?? 30_000);
    this.log = opts.logger ?? silentLogger;
    this.slots = new Slots(Math.max(1, opts.maxConcurrency ?? 2));
  }

  /**
   * Prints a Markdown report (its HTML from ./report-html.ts, with the workspace's brand). The
   * HTML renderer (marked, the report's sections) is imported on the first print, not with the
   * service's runtime (app.ts).
   */
  async render(markdown: string, brand: Brand | null = null): Promise<Buffer> {
    const { reportHtmlDocument } = await import('./report-html.ts');
    return this.renderHtml(reportHtmlDocument(markdown, brand));
  }

  /** Prints a complete, self-contained HTML document. */
  async renderHtml(html: string): Promise<Buffer> {
    if (this.closed) throw new AppError('pdf_unavailable', { retryAfter: 30 });
    const started = Date.now();
    const deadline = started + this.timeoutMs;
    const job: RenderJob = { abandoned: false, context: null, browser: null };
    const work = this.renderInSlot(html, deadline, job);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(this.timeoutMs)), this.timeoutMs);
    });
    try {
      const pdf = await Promise.race([work, timeout]);
      this.log.info({ ms: Date.now() - started, bytes: pdf.length }, 'pdf rendered');
      return pdf;
    } catch (err) {
      if (err instanceof RenderTimeout) {
        job.abandoned = true;
        void this.abandon(work, job);
      }
      this.log.error({ err, ms: Date.now() - started }, 'pdf rendering failed');
      throw new AppError('pdf_unavailable', { retryAfter: 30 });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the browser; later renders fail with pdf_unavailable. */
  async close(): Promise<void> {
    this.closed = true;
    const pending = this.browser;
    this.browser = null;
    this.launched = null;
    if (!pending) return;
    const browser = await pending.catch(() => null);
    await browser?.close().catch(() => {});
  }

  /**
   * A timed-out render may still hold a page: closing its context ends it and frees its slot. A
   * browser that does not even manage that is wedged; it is killed so the next render starts fresh.
   */
  private async abandon(work: Promise<Buffer>, job: RenderJob): Promise<void> {
    void job.context?.close().catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const settled = await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), abandonGraceMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    const browser = job.browser;
    if (settled || !browser) return;
    this.log.error({}, 'chromium did not end a timed-out render; restarting it');
    this.forget(browser);
    await browser.close().catch(() => {});
  }

  private async renderInSlot(html: string, deadline: number, job: RenderJob): Promise<Buffer> {
    await this.slots.acquire();
    try {
      // One retry when the browser died (killed, crashed) since it was last used.
      for (let attempt = 1; ; attempt++) {
        if (job.abandoned) throw new RenderTimeout(this.timeoutMs);
        if (this.closed) throw new Error('renderer closed');
        const browser = await this.getBrowser();
        job.browser = browser;
        try {
          return await this.renderPage(browser, html, deadline, job);
        } catch (err) {
          if (attempt >= 2 || job.abandoned || browser.isConnected()) throw err;
          this.log.warn({ err }, 'chromium was gone; relaunching for this render');
          this.forget(browser);
        }
      }
    } finally {
      this.slots.release();
    }
  }

  private async renderPage(browser: Browser, html: string, deadline: number, job: RenderJob): Promise<Buffer> {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true, acceptDownloads: false });
    job.context = context;
    try {
      if (job.abandoned) throw new RenderTimeout(this.timeoutMs);
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      const remaining = Math.max(1, deadline - Date.now());
      await page.setContent(html, { waitUntil: 'load', timeout: remaining });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="width:100%;font-size:8px;color:#57606a;text-align:center;font-family:sans-serif">' +
          '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      });
      return Buffer.from(pdf);
    } finally {
      job.context = null;
      await context.close().catch(() => {});
    }
  }

  private getBrowser(): Promise<Browser> {
    if (this.launched && !this.launched.isConnected()) this.forget(this.launched);
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed launch is not cached: the next render tries again.
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const { executablePath, source } = await findChromium(this.chromiumPath, this.chromiumLookup);
    const started = Date.now();
    // Loaded on first use: most processes (the CLI, the worker) never render a PDF.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath,
      args: launchArgs,
      headless: true,
      chromiumSandbox: false,
      // Independent of the render budget: a launch outliving a timed-out render serves the next one.
      timeout: launchTimeoutMs,
      // The service shuts down on its own signals and calls close(); Playwright still kills the
      // browser when the process exits.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    if (this.closed) {
      await browser.close().catch(() => {});
      throw new Error('renderer closed during launch');
    }
    browser.on('disconnected', () => {
      if (!this.closed) this.log.warn({ executablePath }, 'chromium disconnected');
      this.forget(browser);
    });
    this.launched = browser;
    this.log.info({ executablePath, source, version: browser.version(), ms: Date.now() - started }, 'chromium launched');
    return browser;
  }

  /** Drops a dead browser so that the next render launches a new one. */
  private forget(browser: Browser): void {
    if (this.launched !== browser) return;
    this.launched = null;
    this.browser = null;
  }
}
