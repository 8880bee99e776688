// Fidelity corpus, eleventh batch: meal-kit delivery, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers), as the engines answer: 35 answers, Claude, Perplexity and Grok five times each,
// ChatGPT, Gemini, Google AI Overviews, Google AI Mode and Bing Copilot four times each; five answers
// in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the ones
// users ask: the best meal kit for a family, for one person, for vegetarians, the cheapest, X vs Y,
// is X worth it, X reviews, alternatives to X, and troubleshooting (a box arrived late or warm,
// pausing or cancelling, a voucher not applied, allergies).
//
// The client is "Platoria" (alias "Platoria Box"), an invented meal kit with single-person plans,
// swappable sides, a fully plant-based menu option, limited delivery areas and heavy packaging; its
// competitors are HelloFresh, Marley Spoon, Gousto (UK only) and Factor (ready-made meals, aliases
// "Factor Meals" and "Factor_", domain factor75.com). "Factor" is the common-word competitor: four
// answers use the word in its ordinary sense without naming the brand (English "the biggest factor",
// "another factor", Spanish "el factor precio", "otro factor", Dutch "een belangrijke factor", "een
// factor die vaak wordt onderschat"). Brands outside the set are third parties, not competitors:
// HelloFresh's EveryPlate and Green Chef, Marley Spoon's Dinnerly, CookUnity, Mindful Chef, Quitoque,
// Quomi, Ekomenu, Liv Up, supermarkets and delivery apps (Rewe, Mercadona, Carrefour, Coop, Migros,
// Esselunga, Continente, Picard, AH Allerhande, Picnic, iFood, Uber Eats). Where a service does not
// deliver in the asker's country (HelloFresh in Spain, Italy and Portugal, Marley Spoon in France and
// Portugal), the answers say so.
//
// Traps: `link`, a tracked brand only in a link, a URL, a cited source or a source retrieved but not
// cited (Claude's search results, Grok's `citations`, Perplexity's search results, SerpApi
// references): twelve, five of them the client's own pages; `heading`, a capitalised heading or
// label word that is no brand ("Quick Verdict", "Fazit", "Points forts", "Diferencias clave",
// "Costi", "Dica", "Nadelen" ...); `common-word`, "factor" in its ordinary sense. One Perplexity
// answer (eleven-en-perplexity-meals-cheapest) is truncated mid-sentence.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice ("if your kids are fussy eaters, Platoria is worth choosing",
// "Ich würde mir an deiner Stelle Platoria anschauen", "Se fossi in te, partirei da Platoria", "Eu
// optaria pela Gousto", "zou ik daarmee beginnen") and verbless verdicts ("Fazit: Marley Spoon für
// Genießer ...; HelloFresh für Familien ...", "En resumen: HelloFresh si ...; Factor si ...",
// "Resumindo: vai de Platoria ...", "Bottom line: a solid service if ...") are RECOMMENDED, also when
// the condition is narrow ("Só compensa se você realmente não tem tempo nenhum pra cozinhar", Factor
// in eleven-pt-perplexity-meals-hellofresh-ou-factor); hedged advice ("pourrait convenir si ...",
// "könnte auch passen", "un'alternativa da considerare", "misschien het proberen waard", "worth a
// look while ...") is COMPARED; negated advice or advice against for the user's stated use ("I
// wouldn't go that route here" for a family, "Für Vegetarier eher nichts", "je ne la recommanderais
// pas non plus" for a peanut allergy, "ik zou daar als vegetariër niet mee beginnen") is EXCLUDED;
// a service ruled out because it does not deliver where the user lives is EXCLUDED; drawbacks
// without advice against ("ricette ottime, ma l'imballaggio è eccessivo" in a review summary of pros
// and cons with no verdict, eleven-it-copilot-meals-platoria-opinioni) are CRITICIZED, while the same
// complaint followed by a verdict ("Bottom line: a solid service if you cook for one ...") is
// RECOMMENDED; weighed against others or named as a price benchmark, COMPARED; named without
// advice either way (the service being troubleshot, a sister brand named in passing), LISTED.
//
// Ambiguous decisions: the role is null for the reference point of "alternatives to HelloFresh"
// (eleven-fr-copilot-meals-alternatives-hellofresh) and for a worth-it answer that only says "it
// depends" (HelloFresh in eleven-it-aio-meals-hellofresh-conviene); Mercadona, Carrefour, Coop and
// Migros are null (named as where one shops, the advice is about "the supermarket" in general), and
// so are third parties named as a passing pointer ("falls das Budget knapp ist", EveryPlate "if
// budget is the main thing", Picnic while skipping a box). Mindful Chef and HelloFresh in
// eleven-it-grok-meals-disdire-gousto are COMPARED: options offered "se cerchi qualcosa di diverso"
// to someone cancelling, neither chosen.
// HelloFresh in eleven-en-claude-meals-hellofresh-worth-it is RECOMMENDED ("for most couples ...
// HelloFresh is worth it", then "take the discount") despite the opening "it depends"; HelloFresh in
// eleven-it-gemini-meals-una-persona is CRITICIZED (starts at two portions, no delivery in Italy, but
// the answer stops short of advising against it for a reader abroad); HelloFresh in
// eleven-pt-copilot-meals-gousto-ou-hellofresh ("só compensa enquanto durar o desconto inicial", after
// "Eu optaria pela Gousto") is COMPARED, the answer having chosen the other. A brand named only in a
// heading is labelled as the section under it reads: Marley Spoon and HelloFresh in
// eleven-de-gemini-meals-vegetarisch, Marley Spoon and Ekomenu in eleven-nl-aimode-meals-vegetarisch.
// Third parties are labelled where the prose names them; their roles are given only where clear.
//
// The subject is `mealKits` in ../cases.ts (`mealKits: mealKitsSubject`).
import type { VisibilitySubject } from '../../../../src/core/visibility/subject.ts';
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAiMode,
  googleAio,
  grokResponse,
  heading,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
  table,
} from '../wire.ts';

export const mealKitsSubject = {
  client: { name: 'Platoria', aliases: ['Platoria Box'], domain: 'platoria.com' },
  competitors: [
    { name: 'HelloFresh', aliases: ['Hello Fresh'], domain: 'hellofresh.com' },
    { name: 'Marley Spoon', aliases: ['MarleySpoon'], domain: 'marleyspoon.com' },
    { name: 'Gousto', aliases: [], domain: 'gousto.co.uk' },
    { name: 'Factor', aliases: ['Factor Meals', 'Factor_'], domain: 'factor75.com' },
  ],
  categoryTerms: ['meal kit', 'meal-kit delivery'],
} satisfies VisibilitySubject;

