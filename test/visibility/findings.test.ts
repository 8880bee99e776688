import { describe, expect, it } from 'vitest';
import type { AnswerFacts } from '../../src/core/visibility/answer-facts.ts';
import { visibilityFindings } from '../../src/core/visibility/visibility-findings.ts';
import type { EngineName } from '../../src/engines/answer.ts';
import { run } from './run-fixture.ts';

const subject = { clientName: 'Acme', clientDomain: 'acme.com' };

describe('visibility findings', () => {
  it('reports what the run shows, with the evidence, in a stable order', () => {
    const findings = visibilityFindings(run, subject);
    expect(findings.map((f) => [f.checkId, f.severity, f.category, f.description])).toEqual([
      ['brand.competitor_recommended_not_you', 'HIGH', 'BRAND', "Rival recommended on 1 of 2 engines for 'cheapest CRM', you on none."],
      [
        'brand.negative_sentiment',
        'MEDIUM',
        'BRAND',
        `1 of 2 answers naming Acme were negative (Claude). For example Claude on 'best CRM for agencies': "Acme is clunky.".`,
      ],
      [
        'platform.client_domain_not_cited',
        'MEDIUM',
        'PLATFORM',
        '2 of 3 engines never cited acme.com: Claude (0 of 1 answer), Perplexity (0 of 1 answer).',
      ],
      [
        'platform.competitor_cited_not_you',
        'MEDIUM',
        'PLATFORM',
        "In 1 of 4 answers engines cited a competitor's site and not acme.com: rival.io (1).",
      ],
      [
        'platform.third_party_cited_about_you',
        'LOW',
        'PLATFORM',
        'In 1 of 2 answers that name Acme, engines cited other sites and not acme.com: reviewhub.example (1).',
      ],
    ]);
    for (const f of findings) {
      expect(f.timeline).toBeTruthy();
      expect(f.recommendation).toBeTruthy();
      expect(f.affectedUrl).toBeNull();
    }
  });

  it('says when a competitor is recommended on most engines and the client nowhere', () => {
    const engines: EngineName[] = ['CHATGPT', 'CLAUDE', 'PERPLEXITY', 'GEMINI', 'GOOGLE_AIO', 'BING_COPILOT', 'GROK'];
    const answers: AnswerFacts[] = engines.map((engine, i) => ({
      engine,
      promptId: 'p1',
      promptText: 'best CRM for agencies',
      mentions: i < 5 ? [{ kind: 'COMPETITOR', name: 'Rival', role: 'RECOMMENDED', sentiment: 'POSITIVE', position: 1 }] : [],
      citations: [],
    }));
    const byId = new Map(visibilityFindings(answers, subject).map((f) => [f.checkId, f]));
    expect(byId.get('brand.competitor_recommended_not_you')?.description).toBe(
      "Rival recommended on 5 of 7 engines for 'best CRM for agencies', you on none.",
    );
    expect(byId.get('brand.not_mentioned')?.description).toBe(
      'None of the 7 answers (7 engines, 1 prompt) named Acme. Competitors were named instead: Rival (5) answers.',
    );
    expect(byId.get('platform.client_domain_not_cited')).toMatchObject({ severity: 'HIGH' });
    expect(byId.get('platform.client_domain_not_cited')?.description.startsWith('No engine cited acme.com: ChatGPT (0 of 1 answer)')).toBe(
      true,
    );
  });

  it('reports an engine advising against the client', () => {
    const answers: AnswerFacts[] = [
      {
        engine: 'GEMINI',
        promptId: 'p',
        promptText: 'payroll for startups',
        mentions: [
          { kind: 'CLIENT', name: 'Acme', role: 'EXCLUDED', sentiment: 'NEGATIVE', position: 1, context: 'Avoid Acme for payroll.' },
        ],
        citations: [
          { host: 'acme.com', normalizedUrl: 'https://acme.com/', isClientDomain: true, isCompetitorDomain: false, matchedEntity: 'Acme' },
        ],
      },
    ];
    expect(visibilityFindings(answers, subject).map((f) => [f.checkId, f.description])).toEqual([
      [
        'brand.excluded_by_engines',
        `Gemini advised against Acme in 1 of 1 answers. For example Gemini on 'payroll for startups': "Avoid Acme for payroll.".`,
      ],
    ]);
  });

  it('gives no finding without answers', () => {
    expect(visibilityFindings([], subject)).toEqual([]);
  });
});
