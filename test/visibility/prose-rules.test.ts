import { describe, expect, it } from 'vitest';
import { extractAnswer } from '../../src/core/visibility/extract-answer.ts';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import { maskNonProse } from '../../src/core/visibility/prose.ts';
import { segment } from '../../src/core/visibility/segments.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';
import { visibilityFindings } from '../../src/core/visibility/visibility-findings.ts';

const subject: VisibilitySubject = {
  client: { name: 'Brightdesk', aliases: [], domain: 'brightdesk.io' },
  competitors: [
    { name: 'HubSpot', aliases: [], domain: 'hubspot.com' },
    { name: 'Pipedrive', aliases: [], domain: 'pipedrive.com' },
    { name: 'monday.com', aliases: ['Monday'], domain: 'monday.com' },
    { name: 'Notion', aliases: [], domain: 'notion.so' },
    { name: 'Rippling', aliases: [], domain: 'rippling.com' },
    { name: 'Pay Harbor', aliases: [], domain: 'payharbor.example' },
  ],
  categoryTerms: ['CRM'],
};

const names = (text: string) =>
  extractMentions(text, subject)
    .filter((m) => m.kind !== 'CATEGORY')
    .map((m) => m.name);
const role = (text: string, name: string) => extractMentions(text, subject).find((m) => m.name === name)?.role;

describe('prose only', () => {
  it.each([
    ['an OpenAI citation link', 'Brightdesk is simple ([hubspot.com](https://www.hubspot.com/crm?utm_source=openai)).'],
    ['a Grok marker link', 'Brightdesk is simple [[1]](https://www.hubspot.com/crm).'],
    ['a link whose text is a host', 'Brightdesk is simple, see [hubspot.com](https://hubspot.com).'],
    ['a bare URL', 'Brightdesk is simple; compare https://www.hubspot.com/products/crm.'],
    ['a host with a path', 'Brightdesk is simple; compare hubspot.com/pricing.'],
    ['a slug', 'Brightdesk is simple (see the pipedrive-vs-hubspot guide).'],
    ['a reasoning block', '<think>\nSources mention HubSpot and Notion.\n</think>\n\nBrightdesk is simple.'],
  ])('finds no name in %s', (_what, text) => {
    expect(names(text)).toEqual(['Brightdesk']);
  });

  it('keeps a link whose text is prose, and offsets into the raw text', () => {
    const text = 'Try [HubSpot](https://www.hubspot.com) or Brightdesk [1].';
    const ms = extractMentions(text, subject);
    expect(ms.map((m) => [m.name, m.firstIndex])).toEqual([
      ['HubSpot', 5],
      ['Brightdesk', 42],
    ]);
    expect(ms[0].context).toBe('Try HubSpot or Brightdesk.');
  });

  it('blanks without moving anything', () => {
    const text = 'A ([x.com](https://x.com/a?utm_source=openai)) b [2] c https://y.io/p.';
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.replace(/\s+/g, ' ')).toBe('A b c .');
  });

  it('takes no cue from a URL', () => {
    expect(role('HubSpot ([g2.com](https://www.g2.com/best-crm-recommended?utm_source=openai))', 'HubSpot')).toBe('UNKNOWN');
  });
});

describe('brand names that are common words', () => {
  it.each([
    ['the notion that', 'There is a notion that Brightdesk is only for agencies.'],
    ['a rippling effect', 'A price change has a rippling effect; Brightdesk warns you first.'],
    ['by Monday', 'Brightdesk can be live by Monday.'],
    ['Monday morning', 'Brightdesk sends the report on Monday morning.'],
    ['Monday-to-Friday', 'Brightdesk support is Monday-to-Friday.'],
    ['next Monday', 'Start Brightdesk next Monday.'],
  ])('does not find a brand in "%s"', (_what, text) => {
    expect(names(text)).toEqual(['Brightdesk']);
  });

  it.each([
    ['Notion', 'Notion is a wiki, not a CRM.'],
    ['monday.com', 'Monday CRM has flexible boards.'],
    ['monday.com', 'Teams on monday.com get it free.'],
    ['Rippling', 'Rippling bundles IT and payroll.'],
    ['HubSpot', 'Hubspot has a free plan.'],
    ['HubSpot', 'Die HubSpot-Integration ist gut.'],
    ['Pay Harbor', 'Pay-Harbor is cheaper.'],
  ])('still finds %s in "%s"', (name, text) => {
    expect(names(text)).toContain(name);
  });
});

