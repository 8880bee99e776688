import { describe, expect, it } from 'vitest';
import { engineNames } from '../../src/engines/answer.ts';
import { brandWeights, sentimentValues } from '../../src/core/visibility/brand-score.ts';
import { citationConfidenceByAttachment } from '../../src/core/visibility/citations.ts';
import { negatorsEverywhere } from '../../src/core/visibility/cue-lexicon.ts';
import { answerMinLetters, otherLanguages, sentenceMinLetters } from '../../src/core/visibility/language-detect.ts';
import { readLanguages } from '../../src/core/visibility/languages/index.ts';
import { rolePriority } from '../../src/core/visibility/mentions.ts';
import { calendarWords, dateBefore, mentionConfidenceByMatch } from '../../src/core/visibility/name-matcher.ts';
import { abbreviations } from '../../src/core/visibility/segments.ts';
import { labelOpeners, labelWords, maxThirdParties } from '../../src/core/visibility/third-party.ts';
import { visibilityCheckIds, visibilityChecks } from '../../src/core/visibility/visibility-findings.ts';
import { methodologyText, tableRows } from '../support/methodology-doc.ts';

const section = methodologyText('## AI engine visibility');
const rows = tableRows(section);
const row = (first: string) => rows.find((r) => r[0] === first);
const listed = (words: readonly string[]) => words.map((w) => `\`${w}\``).join(', ');

