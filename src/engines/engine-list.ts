// The AI engines the service asks: the one list of them, in the order every surface shows them,
// with the names their users know them by. Every enum, filter, schema, table and document of the
// engines derives from this object (the zod enum of the API and so the OpenAPI document, the
// GraphQL enum, the MCP tool schemas, the dashboard's filters, the reports); only the database's
// `Engine` enum is written again, in prisma/schema.prisma and its migrations, and
// test/engines/engine-list.test.ts proves the two agree and that no second list appears.
// Pure data with no imports: the dashboard bundles it as it is.

/** Engine code -> the engine's name as its users know it. Adding an engine starts here. */
export const engineLabels = {
  CHATGPT: 'ChatGPT',
  CLAUDE: 'Claude',
  PERPLEXITY: 'Perplexity',
  GEMINI: 'Gemini',
  GOOGLE_AIO: 'Google AI Overviews',
  GOOGLE_AI_MODE: 'Google AI Mode',
  BING_COPILOT: 'Bing Copilot',
  GROK: 'Grok',
} as const satisfies Record<string, string>;

export type EngineName = keyof typeof engineLabels;

/** The engine codes in the order above (an object's string keys keep their insertion order). */
export const engineNames = Object.keys(engineLabels) as [EngineName, ...EngineName[]];
