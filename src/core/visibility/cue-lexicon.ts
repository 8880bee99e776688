/**
 * The words and phrases roles and sentiment are read from, in folded form (lower case, no
 * accents: see text-fold.ts). English is covered most; French, German and Spanish have the common
 * cues. Each list is documented in docs/methodology.md ("AI engine visibility"); a cue is matched
 * as whole words, `\p{L}*` marks an open word ending.
 */

export type CueKind = 'recommend' | 'exclude' | 'unfit' | 'compare' | 'positive' | 'negative';

/**
 * `exclude` is advice against a brand ("avoid"); `unfit` says it does not fit ("not suitable"),
 * which a positive word about it in the same sentence turns into a hedge (mentions.ts).
 */
export const cueLexicon: Record<CueKind, Record<'en' | 'fr' | 'de' | 'es', string[]>> = {
  recommend: {
    en: [
      'recommend\\p{L}*',
      'top pick',
      'our pick',
      'my pick',
      'best choice',
      'best option',
      'good choice',
      'great choice',
      'excellent choice',
      'safe bet',
      'best overall',
      'the best',
      'go with',
      'opt for',
      'good fit',
      'great fit',
      'right choice',
      'ideal',
      'stands out',
      'winner',
    ],
    fr: ['recommand\\p{L}*', 'conseill\\p{L}*', 'meilleur choix', 'le meilleur', 'la meilleure', 'optez pour', 'ideal\\p{L}*'],
    de: ['empfehl\\p{L}*', 'empfohlen', 'am besten', 'die beste', 'der beste', 'das beste', 'erste wahl', 'ideal\\p{L}*'],
    es: ['recomiend\\p{L}*', 'recomend\\p{L}*', 'la mejor', 'el mejor', 'mejor opcion', 'opta por', 'ideal\\p{L}*'],
  },
  exclude: {
    en: ['avoid\\p{L}*', 'steer clear', 'stay away', 'do not use', "don't use", 'dont use'],
    fr: ['evit\\p{L}*', 'deconseill\\p{L}*', 'a proscrire'],
    de: ['vermeid\\p{L}*', 'abzuraten', 'abraten', 'rat\\p{L}* (?:\\p{L}+ ){0,3}ab', 'abgeraten', 'finger weg'],
    es: ['evit\\p{L}*', 'desaconsej\\p{L}*'],
  },
  unfit: {
    en: ['not a good fit', 'not the right choice', 'not suitable', 'unsuitable', 'not a fit'],
    fr: ['pas adapte\\p{L}*', 'inadapte\\p{L}*', 'pas fait pour'],
    de: ['nicht geeignet', 'ungeeignet', 'nicht das richtige'],
    es: ['no es adecuad\\p{L}*', 'inadecuad\\p{L}*', 'no es apt\\p{L}*', 'no esta pensad\\p{L}*'],
  },
  compare: {
    en: ['vs', 'versus', 'compared to', 'compared with', 'in comparison', 'than', 'alternative to', 'alternatives to', 'unlike'],
    fr: [
      'par rapport a',
      'compare\\p{L}* a',
      'face a',
      'mieux que',
      'plus \\p{L}+ que',
      'moins \\p{L}+ que',
      'contrairement a',
      'alternative a',
    ],
    de: ['im vergleich', 'verglichen mit', 'gegenuber', 'besser als', '\\p{L}+er als', 'anders als', 'alternative zu'],
    es: [
      'en comparacion con',
      'comparado con',
      'frente a',
      'mejor que',
      'mas \\p{L}+ que',
      'menos \\p{L}+ que',
      'a diferencia de',
      'alternativa a',
    ],
  },
  positive: {
    en: [
      'good',
      'great',
      'excellent',
      'outstanding',
      'reliable',
      'intuitive',
      'easy',
      'easy to use',
      'user-friendly',
      'affordable',
      'popular',
      'powerful',
      'robust',
      'solid',
      'strong',
      'fast',
      'flexible',
      'praised',
      'loved',
      'trusted',
      'best',
      'impressive',
      'well-regarded',
      'highly rated',
      'generous',
      'helpful',
      'secure',
    ],
    fr: [
      'bon',
      'bonne',
      'excellent\\p{L}*',
      'fiable\\p{L}*',
      'facile\\p{L}*',
      'intuiti\\p{L}*',
      'abordable\\p{L}*',
      'puissant\\p{L}*',
      'performant\\p{L}*',
      'meilleur\\p{L}*',
      'apprecie\\p{L}*',
      'populaire\\p{L}*',
      'rapide\\p{L}*',
      'efficace\\p{L}*',
    ],
    de: [
      'gut\\p{L}*',
      'hervorragend\\p{L}*',
      'ausgezeichnet\\p{L}*',
      'zuverlassig\\p{L}*',
      'einfach\\p{L}*',
      'gunstig\\p{L}*',
      'beliebt\\p{L}*',
      'leistungsstark\\p{L}*',
      'beste\\p{L}*',
      'schnell\\p{L}*',
      'intuitiv\\p{L}*',
      'stark\\p{L}*',
    ],
    es: [
      'bueno',
      'buena',
      'buenos',
      'buenas',
      'excelente\\p{L}*',
      'fiable\\p{L}*',
      'confiable\\p{L}*',
      'facil\\p{L}*',
      'intuitiv\\p{L}*',
      'asequible\\p{L}*',
      'popular\\p{L}*',
      'potente\\p{L}*',
      'mejor\\p{L}*',
      'rapid\\p{L}*',
      'solid\\p{L}*',
    ],
  },
  negative: {
    en: [
      'bad',
      'poor',
      'poorly',
      'expensive',
      'overpriced',
      'pricey',
      'slow',
      'buggy',
      'unreliable',
      'complicated',
      'confusing',
      'clunky',
      'outdated',
      'limited',
      'lacks',
      'lacking',
      'weak',
      'worst',
      'difficult',
      'frustrating',
      'disappointing',
      'complaints',
      'complain\\p{L}*',
      'criticized',
      'criticised',
      'problems',
      'issues',
      'drawback\\p{L}*',
      'downside\\p{L}*',
      'hidden fees',
      'steep learning curve',
      'outages',
      'scam',
      'insecure',
    ],
    fr: [
      'mauvais\\p{L}*',
      'cher',
      'chere',
      'cheres',
      'chers',
      'couteu\\p{L}*',
      'lent\\p{L}*',
      'complique\\p{L}*',
      'limite\\p{L}*',
      'problemes',
      'pire',
      'decevant\\p{L}*',
      'critique\\p{L}*',
      'defaut\\p{L}*',
      'instable\\p{L}*',
    ],
    de: [
      'schlecht\\p{L}*',
      'teuer\\p{L}*',
      'teure\\p{L}*',
      'langsam\\p{L}*',
      'kompliziert\\p{L}*',
      'eingeschrankt\\p{L}*',
      'probleme\\p{L}*',
      'schwach\\p{L}*',
      'veraltet\\p{L}*',
      'enttauschend\\p{L}*',
      'unzuverlassig\\p{L}*',
      'kritisiert\\p{L}*',
      'nachteil\\p{L}*',
    ],
    es: [
      'malo',
      'mala',
      'malos',
      'malas',
      'caro',
      'cara',
      'caros',
      'caras',
      'costos\\p{L}*',
      'lento\\p{L}*',
      'lenta\\p{L}*',
      'complicad\\p{L}*',
      'limitad\\p{L}*',
      'problemas',
      'peor\\p{L}*',
      'deficiente\\p{L}*',
      'decepcionante\\p{L}*',
      'criticad\\p{L}*',
      'inestable\\p{L}*',
    ],
  },
};

