import { describe, expect, it } from 'vitest';
import { brandMetrics, brandScore } from '../../src/core/visibility/brand-score.ts';
import { platformMetrics, platformScore } from '../../src/core/visibility/platform-score.ts';
import { answer, cite, client, rival, run } from './run-fixture.ts';

describe('brand score', () => {
  it('computes each metric and the weighted score by hand', () => {
    expect(brandMetrics(run)).toEqual({
      answers: 4,
      answersMentioningClient: 2,
      mentionRate: 0.5, // 2 of 4 answers
      clientMentions: 2,
      competitorMentions: 4,
      shareOfVoice: 2 / 6,
      avgPosition: 2, // (1 + 3) / 2
      positionScore: 0.5,
      sentimentScore: 0.5, // (1 + 0) / 2
      answersRecommendingClient: 1,
      recommendationRate: 0.25,
    });
    // 30·0.5 + 20·(1/3) + 15·0.5 + 15·0.5 + 20·0.25 = 41.67
    expect(brandScore(run)).toBe(42);
  });

  it.each([
    ['recommended first everywhere', [answer('GEMINI', 'p1', [client('RECOMMENDED', 'POSITIVE', 1)], [])], 100],
    ['never named', [answer('GEMINI', 'p1', [rival('Rival', 'RECOMMENDED', 1)], [])], 0],
    ['named neutrally second, alone among tracked brands', [answer('GEMINI', 'p1', [client('LISTED', 'NEUTRAL', 2)], [])], 65], // 30 + 20 + 7.5 + 7.5
    ['no brand named at all', [answer('GEMINI', 'p1', [], [])], 0],
  ])('%s', (_name, answers, score) => {
    expect(brandScore(answers)).toBe(score);
  });

  it('is null when no engine answered', () => {
    expect(brandScore([])).toBeNull();
    expect(brandMetrics([])).toMatchObject({
      mentionRate: null,
      shareOfVoice: null,
      avgPosition: null,
      sentimentScore: null,
      recommendationRate: null,
    });
  });
});

describe('platform score', () => {
  it('averages the client citation rate over the engines that answered', () => {
    expect(platformMetrics(run)).toEqual({
      engines: [
        { engine: 'CHATGPT', answers: 2, answersCitingClient: 1, citationRate: 0.5 },
        { engine: 'CLAUDE', answers: 1, answersCitingClient: 0, citationRate: 0 },
        { engine: 'PERPLEXITY', answers: 1, answersCitingClient: 0, citationRate: 0 },
      ],
      citationRate: 0.5 / 3,
    });
    expect(platformScore(run)).toBe(17);
  });

  it('weighs engines equally and rounds half up', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      answer('GROK', `p${i}`, [], i < 5 ? [cite('www.acme.com', 'client')] : [cite('other.example')]),
    );
    expect(platformScore(many)).toBe(63); // 5/8 = 0.625
    expect(platformScore([...many, answer('GEMINI', 'p1', [], [cite('acme.com', 'client')])])).toBe(81); // (0.625 + 1) / 2 = 0.8125
  });

  it('is null when no engine answered', () => {
    expect(platformScore([])).toBeNull();
    expect(platformMetrics([])).toEqual({ engines: [], citationRate: null });
  });
});
