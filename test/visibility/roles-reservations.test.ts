// Rules against a polarity flip (issue 34), written from the grammar of the seven read languages,
// not from the fidelity batches: an adverb of excess makes praise a fault; a reservation after
// "but" may name the praised brand again; names joined by a conjunction share what a cue says; a
// restrictive "only" is no negation; a verdict label under a question answers it only by its words;
// names enumerated in parentheses are an aside; words that look like praise or blame but are a
// noun, an adverb or "only" are not read as such; the answer's own favourite, and a fit said to
// the reader by comparison, recommend. Brand names are placeholders; the sentences are
// not from the fidelity corpus.
import { describe, expect, it } from 'vitest';
import { mention, negative, positive } from './role-probe.ts';

describe('an adverb of excess before a praise word makes it a fault', () => {
  it.each([
    ['en', 'For anyone past the basics, the Acme course is too easy and repeats the same drills.'],
    ['de', 'Für Fortgeschrittene ist der Kurs von Acme leider viel zu einfach, die Übungen wiederholen sich.'],
    ['fr', 'Pour un niveau avancé, le cours d’Acme est trop facile et les exercices se répètent.'],
    ['es', 'Para quien ya tiene nivel, el curso de Acme es demasiado fácil y los ejercicios se repiten.'],
    ['it', 'Per chi ha già un livello intermedio, il corso di Acme è troppo facile e gli esercizi si ripetono.'],
    ['pt', 'Para quem já tem um nível intermediário, o curso da Acme é fácil demais e os exercícios se repetem.'],
    ['pt', 'Para quem já tem um nível intermédio, o curso da Acme é demasiado fácil e os exercícios repetem-se.'],
    ['nl', 'Voor wie al een basis heeft, is de cursus van Acme te makkelijk en herhalen de oefeningen zich.'],
  ])('%s: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(true);
    expect(positive(mention(text))).toBe(false);
  });

  it.each([
    ['de', 'Acme bietet für Einsteiger eine gute Qualität zu guten Preisen und viele Übungen.'],
    ['en', 'The Acme app is easy to set up, and the web version is good too.'],
    ['nl', 'De app van Acme is voor beginners makkelijk te leren en goed opgebouwd.'],
  ])('%s: a preposition "zu", "too" meaning "also" or an infinitive "te" is no excess: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('POSITIVE');
  });

  it.each([
    ['en', 'For a family of four, the Acme plan is not too expensive at all.'],
    ['fr', 'Pour une famille de quatre personnes, l’abonnement Acme n’est pas trop cher.'],
  ])('%s: a negated excess of a blame word does not blame: %s', (_lang, text) => {
    expect(negative(mention(text))).toBe(false);
  });
});

describe('a reservation after "but" may name the praised brand again', () => {
  it.each([
    ['en', 'Acme: great for building a daily habit, but the Acme English Test is not accepted by most public employers.'],
    ['de', 'Acme: gut für die tägliche Routine, aber der Acme English Test wird von Behörden meist nicht anerkannt.'],
    ['fr', "Acme : excellent pour garder l'habitude, mais le Acme English Test n'est pas reconnu par la plupart des concours."],
    ['es', 'Acme: excelente para crear el hábito, pero el Acme English Test no lo aceptan la mayoría de las oposiciones.'],
    ['it', 'Acme: ottimo per la costanza, ma il Acme English Test non è accettato dalla maggior parte dei concorsi pubblici.'],
    ['pt', 'Acme: ótimo para criar rotina, mas o Acme English Test não é aceito pela maioria dos concursos públicos.'],
    ['nl', 'Acme: goed om elke dag te oefenen, maar de Acme English Test wordt door de meeste werkgevers niet erkend.'],
  ])('%s: the praise becomes mixed: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('MIXED');
  });

  it.each([
    ['en', 'Acme: great for building a daily habit, but Rival is the one most public employers accept.'],
    ['it', 'Acme: ottimo per la costanza, ma Rival è quello che accettano la maggior parte dei concorsi pubblici.'],
  ])('%s: a clause naming another brand speaks of that brand: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('POSITIVE');
  });
});

