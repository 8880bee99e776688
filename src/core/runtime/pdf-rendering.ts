/**
 * Prints a report's HTML document as PDF: reports/pdf.ts's PdfRenderer (headless Chromium), which
 * the composition root builds. Declared here so that the services sit below the domains that use them.
 */
export interface PdfRendering {
  renderHtml(html: string): Promise<Buffer>;
  close(): Promise<void>;
}
