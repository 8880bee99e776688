// What the optional role judge did in a run (core/role-judge/judge-summary.ts): its counts, its
// disagreements with the lexicon and its fallbacks by reason, its cost.
import type { RoleJudgeSummary } from '../../core/role-judge/judge-summary.ts';
import { builder } from '../builder.ts';

const FallbackRef = builder.objectRef<RoleJudgeSummary['fallbacks'][number]>('RoleJudgeFallback').implement({
  description: "Mentions whose judge verdict fell back to the lexicon's, for one reason.",
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        'judge_malformed, judge_refused, judge_timeout, judge_incomplete, judge_budget, judge_missing_brand, judge_evidence_not_in_answer, judge_interrupted, judge_<error kind>',
    }),
    mentions: t.exposeInt('mentions'),
  }),
});

export const RoleJudgeSummaryRef = builder.objectRef<RoleJudgeSummary>('RoleJudgeSummary').implement({
  description:
    'The optional language-model judge of roles and sentiment in one run (docs/methodology.md, "The role judge"): its verdicts are stored beside the lexicon\'s, never over them.',
  fields: (t) => ({
    model: t.exposeString('model', { description: 'The model that judged' }),
    answersJudged: t.exposeInt('answersJudged', {
      description: 'Answers the model was asked about and answered with a usable verdict list',
    }),
    answersCached: t.exposeInt('answersCached', {
      description:
        'Answers whose verdicts came from the cache (the same content judged before by the same model): nothing asked, nothing spent',
    }),
    answersFallenBack: t.exposeInt('answersFallenBack', {
      description: 'Answers whose call gave no usable verdict (malformed, refused, timed out, over budget): the lexicon stands',
    }),
    answersPending: t.exposeInt('answersPending', { description: 'Calls still in flight' }),
    mentionsJudged: t.exposeInt('mentionsJudged'),
    mentionsFallenBack: t.exposeInt('mentionsFallenBack'),
    disagreements: t.exposeInt('disagreements', { description: "Judged mentions whose role or sentiment differs from the lexicon's" }),
    fallbacks: t.field({ type: [FallbackRef], resolve: (s) => s.fallbacks }),
    costMicros: t.exposeInt('costMicros', {
      description: "What the judge's calls cost, in millionths of a dollar (in the project's engine budget)",
    }),
  }),
});
