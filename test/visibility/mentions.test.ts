import { describe, expect, it } from 'vitest';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme Inc.', aliases: ['Acme CRM'], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: ['RivalHQ'], domain: 'rival.io' },
    { name: 'Zenith', aliases: [], domain: 'zenith.com' },
    { name: 'Café Bleu', aliases: [], domain: 'cafebleu.fr' },
  ],
  categoryTerms: ['CRM', 'logiciel de facturation'],
};

const find = (text: string, name: string, s: VisibilitySubject = subject) => extractMentions(text, s).find((m) => m.name === name);

describe('matching names', () => {
  it.each([
    ['a derived name (legal suffix removed) counts as an alias', 'Acme is popular with agencies.', 'Acme Inc.', 85],
    ['the full name as written', 'Acme Inc. is popular with agencies.', 'Acme Inc.', 95],
    ['an alias', 'Acme CRM is popular.', 'Acme Inc.', 85],
    ['a different case', 'ACME is popular.', 'Acme Inc.', 80],
    ['a possessive', "Acme's pricing is clear.", 'Acme Inc.', 80],
    ['a possessive with a typographic apostrophe', 'Acme’s pricing is clear.', 'Acme Inc.', 80],
    ['an accent-folded name', 'Cafe Bleu est connu.', 'Café Bleu', 80],
    ['the accented name as configured', 'On cite souvent Café Bleu.', 'Café Bleu', 95],
    ['a competitor', 'Many teams use Rival.', 'Rival', 95],
    ['a name inside Chinese text without spaces', '我们推荐Acme，因为它很好。', 'Acme Inc.', 85],
    ['a name followed by a Korean particle', 'Acme는 좋은 선택입니다.', 'Acme Inc.', 85],
    ['a name in Cyrillic text', 'Мы советуем Acme для агентств.', 'Acme Inc.', 85],
  ])('finds %s', (_name, text, name, confidence) => {
    expect(find(text, name)?.mentionConfidence).toBe(confidence);
  });

  it.each([
    ['inside a longer word', 'Acmeology is a different company.'],
    ['as a prefix joined by a digit', 'Acme2 is another product.'],
    ['after a letter', 'SuperAcme sells tools.'],
    ['followed by an accented letter', 'Acmée is not the name.'],
  ])('does not find the brand %s', (_name, text) => {
    expect(find(text, 'Acme Inc.')).toBeUndefined();
  });

  it('keeps one mention per name, counts occurrences and takes the first position', () => {
    const ms = extractMentions('Rival and Acme are options. Acme is fast. Acme CRM again.', subject);
    const acme = ms.find((m) => m.kind === 'CLIENT')!;
    expect(acme).toMatchObject({ occurrences: 3, position: 2, firstIndex: 10 });
    expect(ms.find((m) => m.name === 'Rival')?.position).toBe(1);
  });

  it('prefers the longest of overlapping names', () => {
    const s: VisibilitySubject = { ...subject, competitors: [{ name: 'Acme Cloud', aliases: [], domain: 'acmecloud.io' }] };
    const ms = extractMentions('Acme Cloud is a hosting company.', s);
    expect(ms.map((m) => m.name)).toEqual(['Acme Cloud']);
  });

  it('finds category terms, with an English plural, without role or sentiment', () => {
    const ms = extractMentions('The best CRMs for agencies. Un logiciel de facturation simple.', subject);
    expect(ms.filter((m) => m.kind === 'CATEGORY').map((m) => [m.name, m.role, m.sentiment, m.position, m.mentionConfidence])).toEqual([
      ['CRM', 'UNKNOWN', null, null, 50],
      ['logiciel de facturation', 'UNKNOWN', null, null, 50],
    ]);
  });

  it('returns nothing for an answer that names nobody', () => {
    expect(extractMentions('There are many options; compare prices and trials.', { ...subject, categoryTerms: [] })).toEqual([]);
  });
});

