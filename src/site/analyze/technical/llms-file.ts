/**
 * Technical checks of /llms.txt: present, and following the llmstxt.org format.
 */
import { checkDefiner, measured, notApplicable } from '../checks.ts';
import type { SiteContext } from '../site-context.ts';
import type { CheckDefinition, CheckGroup, CheckOutcome } from '../types.ts';

const def = checkDefiner('technical', 'TECHNICAL');

export const llmsFileChecks: readonly CheckDefinition[] = [
  def({
    id: 'technical.llmstxt.missing',
    severity: 'LOW',
    points: 2,
    title: 'No llms.txt',
    recommendation:
      'Publish /llms.txt (llmstxt.org format): an H1 with the site name, a one-paragraph summary in a blockquote, and H2 sections linking your key pages.',
    expectedImpact: 'Tools and agents that read llms.txt get a curated map of the site. No major answer engine has confirmed using it yet.',
  }),
  def({
    id: 'technical.llmstxt.invalid',
    severity: 'LOW',
    points: 2,
    passShare: 0.75,
    title: 'llms.txt does not follow the llmstxt.org format',
    recommendation: 'Fix the listed problems: the file must be Markdown (not HTML) starting with an H1, with link lists under H2 sections.',
    expectedImpact: 'Tools that parse llms.txt can read the file.',
  }),
];

function llmsOutcomes(ctx: SiteContext): CheckOutcome[] {
  const l = ctx.llms;
  const fetched = ctx.snapshot.llmsTxt;
  if (!fetched)
    return [
      notApplicable('technical.llmstxt.missing', 'llms.txt was not fetched'),
      notApplicable('technical.llmstxt.invalid', 'llms.txt was not fetched'),
    ];
  if (!l.present) {
    return [
      measured('technical.llmstxt.missing', 0, `/llms.txt answered ${l.status || fetched.error || 'no response'}.`, [
        l.url ?? `${ctx.origin}/llms.txt`,
      ]),
      notApplicable('technical.llmstxt.invalid', 'there is no llms.txt'),
    ];
  }
  const problems = [...l.errors, ...l.warnings].slice(0, 6).map((i) => `${i.message}${i.line ? ` (line ${i.line})` : ''}`);
  const share = !l.valid ? 0 : l.warnings.length > 0 ? 0.75 : 1;
  const summary = l.valid
    ? `llms.txt is valid: title "${(l.title ?? '').slice(0, 60)}", ${l.summary ? 'a summary' : 'no summary'}, ${l.sections.length} section(s), ${l.links.length} link(s)${problems.length ? `; warnings: ${problems.join('; ')}` : ''}.`
    : `llms.txt is invalid: ${problems.join('; ')}.`;
  return [
    measured('technical.llmstxt.missing', 1, `/llms.txt answered ${l.status}.`),
    measured('technical.llmstxt.invalid', share, summary, share < 1 ? [l.url ?? ''] : []),
  ];
}

export const llmsFile: CheckGroup = { checks: llmsFileChecks, evaluate: llmsOutcomes };