describe('docs/methodology.md, AI engine visibility, matches the code', () => {
  it('documents the citation confidence of every attachment', () => {
    for (const [attachment, confidence] of Object.entries(citationConfidenceByAttachment))
      expect(row(attachment)?.[1], attachment).toBe(String(confidence));
  });

  it('documents what is cited and what only retrieved for every engine, and that listed is no citation', () => {
    for (const engine of engineNames) expect(row(engine)?.length, engine).toBe(3);
    expect(row('listed')).toBeUndefined();
    expect(Object.keys(citationConfidenceByAttachment)).not.toContain('listed');
    expect(section).toContain('A `listed` source (returned, attached to no part of the text) is not a citation.');
  });

  it('documents the mention confidence of every kind of match', () => {
    for (const [key, confidence] of Object.entries(mentionConfidenceByMatch)) {
      expect(rows.find((r) => r[0].includes(`(\`${key}\`)`))?.[1], key).toBe(String(confidence));
    }
  });

  it('documents the role priority, the third-party bound and every cue', () => {
    expect(section).toContain(rolePriority.join(' > '));
    expect(section).toMatch(new RegExp(`At\\s+most ${maxThirdParties} per answer`));
    for (const [code, t] of Object.entries(readLanguages)) {
      const line = (label: string, list: readonly string[]) => `- ${label}, ${t.name}: ${list.length ? listed(list) : 'none'}`;
      expect(section, code).toContain(`#### ${t.name} (\`${code}\`)`);
      for (const [kind, list] of Object.entries(t.cues)) expect(section, `${kind} ${code}`).toContain(`${line(kind, list)}\n`);
      expect(section).toContain(`${line('negators before', t.negatorsBefore)}\n`);
      expect(section).toContain(`${line('negators after', t.negatorsAfter)}\n`);
      expect(section).toContain(`${line('not only', t.notOnly)}\n`);
      expect(section).toContain(`${line('contrast', t.contrast)}\n`);
      expect(section).toContain(`${line('adversative', t.adversative)}\n`);
      for (const w of t.adversative) expect(t.contrast, `${code} ${w}`).toContain(w);
      expect(section).toContain(`${line('coordinators', t.coordinators)}\n`);
      expect(section).toContain(`${line('relative and causal words', t.afterStops)}\n`);
      expect(section).toContain(
        `- than, ${t.name}: ${listed(t.than)}${t.more.length ? `, only after ${listed(t.more)}` : ''}; less: ${listed(t.less)}\n`,
      );
      expect(section).toContain(`${line('comparatives by themselves', t.synthetic)}\n`);
      expect(section).toContain(`${line('negative correlatives', t.correlatives)}\n`);
      expect(section).toContain(`${line('excess', t.excess)}\n`);
      expect(section).toContain(`${line('excess after', t.excessAfter)}\n`);
      expect(section).toContain(`${line('inequality', t.inequality)}\n`);
      expect(section).toContain(`${line('solvers', t.solvers)}\n`);
      expect(section).toContain(`${line('all providers', t.allProviders)}\n`);
      expect(section).toContain(`${line('name coordinators', t.nameCoordinators)}\n`);
      expect(section).toContain(`${line('hedges', t.hedges)}\n`);
      expect(section).toContain(`${line('verdict labels', t.verdictLabels)}\n`);
      expect(section).toContain(`${line('title cues', t.titleCues)}\n`);
      expect(section).toContain(`${line('label words', t.labelWords)}\n`);
      expect(section).toContain(`${line('aspect nouns', t.aspectNouns)}\n`);
      expect(section).toContain(`${line('prepositions', t.prepositions)}\n`);
      expect(section).toContain(`${line('abstract suffixes', t.abstractSuffixes)}\n`);
      expect(section).toContain(`${line('doubt words', t.doubtWords)}\n`);
      expect(section).toContain(`- comparative of equality, ${t.name}: ${listed(t.equalBefore)} … ${listed(t.equalAfter)}\n`);
      expect(section).toContain(`${line('negated verbs of opinion', t.opinionNegations)}\n`);
      expect(section).toContain(`${line('conditional clauses', t.conditions)}\n`);
      expect(section).toContain(`${line('advisers', t.advisers)}\n`);
      expect(section).toContain(`${line('first person', t.firstPerson)}\n`);
      expect(section).toContain(`${line('action objects', t.actionObjects)}\n`);
      expect(section).toContain(`${line('object pronouns before', t.objectPronounsBefore)}\n`);
      expect(section).toContain(`${line('object pronouns after', t.objectPronounsAfter)}\n`);
      expect(section).toContain(`${line('neither of the two', t.neitherOfTwo)}\n`);
      expect(section).toContain(`${line('another product', t.otherChoice)}\n`);
      expect(section).toContain(`${line('not an object', t.notObject)}\n`);
      expect(section).toContain(`${line('strengths columns', t.strengthColumns)}\n`);
      expect(section).toContain(`${line('weaknesses columns', t.weaknessColumns)}\n`);
    }
  });

  it('documents language detection: the languages told apart, the thresholds, the negators counted everywhere', () => {
    const flat = section.replace(/\s+/g, ' ');
    expect(flat).toContain(`told apart from (${listed(otherLanguages)})`);
    expect(flat).toContain(`fewer than ${answerMinLetters} letters`);
    expect(flat).toContain(`at least ${sentenceMinLetters} letters`);
    expect(flat).toContain(`still has its negation: ${listed(negatorsEverywhere)}.`);
  });

  it('documents the word lists of the prose rules: labels, dates, abbreviations', () => {
    const flat = section.replace(/\s+/g, ' ');
    expect(flat).toContain(`label openers: ${listed(labelOpeners)}.`);
    expect(flat).toContain(`the label words are ${listed(labelWords)}, nor`);
    expect(flat).toContain(`a day or a month (${listed(calendarWords)})`);
    expect(flat).toContain(`after one of ${listed(dateBefore)} (`);
    expect(flat).toContain(`or one of ${listed(abbreviations)}, so`);
  });

  it('documents the brand weights, sentiment values and formula', () => {
    for (const [metric, weight] of Object.entries(brandWeights)) expect(row(`\`${metric}\``)?.[1], metric).toBe(String(weight));
    for (const [sentiment, value] of Object.entries(sentimentValues)) expect(row(sentiment)?.[1], sentiment).toBe(String(value));
    const w = brandWeights;
    expect(section).toContain(
      `brand = round(${w.mentionRate}·mentionRate + ${w.shareOfVoice}·shareOfVoice + ${w.position}·positionScore + ${w.sentiment}·sentimentScore + ${w.recommendationRate}·recommendationRate)`,
    );
  });

  it('documents every finding check with its category and severity, in order', () => {
    const documented = rows.filter((r) => /^`(brand|platform)\.[a-z_]+`$/.test(r[0]));
    expect(documented.map((r) => r[0].slice(1, -1))).toEqual([...visibilityCheckIds]);
    for (const r of documented) {
      const check = visibilityChecks[r[0].slice(1, -1) as keyof typeof visibilityChecks];
      expect(r[1]).toBe(check.category);
      expect(r[2].split(' ')[0]).toBe(check.severity);
    }
  });
});