describe('names joined by a conjunction share what a cue says of them', () => {
  it.each([
    ['en', 'Acme corrects your pronunciation in real time, something Rival or Zenith only do in a limited way.'],
    ['de', 'Acme korrigiert die Aussprache in Echtzeit, was Rival oder Zenith nur eingeschränkt können.'],
    ['fr', 'Acme corrige la prononciation en temps réel, ce que Rival ou Zenith ne font que de façon limitée.'],
    ['es', 'Acme corrige la pronunciación en tiempo real, algo que Rival o Zenith solo hacen de forma limitada.'],
    ['it', 'Acme corregge la pronuncia in tempo reale, cosa che Rival o Zenith fanno solo in modo limitato.'],
    ['pt', 'A Acme corrige a pronúncia em tempo real, algo que a Rival ou a Zenith só fazem de forma limitada.'],
    ['nl', 'Acme verbetert je uitspraak meteen, iets wat Rival of Zenith alleen op een beperkte manier doen.'],
  ])('%s: a restrictive "only" is no negation, and the blame reaches both names: %s', (_lang, text) => {
    for (const name of ['Rival', 'Zenith']) {
      expect(negative(mention(text, name)), name).toBe(true);
      expect(positive(mention(text, name)), name).toBe(false);
    }
  });

  it.each([
    ['en', 'For most learners I would pick Acme over Rival or Zenith.'],
    ['es', 'Para la mayoría de los estudiantes elegiría Acme antes que Rival o Zenith.'],
  ])('%s: names joined to each other but not to the chosen one are not chosen: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
    expect(positive(mention(text, 'Rival'))).toBe(false);
    expect(positive(mention(text, 'Zenith'))).toBe(false);
  });

  it('a comparative speaks of the name before it, not of the names joined after "than"', () => {
    const text = 'For speaking practice, Acme is more expensive than Rival and Zenith.';
    expect(negative(mention(text))).toBe(true);
    expect(negative(mention(text, 'Rival'))).toBe(false);
    expect(negative(mention(text, 'Zenith'))).toBe(false);
  });
});

describe('a verdict label under a question heading answers it only by its words', () => {
  it.each([
    [
      'en',
      "## Is Acme's certificate worth anything?\n\n**Short answer:** it works as proof of study, but it does not replace an official exam.",
    ],
    [
      'de',
      '## Ist das Zertifikat von Acme etwas wert?\n\n**Kurz gesagt:** es dient als Lernnachweis, ersetzt aber keine offizielle Prüfung.',
    ],
    [
      'fr',
      "## Le certificat d'Acme a-t-il de la valeur ?\n\n**En bref :** il sert de preuve d'apprentissage, mais ne remplace pas un examen officiel.",
    ],
    [
      'es',
      '## ¿Tiene valor el certificado de Acme?\n\n**Respuesta corta:** sirve como prueba de estudio, pero no sustituye a un examen oficial.',
    ],
    [
      'it',
      '## Il certificato di Acme ha valore?\n\n**Risposta breve:** serve come prova di studio, ma non sostituisce un esame ufficiale.',
    ],
    [
      'pt',
      '## O certificado da Acme tem valor?\n\n**Resposta curta:** serve como comprovante de estudo, mas não substitui um exame oficial.',
    ],
    [
      'nl',
      '## Is het certificaat van Acme iets waard?\n\n**Kort antwoord:** het dient als bewijs van studie, maar vervangt geen officieel examen.',
    ],
  ])('%s: a label with no praise in its sentence recommends nothing', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });

  it.each([
    ['en', '## Which app is best for a beginner?\n\n**Short answer:** Acme, for its short daily lessons.'],
    ['pt', '## Qual é o melhor aplicativo para um iniciante?\n\n**Resposta curta:** a Acme, pelas lições diárias curtas.'],
  ])('%s: a label naming the brand under a question still recommends it', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it('a label with praise under a question about the brand recommends it', () => {
    const text = '## Is Acme worth it?\n\n**Verdict:** a good buy for most adult beginners.';
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });
});

describe('names enumerated in parentheses are an aside to a cue outside them', () => {
  it.each([
    [
      'en',
      'If you need a recognised certificate, the best way is to study with the app you like (Acme, Rival or Zenith) and then sit an official exam.',
    ],
    [
      'pt',
      'Se você precisa de uma certificação reconhecida, o melhor caminho é estudar com o app que preferir (Acme, Rival ou Zenith) e depois fazer um exame oficial.',
    ],
    [
      'it',
      'Se ti serve una certificazione riconosciuta, la scelta migliore è studiare con l’app che preferisci (Acme, Rival o Zenith) e poi fare un esame ufficiale.',
    ],
  ])('%s: none of the examples is recommended: %s', (_lang, text) => {
    for (const name of ['Acme', 'Rival', 'Zenith']) expect(mention(text, name)?.role, name).not.toBe('RECOMMENDED');
  });

  it('a single name in parentheses names what the sentence speaks of', () => {
    expect(mention('For most adult beginners the best choice (Acme) is also the cheapest one this year.')?.role).toBe('RECOMMENDED');
  });
});