describe('roles and sentiment', () => {
  it.each([
    ['en', 'We recommend Acme for small agencies.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['en', 'Acme is the best choice for agencies.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['en', 'For most teams, go with Acme.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['en', 'Acme is not recommended for enterprises.', 'Acme Inc.', 'EXCLUDED', 'NEGATIVE'],
    ['en', "I wouldn't recommend Acme for large teams.", 'Acme Inc.', 'EXCLUDED', 'NEGATIVE'],
    ['en', 'Avoid Rival if you need phone support.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['en', 'Rival is not a good fit for freelancers.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['en', "Don't use Rival for invoicing.", 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['en', 'Rival is expensive and buggy.', 'Rival', 'CRITICIZED', 'NEGATIVE'],
    ['en', 'Acme is not good at reporting.', 'Acme Inc.', 'CRITICIZED', 'NEGATIVE'],
    ['en', 'Acme is not bad for the price.', 'Acme Inc.', 'UNKNOWN', 'POSITIVE'],
    ['en', 'Acme is reliable but expensive.', 'Acme Inc.', 'UNKNOWN', 'MIXED'],
    ['en', 'Acme vs Rival: both handle pipelines.', 'Acme Inc.', 'COMPARED', 'NEUTRAL'],
    ['en', 'Acme costs less than Rival.', 'Rival', 'COMPARED', 'NEUTRAL'],
    ['en', 'Options include Acme, Rival and Zenith.', 'Zenith', 'LISTED', 'NEUTRAL'],
    ['en', '- Acme (from $12 a month)', 'Acme Inc.', 'LISTED', 'NEUTRAL'],
    ['en', '| Acme | $12 | yes |', 'Acme Inc.', 'LISTED', 'NEUTRAL'],
    ['en', 'Acme was founded in 2015.', 'Acme Inc.', 'UNKNOWN', 'NEUTRAL'],
    ['fr', 'Je recommande Acme pour les agences.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['fr', 'Je ne recommande pas Rival.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['fr', 'Rival est à éviter pour les PME.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['fr', "Zenith n'est pas mauvais.", 'Zenith', 'UNKNOWN', 'POSITIVE'],
    ['fr', "Acme n'est pas fiable.", 'Acme Inc.', 'CRITICIZED', 'NEGATIVE'],
    ['fr', 'Acme est fiable, mais Rival est trop cher.', 'Rival', 'CRITICIZED', 'NEGATIVE'],
    ['fr', 'Acme est fiable, mais Rival est trop cher.', 'Acme Inc.', 'UNKNOWN', 'POSITIVE'],
    ['de', 'Ich würde Rival nicht empfehlen.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['de', 'Wir empfehlen Acme für kleine Agenturen.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['de', 'Acme ist günstiger als Zenith.', 'Zenith', 'COMPARED', 'NEUTRAL'],
    ['de', 'Zenith ist teuer und langsam.', 'Zenith', 'CRITICIZED', 'NEGATIVE'],
    ['es', 'Recomendamos Acme para agencias pequeñas.', 'Acme Inc.', 'RECOMMENDED', 'POSITIVE'],
    ['es', 'No recomiendo Rival para equipos grandes.', 'Rival', 'EXCLUDED', 'NEGATIVE'],
    ['es', 'Zenith es caro y lento.', 'Zenith', 'CRITICIZED', 'NEGATIVE'],
    ['es', 'Acme es mejor que Rival.', 'Rival', 'COMPARED', 'NEUTRAL'],
  ])('[%s] %s -> %s is %s, %s', (_lang, text, name, role, sentiment) => {
    expect(find(text, name)).toMatchObject({ role, sentiment });
  });

  it('attributes each cue to the nearest name of its clause', () => {
    const ms = extractMentions('Avoid Rival and go with Acme instead.', subject);
    expect(ms.map((m) => [m.name, m.role])).toEqual([
      ['Rival', 'EXCLUDED'],
      ['Acme Inc.', 'RECOMMENDED'],
    ]);
  });

  it('keeps the strongest role over occurrences, and the sentence that shows it as context', () => {
    const text = '1. **Acme** – simple invoicing.\n2. **Rival** – pipelines.\n\nOverall we recommend Acme. Avoid Acme if you need payroll.';
    const acme = find(text, 'Acme Inc.')!;
    expect(acme.role).toBe('EXCLUDED');
    expect(acme.sentiment).toBe('MIXED');
    expect(acme.context).toBe('Avoid Acme if you need payroll.');
  });

  it('bounds the context to 300 characters around the mention', () => {
    const filler = 'word '.repeat(120);
    const acme = find(`${filler}we recommend Acme for agencies ${filler}`, 'Acme Inc.')!;
    expect(acme.context!.length).toBeLessThanOrEqual(300);
    expect(acme.context).toContain('recommend Acme for agencies');
    expect(acme.context!.startsWith('…') && acme.context!.endsWith('…')).toBe(true);
  });
});

describe('third parties', () => {
  const answer = [
    'Here are the best CRMs for small agencies:',
    '',
    '1. **HubSpot** – free plan, great for inbound marketing.',
    '2. **Acme** – the best choice for agencies.',
    '3. [Pipedrive](https://pipedrive.com): pipeline-first.',
    '4. Zoho CRM (affordable)',
    '5. Monday Sales CRM - flexible boards',
    '',
    '**Pros:** easy to use',
    '- Easy onboarding for new staff',
    '- Pricing',
    '### 6. Freshsales',
  ].join('\n');

  it('lists capitalized leads of list items, bold and link leads, not generic labels or the client', () => {
    const ms = extractMentions(answer, subject);
    expect(ms.filter((m) => m.kind === 'THIRD_PARTY').map((m) => [m.name, m.role, m.mentionConfidence])).toEqual([
      ['HubSpot', 'LISTED', 60],
      ['Pipedrive', 'LISTED', 60],
      ['Zoho CRM', 'LISTED', 60],
      ['Monday Sales CRM', 'LISTED', 60],
      ['Freshsales', 'LISTED', 60],
    ]);
    expect(ms.find((m) => m.kind === 'CLIENT')).toMatchObject({ role: 'RECOMMENDED', position: 2 });
  });

  it('keeps at most ten per answer', () => {
    const many = Array.from({ length: 14 }, (_, i) => `- **Brand${String.fromCharCode(65 + i)}** – tool`).join('\n');
    expect(extractMentions(many, subject).filter((m) => m.kind === 'THIRD_PARTY')).toHaveLength(10);
  });
});

describe('determinism', () => {
  it('gives the same result for the same answer', () => {
    const text = 'We recommend Acme. Rival vs Zenith: Zenith is slower than Rival.\n- **HubSpot** – free';
    expect(extractMentions(text, subject)).toEqual(extractMentions(text, subject));
  });
});
