import { z } from 'zod';
import { projectInput } from '../../contract/schemas.ts';
import { updateTrackingSettingsFor } from '../../tracking/for-principal.ts';
import { trackingSettingsInput, trackingSettingsSchema } from '../../tracking/schemas.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** The project's engines, cadence and brand aliases (GraphQL's mutation, the dashboard); no REST route. */
export const updateTrackingSettings = defineOperation({
  input: trackingSettingsInput.extend(projectInput.shape),
  output: z.object({ data: trackingSettingsSchema }),
  access: access('trigger'),
  kind: 'write',
  resolve: async ({ ctx, input: { slug, ...settings } }) => ({
    data: await updateTrackingSettingsFor(ctx.services.db, ctx.principal, slug, settings, ctx.services.config.engines),
  }),
});