describe('words that only look like praise or blame', () => {
  it.each([
    ['es', 'La práctica oral con Acme dura diez minutos al día en el plan gratuito.'],
    ['es', 'Acme cubre prácticamente todos los idiomas europeos y completamente en español.'],
    ['nl', 'Acme kost slechts vijf euro per maand en biedt lessen in negen talen.'],
  ])('%s: a noun, an adverb of degree or "only" is neither: %s', (_lang, text) => {
    expect(mention(text)?.sentiment).toBe('NEUTRAL');
  });

  it.each([
    ['es', 'Para viajar, la app de Acme es muy práctica y el curso es práctico y completo.', 'POSITIVE'],
    ['nl', 'De spraakherkenning van Acme is slecht en de app reageert traag op oudere telefoons.', 'NEGATIVE'],
  ])('%s: the adjective still is: %s', (_lang, text, sentiment) => {
    expect(mention(text)?.sentiment).toBe(sentiment);
  });
});

describe('the answer’s own favourite, and a fit said to the reader by comparison, recommend', () => {
  it.each([
    ['en', 'Acme – my favourite as an alternative: real lessons up to B2 and native speakers who correct your texts.'],
    ['de', 'Acme – mein Favorit als Alternative: echte Lektionen bis B2, und Muttersprachler korrigieren deine Texte.'],
    ['fr', 'Acme – mon préféré comme alternative : de vraies leçons jusqu’au B2, et des natifs corrigent vos textes.'],
    ['es', 'Acme – mi favorita como alternativa: lecciones de verdad hasta el B2 y nativos que corrigen tus textos.'],
    ['it', 'Acme – la mia preferita come alternativa: lezioni vere fino al B2 e madrelingua che correggono i tuoi testi.'],
    ['pt', 'Acme – a minha favorita como alternativa: aulas a sério até ao B2 e nativos que corrigem os teus textos.'],
    ['nl', 'Acme – mijn favoriet als alternatief: echte lessen tot B2, en moedertaalsprekers verbeteren je teksten.'],
  ])('%s: a favourite: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'If you like to understand the rules, Acme or Rival will suit you better, for far less the first year.'],
    ['de', 'Wenn du die Regeln verstehen willst, passen Acme oder Rival besser zu dir, und das für viel weniger Geld.'],
    ['fr', 'Si vous aimez comprendre les règles, Acme ou Rival vous conviendront mieux, pour bien moins cher la première année.'],
    ['es', 'Si te gusta entender las reglas, Acme o Rival te convendrán más, y por mucho menos dinero el primer año.'],
    ['it', 'Se ti piace capire le regole, Acme o Rival fanno più al caso tuo, e costano molto meno il primo anno.'],
    ['pt', 'Se você gosta de entender as regras, a Acme ou a Rival combinam mais com você, por bem menos no primeiro ano.'],
    ['nl', 'Als je de regels graag begrijpt, passen Acme of Rival beter bij je, en voor veel minder geld het eerste jaar.'],
  ])('%s: a better fit for the reader recommends each joined name: %s', (_lang, text) => {
    expect(mention(text)?.role).toBe('RECOMMENDED');
    expect(mention(text, 'Rival')?.role).toBe('RECOMMENDED');
  });

  it.each([
    ['en', 'For a child of eight, Acme is not my favourite: the lessons assume the learner can read.'],
    ['nl', 'Voor een kind van acht past Acme niet beter bij je dan een boek: de lessen gaan ervan uit dat je kunt lezen.'],
    ['fr', 'Pour un enfant de huit ans, Acme ne vous conviendra pas mieux qu’un livre : les leçons supposent de savoir lire.'],
  ])('%s: negated, neither recommends: %s', (_lang, text) => {
    expect(positive(mention(text))).toBe(false);
  });

  it('another person’s favourite is not the answer’s advice', () => {
    expect(mention('Acme is the favourite of many teenagers because of its streaks and leaderboards.')?.role).not.toBe('RECOMMENDED');
  });
});