/**
 * Negators: a cue or sentiment word with one of these among the 3 words before it (no comma,
 * semicolon or colon between) is negated. English contractions ending in n't count; French
 * "n'" elisions count.
 */
export const negatorsBefore = [
  'not',
  'no',
  'never',
  'without',
  'hardly',
  'nor',
  'neither',
  'cannot',
  'ne',
  'pas',
  'jamais',
  'sans',
  'guere',
  'aucun',
  'aucune',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keinem',
  'keiner',
  'nie',
  'niemals',
  'ohne',
  'nunca',
  'sin',
  'jamas',
  'tampoco',
  'ningun',
  'ninguna',
];

/**
 * Negators that follow what they negate ("je ne recommande pas", "empfehle ich X nicht"), anywhere
 * later in the clause: German puts "nicht" at the end of a verb-second clause.
 */
export const negatorsAfter = ['pas', 'jamais', 'nicht', 'nie', 'niemals'];

/** After a negator, these make it "not only" (no negation): "nicht nur", "pas seulement", "no solo". */
export const notOnly = ['only', 'just', 'nur', 'seulement', 'uniquement', 'que', 'solo', 'solamente', 'unicamente'];

/**
 * Spanish and English share "no" as a negator but in English it also opens noun phrases ("no
 * hidden fees" is praise): it is handled like the others, since negating a negative word
 * ("no hidden fees") gives the positive-ish reading anyway.
 */
export function isNegator(token: string): boolean {
  return negatorsBefore.includes(token) || token.endsWith("n't") || token.startsWith("n'");
}

function alternation(list: string[]): string {
  return [...list].sort((a, b) => b.length - a.length).join('|');
}

/** One regex per cue kind over folded text, whole words only. */
export const cueRegexes: Record<CueKind, RegExp> = Object.fromEntries(
  (Object.entries(cueLexicon) as [CueKind, Record<string, string[]>][]).map(([kind, langs]) => [
    kind,
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(Object.values(langs).flat())})(?![\\p{L}\\p{N}])`, 'gu'),
  ]),
) as Record<CueKind, RegExp>;
