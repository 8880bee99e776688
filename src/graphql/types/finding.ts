// A prioritized finding of an audit run: the REST Finding, field for field.
import type { findingView } from '../../core/findings/findings.ts';
import { builder } from '../builder.ts';
import { FindingCategoryEnum, FindingStatusEnum, SeverityEnum } from './enums.ts';

export type FindingView = ReturnType<typeof findingView>;

export const FindingRef = builder.objectRef<FindingView>('Finding').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    severity: t.expose('severity', { type: SeverityEnum }),
    category: t.expose('category', { type: FindingCategoryEnum }),
    status: t.expose('status', { type: FindingStatusEnum }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    recommendation: t.exposeString('recommendation', { nullable: true }),
    affectedUrl: t.exposeString('affectedUrl', { nullable: true }),
    timeline: t.exposeString('timeline', { nullable: true }),
    expectedImpact: t.exposeString('expectedImpact', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
  }),
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
