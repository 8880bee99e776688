// A question the project's audits ask the AI engines: the tracking operations' TrackedPrompt (core/tracking/prompts.ts), its fields derived from the same schema (zod-fields.ts).
import type { PromptView } from '../../core/tracking/prompts.ts';
import { trackedPromptSchema } from '../../core/tracking/schemas.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const TrackedPromptRef = builder.objectRef<PromptView>('TrackedPrompt').implement({
  fields: (t) => zodFields(t, trackedPromptSchema),
});
