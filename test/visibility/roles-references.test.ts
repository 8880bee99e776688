// What a cue refers to when its object is no name (issue 34), written from the grammar of the
// seven read languages, not from the fidelity batches: an object pronoun refers back, never
// forward across a colon; "neither of the two" advises against the two brands named last; a
// comparative whose subject is left out under a brand's heading speaks of that brand; advice for
// another, unnamed product advises against the brand spoken of; a name-shaped word that is no
// tracked brand keeps a section's brand out of its sentence. Brand names are placeholders; the
// sentences are not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { mention, negative, positive } from './role-probe.ts';

describe('an object pronoun of a verb of advice refers back, not forward across a colon', () => {
  it.each([
    ['en', "For personal use I wouldn't pick it: Rival gives you the same for free."],
    ['de', 'Für den privaten Gebrauch würde ich ihn nicht nehmen: Rival bietet dasselbe kostenlos.'],
    ['fr', 'Pour un usage personnel, je ne le choisirais pas : Rival offre la même chose gratuitement.'],
    ['es', 'Para uso personal, no lo elegiría: Rival ofrece lo mismo gratis.'],
    ['it', 'Per uso personale non lo userei: Rival offre lo stesso gratis.'],
    ['pt', 'Para uso pessoal, não o escolheria: a Rival oferece o mesmo de graça.'],
    ['nl', 'Voor privégebruik zou ik hem niet nemen: Rival biedt hetzelfde gratis.'],
  ])('%s: the name after the colon is not advised against: %s', (_lang, text) => {
    expect(negative(mention(text, 'Rival'))).toBe(false);
  });

  it.each([
    ['es', 'Acme es caro para uso personal y no lo elegiría.'],
    ['it', 'Acme costa troppo per uso personale e non lo userei.'],
  ])('%s: it speaks of the name before it: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });

  it.each([
    ['en', "For personal use I wouldn't pick Rival."],
    ['fr', 'Pour un usage personnel, je ne choisirais pas Rival.'],
    ['es', 'Para uso personal, no elegiría Rival.'],
  ])('%s: with no pronoun the named object is advised against: %s', (_lang, text) => {
    expect(mention(text, 'Rival')?.role).toBe('EXCLUDED');
  });

  it.each([
    ['fr', 'Je choisirais la version gratuite de Rival.'],
    ['pt', 'Para uso pessoal, eu escolheria a Rival sem pensar.'],
  ])('%s: an article after the verb is no pronoun: %s', (_lang, text) => {
    expect(mention(text, 'Rival')?.role).toBe('RECOMMENDED');
  });
});

describe('"neither of the two" as the object of advice speaks of the two brands named last', () => {
  const frame = (a: string, b: string, verdict: string) => `**Acme**\n${a}\n\n**Rival**\n${b}\n\n${verdict}`;
  it.each([
    ['en', frame('Strong encryption.', 'Very easy to use.', 'Honestly, for one person I would take neither of them.')],
    [
      'de',
      frame('Starke Verschlüsselung.', 'Sehr einfach zu bedienen.', 'Ehrlich gesagt würde ich für eine Person keinen von beiden nehmen.'),
    ],
    ['fr', frame('Chiffrement solide.', 'Très simple à utiliser.', 'Honnêtement, pour une personne je ne choisirais aucun des deux.')],
    ['es', frame('Cifrado sólido.', 'Muy fácil de usar.', 'Sinceramente, para una persona no elegiría ninguno de los dos.')],
    ['it', frame('Crittografia solida.', 'Molto facile da usare.', 'Onestamente, per una persona non sceglierei nessuno dei due.')],
    ['pt', frame('Criptografia sólida.', 'Muito fácil de usar.', 'Sinceramente, para uma pessoa não escolheria nenhum dos dois.')],
    ['nl', frame('Sterke versleuteling.', 'Erg makkelijk in gebruik.', 'Eerlijk gezegd zou ik voor één persoon geen van beide nemen.')],
  ])('%s: both are advised against: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
    expect(mention(text, 'Rival')?.role).toBe('EXCLUDED');
  });

  it.each([
    ['en', frame('Strong encryption.', 'Very easy to use.', 'Neither of them supports Linux, though.')],
    ['it', frame('Crittografia solida.', 'Molto facile da usare.', 'Nessuno dei due funziona su Linux.')],
  ])('%s: without a verb of advice it advises nothing: %s', (_lang, text) => {
    expect(mention(text)?.role).not.toBe('EXCLUDED');
    expect(mention(text, 'Rival')?.role).not.toBe('EXCLUDED');
  });
});

