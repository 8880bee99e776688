/**
 * The sentences demo answers are written from, per language, the way engines phrase buying
 * advice. Placeholders: {b} a brand, {f} one of its facts, {r} a reason against it, {t} the
 * category, {o} the brand it is compared with. A list item's body follows its bold brand name.
 * Each stance's sentences carry the cue words of that stance and no other (docs/methodology.md
 * lists the cues), so what extraction reads is what the demo meant to say.
 */
import type { DemoLanguage } from './catalog.ts';

/** What an answer says of a brand; extraction decides the role it records. */
export type Stance = 'RECOMMENDED' | 'LISTED' | 'COMPARED' | 'CRITICIZED' | 'EXCLUDED';

export interface Phrases {
  intro: string[];
  /** Opens the answer to a "client vs competitor" prompt (names both, no cue). */
  versus: string;
  headings: { picks: string; table: string; advice: string; verdict: string };
  tableHeader: [string, string];
  item: Record<Stance, string[]>;
  verdict: string[];
  /** Advice against a brand, in a paragraph of its own. */
  warning: string[];
  /** Advice that names no brand. */
  advice: string[];
  closing: string[];
}

export const phrases: Record<DemoLanguage, Phrases> = {
  en: {
    versus: 'Here is how {b} and {o} line up for {t}.',
    intro: [
      'Here are the options worth a look for {t}, based on recent reviews and the brands’ own pages.',
      'There is no single answer for {t}; it depends on what matters most to you.',
      'Short answer: a handful of brands come up again and again when people look for {t}.',
    ],
    headings: { picks: 'Options to consider', table: 'At a glance', advice: 'What to watch out for', verdict: 'Bottom line' },
    tableHeader: ['Brand', 'Known for'],
    item: {
      RECOMMENDED: [
        '{f}; it is my top pick for most people.',
        '{f}, which makes it the best choice for {t}.',
        '{f}, and I recommend it if you want one name.',
      ],
      LISTED: ['{f}.', 'Also worth a look: it {f}.'],
      COMPARED: ['{f}, and it costs a little more per month than {o}.', '{f}; compared with {o}, its plans have fewer tiers.'],
      CRITICIZED: ['{f}, but reviewers complain about slow replies from support.', '{f}, although several buyers call it overpriced.'],
      EXCLUDED: ['I would avoid it for now: {r}.', 'Steer clear until this is fixed: {r}.'],
    },
    verdict: ['For {t}, I would go with {b}.', 'Overall, {b} is the best option for {t}.'],
    warning: ['I would avoid {b} for now: {r}.', 'Steer clear of {b} until this is fixed: {r}.'],
    advice: ['Check the cancellation and refund terms before you sign up.', 'Avoid committing to an annual plan before a trial period.'],
    closing: [
      'Prices and terms change often, so check each brand’s site before you decide.',
      'Want me to narrow this down for your budget?',
    ],
  },
  fr: {
    versus: 'Voici comment se situent {b} et {o} pour {t}.',
    intro: [
      'Voici les options à considérer pour {t}, d’après les avis récents et les sites des marques.',
      'Tout dépend de vos priorités pour {t}.',
    ],
    headings: { picks: 'Options à considérer', table: 'En bref', advice: 'Points de vigilance', verdict: 'En résumé' },
    tableHeader: ['Marque', 'Particularité'],
    item: {
      RECOMMENDED: ['{f} ; c’est le meilleur choix pour la plupart des gens.', 'je le recommande : il {f}.'],
      LISTED: ['{f}.'],
      COMPARED: ['{f}, et ses formules sont plus souples que celles de {o}.'],
      CRITICIZED: ['{f}, mais plusieurs clients le jugent cher.', '{f}, mais le service client est lent.'],
      EXCLUDED: ['je le déconseille pour l’instant : {r}.', 'à éviter pour le moment : {r}.'],
    },
    verdict: ['Pour {t}, je recommande {b}.', 'Au final, {b} est le meilleur choix pour {t}.'],
    warning: ['Je déconseille {b} pour l’instant : {r}.'],
    advice: ['Vérifiez les conditions de résiliation avant de vous abonner.'],
    closing: ['Les prix changent souvent : vérifiez-les sur le site de chaque marque.'],
  },
  de: {
    versus: 'So schneiden {b} und {o} für {t} ab.',
    intro: [
      'Hier sind die Optionen, die sich für {t} lohnen, nach aktuellen Tests und Kundenmeinungen.',
      'Es kommt darauf an, worauf Sie Wert legen, wenn Sie {t} suchen.',
    ],
    headings: { picks: 'Optionen im Überblick', table: 'Auf einen Blick', advice: 'Worauf Sie achten sollten', verdict: 'Fazit' },
    tableHeader: ['Marke', 'Besonderheit'],
    item: {
      RECOMMENDED: ['{f}; für die meisten ist sie meine Empfehlung.', '{f} und ist damit die erste Wahl für {t}.'],
      LISTED: ['{f}.'],
      COMPARED: ['{f} und ist etwas fester als {o}.'],
      CRITICIZED: ['{f}, aber Kunden kritisieren den langsamen Kundenservice.', '{f}, ist aber vergleichsweise teuer.'],
      EXCLUDED: ['davon würde ich derzeit abraten: {r}.', 'davon ist derzeit abzuraten: {r}.'],
    },
    verdict: ['Für {t} empfehle ich {b}.', 'Unterm Strich ist {b} die beste Wahl für {t}.'],
    warning: ['Von {b} würde ich derzeit abraten: {r}.'],
    advice: ['Achten Sie vor dem Kauf auf die Rückgabebedingungen.'],
    closing: ['Preise und Konditionen ändern sich häufig; prüfen Sie sie auf der Website der Marke.'],
  },
  es: {
    versus: 'Así se sitúan {b} y {o} para {t}.',
    intro: [
      'Estas son las opciones que vale la pena considerar para {t}, según reseñas recientes.',
      'Depende de lo que más te importe al elegir {t}.',
    ],
    headings: { picks: 'Opciones a considerar', table: 'De un vistazo', advice: 'Qué vigilar', verdict: 'En resumen' },
    tableHeader: ['Marca', 'Lo que la distingue'],
    item: {
      RECOMMENDED: ['{f}; es la mejor opción para la mayoría.', 'la recomiendo: {f}.'],
      LISTED: ['{f}.'],
      COMPARED: ['{f} y es más barata que {o}.'],
      CRITICIZED: ['{f}, pero varios usuarios dicen que es cara.', '{f}, pero el soporte es lento.'],
      EXCLUDED: ['yo la evitaría por ahora: {r}.'],
    },
    verdict: ['Para {t}, recomiendo {b}.', 'En general, {b} es la mejor opción para {t}.'],
    warning: ['Yo evitaría {b} por ahora: {r}.'],
    advice: ['Revisa las condiciones de cancelación antes de contratar.'],
    closing: ['Los precios cambian a menudo; compruébalos en el sitio de cada marca.'],
  },
};

/** Fills a phrase's placeholders; a sentence starts with a capital letter. */
export function fill(template: string, values: Partial<Record<'b' | 'f' | 'r' | 't' | 'o', string>>): string {
  // A name ending in a full stop ("Co.") closes a sentence without a second one.
  const out = template.replace(/\{([bfrto])\}/g, (_, k: 'b' | 'f' | 'r' | 't' | 'o') => values[k] ?? '').replace(/\.\.$/, '.');
  return out.charAt(0).toUpperCase() + out.slice(1);
}