const SUBJECT = 'mealKits';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const eleventhBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'eleven-en-chatgpt-meals-family',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `For a family of four, **HelloFresh** is the safest pick: the Family plan has kid-friendly recipes flagged on the menu, and you can choose up to six meals a week ([nytimes.com](https://www.nytimes.com/wirecutter/reviews/best-meal-kit-delivery-services/?utm_source=openai)).

### Quick Verdict

| Service | Price per serving | Family portions | Good for picky kids |
|---|---|---|---|
| HelloFresh | ~$9.00 | 4 | Yes |
| Platoria | ~$8.50 | 2–6 | Mostly |
| Marley Spoon | ~$9.80 | 4 | So-so |
| Factor | ~$11.50 | Single meals only | No |

**Platoria** — if your kids are fussy eaters, Platoria is worth choosing: you can swap a single component (rice instead of couscous, say) without changing the whole recipe, and portions go up to six. Delivery only covers about 60% of the country, so check your ZIP first.

**Marley Spoon** — the recipes lean more adventurous (Martha Stewart collaborations, more spice). Great for adults, less so for a seven-year-old.

**Factor** isn't really a meal kit: it ships ready-made single meals you reheat. For a family dinner it gets expensive fast and the portions aren't shareable, so I wouldn't go that route here.

If budget is the main thing, HelloFresh's sister brand EveryPlate runs closer to $6 a serving, with simpler recipes.`,
      { query: 'best meal kit for family of four 2026' },
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Marley Spoon', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Factor', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['EveryPlate', 'THIRD_PARTY', null],
    ],
    traps: { 'Quick Verdict': 'heading' },
  },
  {
    id: 'eleven-en-claude-meals-hellofresh-worth-it',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'It depends a lot on how you use it, but for most couples who cook three or four nights a week, HelloFresh is worth it. ',
        {
          text: 'The introductory discounts are steep, and the full price usually settles around $10 to $12 per serving once they end.',
          cite: [
            {
              url: 'https://www.cnet.com/home/kitchen-and-household/hellofresh-review/',
              title: 'HelloFresh Review 2026: Is It Worth the Price? - CNET',
              cited_text: 'After the promotional period, expect to pay roughly $10 to $12 per serving plus shipping.',
            },
          ],
        },
        "\n\nWhat you get for that:\n\n- **Less food waste.** Everything comes pre-portioned, so you're not buying a whole bunch of coriander for one recipe.\n- **Variety.** Forty-plus recipes a week, with clear prep times.\n- **The downsides:** a lot of plastic (every ingredient bagged separately), and ",
        {
          text: 'delivery windows can slip in busy weeks',
          cite: [
            {
              url: 'https://www.trustpilot.com/review/www.hellofresh.com',
              title: 'HelloFresh is rated "Average" with 3.4 / 5 on Trustpilot',
              cited_text: 'my box came a day late for the second time this month',
            },
          ],
        },
        ".\n\nIf you're mainly paying to avoid cooking, it's the wrong product: a prepared-meal service like Factor makes more sense, since the meals arrive cooked and you only reheat them. And if you find the HelloFresh recipes too basic, Marley Spoon is the usual step up in flavour, at a slightly higher price.\n\nMy suggestion: take the discount, skip weeks freely (you can pause from the app), and cancel before the full price kicks in if it isn't sticking.",
      ],
      [
        {
          url: 'https://www.cnet.com/home/kitchen-and-household/hellofresh-review/',
          title: 'HelloFresh Review 2026: Is It Worth the Price? - CNET',
        },
        { url: 'https://www.trustpilot.com/review/www.hellofresh.com', title: 'HelloFresh is rated "Average" with 3.4 / 5 on Trustpilot' },
        { url: 'https://www.platoria.com/blog/hellofresh-alternative', title: 'Looking for a HelloFresh alternative? Try Platoria' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Factor', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Marley Spoon', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Platoria: 'link' },
  },
  {
    id: 'eleven-en-perplexity-meals-cheapest',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `The cheapest meal kits in the US right now are **EveryPlate** and **Dinnerly**, both around $5–6 per serving before shipping [1][2].

## Cheapest options

- **EveryPlate** – from about $4.99 per serving on the largest plan; simple recipes, fewer premium ingredients [1].
- **Dinnerly** – similar pricing, and it's run by the same company as Marley Spoon, so the recipes overlap a little [2].
- **HelloFresh** – not a budget service (about $9–12 per serving), but the first-box discounts can make the first month cheaper than either of the above [3].
- **Platoria** – mid-priced at roughly $8 per serving; cheaper than HelloFresh at full price, but not in the same league as EveryPlate [4].

## What actually drives the cost

Price per serving is the biggest factor, but shipping is a close second: most services add $10–11 per box, which matters more on small plans [1]. Another factor is the number of servings; a 4-person plan can cost 30% less per serving than a 2-person one.

If the goal is purely the lowest bill, EveryPlate is the one to pick; just keep in mind that the portions of meat are smaller and the recipes repeat more often than on`,
      [
        { url: 'https://www.everyplate.com/plans', title: 'EveryPlate Plans & Pricing' },
        { url: 'https://dinnerly.com/pricing', title: 'Dinnerly: America’s most affordable meal kit' },
        { url: 'https://www.hellofresh.com/plans', title: 'HelloFresh Meal Plans' },
        { url: 'https://www.platoria.com/pricing', title: 'Platoria pricing' },
      ],
    ),
    expect: [
      ['EveryPlate', 'THIRD_PARTY', 'RECOMMENDED', 'MIXED'],
      ['Dinnerly', 'THIRD_PARTY', 'COMPARED'],
      ['Marley Spoon', 'COMPETITOR', 'LISTED'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED'],
      ['Platoria', 'CLIENT', 'COMPARED'],
    ],
    traps: { Factor: 'common-word' },
  },
  {
    id: 'eleven-en-aio-meals-gousto-vs-hellofresh',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Gousto and HelloFresh are the two biggest meal kit services in the UK. Gousto generally offers more recipes per week and more flexible portion sizes, while HelloFresh tends to have more generous discounts for new customers.',
          [0, 1],
        ),
        heading('Key Differences'),
        table([
          ['', 'Gousto', 'HelloFresh'],
          ['Recipes per week', '75+', '45+'],
          ['Price per portion', 'from £3.25', 'from £3.90'],
          ['Portions', '1–5', '2–4'],
        ]),
        list([
          ['Choice:', 'Gousto is the better option if you want a wide menu and single-person boxes.', [0]],
          ['Discounts:', 'HelloFresh often runs 60% off the first box, although prices rise after the introductory period.', [1]],
          ['Packaging:', 'Both use recyclable insulation; Gousto’s is slightly less bulky.', [2]],
        ]),
        para(
          'For most UK households, Gousto is recommended for its range and value, whereas HelloFresh is mainly worth a look while its introductory offer lasts.',
          [0, 2],
        ),
      ],
      [
        ref('https://www.which.co.uk/reviews/recipe-boxes/article/best-recipe-boxes', 'Best recipe boxes 2026 - Which?'),
        ref(
          'https://www.independent.co.uk/extras/indybest/food-drink/hellofresh-vs-gousto',
          'HelloFresh vs Gousto: which recipe box is best?',
        ),
        ref('https://www.goodhousekeeping.com/uk/food/recipe-boxes', 'Marley Spoon vs Gousto vs HelloFresh, tested'),
      ],
    ),
    expect: [
      ['Gousto', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { 'Marley Spoon': 'link', 'Key Differences': 'heading' },
  },
  {
    id: 'eleven-en-grok-meals-platoria-reviews',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `**Platoria reviews: mostly positive, with one recurring complaint.**

- **Recipes:** reviewers consistently praise the recipes, especially the vegetarian ones, which feel less like an afterthought than on bigger services [[1]](https://www.trustpilot.com/review/platoria.com).
- **Portions:** the 1-person plan is a real plan, not a halved 2-person kit, which single users appreciate [[2]](https://www.reddit.com/r/mealkits/comments/1k2x9z/platoria_after_three_months/).
- **Packaging:** this is the sore point. Great recipes, but the packaging is excessive: several reviews mention ice packs the size of a brick and each spice in its own sachet [[1]](https://www.trustpilot.com/review/platoria.com).
- **Delivery:** mostly on time; a minority of reviews report boxes arriving in the evening instead of the chosen morning slot.

Compared with HelloFresh, Platoria is a bit cheaper at full price and has fewer recipes per week (around 25 vs 45+) [[3]](https://www.tomsguide.com/home/platoria-vs-hellofresh).

Bottom line: a solid service if you cook for one or eat mostly vegetarian; if packaging waste bothers you, you'll be annoyed.`,
      ['https://www.factor75.com/plans', 'https://www.hellofresh.com/plans'],
    ),
    expect: [
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { Factor: 'link' },
  },
  // ───────────────────────────── Deutsch ─────────────────────────────
  {
    id: 'eleven-de-gemini-meals-vegetarisch',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `Für eine vegetarische Kochbox gibt es in Deutschland inzwischen einige gute Anbieter. Hier ein Überblick:

### Marley Spoon
Die Auswahl an fleischlosen Gerichten ist groß, pro Woche meist 15 bis 20, darunter viele vegane. Die Rezepte sind kreativ und gut erklärt, die Portionen reichen auch für Hungrige. Unser Favorit für Vegetarier.

### HelloFresh
Bietet eine eigene Veggie-Box an, die Gerichte wiederholen sich allerdings häufiger. Solide, aber weniger abwechslungsreich.

### Platoria
Wer vor allem vegan kocht, greift zu Platoria: Die komplette Karte lässt sich auf pflanzlich umstellen, und Zutaten wie Tofu kommen in Bio-Qualität.

### Factor
Factor liefert Fertiggerichte zum Aufwärmen, die vegetarische Auswahl ist mit zwei, drei Gerichten pro Woche sehr dünn. Für Vegetarier eher nichts.

**Tipp:** Bei fast allen Anbietern lässt sich die Box jederzeit pausieren, die erste Lieferung ist meist stark rabattiert.`,
      [
        { quote: 'pro Woche meist 15 bis 20, darunter viele vegane', chunks: [0] },
        { quote: 'Bietet eine eigene Veggie-Box an, die Gerichte wiederholen sich allerdings häufiger.', chunks: [1] },
        { quote: 'Die komplette Karte lässt sich auf pflanzlich umstellen', chunks: [2] },
      ],
      ['https://www.marleyspoon.de/menu', 'https://www.chip.de/artikel/kochboxen-test', 'https://www.platoria.com/de/vegan'],
    ),
    expect: [
      ['Marley Spoon', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Factor', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'eleven-de-aimode-meals-hellofresh-pausieren',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Du kannst deine HelloFresh-Box jederzeit pausieren oder kündigen, solange du die Frist für die jeweilige Lieferung einhältst.',
          [0],
        ),
        heading('Lieferpause einlegen'),
        list([
          [null, 'Melde dich in der App oder auf der Website an und öffne „Meine Lieferungen“.', [0]],
          [null, 'Wähle die Woche aus und tippe auf „Lieferung auslassen“.', [0]],
          [null, 'Die Frist endet in der Regel fünf Tage vor dem Liefertermin um 23:59 Uhr.', [1]],
        ]),
        heading('Abo kündigen'),
        para(
          'Unter „Kontoeinstellungen“ findest du ganz unten „Plan kündigen“. HelloFresh fragt dann nach dem Grund und bietet oft einen Rabatt an, damit du bleibst; den kannst du einfach ablehnen.',
          [0, 2],
        ),
        para(
          'Wichtig: Eine bereits verpackte Box wird trotzdem geliefert und berechnet. Wenn die Frist verpasst ist, hilft meist nur noch der Kundenservice per Chat.',
          [1],
        ),
      ],
      [
        ref('https://www.hellofresh.de/about/faq', 'FAQ | HelloFresh'),
        ref('https://www.hellofresh.de/about/faq/lieferungen', 'Wie kann ich eine Lieferung auslassen?'),
        ref('https://www.verbraucherzentrale.de/wissen/lebensmittel/kochboxen-kuendigen', 'Kochbox-Abo kündigen: So geht’s'),
      ],
    ),
    expect: [['HelloFresh', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Lieferpause: 'heading', Wichtig: 'heading' },
  },
  {
    id: 'eleven-de-copilot-meals-marley-spoon-vs-hellofresh',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Marley Spoon oder HelloFresh: der Vergleich',
      [
        para('Beide Kochboxen liefern Rezepte mit vorportionierten Zutaten, unterscheiden sich aber bei Preis, Auswahl und Anspruch.', [0]),
        list([
          ['Marley Spoon:', 'raffiniertere Rezepte, mehr Gewürze, etwas teurer (ab ca. 5,90 € pro Portion).', [0, 1]],
          ['HelloFresh:', 'größere Auswahl, viele schnelle 20-Minuten-Gerichte, häufige Rabattaktionen.', [1]],
          ['Dinnerly:', 'die Sparmarke von Marley Spoon, falls das Budget knapp ist.', [2]],
        ]),
        para(
          'Fazit: Marley Spoon für Genießer, die gern Neues ausprobieren; HelloFresh für Familien und alle, die es unter der Woche schnell brauchen.',
          [0, 1],
        ),
      ],
      [
        ref('https://www.stern.de/genuss/kochboxen-vergleich', 'Kochboxen im Vergleich: HelloFresh, Marley Spoon & Co.'),
        ref('https://www.computerbild.de/artikel/kochbox-test', 'Kochbox-Test 2026'),
        ref('https://www.platoria.com/de/vergleich', 'Platoria vs. HelloFresh vs. Marley Spoon'),
      ],
    ),
    expect: [
      ['Marley Spoon', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dinnerly', 'THIRD_PARTY', null],
    ],
    traps: { Platoria: 'link', Fazit: 'heading' },
  },
  {
    id: 'eleven-de-claude-meals-single',
    engine: 'CLAUDE',
    lang: 'de',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Als Single ist die Auswahl tatsächlich kleiner, weil die meisten Kochboxen erst ab zwei Personen liefern. ',
        {
          text: 'HelloFresh bietet keine Ein-Personen-Box an; die kleinste Variante sind zwei Portionen pro Rezept.',
          cite: [
            {
              url: 'https://www.hellofresh.de/plans',
              title: 'Unsere Pläne | HelloFresh',
              cited_text: 'Wähle zwischen 2, 3 oder 4 Personen und 3 bis 5 Rezepten pro Woche.',
            },
          ],
        },
        ' Du kannst natürlich die zweite Portion am nächsten Tag essen, aber wenn du das nicht willst, ist HelloFresh für dich nicht die richtige Wahl.\n\nIch würde mir an deiner Stelle Platoria anschauen: ',
        {
          text: 'Dort gibt es einen echten Ein-Personen-Plan ab drei Rezepten pro Woche',
          cite: [
            {
              url: 'https://www.platoria.com/de/plaene',
              title: 'Pläne und Preise | Platoria',
              cited_text: 'Unser Solo-Plan: 1 Person, 3 bis 5 Rezepte pro Woche, jederzeit pausierbar.',
            },
          ],
        },
        ', und die Preise pro Portion liegen nur knapp über denen der Zwei-Personen-Boxen.\n\nMarley Spoon könnte auch passen, wenn dir Reste nichts ausmachen; die Rezepte sind gut, aber auch dort beginnt es bei zwei Portionen.\n\nUnd falls du eigentlich gar nicht kochen willst: Dann sind Fertiggerichte von Factor oder einfach der Rewe-Lieferservice mit ein paar guten Tiefkühlgerichten ehrlicher als eine Kochbox, die dann halb im Kühlschrank verdirbt.',
      ],
      [
        { url: 'https://www.hellofresh.de/plans', title: 'Unsere Pläne | HelloFresh' },
        { url: 'https://www.platoria.com/de/plaene', title: 'Pläne und Preise | Platoria' },
        { url: 'https://www.test.de/Kochboxen-im-Test-5842951-0/', title: 'Kochboxen im Test - Stiftung Warentest' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Marley Spoon', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Factor', 'COMPETITOR', 'RECOMMENDED'],
      ['Rewe', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
  },
  {
    id: 'eleven-de-grok-meals-box-warm',
    engine: 'GROK',
    lang: 'de',
    subject: SUBJECT,
    body: grokResponse(
      `Ärgerlich, aber leider nicht selten. So gehst du vor, wenn deine HelloFresh-Box warm angekommen ist:

1. **Temperatur prüfen:** Fleisch, Fisch und Milchprodukte sollten sich noch kühl anfühlen (unter 7 °C). Sind die Kühlakkus komplett geschmolzen und das Hähnchen lauwarm, wirf es weg; kein Risiko eingehen [[1]](https://www.bfr.bund.de/de/kuehlkette.html).
2. **Fotos machen:** von der Box, den Kühlakkus und dem Etikett mit Lieferdatum.
3. **Kundenservice kontaktieren:** am besten über den Chat in der App, innerhalb von 48 Stunden. HelloFresh erstattet betroffene Zutaten in der Regel als Guthaben, bei größeren Problemen auch den ganzen Boxpreis [[2]](https://www.hellofresh.de/about/faq/reklamation).
4. **Lieferzeit anpassen:** Wenn die Box tagsüber lange vor der Tür steht, wähle ein Abendfenster oder einen Abstellort im Schatten.

Passiert das öfter, lohnt es sich, die Reklamationen zu sammeln; nach dem dritten Mal zeigen sich viele Kundenservices kulanter.`,
      ['https://www.factor75.com/de/faq', 'https://www.reddit.com/r/de/comments/hellofresh_warm'],
    ),
    expect: [['HelloFresh', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Factor: 'link' },
  },
  // ───────────────────────────── Français ─────────────────────────────
  {
    id: 'eleven-fr-chatgpt-meals-famille',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: SUBJECT,
    body: openaiResponse(
      `Pour une famille de quatre en France, voici comment je vois les choses.

## Verdict

**HelloFresh** reste le choix le plus simple : menus « famille » repérés, recettes en 30 minutes, et une livraison qui couvre quasiment toute la métropole ([hellofresh.fr](https://www.hellofresh.fr/plans?utm_source=openai)).

**Quitoque** est l'alternative française, avec des produits plus locaux et un peu plus chers ; c'est un bon choix si l'origine des ingrédients compte pour vous ([quitoque.fr](https://www.quitoque.fr/?utm_source=openai)).

**Platoria** pourrait convenir si vos enfants ont des goûts très différents, puisqu'on peut remplacer un accompagnement sans changer de recette. La livraison se limite encore aux grandes agglomérations, donc à vérifier selon votre code postal.

Quant à **Marley Spoon**, inutile de chercher : le service ne livre pas en France.

| | Prix / portion | Portions | Zone |
|---|---|---|---|
| HelloFresh | ~5,50 € | 2 à 4 | Toute la France |
| Quitoque | ~6,90 € | 2 à 6 | Toute la France |
| Platoria | ~5,80 € | 2 à 6 | Grandes villes |`,
      { query: 'meilleure box repas famille France 2026' },
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Quitoque', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Platoria', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Marley Spoon', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Verdict: 'heading' },
  },
  {
    id: 'eleven-fr-perplexity-meals-code-promo',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Si votre code promo HelloFresh n'a pas été appliqué, c'est presque toujours pour l'une de ces raisons [1][2] :

- **Le code est réservé aux nouveaux clients.** Les réductions de bienvenue (jusqu'à 60 % sur la première box) ne fonctionnent pas sur un compte déjà existant, même réactivé [1].
- **Le code a été saisi après la validation.** HelloFresh ne peut pas appliquer un code à une commande déjà confirmée ; il faut le saisir à l'étape du paiement [2].
- **Un seul code à la fois.** Un code de parrainage et un code promotionnel ne se cumulent pas [1].
- **Le code a expiré**, ce qui arrive souvent avec ceux trouvés sur des sites de bons plans [3].

**Que faire ?** Contactez le service client par le chat de l'application avec une capture d'écran du code : ils accordent assez souvent un avoir sur la box suivante, même si le code n'était plus valable [2].`,
      [
        { url: 'https://www.hellofresh.fr/about/faq/codes-promo', title: 'Comment utiliser un code promo ? | HelloFresh' },
        { url: 'https://www.hellofresh.fr/about/faq/contact', title: 'Nous contacter | HelloFresh' },
        { url: 'https://www.dealabs.com/codes-promo/hellofresh.fr', title: 'Codes promo HelloFresh - Dealabs' },
        { url: 'https://www.platoria.com/fr/offre-bienvenue', title: 'Platoria : -50 % sur votre première box' },
      ],
    ),
    expect: [['HelloFresh', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Platoria: 'link' },
  },
  {
    id: 'eleven-fr-aio-meals-hellofresh-avis',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "Les avis sur HelloFresh sont globalement positifs sur les recettes et la praticité, plus mitigés sur le prix après les promotions et sur la quantité d'emballages.",
          [0, 1],
        ),
        heading('Points forts'),
        list([
          [null, 'Recettes variées et faciles, fiches bien expliquées.', [0]],
          [null, 'Ingrédients prédosés, donc moins de gaspillage.', [1]],
          [null, 'Pause ou annulation possibles en quelques clics.', [0]],
        ]),
        heading('Points faibles'),
        list([
          [null, 'Prix élevé une fois la réduction de bienvenue terminée (environ 6 € la portion).', [1]],
          [null, 'Beaucoup de plastique : chaque ingrédient est emballé séparément.', [2]],
          [null, 'Quelques retards de livraison signalés en période de fêtes.', [2]],
        ]),
        para("Par rapport à Quitoque, HelloFresh est un peu moins cher mais propose moins de produits d'origine française.", [1]),
      ],
      [
        ref('https://www.trustpilot.com/review/hellofresh.fr', 'HelloFresh FR - Avis | Trustpilot'),
        ref('https://www.60millions-mag.com/box-repas-comparatif', 'Box repas : notre comparatif - 60 Millions de consommateurs'),
        ref('https://www.reddit.com/r/france/comments/hellofresh_avis', 'HelloFresh, ça vaut le coup ? : r/france'),
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Quitoque', 'THIRD_PARTY', 'COMPARED'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading' },
  },
  {
    id: 'eleven-fr-copilot-meals-alternatives-hellofresh',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      'Alternatives à HelloFresh',
      [
        para(
          'Si HelloFresh ne vous convient plus, plusieurs services livrent des box repas ou des plats préparés en France et en Belgique :',
          [0],
        ),
        list([
          ['Quitoque', ': box à cuisiner avec des produits français, livraison en point relais possible.', [0]],
          [
            'Platoria',
            ': notre préférée pour les végétariens, avec une carte entièrement végétale au choix et des portions dès une personne.',
            [1],
          ],
          ['Factor', ': des plats déjà cuisinés à réchauffer, pratique mais plus cher à la portion (disponible en Belgique).', [2]],
          ['Picard', ': pas une box, mais des surgelés de bonne qualité si vous voulez surtout gagner du temps.', [0]],
        ]),
        para('Le bon choix dépend surtout du temps que vous voulez passer en cuisine.', [0]),
      ],
      [
        ref('https://www.lesnumeriques.com/box-repas-comparatif', 'Box repas : les meilleures alternatives'),
        ref('https://www.platoria.com/fr', 'Platoria | Box repas'),
        ref('https://www.factor75.com/be-fr', 'Factor Belgique | Plats préparés'),
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', null],
      ['Quitoque', 'THIRD_PARTY', 'LISTED'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Factor', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Picard', 'THIRD_PARTY', 'LISTED'],
    ],
  },
  {
    id: 'eleven-fr-claude-meals-allergies',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Avec une allergie sévère à l'arachide, la vraie question n'est pas la recette mais l'atelier où les ingrédients sont préparés. ",
        {
          text: 'HelloFresh indique que ses produits sont conditionnés dans des locaux qui manipulent les 14 allergènes majeurs et ne garantit donc aucune absence de traces.',
          cite: [
            {
              url: 'https://www.hellofresh.fr/about/faq/allergenes',
              title: 'Allergènes | HelloFresh',
              cited_text: 'Nos ingrédients sont conditionnés dans un entrepôt où sont présents les 14 allergènes majeurs.',
            },
          ],
        },
        ' Les fiches recettes listent bien les allergènes, ce qui suffit pour une intolérance légère, pas pour une allergie avec risque de choc.\n\n',
        {
          text: 'Platoria met en avant une gamme « sans gluten », mais la préparation se fait aussi en atelier partagé.',
          cite: [
            {
              url: 'https://www.platoria.com/fr/faq/allergies',
              title: 'Allergies et intolérances | Platoria',
              cited_text: 'Nos box sans gluten sont préparées dans un atelier qui manipule également des fruits à coque et de l’arachide.',
            },
          ],
        },
        " Pour un enfant allergique à l'arachide, je ne la recommanderais pas non plus.\n\nHonnêtement, dans votre cas, je cuisinerais à partir de courses classiques, en lisant les étiquettes, plutôt que de passer par une box repas.",
      ],
      [
        { url: 'https://www.hellofresh.fr/about/faq/allergenes', title: 'Allergènes | HelloFresh' },
        { url: 'https://www.platoria.com/fr/faq/allergies', title: 'Allergies et intolérances | Platoria' },
        { url: 'https://www.afpral.fr/box-repas-et-allergies', title: 'Box repas et allergies alimentaires - AFPRAL' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Platoria', 'CLIENT', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  // ───────────────────────────── Español ─────────────────────────────
  {
    id: 'eleven-es-gemini-meals-mas-barato',
    engine: 'GEMINI',
    lang: 'es',
    subject: SUBJECT,
    body: geminiResponse(
      `En España la oferta de kits de comida es bastante más corta que en otros países, así que el factor precio pesa mucho a la hora de elegir.

**Opciones más económicas:**

* **Platoria:** desde unos 4,90 € por ración en el plan de 4 personas, con envío gratis a partir de tres recetas. Ahora mismo es lo más barato que vas a encontrar con ingredientes frescos y recetas paso a paso.
* **Kits de supermercado:** Mercadona y Carrefour venden platos listos y algunos kits de wok o pasta; no son un servicio de suscripción, pero salen más baratos si solo buscas resolver una cena.
* **HelloFresh:** no opera en España, así que aunque veas sus anuncios en redes, no es una opción aquí.

Otro factor a tener en cuenta son los gastos de envío: en planes pequeños pueden suponer hasta un euro más por ración.

**En resumen:** si quieres un kit de verdad y gastar lo mínimo, Platoria; si te basta con cenar rápido, el súper.`,
      [
        { quote: 'desde unos 4,90 € por ración en el plan de 4 personas', chunks: [0] },
        { quote: 'no opera en España', chunks: [1] },
      ],
      ['https://www.platoria.com/es/precios', 'https://www.ocu.org/alimentacion/kits-de-comida'],
    ),
    expect: [
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Mercadona', 'THIRD_PARTY', null],
      ['Carrefour', 'THIRD_PARTY', null],
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Factor: 'common-word' },
  },
  {
    id: 'eleven-es-grok-meals-factor-merece-la-pena',
    engine: 'GROK',
    lang: 'es',
    subject: SUBJECT,
    body: grokResponse(
      `**¿Vale la pena Factor?** Para alguien que vive solo, trabaja muchas horas y no quiere cocinar, sí. Para una familia o para quien disfruta cocinando, no tanto.

**Lo bueno**
- Los platos llegan ya cocinados: dos o tres minutos en el microondas y listo [[1]](https://www.cnet.com/es/factor-review).
- Buena variedad de opciones keto y altas en proteína [[2]](https://www.factor75.com/plans).
- Las raciones son individuales, perfectas si comes solo.

**Lo no tan bueno**
- Sale caro: entre 11 y 13 USD por plato, más que un kit como HelloFresh [[1]](https://www.cnet.com/es/factor-review).
- Algunas guarniciones llegan blandas después de recalentarlas.
- Mucho envase individual.

Si te gusta cocinar aunque sea un poco, HelloFresh te sale más barato por ración y aprendes algo por el camino. Otra alternativa de platos preparados es CookUnity, con platos de chefs locales, aunque en algunas zonas el menú es más corto.`,
      ['https://www.reddit.com/r/mealkits/comments/factor_worth_it', 'https://www.platoria.com/es'],
    ),
    expect: [
      ['Factor', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['CookUnity', 'THIRD_PARTY', 'COMPARED'],
    ],
    traps: { Platoria: 'link' },
  },
  {
    id: 'eleven-es-aimode-meals-hellofresh-vs-factor',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'HelloFresh y Factor pertenecen a la misma empresa, pero resuelven problemas distintos: HelloFresh te envía ingredientes para cocinar y Factor, comidas ya preparadas.',
          [0],
        ),
        heading('Diferencias clave'),
        table([
          ['', 'HelloFresh', 'Factor'],
          ['Tipo', 'Kit para cocinar', 'Plato listo'],
          ['Tiempo', '20–40 min', '2–3 min'],
          ['Precio por ración', 'desde 8 USD', 'desde 11 USD'],
        ]),
        list([
          ['Cocinar:', 'con HelloFresh cocinas tú; con Factor solo calientas.', [0]],
          ['Dietas:', 'Factor tiene más opciones keto y bajas en calorías.', [1]],
        ]),
        para('En resumen: HelloFresh si te gusta cocinar y quieres pagar menos; Factor si no tienes tiempo ni ganas.', [0, 1]),
      ],
      [
        ref('https://www.hellofresh.com/plans', 'HelloFresh Meal Plans'),
        ref('https://www.factor75.com/plans', 'Factor Meal Plans'),
        ref('https://www.xataka.com/hogar/hellofresh-vs-factor', 'HelloFresh vs Factor: cuál elegir'),
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Factor', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Diferencias clave': 'heading' },
  },
  {
    id: 'eleven-es-chatgpt-meals-caja-llego-tarde',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Qué rabia, sobre todo si ya contabas con esa cena. Si tu caja de Platoria ha llegado tarde, esto es lo que puedes hacer:

1. **Revisa la cadena de frío.** Si la caja llegó más de 24 horas tarde o los acumuladores están derretidos, no uses la carne ni el pescado.
2. **Reclama en las 48 horas siguientes** desde la web o la app (Ayuda → Problema con mi pedido). Adjunta una foto de la etiqueta de envío; Platoria suele devolver el importe de las raciones afectadas como saldo ([platoria.com](https://www.platoria.com/es/ayuda/entregas?utm_source=openai)).
3. **Cambia la franja de entrega** si vives en una zona donde el reparto tarda; las franjas de mañana suelen ser más fiables.

Si te pasa varias semanas seguidas, quizá te compense probar otro servicio, aunque en España la alternativa con ingredientes frescos es limitada: HelloFresh no reparte aquí, y los kits de supermercado no son lo mismo.`,
      { query: 'caja platoria llegó tarde qué hacer' },
    ),
    expect: [
      ['Platoria', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
  },
  {
    id: 'eleven-es-perplexity-meals-vegetariano',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Para una dieta vegetariana en Estados Unidos, los kits que mejor salen en las comparativas son **Green Chef** y **Platoria** [1][2].

### Mejores opciones

1. **Green Chef** – certificado orgánico y con planes vegetarianos y veganos completos; es el más recomendado si además comes sin gluten [1].
2. **Platoria** – buena relación calidad-precio, con toda la carta adaptable a vegetariana y raciones desde una persona. Mi opción si buscas variedad sin pagar de más [2].
3. **HelloFresh** – tiene un plan vegetariano, pero con menos recetas por semana y bastante repetición [3].

### ¿Y Factor?

Factor tiene platos vegetarianos, pero son pocos y el menú gira sobre todo en torno a la proteína animal; para una persona vegetariana no es la mejor opción [4].

Consejo: en casi todos se puede pausar semanas sin coste, así que puedes probar dos y quedarte con el que más te guste.`,
      [
        { url: 'https://www.greenchef.com/plans', title: 'Green Chef: Organic Meal Kits' },
        { url: 'https://www.platoria.com/es/vegetariano', title: 'Platoria vegetariano' },
        { url: 'https://www.hellofresh.com/plans/veggie', title: 'HelloFresh Veggie Plan' },
        { url: 'https://www.factor75.com/menu', title: 'Factor weekly menu' },
      ],
    ),
    expect: [
      ['Green Chef', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Factor', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  // ───────────────────────────── Italiano ─────────────────────────────
  {
    id: 'eleven-it-claude-meals-famiglia',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'In Italia la scelta è più ristretta che in Germania o nel Regno Unito, perché diversi servizi internazionali qui non consegnano. ',
        {
          text: 'HelloFresh, per esempio, non è attivo in Italia',
          cite: [
            {
              url: 'https://www.hellofresh.com/about/countries',
              title: 'Where we deliver | HelloFresh',
              cited_text: 'HelloFresh currently delivers in 18 countries across Europe, North America and Oceania.',
            },
          ],
        },
        ', quindi puoi scartarlo subito.\n\nPer una famiglia di quattro persone le due opzioni concrete sono:\n\n- **Quomi**: servizio italiano, ricette della tradizione, consegna in gran parte del Nord e del Centro. Buono, ma le porzioni per quattro costano parecchio.\n- **Platoria**: ',
        {
          text: 'porzioni da due a sei persone e la possibilità di sostituire un contorno senza cambiare ricetta',
          cite: [
            {
              url: 'https://www.platoria.com/it/come-funziona',
              title: 'Come funziona | Platoria',
              cited_text: 'Scegli da 2 a 6 porzioni e sostituisci un ingrediente con un clic.',
            },
          ],
        },
        ', comodo con bambini che mangiano poco di tutto.\n\nSe fossi in te, partirei da Platoria per il rapporto qualità-prezzo, e terrei Quomi come seconda scelta se preferisci piatti più regionali.',
      ],
      [
        { url: 'https://www.hellofresh.com/about/countries', title: 'Where we deliver | HelloFresh' },
        { url: 'https://www.platoria.com/it/come-funziona', title: 'Come funziona | Platoria' },
        { url: 'https://www.marleyspoon.com/countries', title: 'Marley Spoon: countries we ship to' },
        { url: 'https://www.altroconsumo.it/alimentazione/meal-kit', title: 'Meal kit a domicilio: la nostra prova - Altroconsumo' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Quomi', 'THIRD_PARTY', 'RECOMMENDED', 'MIXED'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Marley Spoon': 'link' },
  },
  {
    id: 'eleven-it-copilot-meals-platoria-opinioni',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: SUBJECT,
    body: bingCopilot(
      'Platoria: opinioni dei clienti',
      [
        para('Le recensioni di Platoria sono in generale buone, con qualche critica ricorrente.', [0]),
        list([
          ['Ricette:', 'molto apprezzate, soprattutto quelle vegetariane; istruzioni chiare anche per chi cucina poco.', [0, 1]],
          ['Ingredienti:', 'freschi e di qualità, verdure spesso bio.', [1]],
          [
            'Imballaggio:',
            "il punto debole: ricette ottime, ma l'imballaggio è eccessivo, con molte buste di plastica e siberini ingombranti.",
            [0],
          ],
          ['Consegna:', 'puntuale nelle grandi città, qualche ritardo nei piccoli centri.', [2]],
        ]),
        para(
          'Rispetto a Quomi i prezzi sono leggermente più bassi, mentre la scelta settimanale è simile. Il voto medio sulle principali piattaforme di recensioni è di circa 4 su 5.',
          [1, 2],
        ),
      ],
      [
        ref('https://it.trustpilot.com/review/platoria.com', 'Platoria - Recensioni | Trustpilot'),
        ref('https://www.giallozafferano.it/meal-kit-prova', 'Abbiamo provato i meal kit: ecco com’è andata'),
        ref('https://www.reddit.com/r/italy/comments/platoria', 'Qualcuno ha provato Platoria? : r/italy'),
      ],
    ),
    expect: [
      ['Platoria', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Quomi', 'THIRD_PARTY', 'COMPARED'],
    ],
    traps: { Ricette: 'heading', Imballaggio: 'heading' },
  },
  {
    id: 'eleven-it-aio-meals-hellofresh-conviene',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Se HelloFresh convenga dipende da quanto spendi oggi per la spesa e da quanto tempo vuoi risparmiare. In Svizzera, dove il servizio è disponibile anche in italiano, una porzione costa in media 9–11 CHF.',
          [0, 1],
        ),
        heading('Costi'),
        list([
          [null, 'Sconti elevati sulle prime box, poi prezzo pieno.', [0]],
          [null, 'Spedizione inclusa solo sui piani più grandi.', [1]],
        ]),
        heading('Vantaggi'),
        list([
          [null, 'Meno sprechi grazie alle dosi già porzionate.', [1]],
          [null, 'Ricette semplici, adatte anche ai principianti.', [2]],
        ]),
        para(
          'Per chi cucina già spesso e fa la spesa al Coop o alla Migros, il risparmio è minimo; per chi ordina spesso cibo a domicilio, può invece essere un buon compromesso.',
          [2],
        ),
      ],
      [
        ref('https://www.hellofresh.ch/it/plans', 'I nostri piani | HelloFresh Svizzera'),
        ref('https://www.kassensturz.ch/kochboxen-test', 'Kochboxen im Test - Kassensturz'),
        ref('https://www.tio.ch/consumi/hellofresh-prova', 'Abbiamo provato HelloFresh per un mese'),
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', null, 'MIXED'],
      ['Coop', 'THIRD_PARTY', null],
      ['Migros', 'THIRD_PARTY', null],
    ],
    traps: { Costi: 'heading', Vantaggi: 'heading' },
  },
  {
    id: 'eleven-it-grok-meals-disdire-gousto',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `Disdire Gousto è semplice, ma va fatto dal sito o dall'app, non per email.

**Come fare**
1. Accedi al tuo account e vai su **Impostazioni account → Stato abbonamento** [[1]](https://www.gousto.co.uk/help-centre/cancel).
2. Clicca su "Annulla abbonamento" e conferma; Gousto ti proporrà uno sconto per restare, puoi ignorarlo.
3. Controlla di non avere box già confermate: quelle oltre la scadenza settimanale (di solito il mercoledì prima della consegna) vengono comunque addebitate [[2]](https://www.gousto.co.uk/help-centre/deadlines).

Se il motivo è il prezzo, puoi anche solo mettere in pausa per qualche settimana invece di cancellare tutto. Se invece cerchi qualcosa di diverso, Mindful Chef ha ricette più sane, e HelloFresh fa spesso offerte di benvenuto più aggressive, anche se a prezzo pieno non è più economico.`,
      ['https://www.hellofresh.co.uk/plans', 'https://www.marleyspoon.co.uk'],
    ),
    expect: [
      ['Gousto', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Mindful Chef', 'THIRD_PARTY', 'COMPARED'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { 'Marley Spoon': 'link' },
  },
  {
    id: 'eleven-it-gemini-meals-una-persona',
    engine: 'GEMINI',
    lang: 'it',
    subject: SUBJECT,
    body: geminiResponse(
      `Cucinare per una persona sola con un meal kit ha senso solo se il servizio prevede porzioni singole, altrimenti si finisce per buttare cibo.

1. **Platoria** – l'unico con un vero piano per una persona (da 3 a 5 ricette a settimana). È quello che ti consiglio.
2. **HelloFresh** – parte da due porzioni e in Italia non consegna; se vivi in Svizzera o all'estero, tieni conto che metà della box diventa il pranzo del giorno dopo.
3. **Factor** – piatti pronti monoporzione: un'alternativa da considerare se non hai voglia di cucinare, ma costa quasi il doppio.

Un'altra strada sono i servizi di spesa come Esselunga a casa, comprando poche cose alla volta.`,
      [
        { quote: "l'unico con un vero piano per una persona", chunks: [0] },
        { quote: 'piatti pronti monoporzione', chunks: [1] },
      ],
      ['https://www.platoria.com/it/piani', 'https://www.factor75.com/plans'],
    ),
    expect: [
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Factor', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Esselunga', 'THIRD_PARTY', 'LISTED'],
    ],
  },
  // ───────────────────────────── Português ─────────────────────────────
  {
    id: 'eleven-pt-chatgpt-meals-platoria-vale-a-pena',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: openaiResponse(
      `Depende do seu dia a dia, mas pra quem cozinha em casa pelo menos três vezes por semana, a Platoria vale a pena, sim.

**O que pesa a favor**
- Os ingredientes vêm porcionados, então você desperdiça bem menos do que comprando no mercado ([exame.com](https://exame.com/negocios/platoria-kits-de-refeicao/?utm_source=openai)).
- As receitas são fáceis de seguir e saem em 30 a 40 minutos.
- Dá pra pular semanas sem multa.

**O que pesa contra**
- O preço: cerca de R$ 32 por porção, mais caro que montar o mesmo prato sozinho.
- A entrega ainda se concentra em São Paulo, Rio e Belo Horizonte.

Se o que você quer é não cozinhar nada, aí a Liv Up, com pratos congelados prontos, faz mais sentido. E pra um jantar de vez em quando, o iFood resolve, mas sai bem mais caro no fim do mês.

Resumindo: vai de Platoria se você curte cozinhar e mora numa das capitais atendidas.`,
      { query: 'platoria vale a pena' },
    ),
    expect: [
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Liv Up', 'THIRD_PARTY', 'RECOMMENDED'],
      ['iFood', 'THIRD_PARTY', 'CRITICIZED'],
    ],
  },
  {
    id: 'eleven-pt-perplexity-meals-hellofresh-ou-factor',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Morando nos EUA, a escolha entre **HelloFresh** e **Factor** depende de você querer cozinhar ou não [1][2].

| | HelloFresh | Factor |
|---|---|---|
| O que chega | Ingredientes + receita | Prato pronto |
| Tempo | 25–40 min | 2 min no micro-ondas |
| Preço por porção | US$ 9–12 | US$ 11–15 |

**HelloFresh** é a minha recomendação pra maioria das pessoas: sai mais barato, tem mais de 40 receitas por semana e as porções rendem bem [1].

**Factor** é prático, mas caro, e várias avaliações reclamam que os acompanhamentos ficam moles depois de esquentar [3]. Só compensa se você realmente não tem tempo nenhum pra cozinhar.

Um detalhe: as duas são da mesma empresa, então dá pra usar a mesma conta e alternar entre elas [2].`,
      [
        { url: 'https://www.hellofresh.com/plans', title: 'HelloFresh Meal Plans' },
        { url: 'https://www.factor75.com/plans', title: 'Factor Meal Plans' },
        { url: 'https://www.reddit.com/r/mealkits/comments/factor_soggy', title: 'Factor sides soggy? : r/mealkits' },
        { url: 'https://www.marleyspoon.com/menu', title: 'Marley Spoon weekly menu' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Factor', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { 'Marley Spoon': 'link' },
  },
  {
    id: 'eleven-pt-aimode-meals-cupom-platoria',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Se o cupom da Platoria não foi aplicado no seu pedido, confira estes pontos antes de falar com o suporte:', [0]),
        list([
          ['Primeira compra:', 'a maioria dos cupons vale só para o primeiro pedido de uma conta nova.', [0]],
          ['Valor mínimo:', 'alguns exigem no mínimo 3 receitas na caixa.', [1]],
          ['Campo certo:', 'o código precisa ser digitado na etapa de pagamento, não no cadastro.', [0]],
        ]),
        heading('Dica'),
        para(
          'Se o pedido já foi fechado sem o desconto, a Platoria costuma devolver a diferença como crédito quando você manda o print do cupom pelo chat do app.',
          [1, 2],
        ),
      ],
      [
        ref('https://www.platoria.com/br/ajuda/cupons', 'Como usar cupons | Platoria'),
        ref('https://www.platoria.com/br/ajuda/contato', 'Fale com a gente | Platoria'),
        ref('https://www.reclameaqui.com.br/empresa/platoria', 'Platoria - Reclame Aqui'),
      ],
    ),
    expect: [['Platoria', 'CLIENT', 'LISTED', 'NEUTRAL']],
    traps: { Dica: 'heading', 'Campo certo': 'heading' },
  },
  {
    id: 'eleven-pt-claude-meals-melhor-portugal',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Em Portugal a oferta de kits de refeição é curta. ',
        {
          text: 'A HelloFresh não entrega em Portugal',
          cite: [
            {
              url: 'https://www.hellofresh.com/about/countries',
              title: 'Where we deliver | HelloFresh',
              cited_text: 'HelloFresh currently delivers in 18 countries across Europe, North America and Oceania.',
            },
          ],
        },
        ', e a Marley Spoon também não, por isso ficam ambas de fora.\n\nO que existe de facto:\n\n- **Platoria**: ',
        {
          text: 'entrega em Lisboa, Porto e Setúbal, com receitas para duas a seis pessoas',
          cite: [
            {
              url: 'https://www.platoria.com/pt/entregas',
              title: 'Zonas de entrega | Platoria',
              cited_text: 'Entregamos na Grande Lisboa, Grande Porto e distrito de Setúbal.',
            },
          ],
        },
        '. É o único kit com receitas passo a passo que consegui confirmar, e parece-me a melhor aposta se estiver numa dessas zonas.\n- **Continente**: não é um kit de subscrição, mas tem refeições prontas e alguns «kits de receita» na loja online.\n- **Uber Eats**: se o objetivo é só não cozinhar, claro, mas sai bem mais caro por refeição.\n\nFora dessas cidades, confesso que não há grande alternativa a fazer as compras e cozinhar.',
      ],
      [
        { url: 'https://www.hellofresh.com/about/countries', title: 'Where we deliver | HelloFresh' },
        { url: 'https://www.platoria.com/pt/entregas', title: 'Zonas de entrega | Platoria' },
        { url: 'https://www.deco.proteste.pt/alimentacao/kits-refeicao', title: 'Kits de refeição: vale a pena? - DECO PROteste' },
      ],
    ),
    expect: [
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Marley Spoon', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Platoria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Continente', 'THIRD_PARTY', 'LISTED'],
      ['Uber Eats', 'THIRD_PARTY', 'CRITICIZED'],
    ],
  },
  {
    id: 'eleven-pt-copilot-meals-gousto-ou-hellofresh',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: bingCopilot(
      'Gousto ou HelloFresh no Reino Unido?',
      [
        para('Ambas entregam em todo o Reino Unido e funcionam por subscrição semanal, que pode ser pausada a qualquer momento.', [0]),
        list([
          ['Gousto', ': mais de 75 receitas por semana, caixas a partir de uma pessoa e preço por dose um pouco mais baixo.', [0, 1]],
          ['HelloFresh', ': menos receitas, mas descontos de boas-vindas maiores; depois do período promocional fica mais cara.', [1]],
        ]),
        para(
          'Eu optaria pela Gousto, sobretudo se vive sozinho ou a dois: tem mais escolha e paga-se menos por dose. A HelloFresh só compensa enquanto durar o desconto inicial.',
          [0, 1],
        ),
      ],
      [
        ref('https://www.gousto.co.uk/menu', 'Gousto Menu'),
        ref('https://www.which.co.uk/reviews/recipe-boxes', 'Best recipe boxes - Which?'),
        ref('https://www.hellofresh.co.uk/plans', 'HelloFresh UK plans'),
      ],
    ),
    expect: [
      ['Gousto', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
  },
  // ───────────────────────────── Nederlands ─────────────────────────────
  {
    id: 'eleven-nl-gemini-meals-goedkoopste',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `De prijs is voor de meeste mensen een belangrijke factor bij het kiezen van een maaltijdbox, dus hier de goedkoopste opties in Nederland op een rij:

| Box | Prijs per portie | Bezorgkosten |
|---|---|---|
| Dinnerly | vanaf € 3,99 | € 4,99 |
| Platoria | vanaf € 4,60 | gratis vanaf 3 recepten |
| HelloFresh | vanaf € 5,25 | € 5,49 |
| Marley Spoon | vanaf € 5,49 | € 5,99 |

**Dinnerly** is de goedkoopste, met eenvoudigere recepten en minder verpakking per ingrediënt. Als je puur op prijs kiest, zou ik daarmee beginnen.

**Platoria** zit er net boven, maar omdat de bezorging vanaf drie recepten gratis is, ben je per week soms goedkoper uit dan bij HelloFresh.

**HelloFresh** en **Marley Spoon** zijn duurder, al maken de welkomstkortingen de eerste weken vaak veel goed.

Wil je het nog goedkoper? Dan kun je ook de gratis recepten van AH Allerhande volgen en de boodschappen laten bezorgen door Picnic.`,
      [
        { quote: 'is de goedkoopste, met eenvoudigere recepten', chunks: [0] },
        { quote: 'omdat de bezorging vanaf drie recepten gratis is', chunks: [1] },
      ],
      ['https://dinnerly.nl/prijzen', 'https://www.platoria.com/nl/prijzen', 'https://www.consumentenbond.nl/maaltijdboxen'],
    ),
    expect: [
      ['Dinnerly', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Platoria', 'CLIENT', 'COMPARED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Marley Spoon', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['AH Allerhande', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Picnic', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
    traps: { Factor: 'common-word' },
  },
  {
    id: 'eleven-nl-aio-meals-hellofresh-ervaringen',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'De ervaringen met HelloFresh zijn overwegend positief over de recepten en het gemak, maar klanten klagen geregeld over de prijs na de kortingsperiode en over de hoeveelheid plastic.',
          [0, 1],
        ),
        heading('Voordelen'),
        list([
          [null, 'Veel keuze: meer dan 40 recepten per week.', [0]],
          [null, 'Duidelijke receptkaarten, ook voor beginners.', [1]],
        ]),
        heading('Nadelen'),
        list([
          [null, 'Na de welkomstkorting relatief duur.', [1]],
          [null, 'Veel verpakkingsmateriaal.', [2]],
          [null, 'Soms ontbreekt er een ingrediënt; de klantenservice compenseert dat meestal met tegoed.', [2]],
        ]),
        para(
          'Een factor die vaak wordt onderschat is de bezorgtijd: wie overdag niet thuis is, kan de box het beste in de avond laten bezorgen.',
          [0],
        ),
      ],
      [
        ref('https://www.kiyoh.com/reviews/hellofresh', 'HelloFresh ervaringen | Kiyoh'),
        ref('https://www.consumentenbond.nl/maaltijdboxen/hellofresh', 'HelloFresh getest - Consumentenbond'),
        ref('https://www.reddit.com/r/thenetherlands/comments/hellofresh', 'HelloFresh ervaringen? : r/thenetherlands'),
      ],
    ),
    expect: [['HelloFresh', 'COMPETITOR', 'CRITICIZED', 'MIXED']],
    traps: { Factor: 'common-word', Voordelen: 'heading', Nadelen: 'heading' },
  },
  {
    id: 'eleven-nl-grok-meals-marley-spoon-opzeggen',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Je abonnement bij Marley Spoon opzeggen kan alleen online, niet telefonisch.

**Stappen**
1. Log in op de website (in de app kan het niet altijd) en ga naar **Accountinstellingen** [[1]](https://marleyspoon.nl/help/opzeggen).
2. Kies onderaan "Abonnement opzeggen" en volg de vragen; je krijgt waarschijnlijk een korting aangeboden om te blijven [[1]](https://marleyspoon.nl/help/opzeggen).
3. Let op de deadline: wijzigingen moeten zes dagen voor de bezorgdag binnen zijn, anders wordt de volgende box nog gewoon verstuurd en afgeschreven [[2]](https://marleyspoon.nl/help/deadlines).

Wil je eigenlijk alleen een paar weken niets ontvangen? Dan is pauzeren handiger: dat kan tot tien weken vooruit.`,
      ['https://www.platoria.com/nl/overstappen', 'https://www.consumentenbond.nl/maaltijdboxen/opzeggen'],
    ),
    expect: [['Marley Spoon', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Platoria: 'link', Stappen: 'heading' },
  },
  {
    id: 'eleven-nl-aimode-meals-vegetarisch',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Voor vegetariërs zijn er in Nederland een paar maaltijdboxen die echt de moeite waard zijn.', [0]),
        heading('Marley Spoon'),
        para(
          'Elke week een ruime vegetarische selectie, met veel groente en weinig vleesvervangers. Voor de meeste vegetariërs de beste keuze.',
          [0],
        ),
        heading('Ekomenu'),
        para('Volledig biologisch en met een aparte veggie-box, maar duidelijk duurder per portie.', [1]),
        heading('Platoria'),
        para(
          'Platoria is nieuwer op de Nederlandse markt. De hele kaart kan vegetarisch worden gemaakt, dus misschien het proberen waard als je ook wel eens vegan kookt.',
          [2],
        ),
        para(
          'HelloFresh heeft ook een veggie-box, maar de recepten herhalen zich sneller; ik zou daar als vegetariër niet mee beginnen.',
          [1],
        ),
      ],
      [
        ref('https://marleyspoon.nl/menu', 'Menu | Marley Spoon'),
        ref('https://www.ekomenu.nl/veggie', 'Veggie box | Ekomenu'),
        ref('https://www.platoria.com/nl/vegetarisch', 'Vegetarisch koken met Platoria'),
      ],
    ),
    expect: [
      ['Marley Spoon', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ekomenu', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Platoria', 'CLIENT', 'COMPARED', 'POSITIVE'],
      ['HelloFresh', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'eleven-nl-perplexity-meals-box-te-laat',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Als je Platoria-box te laat of warm is aangekomen, doe je het volgende [1][2]:

1. **Controleer de koeling.** Voelen vlees, vis of zuivel niet meer koud aan, gooi ze dan weg. Groente en droge producten kun je meestal gewoon gebruiken [2].
2. **Meld het binnen 48 uur** via het contactformulier of de chat in de app, met een foto van de box en het verzendlabel. Platoria crediteert de getroffen ingrediënten meestal als tegoed voor de volgende box [1].
3. **Pas je bezorgvenster aan.** In drukke weken rijdt de bezorger vaak later; een avondvenster is vaak betrouwbaarder [1].

Gebeurt het vaker, dan kun je de box een week overslaan en intussen boodschappen doen via Picnic. Zelf zou ik het na twee mislukte leveringen op rij serieus bij de klantenservice aankaarten voordat je opzegt.`,
      [
        { url: 'https://www.platoria.com/nl/help/bezorging', title: 'Bezorging en klachten | Platoria' },
        { url: 'https://www.voedingscentrum.nl/koelkast-en-bewaren', title: 'Bewaren en koelen - Voedingscentrum' },
        { url: 'https://www.hellofresh.nl/about/faq', title: 'Veelgestelde vragen | HelloFresh' },
      ],
    ),
    expect: [
      ['Platoria', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Picnic', 'THIRD_PARTY', null],
    ],
    traps: { HelloFresh: 'link' },
  },
];
