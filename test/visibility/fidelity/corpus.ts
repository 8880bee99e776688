// The whole fidelity corpus, in one list: realistic answers of every engine.
import type { FidelityCase } from './cases.ts';
import { bingCopilotCases } from './corpus/bing-copilot.ts';
import { chatgptCases } from './corpus/chatgpt.ts';
import { claudeCases } from './corpus/claude.ts';
import { geminiCases } from './corpus/gemini.ts';
import { googleAiModeCases } from './corpus/google-ai-mode.ts';
import { googleAioCases } from './corpus/google-aio.ts';
import { grokCases } from './corpus/grok.ts';
import { heldOutCases } from './corpus/held-out.ts';
import { perplexityCases } from './corpus/perplexity.ts';
import { thirdBatchCases } from './corpus/third-batch.ts';

export const corpus: FidelityCase[] = [
  ...chatgptCases,
  ...grokCases,
  ...claudeCases,
  ...perplexityCases,
  ...geminiCases,
  ...googleAioCases,
  ...googleAiModeCases,
  ...bingCopilotCases,
  ...heldOutCases,
  ...thirdBatchCases,
];

export { heldOutCases, thirdBatchCases };
