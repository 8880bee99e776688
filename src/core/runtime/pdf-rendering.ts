/**
 * Renders a report's Markdown as PDF: reports/pdf.ts's PdfRenderer (headless Chromium), which the
 * composition root builds. Declared here so that the services sit below the domains that use them.
 */
export interface PdfRendering {
  render(markdown: string): Promise<Buffer>;
  close(): Promise<void>;
}
