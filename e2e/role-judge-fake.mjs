// The role judge of the browser tests: the real judge client (the `openai` SDK, as the service
// runs it) against a loopback fake of the Responses API, as test/role-judge sets it up
// (test/engines/fakes). The fake reads the judge's request (the answer and its brands with the
// rules' verdicts) and answers a schema-valid verdict per brand quoting a sentence of the answer:
// the client's verdict differs from the rules' (a disagreement to show), every other brand's
// agrees. The e2e service has no engine key, so the judge is given to its configuration directly.
import { startFakeProvider } from '../test/engines/fakes/fake-provider.ts';
import { responsesFormat } from '../test/engines/fakes/openai-fake.ts';
import { priceOf } from '../dist/engines/pricing.js';
import { cheapestJudgeModel } from '../dist/engines/role-judge-settings.js';

/** The project whose latest completed run the judge reads when the server starts. */
export const JUDGED_SLUG = 'demo-northwind-coffee';

/** The sentence of `answer` that names `name` (else its first line): quoted exactly as written. */
function sentenceNaming(answer, name) {
  const sentences = answer.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim());
  return sentences.find((s) => s.toLowerCase().includes(name.toLowerCase())) ?? sentences.find((s) => s.length > 0) ?? answer;
}

function verdictsFor(input) {
  const { brands, answer } = JSON.parse(input);
  return {
    verdicts: brands.map((b) => {
      const flip = b.kind === 'CLIENT';
      const recommended = b.ruleBasedRole === 'RECOMMENDED';
      return {
        brand: b.id,
        role: flip ? (recommended ? 'COMPARED' : 'RECOMMENDED') : b.ruleBasedRole,
        sentiment: flip ? (recommended ? 'MIXED' : 'POSITIVE') : (b.ruleBasedSentiment ?? 'NEUTRAL'),
        evidence: sentenceNaming(answer, b.name),
        language: 'en',
      };
    }),
  };
}

/** Starts the fake and returns the judge configuration that points at it. */
export async function startJudgeFake() {
  const base = responsesFormat('openai');
  const server = await startFakeProvider(
    {
      ...base,
      render: (_answer, req, srv) => base.render({ text: JSON.stringify(verdictsFor(req.prompt ?? '{}')) }, req, srv),
    },
    '/v1',
  );
  const model = cheapestJudgeModel('CHATGPT');
  return {
    server,
    config: {
      engine: 'CHATGPT',
      provider: 'openai',
      apiKey: 'sk-e2e-judge',
      baseUrl: server.baseUrl,
      model,
      price: priceOf('CHATGPT', model),
      timeoutMs: 10_000,
    },
  };
}

/** Turns the judge on for JUDGED_SLUG and judges its latest completed run, as the role_judge job does. */
export async function judgeDemoRun(services, accountId, judgeRun) {
  const project = await services.db.project.update({
    where: { accountId_slug: { accountId, slug: JUDGED_SLUG } },
    data: { judgeRoles: true },
  });
  const run = await services.db.auditRun.findFirstOrThrow({
    where: { projectId: project.id, status: 'COMPLETED', engineAnswers: { some: { mentions: { some: {} } } } },
    orderBy: { createdAt: 'desc' },
  });
  const result = await judgeRun(services, { id: run.id, accountId });
  if (result.asked === 0) throw new Error(`the e2e role judge judged nothing: ${JSON.stringify(result)}`);
}
