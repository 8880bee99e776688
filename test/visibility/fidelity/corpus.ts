// The whole fidelity corpus, in one list: realistic answers of the seven engines.
import type { FidelityCase } from './cases.ts';
import { bingCopilotCases } from './corpus/bing-copilot.ts';
import { chatgptCases } from './corpus/chatgpt.ts';
import { claudeCases } from './corpus/claude.ts';
import { geminiCases } from './corpus/gemini.ts';
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
  ...bingCopilotCases,
  ...heldOutCases,
  ...thirdBatchCases,
];

export { heldOutCases, thirdBatchCases };
