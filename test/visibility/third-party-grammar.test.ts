// Item titles that the grammar of their language makes common words, not names (issue 34;
// docs/methodology.md, "Words of the language's lexicon are never third-party brands"): a German
// or Dutch compound whose head is an abstract noun of the lexicon ("Spracherkennung",
// "Abo-Verlängerung"), an attributive adjective before a noun ("Alltagsnahe Dialoge"), a title
// opening with a preposition of its language ("No Android", "En iPhone", "Auf dem Mac"), and a
// strengths or weaknesses heading of any read language ("Pluspunten"). Real brands in the same
// positions are still found. Language-learning apps with placeholder brands; none of these answers
// is from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';

const subject: VisibilitySubject = {
  client: { name: 'Acme', aliases: [], domain: 'acme.com' },
  competitors: [{ name: 'Rival', aliases: [], domain: 'rival.io' }],
  categoryTerms: [],
};

const thirdParties = (text: string) =>
  extractMentions(text, subject)
    .filter((m) => m.kind === 'THIRD_PARTY')
    .map((m) => m.name);

const german = (title: string) =>
  'Acme und Rival sind die zwei Sprach-Apps, die in diesem Jahr am häufigsten verglichen werden, und beide haben Stärken.\n\n' +
  `* **${title}:** wird in vielen Bewertungen von Nutzern erwähnt, vor allem bei Acme.\n` +
  '* **Preis:** Rival ist im Jahresabo etwas günstiger als Acme.';
const dutch = (title: string) =>
  'Acme en Rival zijn de twee taalapps die dit jaar het vaakst worden vergeleken, en allebei hebben ze sterke kanten.\n\n' +
  `* **${title}:** wordt in veel beoordelingen genoemd, vooral bij Acme.\n` +
  '* **Prijs:** Rival is met een jaarabonnement iets goedkoper dan Acme.';

describe('a German or Dutch compound whose head is an abstract noun is a common noun', () => {
  it.each([
    ['de', german('Spracherkennung')],
    ['de', german('Abo-Verlängerung')],
    ['de', german('Aussprachebewertung')],
    ['de', german('Alltagsnahe Dialoge')],
    ['nl', dutch('Spraakherkenning')],
    ['nl', dutch('Abonnementsverlenging')],
  ])('%s: no third party', (_lang, text) => {
    expect(thirdParties(text)).toEqual([]);
  });

  it.each([
    ['de', 'Volkswagen'],
    ['de', 'Kaufland'],
    ['de', 'Coca-Cola'],
    ['de', 'Mercedes-Benz'],
    ['de', 'Stiftung Warentest'],
  ])('%s: a brand made of words, whose head is no abstract noun, is still found: %s', (_lang, name) => {
    expect(thirdParties(german(name))).toEqual([name]);
  });
});

describe('an item title opening with a preposition of its language is a place or a way, no name', () => {
  it.each([
    [
      'pt',
      'Para cancelar a assinatura da Acme, o caminho depende de onde você comprou o plano:\n\n- **No Android:** Google Play > Assinaturas.\n- **No iPhone:** Ajustes > Assinaturas.',
    ],
    [
      'es',
      'Para cancelar la suscripción de Acme, el camino depende de dónde compraste el plan:\n\n- **En Android:** Google Play > Suscripciones.\n- **Desde Windows:** abre la web.',
    ],
    [
      'de',
      'Um das Abo von Acme zu kündigen, kommt es darauf an, wo du es abgeschlossen hast:\n\n- **Auf dem Mac:** App Store > Abonnements.\n- **Bei Google Play:** Abos verwalten.',
    ],
    [
      'it',
      'Per annullare l’abbonamento ad Acme, il percorso dipende da dove lo hai acquistato:\n\n- **Su Android:** Google Play > Abbonamenti.\n- **Sul Mac:** App Store > Abbonamenti.',
    ],
    [
      'fr',
      'Pour résilier l’abonnement Acme, tout dépend de l’endroit où vous l’avez souscrit :\n\n- **Sur Android :** Google Play > Abonnements.\n- **Avec Apple Pay :** Réglages > Abonnements.',
    ],
    [
      'nl',
      'Om je abonnement bij Acme op te zeggen, hangt het ervan af waar je het hebt afgesloten:\n\n- **Op Android:** Google Play > Abonnementen.\n- **Via Apple:** Instellingen > Abonnementen.',
    ],
    [
      'en',
      'To cancel your Acme subscription, it depends on where you bought it in the first place:\n\n- **On Android:** Google Play > Subscriptions.\n- **Via Apple:** Settings > Subscriptions.',
    ],
  ])('%s: no third party', (_lang, text) => {
    expect(thirdParties(text)).toEqual([]);
  });

  it.each([
    [
      'pt',
      'Além da Acme e da Rival, vale a pena conhecer outros aplicativos para praticar a conversação:\n\n- **Nemo Languages:** frases curtas para ouvir.',
      'Nemo Languages',
    ],
    [
      'es',
      'Además de Acme y Rival, hay otras aplicaciones que merecen la pena para practicar la conversación:\n\n- **Memrise:** vídeos de nativos.',
      'Memrise',
    ],
    [
      'en',
      'Besides Acme and Rival, a few other apps are worth a look for speaking practice this year:\n\n- **Pimsleur:** audio lessons for commuting.',
      'Pimsleur',
    ],
  ])('%s: a brand in the same position is still found', (_lang, text, name) => {
    expect(thirdParties(text)).toEqual([name]);
  });
});

describe('a strengths or weaknesses heading of any read language is a label', () => {
  it.each([
    [
      'nl',
      'De ervaringen met Acme zijn overwegend positief, vooral over het spreken met de tutor.\n\n**Pluspunten**\n- Uitspraakfeedback per woord.\n\n**Minpunten**\n- Geen Nederlandse interface.',
    ],
    [
      'it',
      'Le opinioni su Acme sono in generale positive, soprattutto per la conversazione con il tutor.\n\n**Punti di forza**\n- Correzione della pronuncia.\n\n**Difetti**\n- Pochi contenuti avanzati.',
    ],
  ])('%s: no third party', (_lang, text) => {
    expect(thirdParties(text)).toEqual([]);
  });
});

describe('a rank inside a bold title is no part of the name', () => {
  const ranked = (title: string) =>
    'Acme und Rival sind bekannt, aber es gibt weitere Anbieter, die in Tests gut abschneiden.\n\n' +
    `**${title}** – solide Ausstattung, fairer Preis, in vielen Läden zu finden.\n\n` +
    'Rival bleibt die teurere Wahl.';

  it.each([
    ['1. Volkswagen', 'Volkswagen'],
    ['2) Stiftung Warentest', 'Stiftung Warentest'],
    ['#3 Kaufland', 'Kaufland'],
    ['#4. Coca-Cola', 'Coca-Cola'],
  ])('"%s" names %s', (title, name) => {
    expect(thirdParties(ranked(title))).toEqual([name]);
  });

  it('a number that is part of the name stays', () => {
    expect(thirdParties(ranked('4 Seasons'))).toEqual(['4 Seasons']);
  });
});
