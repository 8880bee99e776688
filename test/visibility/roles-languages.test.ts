// Roles and sentiment per language (issue 34): each answer and sentence is read in its own
// language, a cue list applies only there, negated or hedged advice is never a recommendation,
// and an answer in a language the service does not read gets only LISTED or UNKNOWN, NEUTRAL.
import { describe, expect, it } from 'vitest';
import { answerLanguage, sentenceLanguage } from '../../src/core/visibility/language-detect.ts';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [
    { name: 'Rival', aliases: [], domain: 'rival.io' },
    { name: 'Zenith', aliases: [], domain: 'zenith.com' },
  ],
  categoryTerms: [],
};

const mention = (text: string, name: string) => extractMentions(text, subject).find((m) => m.name === name);

describe('the language of an answer and of its sentences', () => {
  it.each([
    ['en', 'For a small agency I would go with Acme, because invoicing and projects live in the same place and the price is fair.'],
    ['de', 'Für eine kleine Agentur würde ich zu Acme greifen, weil Rechnungen und Projekte an einem Ort liegen und der Preis fair ist.'],
    [
      'fr',
      'Pour une petite agence, je partirais sur Acme, parce que la facturation et les projets sont au même endroit et le prix est correct.',
    ],
    [
      'es',
      'Para una agencia pequeña me quedaría con Acme, porque la facturación y los proyectos están en el mismo sitio y el precio es justo.',
    ],
    ['it', 'Per una piccola agenzia sceglierei Acme, perché fatturazione e progetti stanno nello stesso posto e il prezzo è onesto.'],
    ['pt', 'Para uma agência pequena eu escolheria a Acme, porque o faturamento e os projetos ficam no mesmo lugar e o preço é justo.'],
    ['nl', 'Voor een klein bureau zou ik voor Acme gaan, omdat facturen en projecten op één plek staan en de prijs eerlijk is.'],
    ['other', 'For et lille bureau ville jeg vælge Acme, fordi fakturering og projekter ligger samme sted, og prisen er rimelig.'],
    ['other', 'Для небольшого агентства я бы выбрал Acme, потому что счета и проекты находятся в одном месте.'],
  ])('reads %s', (lang, text) => {
    expect(answerLanguage(text)).toBe(lang);
  });

  it('keeps the answer language for a short sentence, and for a sentence spelled like it', () => {
    expect(sentenceLanguage('Short answer: Acme.', 'pt')).toBe('pt');
    expect(sentenceLanguage('O Acme não é recomendado para empresas com menos de cinquenta trabalhadores.', 'pt')).toBe('pt');
    expect(sentenceLanguage('Honestly, I would not recommend Rival to a small agency with a tight budget this year.', 'pt')).toBe('en');
  });
});

