// Guards against polarity flips, written from each read language's grammar (issue 34): a negated
// verb of opinion negates its clause, a negator that denies a doubt negates nothing, a verb of
// avoiding is advice only as an imperative, a conditional or a modal, a conditional clause and a
// question assert nothing, a verdict label whose clause blames or compares recommends nothing, and
// a table's strengths column makes a row with a weaknesses cell mixed, never only criticized.
// Brand names are placeholders; the sentences are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { answerLanguage, sentenceLanguage } from '../../src/core/visibility/language-detect.ts';
import { extractMentions } from '../../src/core/visibility/mentions.ts';
import { mention, negative, positive, subject } from './role-probe.ts';

describe('a negated verb of opinion negates the clause it governs', () => {
  it.each([
    ['en', "I don't think Acme is the best choice for a team of five."],
    ['de', 'Ich glaube nicht, dass Acme die beste Wahl für ein Team von fünf Leuten ist.'],
    ['fr', 'Je ne pense pas que Acme soit le meilleur choix pour une équipe de cinq personnes.'],
    ['es', 'No creo que Acme sea la mejor opción para un equipo de cinco personas.'],
    ['it', 'Non credo che Acme sia la scelta migliore per un team di cinque persone.'],
    ['pt', 'Não acho que a Acme seja a melhor opção para uma equipe de cinco pessoas.'],
    ['nl', 'Ik denk niet dat Acme de beste keuze is voor een team van vijf mensen.'],
  ])('%s: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });
});

describe('a comparative of equality speaks of the name before it', () => {
  it.each([
    ['en', "Rival isn't as good as Acme for small teams."],
    ['de', 'Rival ist nicht so gut wie Acme.'],
    ['fr', "Rival n'est pas aussi bon que Acme."],
    ['es', 'Rival no es tan bueno como Acme.'],
    ['it', 'Rival non è così buono come Acme.'],
    ['pt', 'O Rival não é tão bom quanto a Acme.'],
    ['nl', 'Rival is niet zo goed als Acme.'],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
    expect(positive(mention(text, 'Rival'))).toBe(false);
  });
});

describe('a negator that denies a doubt negates nothing', () => {
  it.each([
    ['en', 'Without a doubt the best choice for a small team: Acme.'],
    ['de', 'Für kleine Teams ist Acme ohne Zweifel die beste Wahl.'],
    ['fr', 'Pour une petite équipe, Acme est sans aucun doute le meilleur choix.'],
    ['es', 'Para un equipo pequeño, Acme es sin duda la mejor opción.'],
    ['it', 'Per un piccolo team Acme è senza dubbio la scelta migliore.'],
    ['pt', 'Para uma equipe pequena, a Acme é sem dúvida a melhor opção.'],
    ['nl', 'Voor een klein team is Acme zonder twijfel de beste keuze.'],
  ])('%s: %s', (_lang, text) => {
    const m = mention(text);
    expect(m?.role).toBe('RECOMMENDED');
    expect(negative(m)).toBe(false);
  });
});

describe('a verb of avoiding is advice only as an imperative, a conditional or a modal', () => {
  it.each([
    ['en', 'Acme helps agencies avoid late invoices and double entry.'],
    ['de', 'Acme vermeidet doppelte Eingaben und verspätete Rechnungen.'],
    ['fr', 'Acme évite les doubles saisies et les factures en retard.'],
    ['es', 'Acme evita las facturas atrasadas y la doble entrada de datos.'],
    ['it', 'Acme evita le fatture in ritardo e i doppi inserimenti.'],
    ['pt', 'A Acme evita faturas atrasadas e lançamentos duplicados.'],
    ['nl', 'Acme vermijdt dubbele invoer en te late facturen.'],
  ])('%s describes: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });

  it.each([
    ['en', 'Avoid Rival for a team of five.'],
    ['en', 'I would avoid Rival for a team of five.'],
    ['de', 'Vermeiden Sie Rival bei einem Team von fünf Leuten.'],
    ['fr', 'Évitez Rival pour une équipe de cinq personnes.'],
    ['es', 'Evita Rival para un equipo de cinco personas.'],
    ['it', 'Eviterei Rival per un team di cinque persone.'],
    ['pt', 'Evite o Rival para uma equipe de cinco pessoas.'],
    ['nl', 'Vermijd Rival voor een team van vijf mensen.'],
  ])('%s advises against: %s', (_lang, text) => {
    expect(mention(text, 'Rival')?.role).toBe('EXCLUDED');
  });
});

describe('a conditional clause and a question assert nothing', () => {
  it.each([
    ['en', 'Avoid Rival if you need something fast and easy.'],
    ['de', 'Vermeiden Sie Rival, wenn Sie etwas Schnelles und Einfaches brauchen.'],
    ['fr', 'Évitez Rival si vous cherchez quelque chose de rapide et facile.'],
    ['es', 'Evita Rival si buscas algo rápido y fácil.'],
    ['it', 'Eviterei Rival se cerchi qualcosa di veloce e facile.'],
    ['pt', 'Evite o Rival se você precisar de algo rápido e fácil.'],
    ['nl', 'Vermijd Rival voor dit soort werk als je iets snels en eenvoudigs zoekt.'],
  ])('%s: the praise in the if-clause is the reader\u2019s need: %s', (_lang, text) => {
    const m = mention(text, 'Rival');
    expect(m?.role).toBe('EXCLUDED');
    expect(m?.sentiment).toBe('NEGATIVE');
  });

  it.each([
    ['en', 'Is Acme the best choice for a team of five?'],
    ['es', '¿Es Acme la mejor opción para un equipo de cinco personas?'],
    ['it', 'Acme è davvero la scelta migliore per un team di cinque persone?'],
    ['nl', 'Is Acme de beste keuze voor een team van vijf mensen?'],
  ])('%s: a question: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });
});

describe('verdict labels, imperatives and conditional first persons, per language', () => {
  it.each([
    ['en', 'Short answer: Acme, for its invoicing.'],
    ['en', 'In short: Acme.'],
    ['en', 'Go with Acme for a team of five.'],
    ['en', "I'd start with Acme and revisit in a year."],
    ['de', 'Fazit: Acme, wegen der Rechnungsstellung.'],
    ['de', 'Unterm Strich: Acme.'],
    ['de', 'Ich würde auf Acme setzen.'],
    ['fr', 'En résumé : Acme, pour sa facturation.'],
    ['fr', 'En conclusion : Acme.'],
    ['fr', 'Misez sur Acme pour une petite équipe.'],
    ['es', 'Veredicto: Acme, por su facturación.'],
    ['es', 'En pocas palabras: Acme.'],
    ['es', 'Elige Acme si tu equipo es pequeño.'],
    ['es', 'Yo me decantaría por Acme.'],
    ['it', 'In breve: Acme, per la fatturazione.'],
    ['it', 'In conclusione: Acme.'],
    ['it', 'Scegli Acme se il team è piccolo.'],
    ['pt', 'Resposta curta: Acme, pela faturação.'],
    ['pt', 'Em conclusão: Acme.'],
    ['pt', 'Opte pela Acme se a sua equipe for pequena e você precisar de faturação.'],
    ['pt', 'Eu iria de Acme sem pensar duas vezes.'],
    ['nl', 'Kortom: Acme, vanwege de facturatie.'],
    ['nl', 'Samenvattend: Acme, omdat het de facturatie voor je regelt.'],
    ['nl', 'Kies Acme als je een klein team hebt en geen tijd voor een lange invoering.'],
    ['nl', 'Ik zou met Acme beginnen en het na een jaar opnieuw bekijken.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'Short answer: Acme is too expensive for a team of five.'],
    ['de', 'Fazit: Acme ist für ein Team von fünf Leuten zu teuer.'],
    ['fr', 'En résumé : Acme est trop cher pour une équipe de cinq.'],
    ['es', 'Veredicto: Acme es demasiado caro para un equipo de cinco.'],
    ['it', 'In breve: Acme è troppo costoso per un team di cinque.'],
    ['pt', 'Resposta curta: a Acme é cara demais para uma equipe de cinco.'],
    ['nl', 'Kortom: Acme is te duur voor een team van vijf.'],
    ['en', 'Short answer: it depends on your team, Acme or Rival.'],
    ['es', 'En resumen: Acme vs. Rival para una agencia de ocho personas.'],
  ])('%s: a verdict that blames, compares or hedges recommends nothing: %s', (_lang, text) => {
    expect(mention(text)?.role).not.toBe('RECOMMENDED');
  });
});

describe('tables', () => {
  it.each([
    [
      'en',
      'Tool | Price | Pros | Cons\n--- | --- | --- | ---\nAcme | $9 | Simple setup | Pricey add-ons\nRival | $20 | Many reports | Slow',
    ],
    ['nl', 'Tool | Prijs | Sterk punt | Minder sterk\nAcme | € 9 | Snel op te zetten | Vrij duur\nRival | € 20 | Veel rapporten | Traag'],
    ['de', '| Tool | Preis | Vorteile | Nachteile |\n|---|---|---|---|\n| Acme | 9 € | Schnell eingerichtet | Teuer |'],
    ['it', '| Tool | Prezzo | Punti di forza | Punti deboli |\n|---|---|---|---|\n| Acme | 9 € | Facile da usare | Costoso |'],
    ['pt', '| Ferramenta | Preço | Pontos fortes | Pontos fracos |\n|---|---|---|---|\n| Acme | 9 € | Simples | Cara |'],
  ])('%s: a row with a strengths cell and a weaknesses cell is mixed, not criticized', (_lang, text) => {
    const m = mention(text);
    expect(m?.role).not.toBe('CRITICIZED');
    expect(m?.sentiment).not.toBe('NEGATIVE');
  });
});

describe('the language of each answer, Portuguese in both varieties, beside Spanish and Italian', () => {
  it.each([
    ['pt', 'Para uma equipe pequena, você pode começar pelo plano gratuito e depois migrar para o pago quando o time crescer.'],
    [
      'pt',
      'Para uma equipa pequena, pode começar pelo plano gratuito e depois passar ao pago quando a equipa crescer, o que é bastante comum.',
    ],
    ['es', 'Para un equipo pequeño, puedes empezar con el plan gratuito y luego pasar al de pago cuando el equipo crezca.'],
    ['it', 'Per un team piccolo puoi iniziare con il piano gratuito e poi passare a quello a pagamento quando il team cresce.'],
  ])('reads %s', (lang, text) => {
    expect(answerLanguage(text)).toBe(lang);
  });

  it('a long sentence in another read language is read in its own; a neighbour\u2019s negation holds either way', () => {
    expect(
      sentenceLanguage(
        'Per una piccola agenzia non consiglierei questo strumento, perché il prezzo è alto e gli utenti lo trovano complicato.',
        'en',
      ),
    ).toBe('it');
    const mixed = extractMentions(
      'Para una agencia pequeña, Acme es la mejor opción por su facturación integrada. Não recomendo o Rival para uma equipa pequena, porque é caro e demora a aprender.',
      subject,
    );
    const rival = mixed.find((m) => m.name === 'Rival');
    expect(rival?.role).not.toBe('RECOMMENDED');
    expect(rival?.sentiment).not.toBe('POSITIVE');
  });
});

describe('a nameless clause opened by an adversative conjunction after praise is a reservation', () => {
  it.each([
    ['en', 'Acme makes excellent tools, but for a team of three you are paying for modules you will never open.'],
    ['de', 'Acme ist hervorragend, aber für ein Team von drei Leuten zahlt man für Module, die man nie öffnet.'],
    ['fr', "Acme fait d'excellents outils, mais pour une équipe de trois personnes vous payez des modules que vous n'ouvrirez jamais."],
    ['es', 'Acme hace herramientas excelentes, pero para un equipo de tres personas pagas por módulos que nunca abrirás.'],
    ['it', 'Acme fa strumenti eccellenti, ma per un team di tre persone paghi moduli che non aprirai mai.'],
    ['pt', 'A Acme faz ferramentas excelentes, mas para uma equipe de três pessoas você paga por módulos que nunca vai abrir.'],
    ['nl', 'Acme maakt uitstekende tools, maar voor een team van drie mensen betaal je voor modules die je nooit opent.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
    expect(mention(text)?.role).not.toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'Acme is excellent, but it is also cheap.'],
    ['de', 'Acme ist hervorragend, aber Rival ist günstiger.'],
    ['nl', 'Acme is uitstekend, terwijl Rival vooral goedkoop is.'],
  ])('%s: a clause with its own cue or name, or a contrast that only sets side by side, is no reservation: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });
});
