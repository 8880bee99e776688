// What the tracking mutations answer besides prompts and competitors: a project's tracking
// settings (core/tracking/settings.ts) and the acknowledgement of a removal, their fields derived
// from the operations' schemas (zod-fields.ts).
import type { RemovedView } from '../../core/tracking/for-principal.ts';
import type { TrackingSettingsView } from '../../core/tracking/settings.ts';
import { removedSchema, trackingSettingsSchema } from '../../core/tracking/schemas.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const TrackingSettingsRef = builder.objectRef<TrackingSettingsView>('TrackingSettings').implement({
  description: "A project's brand aliases, the engines its audits ask, samples per prompt and its audit cadence.",
  fields: (t) => zodFields(t, trackingSettingsSchema),
});

export const RemovedRef = builder.objectRef<RemovedView>('Removed').implement({
  description: 'A tracked prompt or competitor that was removed (its past answers, citations and mentions stay).',
  fields: (t) => zodFields(t, removedSchema),
});