describe('cues only in their own language: no polarity flips', () => {
  it.each([
    ['pt', 'Não recomendo o Rival para agências pequenas com orçamento apertado.', 'Rival'],
    ['pt', 'O Rival não é recomendado para empresas com menos de 50 trabalhadores, segundo vários contabilistas.', 'Rival'],
    ['es', 'No recomendaría Rival para agencias pequeñas con un presupuesto ajustado.', 'Rival'],
    ['it', 'Non consiglierei Rival a un’agenzia piccola con un budget limitato.', 'Rival'],
    ['it', 'Rival non lo consiglierei a un team così piccolo: è potente, ma costoso.', 'Rival'],
    ['nl', 'Rival raad ik niet aan voor kleine bureaus met een krap budget.', 'Rival'],
    ['nl', 'Rival wordt niet aanbevolen voor bedrijven met minder dan vijftig medewerkers.', 'Rival'],
    ['de', 'Rival würde ich kleinen Agenturen mit knappem Budget nicht empfehlen.', 'Rival'],
    ['fr', 'Je ne recommanderais pas Rival à une petite agence au budget serré.', 'Rival'],
    ['en', 'I would not recommend Rival to a small agency on a tight budget.', 'Rival'],
  ])('%s: negated advice is advice against: %s', (_lang, text, name) => {
    const m = mention(text, name);
    expect(m?.role).toBe('EXCLUDED');
    expect(m?.sentiment).not.toBe('POSITIVE');
  });

  it.each([
    ['it', 'Io sceglierei Acme per un piccolo team di vendita che vuole partire subito.'],
    ['pt', 'Eu escolheria a Acme para uma equipa pequena que quer começar já.'],
    ['pt', 'Para um time pequeno, eu ficaria com a Acme sem pensar duas vezes.'],
    ['nl', 'Voor een klein team zou ik voor Acme gaan, zonder twijfel.'],
    ['nl', 'Ik raad Acme aan voor kleine teams die snel willen starten.'],
    ['es', 'Para un equipo pequeño me quedaría con Acme sin dudarlo.'],
    ['fr', 'Pour une petite équipe, je partirais sur Acme sans hésiter.'],
    ['de', 'Für ein kleines Team würde ich zu Acme greifen, ohne zu zögern.'],
    ['en', 'For a small team, Acme is the one I would pick without hesitation.'],
  ])('%s: conditional and first-person advice recommends: %s', (_lang, text) => {
    expect(mention(text, 'Acme')?.role).toBe('RECOMMENDED');
  });

  it('a hedge is neither an exclusion nor a recommendation', () => {
    const hedge = mention('Acme might not be ideal for everyone, but for email-first teams it is hard to beat.', 'Acme');
    expect(hedge?.role).not.toBe('EXCLUDED');
    expect(hedge?.sentiment).toBe('POSITIVE');
    expect(mention('Acme could be a good choice for agencies that bill by the hour.', 'Acme')?.role).not.toBe('RECOMMENDED');
    expect(mention('Acme potrebbe non essere l’ideale per tutti, ma per un’agenzia piccola è ottimo.', 'Acme')?.sentiment).toBe('POSITIVE');
  });

  it('a mixed pro-and-con line is mixed, not negative', () => {
    const m = mention('Rival: excellent chat and bots, though expensive once you add seats.', 'Rival');
    expect(m?.sentiment).toBe('MIXED');
    expect(m?.role).not.toBe('CRITICIZED');
  });

  it('reads no cue in a language it does not read: LISTED or UNKNOWN, NEUTRAL', () => {
    const danish = extractMentions(
      'Jeg vil ikke anbefale Rival til et lille bureau. Acme er det bedste valg, og Zenith er dyrt og langsomt. Undgå Rival, hvis du har brug for support.',
      subject,
    );
    const galician = extractMentions(
      'Non recomendo Rival para unha axencia pequena. Acme é a mellor opción e Zenith é moi caro, pero tamén é moi completo para equipos grandes.',
      subject,
    );
    for (const m of [...danish, ...galician]) {
      expect(['LISTED', 'UNKNOWN'], m.name).toContain(m.role);
      expect(m.sentiment, m.name).toBe('NEUTRAL');
    }
    expect(danish).toHaveLength(3);
    expect(galician).toHaveLength(3);
  });
});

describe('answer styles', () => {
  it('an "X vs Y" heading compares; the verdict label without a verb decides', () => {
    const text =
      '## Acme vs Rival\n\nAcme has more features; Rival is quicker to set up.\n\n**Short answer:** Rival, unless you need invoicing.';
    expect(mention(text, 'Rival')?.role).toBe('RECOMMENDED');
    expect(mention(text, 'Acme')?.role).toBe('COMPARED');
    for (const [label, then] of [
      ['Risposta breve', 'Ha il prezzo più basso per chi lavora da solo e si configura in un pomeriggio.'],
      ['Resposta curta', 'É o mais barato para quem trabalha sozinho e configura-se numa tarde.'],
      ['Kort antwoord', 'Het heeft de laagste prijs voor zzp’ers en je zet het in een middag op.'],
      ['Kurz gesagt', 'Es hat den niedrigsten Preis für Selbstständige und ist an einem Nachmittag eingerichtet.'],
      ['Veredicto', 'Tiene el precio más bajo para autónomos y se configura en una tarde.'],
    ])
      expect(mention(`**${label}:** Rival.\n\n${then}`, 'Rival')?.role, label).toBe('RECOMMENDED');
  });

  it("a heading's brand carries the advice of its section, and a list item's brand that of the item", () => {
    const text = '### Acme\nMulti-currency invoices and bank feeds. I’d go with it for freelancers.\n\n### Rival\nFine for US-only teams.';
    expect(mention(text, 'Acme')?.role).toBe('RECOMMENDED');
    expect(mention(text, 'Rival')?.role).not.toBe('RECOMMENDED');
    expect(mention('1. **Acme** – fatture in più valute. Se dovessi sceglierne uno, sceglierei questo.', 'Acme')?.role).toBe('RECOMMENDED');
  });

  it('table rows with and without outer pipes are rows; an item title is no brand but recommends what follows it', () => {
    const rows = 'Tool | Price\n--- | ---\nAcme | $12\nRival | $20';
    expect(mention(rows, 'Acme')?.role).toBe('LISTED');
    for (const text of [
      '- **Budget pick:** Zenith, free for up to 10 users.\n- **Runner-up:** Rival, with the better reports.',
      '- **Scelta economica:** Zenith, che è gratuito fino a 10 utenti.\n- **Alternativa:** Rival, con report migliori.',
    ]) {
      const found = extractMentions(text, subject);
      expect(found.map((m) => m.name).sort(), text).toEqual(['Rival', 'Zenith']);
      expect(found.find((m) => m.name === 'Zenith')?.role, text).toBe('RECOMMENDED');
    }
  });
});
