// A prioritized finding of an audit run: the REST Finding, its fields derived from the same schema (zod-fields.ts).
import type { findingView } from '../../core/findings/findings.ts';
import { builder } from '../builder.ts';
import { findingSchema } from '../../core/contract/schemas.ts';
import { zodFields } from '../zod-fields.ts';

export type FindingView = ReturnType<typeof findingView>;

export const FindingRef = builder.objectRef<FindingView>('Finding').implement({
  fields: (t) => zodFields(t, findingSchema),
});

/** A page of findings of one run; `auditRunId` names the run (null when there is no completed run), as in REST. */
export const FindingConnection = builder.connectionObject({
  type: FindingRef,
  name: 'FindingConnection',
  fields: (t) => ({
    auditRunId: t.string({
      nullable: true,
      resolve: (parent) => (parent as unknown as { auditRunId: string | null }).auditRunId,
    }),
  }),
});
