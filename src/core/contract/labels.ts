// What people read for the API's codes: one map per enum, shared by every surface that writes
// for people (the report, findings, the assistants' tool descriptions, the dashboard). The
// dashboard bundles this file (.dependency-cruiser.web.cjs allows it alone): plain data, type-only
// imports.
import type { engineValues } from './schemas.ts';

type Engine = (typeof engineValues)[number];

/** The engines' names as their users know them. */
export const engineLabels: Record<Engine, string> = {
  CHATGPT: 'ChatGPT',
  CLAUDE: 'Claude',
  PERPLEXITY: 'Perplexity',
  GEMINI: 'Gemini',
  GOOGLE_AIO: 'Google AI Overviews',
  BING_COPILOT: 'Bing Copilot',
  GROK: 'Grok',
};