describe('a comparative whose subject is left out under a brand speaks of that brand', () => {
  it.each([
    ['en', '**Acme**\n- Very easy to use.\n- More expensive than Rival, and only a browser extension on desktop.'],
    ['de', '**Acme**\n- Sehr einfach zu bedienen.\n- Teurer als Rival, und am Computer nur noch als Browsererweiterung.'],
    ['fr', '**Acme**\n- Très facile à utiliser.\n- Plus cher que Rival, et sur ordinateur seulement en extension.'],
    ['es', '**Acme**\n- Muy fácil de usar.\n- Más caro que Rival, y en el ordenador solo como extensión.'],
    ['it', '**Acme**\n- Molto facile da usare.\n- Più caro di Rival, e sul computer solo come estensione.'],
    ['pt', '**Acme**\n- Muito fácil de usar.\n- Mais caro que a Rival, e no computador só como extensão.'],
    ['nl', '**Acme**\n- Erg makkelijk in gebruik.\n- Duurder dan Rival, en op de computer alleen als extensie.'],
  ])('%s: blame of the heading brand, not of the one compared: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
    expect(negative(mention(text, 'Rival'))).toBe(false);
    expect(positive(mention(text, 'Rival'))).toBe(false);
  });

  it.each([
    ['en', '**Acme**\n- Very easy to use.\n- Zenith is more expensive than Rival.'],
    ['nl', '**Acme**\n- Erg makkelijk in gebruik.\n- Zenith is duurder dan Rival.'],
  ])('%s: a comparative with its own subject speaks of it: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('POSITIVE');
    expect(mention(text, 'Zenith')?.sentiment).toBe('NEGATIVE');
  });
});

describe('advice for another, unnamed product advises against the brand spoken of', () => {
  it.each([
    ['en', "Acme is good but young: after a breach I'd choose a service with more years of audits."],
    ['de', 'Acme ist gut, aber noch jung: nach einem Datenleck würde ich einen anderen Anbieter nehmen.'],
    ['fr', 'Acme est une option valable mais récente : après une fuite je choisirais un service avec plus d’années d’audits.'],
    ['es', 'Acme es una opción válida pero reciente: tras una filtración elegiría un servicio con más años de auditorías.'],
    ['it', "Acme è un'opzione valida ma recente: dopo una violazione preferirei un servizio con più anni di audit."],
    ['pt', 'A Acme é uma opção válida mas recente: depois de um vazamento escolheria um serviço com mais anos de auditorias.'],
    ['nl', 'Acme is goed maar nog jong: na een datalek zou ik een andere dienst kiezen.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
    expect(mention(text)?.sentiment).toBe('MIXED');
  });

  it.each([
    ['en', "Acme is good but young: after a breach I'd choose a service with more years of audits, like Rival."],
    ['it', "Acme è un'opzione valida ma recente: dopo una violazione preferirei un servizio con più anni di audit come Rival."],
  ])('%s: a product named in its clause is what it recommends: %s', (_lang, text) => {
    expect(mention(text)?.role).not.toBe('EXCLUDED');
    expect(mention(text, 'Rival')?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['it', 'La licenza di Acme è valida per tre dispositivi.'],
    ['es', 'La licencia de Acme es válida para tres dispositivos.'],
  ])('%s: "valid" of a licence is no praise: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('NEUTRAL');
  });
});

describe('a sentence naming an untracked brand keeps its section brand out', () => {
  it.each([
    ['en', "## Acme\nServers in Frankfurt, set up in an hour.\n\nAfter its breaches I'd steer clear of LastPass."],
    ['de', '## Acme\nServer in Frankfurt, in einer Stunde eingerichtet.\n\nVon LastPass würde ich nach den Vorfällen abraten.'],
    ['it', '## Acme\nServer a Francoforte, pronto in un’ora.\n\nDopo le violazioni eviterei LastPass.'],
  ])('%s: the advice against is not the section brand’s: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });

  it.each([
    ['de', '## Acme\nServer in Frankfurt, in einer Stunde eingerichtet.\n\nFür Firmen ohne SSO würde ich davon abraten.'],
    ['en', "## Acme\nServers in Frankfurt, set up in an hour.\n\nFor larger firms I'd avoid it until SSO arrives."],
  ])('%s: an abbreviation is no name, the section brand is spoken of: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(true);
  });
});

describe('Dutch "al snel" is an adverb of how soon, no praise', () => {
  it('a cost after "maar al snel" makes the praise mixed', () => {
    expect(mention('Acme – prima, maar voor een club met twintig leden ben je al snel € 150 per jaar kwijt.')?.sentiment).toBe('MIXED');
  });
  it('"snel" alone still praises', () => {
    expect(mention('Acme is snel en prima voor een club met twintig leden.')?.sentiment).toBe('POSITIVE');
  });
});

describe('two brands joined by a coordinating conjunction are an enumeration: LISTED', () => {
  it.each([
    ['en', 'Other password managers such as Acme or Rival have the same problem when two autofill services run.'],
    ['de', 'Übrigens haben auch andere Passwortmanager wie Acme oder Rival dasselbe Problem.'],
    ['fr', 'Vous pouvez aussi passer à un autre gestionnaire, comme Acme ou Rival, qui importent le fichier.'],
    ['es', 'También puedes pasar a otro gestor, como Acme o Rival, que importan el archivo.'],
    ['it', 'Puoi anche passare a un altro gestore, come Acme o Rival, che importano il file.'],
    ['pt', 'Se ainda estiver a decidir para onde ir, a Acme e a Rival também importam o mesmo ficheiro.'],
    ['nl', 'Dat geldt ook voor andere wachtwoordmanagers zoals Acme en Rival.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('LISTED');
    expect(mention(text, 'Rival')?.role).toBe('LISTED');
  });

  it.each([
    ['en', 'Acme has the same problem when two autofill services run, says Rival support.'],
    ['de', 'Acme hat dasselbe Problem, sagt der Support von Rival.'],
    ['nl', 'Acme heeft hetzelfde probleem, zegt de klantenservice van Rival.'],
  ])('%s: two names not joined by a conjunction are not listed: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('UNKNOWN');
  });

  it.each([
    ['en', "For a family I'd go with Acme or Rival."],
    ['it', 'Per una famiglia sceglierei Acme o Rival.'],
  ])('%s: a cue still decides the role of joined names: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
    expect(mention(text, 'Rival')?.role).toBe('RECOMMENDED');
  });
});

