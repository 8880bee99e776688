// One engine's part of an audit run: its status and why it failed (core/observations/contract.ts).
import type { z } from 'zod';
import { engineProbeSchema } from '../../core/observations/contract.ts';
import { builder } from '../builder.ts';
import { zodFields } from '../zod-fields.ts';

export const EngineProbeRef = builder.objectRef<z.output<typeof engineProbeSchema>>('EngineProbe').implement({
  description: engineProbeSchema.description,
  fields: (t) => zodFields(t, engineProbeSchema),
});
