/**
 * One section of the client report. The report is a list of them: the Markdown report is their
 * Markdown one after the other; the HTML (printed to PDF) shows the same Markdown with each
 * figure under its section's heading. Another part adds a section by adding it to the list.
 */
export interface ReportSection {
  /** Stable id: the HTML section's id (and its anchor). */
  id: string;
  /** The section as Markdown lines, its heading first; for a chart, its text alternative. */
  markdown: string[];
  /** An inline SVG chart, HTML only (built by ./charts, text escaped there). */
  figure?: string;
  /**
   * The same Markdown cut into units the PDF keeps on one page each (a finding with its
   * details); `markdown` is their lines one after the other.
   */
  blocks?: string[][];
}