describe('sentences and abbreviations', () => {
  it.each(['HubSpot vs. Pipedrive: both work.', 'Tools, e.g. HubSpot, work.', 'Tools, z. B. HubSpot, etc. Work.', 'Acme Inc. Rules.'])(
    'does not split "%s"',
    (text) => {
      expect(segment(text)).toHaveLength(1);
    },
  );

  it('splits text blocks joined without a space, but not domains or abbreviations', () => {
    expect(segment('I will search for this.Rippling is great.')).toHaveLength(2);
    expect(segment('Teams on monday.com and ASP.NET, vs.Pipedrive.')).toHaveLength(1);
  });

  it('reads "X vs. Y" as a comparison', () => {
    expect(role('HubSpot vs. Pipedrive: both handle pipelines.', 'Pipedrive')).toBe('COMPARED');
  });
});

describe('roles', () => {
  it.each([
    ['de', 'Für Vertriebsteams empfehle ich Pipedrive nicht, da Automationen fehlen.', 'Pipedrive', 'EXCLUDED'],
    ['de', 'Pipedrive würde ich nicht empfehlen.', 'Pipedrive', 'EXCLUDED'],
    ['de', 'Notion empfehle ich als CRM ausdrücklich nicht.', 'Notion', 'EXCLUDED'],
    ['de', 'Von HubSpot rate ich eher ab.', 'HubSpot', 'EXCLUDED'],
    ['de', 'Ich empfehle HubSpot nicht nur für Marketing.', 'HubSpot', 'RECOMMENDED'],
    ['fr', 'Je ne recommande que Brightdesk aux agences.', 'Brightdesk', 'RECOMMENDED'],
    ['fr', "Je ne recommande Brightdesk qu'aux agences.", 'Brightdesk', 'RECOMMENDED'],
    ['fr', 'Je ne recommande pas Brightdesk, parce que le support est lent.', 'Brightdesk', 'EXCLUDED'],
    ['en', 'Brightdesk is not the best choice for enterprise, but great for small teams.', 'Brightdesk', 'UNKNOWN'],
    ['en', 'Brightdesk is not suitable for enterprises.', 'Brightdesk', 'EXCLUDED'],
    ['es', 'Rippling no es la mejor opción fuera de EE. UU., pero es excelente para equipos híbridos.', 'Rippling', 'UNKNOWN'],
    ['en', 'HubSpot is more expensive than Brightdesk.', 'HubSpot', 'CRITICIZED'],
    ['en', 'HubSpot is more expensive than Brightdesk.', 'Brightdesk', 'COMPARED'],
    ['fr', 'HubSpot : très complet, mais plus cher que Brightdesk.', 'Brightdesk', 'COMPARED'],
    ['de', 'HubSpot ist teurer als Brightdesk.', 'Brightdesk', 'COMPARED'],
    ['es', 'HubSpot es más caro que Brightdesk.', 'HubSpot', 'CRITICIZED'],
    ['en', 'Pipedrive is less expensive than HubSpot.', 'Pipedrive', 'COMPARED'],
    ['en', 'Rippling is a good choice for IT-heavy teams.', 'Rippling', 'RECOMMENDED'],
  ])('[%s] %s -> %s is %s', (_lang, text, name, expected) => {
    expect(role(text, name)).toBe(expected);
  });

  it('gives a hedge a mixed sentiment and raises no HIGH finding, where a plain exclusion does', () => {
    const findingsOf = (text: string) => {
      const facts = { engine: 'CLAUDE' as const, promptId: 'p1', promptText: 'best CRM', ...extractAnswer({ text, sources: [] }, subject) };
      return visibilityFindings([facts], { clientName: 'Brightdesk', clientDomain: 'brightdesk.io' });
    };
    const hedge = 'Brightdesk is not the best choice for enterprise, but great for small teams.';
    expect(extractMentions(hedge, subject)[0].sentiment).toBe('MIXED');
    expect(findingsOf(hedge).filter((f) => f.category === 'BRAND' && f.severity === 'HIGH')).toEqual([]);
    expect(
      findingsOf('Brightdesk is not the best choice for enterprise.').filter((f) => f.category === 'BRAND' && f.severity === 'HIGH'),
    ).not.toEqual([]);
  });
});

describe('headings and labels', () => {
  it('are never third-party brands and do not push the client down', () => {
    const text = [
      '## Best CRMs for Agencies',
      '**Bottom Line:** go with Brightdesk.',
      '**Key Considerations:**',
      '- **Ease of Setup:** Brightdesk and Pipedrive are quick.',
      '- **Drawback:** fewer integrations.',
      '- **Salesforce** – enterprise-grade.',
      '[Zoho CRM](https://www.zoho.com/crm/) is another option ([zoho.com](https://www.zoho.com/?utm_source=openai)).',
      '<think>',
      '- **Freshsales** – considered, not in the answer.',
      '</think>',
    ].join('\n');
    const ms = extractMentions(text, subject);
    expect(ms.filter((m) => m.kind === 'THIRD_PARTY').map((m) => m.name)).toEqual(['Salesforce', 'Zoho CRM']);
    expect(ms.find((m) => m.kind === 'CLIENT')?.position).toBe(1);
  });
});
