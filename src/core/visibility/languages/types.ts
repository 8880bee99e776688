/**
 * What one read language contributes to roles and sentiment: its cue words, its negation, its
 * contrast conjunctions, its hedges and its verdict labels, all in folded form (lower case, no
 * accents: see ../text-fold.ts). A cue is matched as whole words; `\p{L}*` marks an open word
 * ending and `(?:\p{L}+ ){0,3}` up to three words in between. A cue starting with `^` counts only
 * opening a sentence, a line or a list item: an imperative ("^choose": "Choose X if…", where "many
 * teams choose X" describes). docs/methodology.md documents every
 * list ("Languages read").
 */

export type CueKind = 'advise' | 'recommend' | 'exclude' | 'unfit' | 'compare' | 'positive' | 'negative';

export interface LanguageCues {
  /** English name, as docs/methodology.md titles the language. */
  name: string;
  /** ISO 639-3 code, as the language detector (franc) names it. */
  iso6393: string;
  /**
   * `advise`: a verb of advice ("recommend", "I'd go with", "consiglierei", "raad ... aan"), which
   * recommends and, negated, advises against ("I would not recommend X"); `recommend`: other
   * words of advice for a brand ("best choice", "ideal"), which negated only say it does not fit; `exclude`: advice against it; `unfit`: said not to fit (a
   * positive word about it in the same sentence makes that a hedge); `compare`: a comparison;
   * `positive` / `negative`: praise and blame.
   */
  cues: Record<CueKind, string[]>;
  /** A cue with one of these among the 3 words before it is negated. */
  negatorsBefore: string[];
  /** A cue with one of these later in its clause is negated (French "pas", German "nicht", Dutch "niet"). */
  negatorsAfter: string[];
  /** After a negator, these make it "not only" (no negation). */
  notOnly: string[];
  /** Contrast conjunctions: a clause ends before them, and a negation does not carry across them. */
  contrast: string[];
  /**
   * Adversative conjunctions ("but", "aber", "mais", "pero", "ma", "mas", "maar"), a subset of the
   * contrast words less those that only set two things side by side ("while", "whereas"): a clause
   * they open after praise runs counter to it, so a nameless one with no cue of its own is a
   * reservation about the praised brand ("Acme makes excellent bikes, but for a flat commute you pay
   * for suspension you won't use"): its sentiment is mixed, never only positive.
   */
  adversative: string[];
  /** Other words a negation does not carry across ("and", "or"). */
  coordinators: string[];
  /** After a cue, relative and causal words end the search for a later negator. */
  afterStops: string[];
  /** "than": a praise or blame word followed by it is a comparative. */
  than: string[];
  /** When not empty, a praise or blame word is a comparative only with one of these before it ("più", "mais"). */
  more: string[];
  /** Comparatives by themselves, needing none of `more` ("migliore", "meglio", "melhor", "pior"). */
  synthetic: string[];
  /**
   * Negative correlatives ("nor", "noch", "ni", "né", "nem"): a negation reaches across the names
   * they coordinate ("weder X noch Y empfehlen"), and a cue speaking of one of them speaks of all.
   */
  correlatives: string[];
  /**
   * Coordinating conjunctions that join names into one subject or object ("Acme or Rival only do it
   * in a limited way", "Acme und Rival sind zu teuer", "Acme e Rival"): what a cue says of one of
   * the joined names it says of each. Folded.
   */
  nameCoordinators: string[];
  /** Articles, which may stand before a brand's name ("a Rival ou a Zenith", "la Rival o la Zenith"). Folded. */
  articles: string[];
  /** "less": a comparative under it is negated ("less expensive than" praises). */
  less: string[];
  /**
   * "more" of an inequality ("more", "mehr", "plus", "más", "più", "mais", "meer"): with `less`,
   * right before `than` ("more than", "más que", "più di"), it opens the reference of a comparison,
   * and the name it introduces ("more than a kit like Rival") is what the subject is measured
   * against, never what a cue before it blames or praises. Folded.
   */
  inequality: string[];
  /**
   * Verbs of solving ("solve", "lösen", "résoudre", "resolver", "risolvere", "resolver", "oplossen"),
   * their forms folded: a blame noun right after one of them (up to 2 words between: "solve
   * different problems", "resuelven problemas distintos") is what the brand takes away, no blame.
   */
  solvers: string[];
  /**
   * Phrases of all or most providers ("all providers", "bei allen Anbietern", "la plupart des
   * services"), folded, as regular expressions: a sentence holding one speaks of them all, so a
   * sentence or a verdict naming no brand ("**Tip:** with almost all providers you can pause") is
   * then not carried to its section heading's brand.
   */
  allProviders: string[];
  /**
   * Adverbs of excess right before a praise word ("too", "zu", "trop", "demasiado", "troppo", "te"):
   * a quality past what is wanted is a fault, so "too simple", "zu einfach", "trop simple" blame
   * ("too expensive" already does). Folded.
   */
  excess: string[];
  /** The same, right after the praise word, where the language puts it there (Portuguese "simples demais"). */
  excessAfter: string[];
  /**
   * Hedges: a clause holding one of these neither recommends (a recommend cue there is praise
   * only: "you could consider X") nor excludes (a negated cue there counts nothing: "might not
   * be ideal for everyone").
   */
  hedges: string[];
  /**
   * Verdict labels: a label that opens a line or sentence and is followed by a colon or a dash
   * recommends the first brand named after it, with no verb ("Short answer: X").
   */
  verdictLabels: string[];
  /**
   * Words that make an item title a verdict ("Budget pick:", "Best for agencies:", "Scelta
   * economica:"): the title recommends the first brand named after it.
   */
  titleCues: string[];
  /** Label words of item titles ("Budget pick", "Scelta economica"): a lead holding one is no brand. */
  labelWords: string[];
  /**
   * Common nouns that name an aspect of a product or an offer (price, weight, comfort, service,
   * warranty, battery, dealers...): an item title made of them is an aspect title, never a brand
   * ("**Comfort**:", "Prezzo:", "Garantie:"). German compounds are read by their head, the last
   * part ("Nabenmotor", "Händlernetz"). Folded.
   */
  aspectNouns: string[];
  /** First words of headings and labels, never of a brand's name. */
  labelOpeners: string[];
  /**
   * Prepositions, and their contractions with an article ("no", "na", "pelo", "nel", "zum", "au"):
   * an item title of two words or more opening with one is a prepositional phrase, a place or a
   * way ("No Android:", "En iPhone:", "Auf dem Mac:"), never a brand's name. Read in the title's
   * own language only. Folded.
   */
  prepositions: string[];
  /**
   * Derivational suffixes of abstract nouns in a compounding language (German "-ung", "-heit",
   * "-keit"; Dutch "-ing", "-heid"): a compound whose last part is a noun of the lexicon with one
   * is a common noun ("Spracherkennung", "Abo-Verlängerung"). Empty elsewhere. Folded.
   */
  abstractSuffixes: string[];
  /**
   * Words that, among the 2 words after a negator, make it no negation: the negator only denies a
   * doubt ("without a doubt the best", "sin duda", "senza dubbio", "zonder twijfel", "no wonder").
   */
  doubtWords: string[];
  /**
   * A negated verb of opinion ("I don't think", "ich glaube nicht", "je ne pense pas", "no creo
   * que", "non credo che", "não acho que", "ik denk niet dat"): the negation is raised from the
   * clause it governs, so every cue after it in its clause is negated ("I don't think Acme is the
   * best choice"). Regex sources over folded text.
   */
  opinionNegations: string[];
  /**
   * What opens a conditional clause ("if", "wenn", "si vous", "se", "se você", "als je"): a praise
   * or blame word inside it describes the reader's need, not a brand ("Avoid Acme if you need
   * something fast"), and counts nothing. Regex sources over folded text; only forms that cannot
   * be another word ("si" + subject in French, where "si simple" is "so simple").
   */
  conditions: string[];
  /**
   * People who give advice of their own ("owners", "Besitzer", "propriétaires", "usuarios",
   * "utenti", "donos", "eigenaren"), folded: one of them among the 4 words before a verb of advice
   * is its subject, so the advice is reported ("Many former Acme owners recommend a dealer brand"):
   * it speaks only of a name after the verb, its object, never of the name in its subject.
   */
  advisers: string[];
  /** First-person pronouns ("I", "we", "ich", "je", "yo", "io", "eu", "ik"): between an adviser and the verb, the subject is the answer's own. */
  firstPerson: string[];
  /**
   * What follows a verb of advice whose object is an action, not a brand (regex sources over folded
   * text, matched right after the verb): the infinitive or gerund ("recommend spending", "je ne
   * recommanderais pas de dépenser", "no recomendaría gastar", "consiglio di spendere", "raad aan
   * om"). Such advice speaks only of a name in its own clause.
   */
  actionObjects: string[];
  /**
   * Object pronouns of a verb of advice, which refer back to a brand named before, never forward
   * to one after a colon ("no lo elegiría: Rival…"): before the verb where the language puts a
   * clitic there (Spanish "lo", Italian "lo", French "le", Portuguese "o"; an elided form ends in
   * an apostrophe: "l'"), after it or inside a split cue where it follows the verb (English "it",
   * German "ihn", Dutch "hem"; a Portuguese enclitic "-lo" after its hyphen). Regex sources over
   * folded text.
   */
  objectPronounsBefore: string[];
  /**
   * "Neither of the two" as the object of a verb of advice ("I'd take neither of them", "keinen
   * von beiden", "geen van beide", "aucun des deux", "ninguno de los dos", "nessuno dei due",
   * "nenhum dos dois"): the advice is negated and speaks of the two brands named last before it.
   * Regex sources over folded text.
   */
  neitherOfTwo: string[];
  /**
   * What follows a verb of advice whose object is another, unnamed product ("I'd prefer another
   * service", "preferirei un servizio con più anni di audit", "ich würde einen Anbieter mit mehr
   * … nehmen"): an indefinite with "other", or with "more" after its noun. In a clause naming no
   * brand, such advice is for something else than the brand spoken of: advice against it. Regex
   * sources over folded text, matched right after the verb.
   */
  otherChoice: string[];
  /**
   * Words that follow a verb without opening its object: prepositions of aim or way ("for", "pour",
   * "para", "per", "voor"...), adverbs of place or time ("below", "sotto", "abaixo") and of degree
   * or manner ("absolutely", "assolutamente"),
   * beside the language's prepositions, relative and contrast words, negators, hedges and object
   * pronouns (an adverb in "-ly", "-ment", "-mente" is read by its ending). After a verb of advice
   * against or a negated verb of advice, any other word opens its object, a noun phrase: the verb
   * speaks of that object, in its own clause, never of a name before it ("Acme: evita cavi e
   * ciotole" describes what Acme does) nor of one after a colon ("no te recomendaría otro robot:
   * los de Rival…"). Folded.
   */
  notObject: string[];
  objectPronounsAfter: string[];
  /**
   * The comparative of equality around a praise or blame word ("as good as", "so gut wie", "aussi
   * bon que", "tan bueno como", "così buono come", "tão bom quanto", "zo goed als"): the word before
   * it and the word after it. Like "than", it makes the word speak of the name before it.
   */
  equalBefore: string[];
  equalAfter: string[];
  /** Table column headings whose cells praise the row's brand ("Pros", "Strengths", "Punti di forza"). */
  strengthColumns: string[];
  /** Table column headings whose cells blame it ("Cons", "Limits", "Minder sterk"); checked first. */
  weaknessColumns: string[];
}