describe('"a good option" puts a brand forward, like "a good choice"', () => {
  it.each([
    ['en', 'For a small office, Acme is a great option: cheap and easy to set up.'],
    ['de', 'Für ein kleines Büro ist Acme eine sehr gute Option.'],
    ['fr', 'Pour un petit bureau, Acme est une excellente option.'],
    ['es', 'Para una oficina pequeña, Acme es una buena opción.'],
    ['it', 'Per un piccolo ufficio Acme è un’ottima opzione.'],
    ['pt', 'Para um escritório pequeno, a Acme é uma ótima opção.'],
    ['nl', 'Voor een klein kantoor is Acme een goede optie.'],
  ])('%s: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'For a large office, Acme is not a good option.'],
    ['it', 'Per un grande ufficio Acme non è una buona opzione.'],
    ['nl', 'Voor een groot kantoor is Acme geen goede optie.'],
  ])('%s: negated, it does not fit: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('EXCLUDED');
  });

  it.each([
    ['en', 'For a small office, Acme might be a good option.'],
    ['pt', 'Para um escritório pequeno, a Acme talvez seja uma boa opção.'],
  ])('%s: hedged, it only praises: %s', (_lang, text) => {
    expect(mention(text)?.role).not.toBe('RECOMMENDED');
    expect(positive(mention(text))).toBe(true);
  });
});

describe('Italian apocope "il miglior" before a noun recommends like "il migliore"', () => {
  it('the best one named after the verb is recommended', () => {
    expect(mention('Il miglior gestore di password gratuito per la maggior parte degli utenti è Acme.')?.role).toBe('RECOMMENDED');
  });
  it('negated, it does not fit', () => {
    expect(mention('Per le aziende Acme non è il miglior gestore di password.')?.role).toBe('EXCLUDED');
  });
  it('"miglior" without an article is only praise', () => {
    expect(mention('Acme offre un miglior rapporto qualità-prezzo di molti concorrenti.')?.role).not.toBe('RECOMMENDED');
  });
});
