// Fidelity corpus, twelfth batch: robot vacuum cleaners, a subject no earlier batch used. Written
// blind (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers), as the engines answer: 35 answers, ChatGPT, Perplexity and Google AI Overviews
// five times each, Claude, Grok, Gemini, Google AI Mode and Bing Copilot four times each; five
// answers in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the
// ones users ask: the best robot vacuum for pets, for a small flat, under 300 euros, X vs Y, is X
// worth it, X reviews, alternatives to X, and troubleshooting (a lost map, a mop that does not lift
// on carpet, an app that does not connect, brushes tangled with hair).
//
// The client is "Sweepra" (alias "Sweepra Robotics"), an invented robot vacuum brand: strong suction
// and rubber brushes for the price, a basic app, weak mopping, no Matter support and no official
// presence in Brazil. Its competitors are Roborock, iRobot (alias "Roomba"), Dreame and Ecovacs
// (alias "Deebot"). "roomba" is the common-word competitor: two English answers use it in lowercase
// for any robot vacuum ("a basic roomba that bumps around", "a cheap roomba from Aldi") without
// naming iRobot; the trap is keyed on iRobot, the name that must not be reported. Brands outside
// the set are third parties: Eufy, Anker, Xiaomi (and its Xiaomi Home app), Shark, Dyson, Cecotec,
// Lidl and its Silvercrest robots, Aldi, Action, Amazon (Alexa), Google Home, Matter, Freebox and
// Livebox.
//
// Traps: `link`, a tracked brand only in a link, a URL, a cited source or a source retrieved but not
// cited (Claude's search results, Grok's `citations`, Perplexity's search results, SerpApi
// references): twenty-one, eight of them the client's own pages; `heading`, a capitalised heading or
// label word that is no brand ("Top Picks", "Points forts", "Stärken", "Schwächen", "Ventajas",
// "Costi", "Contro", "Nadelen", "Conclusie" ...); `common-word`, "roomba" for any robot vacuum. One
// Perplexity answer (twelve-en-perplexity-robovac-under-300) is truncated mid-sentence.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice ("if you have a puppy, get this one", "je partirais sur",
// "prenderei il Dreame", "Se eu tivesse um golden, compraria esse", "Mijn keuze zou ... zijn") and
// verbless verdicts ("Fazit: Sweepra, wenn der Platz knapp ist; Roborock, wenn ...", "Pour un petit
// budget ou des tapis, le Sweepra suffit largement", "In sintesi: buon acquisto per chi aspira e
// basta", "Een goede keuze als je vooral wilt stofzuigen") are RECOMMENDED, also when the condition is
// narrow (iRobot "alleen zinvol als je per se een Amerikaans merk wilt"); hedged advice with no
// verdict after it ("un'alternativa da considerare", "pode valer a pena", "misschien het proberen
// waard") is COMPARED, while Roborock's "Könnte auch passen" is followed by the Fazit that names it,
// so RECOMMENDED; negated advice or
// advice against for the user's stated use ("Skip the Ecovacs Deebot N8 for pet homes", "Für eine
// kleine Wohnung würde ich ihn nicht nehmen", "Pour des poils longs, je l'éviterais", "No te los
// recomiendo", "Lascerei perdere", "Não recomendo pra quem não quer esse risco", "zou ik daar niet
// mee beginnen") is EXCLUDED; drawbacks without advice against (a review summary of pros and cons
// with no verdict, twelve-es-copilot-robovac-sweepra-opiniones) are CRITICIZED; named as a price or
// feature benchmark, COMPARED; the robot being troubleshot, LISTED.
//
// Ambiguous decisions: the reference point of "alternatives to X" is null (iRobot in
// twelve-fr-claude-robovac-alternatives-roomba, twelve-it-perplexity-robovac-alternative-irobot and
// twelve-de-perplexity-robovac-alternativen-roomba,
// Ecovacs in twelve-nl-grok-robovac-alternatieven-deebot); Sweepra "da tenere d'occhio" under the
// heading "Alternative consigliate" is null (the heading recommends, the line only hedges); Ecovacs
// in twelve-es-aimode-robovac-cepillos-enredados is null: it is the robot being troubleshot, and the
// closing "no te recomendaría otro robot de cepillo de cerdas" advises against bristle brushes in
// general, not the brand by name. Ecovacs "Niet mijn eerste keus" (twelve-nl-gemini-robovac-klein-
// budget) is CRITICIZED: a first-person reservation, not advice against. Dreame and Ecovacs named as
// cheaper options with "prestaciones parecidas" (twelve-es-aio-robovac-roborock-vale-la-pena) are
// COMPARED. Third parties are labelled where the prose names them; their roles are given only where
// clear.
//
// The subject is `robotVacuums` in ../cases.ts (`robotVacuums: robotVacuumsSubject`).
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

export const robotVacuumsSubject = {
  client: { name: 'Sweepra', aliases: ['Sweepra Robotics'], domain: 'sweepra.com' },
  competitors: [
    { name: 'Roborock', aliases: [], domain: 'roborock.com' },
    { name: 'iRobot', aliases: ['Roomba'], domain: 'irobot.com' },
    { name: 'Dreame', aliases: [], domain: 'dreametech.com' },
    { name: 'Ecovacs', aliases: ['Deebot'], domain: 'ecovacs.com' },
  ],
  categoryTerms: ['robot vacuum', 'robot vacuum cleaner'],
} satisfies VisibilitySubject;

const SUBJECT = 'robotVacuums';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const twelfthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'twelve-en-chatgpt-robovac-pets',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `For a home with a shedding dog or cat, the **Roborock Qrevo S** is the one I'd buy: rubber dual rollers that don't wrap hair, 7,000 Pa of suction and a dock that empties itself ([rtings.com](https://www.rtings.com/vacuum/reviews/best/robot-for-pet-hair?utm_source=openai)).

### Top Picks for Pet Hair

| Model | Suction | Tangle-free brush | Self-empty | Price |
|---|---|---|---|---|
| Roborock Qrevo S | 7,000 Pa | Yes | Yes | ~$600 |
| Sweepra S5 Pet | 5,500 Pa | Yes | Yes | ~$450 |
| iRobot Roomba j7+ | n/a | Yes | Yes | ~$550 |
| Eufy X10 Pro Omni | 8,000 Pa | Partly | Yes | ~$650 |

**Sweepra S5 Pet** — the better buy if you're on a budget: the bristle-free roller and the pet-hair mode work well, though the app is basic and the first map takes a few runs to settle.

**iRobot Roomba j7+** — if you have a puppy, get this one: its camera steers around pet waste, and iRobot replaces the robot if it doesn't. Suction is weaker than the Chinese rivals at this price.

**Eufy X10 Pro Omni** — strong suction and a real mop, but long hair still wraps around the side brush.

Skip the Ecovacs Deebot N8 for pet homes: its bristle brush clogs with hair within a week ([reddit.com](https://www.reddit.com/r/RobotVacuums/comments/1b2x7k/deebot_n8_hair/?utm_source=openai)).`,
      { query: 'best robot vacuum for pet hair 2026' },
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['iRobot', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Eufy', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Ecovacs', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Top Picks': 'heading' },
  },
  {
    id: 'twelve-en-claude-robovac-dreame-worth-it',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Short answer: yes, for most people a Dreame is worth it, especially the L10s Ultra or the L20 Ultra if you want mopping that actually works. ',
        {
          text: 'The rotating mop pads extend to reach the skirting boards, which most rivals still miss.',
          cite: [
            {
              url: 'https://www.techradar.com/home/robot-vacuums/dreame-l20-ultra-review',
              title: 'Dreame L20 Ultra review | TechRadar',
              cited_text: 'the mop pads swing out to clean right up to the baseboards',
            },
          ],
        },
        "\n\nIf you've only ever owned a basic roomba that bumps around the room at random, the jump to lidar mapping is the biggest upgrade you'll notice, more than the suction figures.\n\nWhere Dreame falls short is after-sales: ",
        {
          text: 'spare parts can take weeks to arrive in Europe',
          cite: [
            {
              url: 'https://www.reddit.com/r/Dreame_Tech/comments/19xk2p/spare_parts_wait/',
              title: 'Spare parts wait times? : r/Dreame_Tech',
              cited_text: 'waited five weeks for a replacement side brush motor',
            },
          ],
        },
        ".\n\nRoborock is the obvious comparison: similar hardware, a more polished app and better parts availability. If app polish matters more to you than mopping, I'd lean Roborock instead.",
      ],
      [
        { url: 'https://www.techradar.com/home/robot-vacuums/dreame-l20-ultra-review', title: 'Dreame L20 Ultra review | TechRadar' },
        { url: 'https://www.reddit.com/r/Dreame_Tech/comments/19xk2p/spare_parts_wait/', title: 'Spare parts wait times? : r/Dreame_Tech' },
        { url: 'https://www.sweepra.com/blog/sweepra-vs-dreame', title: 'Sweepra vs Dreame: which robot vacuum should you buy?' },
      ],
    ),
    expect: [
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Sweepra: 'link', iRobot: 'common-word' },
  },
  {
    id: 'twelve-en-perplexity-robovac-under-300',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `The best robot vacuums under $300 are mostly budget models from **Eufy**, **Ecovacs** and **Roborock**'s Q series [1][2].

## Best under $300

- **Roborock Q5+** – lidar mapping and a self-empty base, often on sale around $280; the best value in this range [1].
- **Ecovacs Deebot N10** – the pick if you want a mop too: decent mopping and good suction for the price, though the app keeps pushing upgrades [2].
- **Eufy RoboVac 11S** – no mapping at all, it bumps around; fine for a single room [3].
- **iRobot Roomba 694** – reliable but dated: no mapping, no mop, and it's usually $250 or more [2].

## What to skip

Avoid no-name models from marketplace sellers: parts and app support tend to disappear after a year [3]. Also, the lidar on the cheaper Xiaomi models sold in the US is`,
      [
        { url: 'https://www.rtings.com/vacuum/reviews/best/by-price/under-300', title: 'The 5 Best Robot Vacuums Under $300 - RTINGS.com' },
        { url: 'https://www.tomsguide.com/best-picks/best-cheap-robot-vacuums', title: 'Best cheap robot vacuums 2026 | Tom’s Guide' },
        { url: 'https://www.reddit.com/r/RobotVacuums/wiki/budget/', title: 'Budget recommendations - r/RobotVacuums wiki' },
        { url: 'https://www.sweepra.com/products/sweepra-lite', title: 'Sweepra Lite – lidar robot vacuum under $300' },
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Eufy', 'THIRD_PARTY', null],
      ['iRobot', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Xiaomi', 'THIRD_PARTY', null],
    ],
    traps: { Sweepra: 'link' },
  },
  {
    id: 'twelve-en-grok-robovac-map-lost',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `Your Roborock losing its map is usually one of three things [[1]](https://support.roborock.com/hc/en-us/articles/map-lost):

1. **Relocalization failure** – if you moved furniture or carried the robot mid-run, it can't match the lidar scan to the saved map. Always start it from the dock, not from the middle of a room.
2. **Multi-level maps off** – with the setting off, a second floor overwrites the first. Turn it on in the app under map management [[2]](https://www.reddit.com/r/Roborock/comments/1c9z3q/map_keeps_resetting/).
3. **Firmware** – a couple of 2025 updates wiped maps on the S7 series; the current firmware fixed it.

Wipe the lidar cap with a dry cloth too: dust on it is the most common cause nobody checks. If nothing works, a factory reset and a fresh mapping run with every door open fixes almost all cases.

Honestly, even a cheap roomba from Aldi keeps a single-floor map better than a lidar robot with a dirty sensor, so clean that first.`,
      ['https://www.sweepra.com/support/map-reset', 'https://www.dreametech.com/blogs/guides/robot-lost-map'],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Aldi', 'THIRD_PARTY', null],
    ],
    traps: { iRobot: 'common-word', Sweepra: 'link', Dreame: 'link' },
  },

  {
    id: 'twelve-en-aio-robovac-roborock-vs-roomba',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "Roborock generally offers more for the money than iRobot's Roomba: lidar navigation, stronger suction and mopping docks at lower prices.",
          [0],
        ),
        heading('Key Differences'),
        list([
          ['Navigation:', 'Roborock uses lidar; most Roombas rely on a camera, which struggles in the dark.', [0]],
          ['Mopping:', "Roborock's mops lift on carpet; Roomba Combo models swing the pad up onto the robot's top.", [1]],
          ['Support:', "iRobot's customer service and parts network in the US are more established.", [2]],
        ]),
        para(
          "For most homes, Roborock is the better value. A Roomba still makes sense if you want a simple, reliable vacuum with easy local support, though iRobot's financial trouble raises questions about long-term app support.",
          [2],
        ),
      ],
      [
        ref('https://www.rtings.com/vacuum/learn/roborock-vs-irobot', 'Roborock vs iRobot: Which Robot Vacuum Brand Is Better? - RTINGS'),
        ref('https://www.theverge.com/reviews/roborock-s8-maxv-ultra', 'Roborock S8 MaxV Ultra review - The Verge'),
        ref('https://www.dreametech.com/blogs/compare/dreame-vs-roborock-vs-roomba', 'Dreame vs Roborock vs Roomba | Dreame'),
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['iRobot', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Dreame: 'link', 'Key Differences': 'heading' },
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'twelve-de-gemini-robovac-kleine-wohnung',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `Für eine kleine Wohnung (bis etwa 50 m²) brauchst du keinen 1.000-Euro-Roboter mit Wischstation. Wichtiger sind eine flache Bauhöhe, damit er unters Bett kommt, und eine App mit Sperrzonen.

**Meine Empfehlung: Sweepra Compact S3.** Mit 8,9 cm passt er unter die meisten Sofas, die Absaugstation ist schmal genug für den Flur, und er kostet um die 280 €. Der Staubbehälter ist allerdings klein – mit Haustieren musst du öfter leeren.

**Roborock Q7 Max** – etwas teurer, aber die Navigation ist sehr zuverlässig. Könnte auch passen, wenn du schon andere Geräte in der Roborock-App hast.

**Ecovacs Deebot T30 Omni** – für 40 m² völlig überdimensioniert, die Station allein braucht fast einen halben Quadratmeter. Für eine kleine Wohnung würde ich ihn nicht nehmen.

Die Silvercrest-Roboter von Lidl sind als Einstieg okay, haben aber keine Lidar-Navigation und verfahren sich in verwinkelten Grundrissen.

**Fazit:** Sweepra, wenn der Platz knapp ist; Roborock, wenn dir die Navigation wichtiger ist als der Preis.`,
      [
        { quote: 'Mit 8,9 cm passt er unter die meisten Sofas', chunks: [0] },
        { quote: 'die Navigation ist sehr zuverlässig', chunks: [1] },
        { quote: 'die Station allein braucht fast einen halben Quadratmeter', chunks: [2] },
      ],
      [
        'https://www.chip.de/artikel/Saugroboter-Test-Bestenliste_123456.html',
        'https://www.computerbild.de/artikel/cb-Tests-Haushalt-Roborock-Q7-Max-Test-3501234.html',
        'https://www.techstage.de/test/ecovacs-deebot-t30-omni/',
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Silvercrest', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Lidl', 'THIRD_PARTY', null],
    ],
    traps: { Fazit: 'heading', 'Meine Empfehlung': 'heading' },
  },
  {
    id: 'twelve-de-aio-robovac-roborock-oder-dreame',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Roborock und Dreame liegen technisch nah beieinander: Beide kommen aus dem Xiaomi-Umfeld und setzen auf Lidar-Navigation und Wischstationen.',
          [0],
        ),
        heading('Unterschiede im Überblick'),
        table([
          ['Kriterium', 'Roborock', 'Dreame'],
          ['App', 'ausgereift, übersichtlich', 'funktional, teils umständlich'],
          ['Wischen', 'vibrierender Mopp', 'rotierende Mopps, werden auf Teppich 10,5 mm angehoben'],
          ['Ersatzteile', 'gut verfügbar', 'teils lange Lieferzeiten'],
        ]),
        heading('Für wen eignet sich was?'),
        list([
          ['Roborock:', 'für alle, die eine zuverlässige App und einfache Bedienung wollen.', [1]],
          ['Dreame:', 'für Haushalte mit viel Hartboden, die häufig wischen.', [2]],
        ]),
        para('Auf hochflorigen Teppichen sind beide nicht ideal.'),
      ],
      [
        ref('https://www.chip.de/artikel/Roborock-vs-Dreame_185432.html', 'Roborock vs. Dreame: Welcher Saugroboter ist besser? - CHIP'),
        ref(
          'https://www.computerbild.de/artikel/cb-Ratgeber-Roborock-Dreame-Vergleich-3712345.html',
          'Roborock oder Dreame? Der große Vergleich',
        ),
        ref('https://www.sweepra.com/de/ratgeber/saugroboter-vergleich', 'Saugroboter-Vergleich 2026 – Sweepra Ratgeber'),
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Xiaomi', 'THIRD_PARTY', null],
    ],
    traps: { Sweepra: 'link', Kriterium: 'heading', Unterschiede: 'heading' },
  },
  {
    id: 'twelve-de-aimode-robovac-sweepra-erfahrungen',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Die Erfahrungen mit Sweepra sind überwiegend positiv, vor allem beim Preis-Leistungs-Verhältnis.', [0, 1]),
        heading('Stärken'),
        list([
          ['Saugleistung:', 'Auf Hartboden und Kurzflor sehr gut, Tierhaare werden zuverlässig aufgenommen.', [0]],
          ['Preis:', 'Die meisten Modelle liegen unter 400 €.', [1]],
        ]),
        heading('Schwächen'),
        list([
          ['App:', 'Laut vielen Nutzern verliert die App gelegentlich die WLAN-Verbindung.', [2]],
          ['Smart Home:', 'Keine Matter-Unterstützung; Alexa funktioniert, Google Home nur eingeschränkt.', [2]],
        ]),
        para(
          'Wer hauptsächlich saugen will und kein großes Smart-Home-Setup hat, macht mit Sweepra wenig falsch. Wer eine perfekte App erwartet, ist bei Roborock besser aufgehoben.',
          [0],
        ),
      ],
      [
        ref('https://www.techstage.de/test/sweepra-s5-pet/', 'Sweepra S5 Pet im Test: viel Saugkraft für wenig Geld'),
        ref('https://www.idealo.de/preisvergleich/ProductCategory/sweepra.html', 'Sweepra Saugroboter Preisvergleich'),
        ref('https://www.amazon.de/product-reviews/B0CSWP5PET', 'Kundenrezensionen: Sweepra S5 Pet'),
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Matter', 'THIRD_PARTY', null],
      ['Alexa', 'THIRD_PARTY', null],
      ['Google Home', 'THIRD_PARTY', null],
    ],
    traps: { Stärken: 'heading', Schwächen: 'heading' },
  },
  {
    id: 'twelve-de-copilot-robovac-mopp-hebt-nicht',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Wenn sich der Wischmopp deines Dreame L10s Ultra auf Teppich nicht anhebt, liegt es meist an der Teppicherkennung oder an einer Einstellung.',
      [
        heading('Mögliche Ursachen'),
        list([
          ['Teppicherkennung aus:', 'In der App unter „Teppich“ prüfen, ob „Mopp auf Teppich anheben“ aktiv ist.', [0]],
          ['Sensor verschmutzt:', 'Den Ultraschallsensor an der Unterseite mit einem trockenen Tuch abwischen.', [1]],
          ['Firmware:', 'Ältere Versionen hatten hier einen Fehler; ein Update behebt ihn meist.', [0]],
        ]),
        heading('Wenn nichts hilft'),
        para(
          'Teppiche lassen sich in der Karte auch als Sperrzone fürs Wischen markieren. Bleibt das Problem, hilft der Dreame-Support weiter; die Garantie deckt eine defekte Hebemechanik ab.',
          [2],
        ),
      ],
      [
        ref('https://www.dreametech.com/de/pages/faq-mop-lifting', 'FAQ: Mopp hebt nicht an – Dreame'),
        ref('https://www.reddit.com/r/Dreame_Tech/comments/1a7h2k/mop_not_lifting/', 'L10s Ultra mop not lifting on carpet'),
        ref('https://www.ecovacs.com/de/support/mop-lifting', 'Deebot: Wischmopp anheben – Ecovacs Support'),
      ],
    ),
    expect: [['Dreame', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Ecovacs: 'link', 'Mögliche Ursachen': 'heading' },
  },

  {
    id: 'twelve-de-perplexity-robovac-alternativen-roomba',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Wer vom **Roomba** wegwill, hat 2026 vor allem drei Optionen: Roborock, Dreame und Ecovacs [1][2].

## Die Alternativen im Überblick

- **Roborock S8** – die solideste Wahl: präzise Navigation, gute App, Ersatzteile gut erhältlich [1].
- **Dreame L10s Ultra** – das bessere Wischergebnis, wenn du viel Hartboden hast [2].
- **Ecovacs Deebot T30 Omni** – technisch gut, aber die App nervt mit Werbung für Zubehör [3].
- **Sweepra S5** – günstiger Geheimtipp, wenn dir das Wischen egal ist [4].

## Fazit

Roborock für die meisten; Dreame für viel Hartboden. Zum Ecovacs würde ich nur greifen, wenn er deutlich reduziert ist.`,
      [
        { url: 'https://www.chip.de/artikel/Roomba-Alternativen_190123.html', title: 'Roomba-Alternativen: Die besten Saugroboter - CHIP' },
        { url: 'https://www.computerbild.de/artikel/cb-Tests-Haushalt-Dreame-L10s-Ultra-3601234.html', title: 'Dreame L10s Ultra im Test' },
        { url: 'https://www.techstage.de/test/ecovacs-deebot-t30-omni/', title: 'Ecovacs Deebot T30 Omni im Test - TechStage' },
        { url: 'https://www.techstage.de/test/sweepra-s5-pet/', title: 'Sweepra S5 Pet im Test' },
      ],
    ),
    expect: [
      ['iRobot', 'COMPETITOR', null],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Fazit: 'heading' },
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'twelve-fr-chatgpt-robovac-animaux',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: SUBJECT,
    body: openaiResponse(
      `Avec un chien ou un chat qui perd beaucoup de poils, je partirais sur le **Roborock Qrevo S** : rouleaux en caoutchouc qui ne s'emmêlent pas, station d'autovidage, et une aspiration qui ne faiblit pas sur les tapis ([lesnumeriques.com](https://www.lesnumeriques.com/aspirateur-robot/guide-d-achat-a123.html?utm_source=openai)).

#### Points forts et points faibles des autres

- **Sweepra S5 Pet** : très efficace sur les poils et moins cher (environ 450 €), mais l'application est encore pauvre en réglages.
- **Dreame L10s Pro Ultra** : puissant, mais sa brosse latérale accroche les poils longs. Pour des poils longs, je l'éviterais.
- **Ecovacs Deebot X2** : très bon en serpillière, moyen sur les poils ([quechoisir.org](https://www.quechoisir.org/comparatif-aspirateur-robot-n21345/?utm_source=openai)).

Si votre budget est serré, le Sweepra fait le travail sans rougir.`,
      { query: 'meilleur aspirateur robot poils animaux 2026' },
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Dreame', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Ecovacs', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { 'Points forts': 'heading' },
  },
  {
    id: 'twelve-fr-claude-robovac-alternatives-roomba',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Les Roomba ont longtemps été la référence, mais à prix égal, les concurrents chinois offrent aujourd'hui davantage : cartographie lidar, serpillière, station de vidage. ",
        {
          text: "Roborock est l'alternative la plus évidente : le S8 offre une navigation précise et une application très complète.",
          cite: [
            {
              url: 'https://www.lesnumeriques.com/aspirateur-robot/roborock-s8-p71234/test.html',
              title: 'Test Roborock S8 : la référence du moment - Les Numériques',
              cited_text: 'navigation précise, application complète et réactive',
            },
          ],
        },
        "\n\n**Dreame** est un bon choix si vous voulez une station tout-en-un moins chère que chez Roborock. **Ecovacs** (gamme Deebot) reste correct, mais son assistant vocal intégré est plus gadget qu'utile.\n\nCôté petits budgets, **Eufy** (Anker) et **Xiaomi** proposent des modèles à moins de 250 €. Je ne conseillerais pas les robots Shark pour un appartement avec beaucoup de tapis : leurs brosses s'emmêlent vite.\n\nPersonnellement, je regarderais d'abord Roborock, puis Dreame si le budget compte.",
      ],
      [
        {
          url: 'https://www.lesnumeriques.com/aspirateur-robot/roborock-s8-p71234/test.html',
          title: 'Test Roborock S8 : la référence du moment - Les Numériques',
        },
        { url: 'https://www.quechoisir.org/comparatif-aspirateur-robot-n21345/', title: 'Comparatif aspirateurs robots - UFC-Que Choisir' },
        { url: 'https://www.sweepra.com/fr/blog/alternative-roomba', title: 'Sweepra, l’alternative au Roomba pour moins cher' },
      ],
    ),
    expect: [
      ['iRobot', 'COMPETITOR', null],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Eufy', 'THIRD_PARTY', 'LISTED'],
      ['Anker', 'THIRD_PARTY', null],
      ['Xiaomi', 'THIRD_PARTY', 'LISTED'],
      ['Shark', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Sweepra: 'link' },
  },
  {
    id: 'twelve-fr-perplexity-robovac-sweepra-ou-deebot',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Entre **Sweepra** et **Ecovacs**, le choix dépend surtout de la surface et du type de sol [1][2].

## Différences principales

| Critère | Sweepra S5 | Ecovacs Deebot T30 Omni |
|---|---|---|
| Prix | ~450 € | ~700 € |
| Serpillière | patin vibrant | mops rotatifs, lavage à l'eau chaude |
| Application | simple, peu d'options | complète, parfois instable |
| Hauteur | 8,9 cm | 9,5 cm |

## Verdict

Pour un appartement avec surtout du parquet : le Deebot T30, nettement meilleur en lavage [2]. Pour un petit budget ou des tapis, le Sweepra suffit largement [1][3].`,
      [
        { url: 'https://www.lesnumeriques.com/aspirateur-robot/sweepra-s5-p80123/test.html', title: 'Test Sweepra S5 - Les Numériques' },
        {
          url: 'https://www.frandroid.com/produits-android/maison-connectee/ecovacs-deebot-t30-omni-test',
          title: 'Test Ecovacs Deebot T30 Omni - Frandroid',
        },
        {
          url: 'https://www.reddit.com/r/france/comments/1d2k9x/aspirateur_robot_conseils/',
          title: 'Aspirateur robot, des conseils ? : r/france',
        },
        { url: 'https://fr.roborock.com/blogs/guide/roborock-vs-ecovacs', title: 'Roborock ou Ecovacs : le comparatif' },
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Roborock: 'link', Verdict: 'heading', Critère: 'heading' },
  },
  {
    id: 'twelve-fr-grok-robovac-appli-connexion',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Si l'appli Roborock n'arrive pas à se connecter au robot, vérifie d'abord ces points [[1]](https://fr.roborock.com/pages/support-connexion) :

- **Wi-Fi en 2,4 GHz** : le robot ne voit pas le 5 GHz. Sur une Freebox ou une Livebox, sépare les deux bandes ou crée un réseau invité en 2,4 GHz [[2]](https://www.reddit.com/r/Roborock/comments/1b8w2m/connexion_wifi_impossible/).
- **Réinitialiser le Wi-Fi** : appuie trois secondes sur les deux boutons jusqu'au message vocal, puis relance l'ajout de l'appareil.
- **Localisation** : sur Android, l'appli a besoin de la localisation activée pour trouver le robot.

Évite l'appli Xiaomi Home pour un modèle récent : elle gère mal les robots sortis après 2024, passe par l'appli officielle.

Si ça ne marche toujours pas, le SAV répond en général sous 48 h.`,
      ['https://www.ecovacs.com/fr/support/wifi-connexion'],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Freebox', 'THIRD_PARTY', null],
      ['Livebox', 'THIRD_PARTY', null],
      ['Xiaomi Home', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Ecovacs: 'link' },
  },

  {
    id: 'twelve-fr-copilot-robovac-sweepra-avis',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      "Les avis sur Sweepra sont plutôt positifs sur l'aspiration, plus réservés sur l'application et le lavage.",
      [
        heading('Points forts'),
        list([
          [null, "Aspiration puissante, efficace sur les poils d'animaux.", [0]],
          [null, 'Prix contenu : le S5 Pet tourne autour de 450 €.', [1]],
        ]),
        heading('Points faibles'),
        list([
          [null, 'Application peu complète, pas de compatibilité Matter.', [0]],
          [null, 'Lavage très basique comparé à un Dreame ou à un Ecovacs Deebot.', [2]],
        ]),
        para(
          'Verdict : à conseiller si vous cherchez avant tout un bon aspirateur à prix raisonnable ; pour laver les sols, mieux vaut regarder ailleurs.',
          [1],
        ),
      ],
      [
        ref('https://www.lesnumeriques.com/aspirateur-robot/sweepra-s5-p80123/test.html', 'Test Sweepra S5 - Les Numériques'),
        ref('https://www.amazon.fr/product-reviews/B0CSWP5PET', 'Commentaires client : Sweepra S5 Pet'),
        ref('https://fr.roborock.com/blogs/guide/meilleur-robot-laveur', 'Quel robot laveur choisir ? | Roborock'),
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Dreame', 'COMPETITOR', 'COMPARED'],
      ['Ecovacs', 'COMPETITOR', 'COMPARED'],
      ['Matter', 'THIRD_PARTY', null],
    ],
    traps: { Roborock: 'link', 'Points faibles': 'heading', Verdict: 'heading' },
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'twelve-es-gemini-robovac-menos-300',
    engine: 'GEMINI',
    lang: 'es',
    subject: SUBJECT,
    body: geminiResponse(
      `Por menos de 300 € no vas a tener estación de vaciado con fregado incluido, pero sí una navegación láser decente.

### Los que más merecen la pena

1. **Roborock Q7 Max (≈ 280 € en ofertas)**: el más equilibrado. Navegación LiDAR precisa y una app muy completa. Es el que yo compraría.
2. **Sweepra Lite (≈ 229 €)**: más barato y sorprendentemente bueno aspirando, aunque la fregona es poco más que un trapo húmedo.
3. **Xiaomi Robot Vacuum S20**: cumple, sin más.

### Ojo con

Los **Roomba** de gama baja (serie 600) a este precio: navegan a ciegas y no hacen mapa. No te los recomiendo en 2026.

Si tienes mucha tarima y quieres fregar de verdad, mejor estira el presupuesto hasta un Dreame L10s.`,
      [
        { quote: 'Navegación LiDAR precisa y una app muy completa.', chunks: [0] },
        { quote: 'sorprendentemente bueno aspirando', chunks: [1] },
        { quote: 'navegan a ciegas y no hacen mapa', chunks: [2] },
      ],
      [
        'https://www.xataka.com/seleccion/mejores-robots-aspiradores-baratos',
        'https://www.elespanol.com/elandroidelibre/sweepra-lite-analisis/',
        'https://www.ocu.org/electrodomesticos/robot-aspirador/comparar',
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Xiaomi', 'THIRD_PARTY', null],
      ['iRobot', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Ojo: 'heading' },
  },
  {
    id: 'twelve-es-aio-robovac-roborock-vale-la-pena',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Sí, el Roborock S8 merece la pena si buscas un robot que aspire y friegue bien sin complicarte: su navegación LiDAR es de las más fiables y la app está muy pulida.',
          [0, 1],
        ),
        heading('Ventajas'),
        list([
          [null, 'Doble cepillo de goma que apenas se enreda con el pelo.', [0]],
          [null, 'Mopa sónica que se eleva 5 mm sobre las alfombras.', [1]],
        ]),
        heading('Inconvenientes'),
        list([
          [null, 'Precio alto fuera de ofertas (más de 600 €).', [1]],
          [null, 'La base de autovaciado es ruidosa.', [2]],
        ]),
        para('Si tu presupuesto es menor, el Dreame L10s o un Ecovacs Deebot T20 ofrecen prestaciones parecidas por menos dinero.', [2]),
      ],
      [
        ref('https://www.xataka.com/analisis/roborock-s8-analisis', 'Roborock S8, análisis: caracteristicas, precio y opinión'),
        ref('https://www.ocu.org/electrodomesticos/robot-aspirador/test/roborock-s8', 'Roborock S8 - OCU'),
        ref('https://www.irobot.es/es_ES/roomba-combo-j9/', 'Roomba Combo j9+ | iRobot España'),
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Dreame', 'COMPETITOR', 'COMPARED'],
      ['Ecovacs', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { iRobot: 'link', Ventajas: 'heading', Inconvenientes: 'heading' },
  },
  {
    id: 'twelve-es-copilot-robovac-sweepra-opiniones',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'Las opiniones sobre Sweepra son en general buenas, aunque con matices.',
      [
        heading('Lo que gusta'),
        list([
          ['Aspiración:', 'muy buena con pelo de mascota y en suelos duros.', [0]],
          ['Precio:', 'más barato que Roborock o Dreame con prestaciones parecidas.', [1]],
        ]),
        heading('Lo que no gusta'),
        list([
          ['App:', 'se desconecta del wifi con frecuencia, según reseñas de compradores en Amazon.', [2]],
          ['Mapas:', 'tarda varias pasadas en crear un mapa estable.', [0]],
        ]),
        para('En conjunto, una marca joven con buena relación calidad-precio, pero con una app que todavía tiene que madurar.', [1]),
      ],
      [
        ref('https://www.xataka.com/analisis/sweepra-s5-pet-analisis', 'Sweepra S5 Pet, análisis'),
        ref('https://www.amazon.es/product-reviews/B0CSWP5PET', 'Opiniones de clientes: Sweepra S5 Pet'),
        ref('https://www.ecovacs.com/es/blog/deebot-vs-sweepra', 'Deebot o Sweepra: ¿cuál elegir? | Ecovacs'),
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Dreame', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Amazon', 'THIRD_PARTY', null],
    ],
    traps: { Ecovacs: 'link' },
  },
  {
    id: 'twelve-es-aimode-robovac-cepillos-enredados',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Que el cepillo principal de tu Deebot se enrede con pelo es de lo más habitual, sobre todo con pelo largo.', [0]),
        heading('Cómo solucionarlo'),
        list([
          [
            'Limpieza semanal:',
            'saca el cepillo, corta los pelos con la cuchilla que viene en la caja (o con unas tijeras) y limpia los extremos.',
            [0],
          ],
          ['Cepillo de silicona:', 'Ecovacs vende uno compatible con la mayoría de modelos T y X que se enreda mucho menos.', [1]],
          ['Modo alfombra:', 'baja la potencia en alfombras de pelo largo para que no se atasque.', [0]],
        ]),
        para(
          'Si vives con perros de pelo largo y el problema te supera, no te recomendaría otro robot de cepillo de cerdas: los modelos con rodillo de goma, como los de Roborock o el Sweepra S5 Pet, dan muchos menos problemas.',
          [2],
        ),
      ],
      [
        ref('https://www.ecovacs.com/es/support/cepillo-principal', 'Limpieza del cepillo principal - Ecovacs'),
        ref('https://www.amazon.es/dp/B0CBRUSHX1', 'Cepillo de silicona para Deebot T20/T30/X2'),
        ref('https://www.xataka.com/hogar/robots-aspiradores-pelo-mascotas', 'Robots aspiradores para pelo de mascotas'),
      ],
    ),
    expect: [
      ['Ecovacs', 'COMPETITOR', null],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },

  {
    id: 'twelve-es-chatgpt-robovac-piso-pequeno',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Para un piso pequeño (unos 50-60 m²) no hace falta una base enorme. Yo iría a por el **Sweepra Compact S3**: es bajito (8,9 cm), la base cabe en cualquier rincón y aspira muy bien ([xataka.com](https://www.xataka.com/seleccion/robots-aspiradores-pisos-pequenos?utm_source=openai)).

**Alternativas**

- **Roborock Q7 Max**: mejor app y mejor navegación, algo más caro. Si ya usas Google Home, es el que elegiría.
- **Ecovacs Deebot T30 Omni**: demasiada base para un piso pequeño; no lo compraría para 50 m².
- **Cecotec Conga**: barato y fácil de encontrar, pero la navegación deja bastante que desear ([ocu.org](https://www.ocu.org/electrodomesticos/robot-aspirador/comparar?utm_source=openai)).

Si tienes muchas alfombras, ninguno de estos friega bien sobre ellas, así que desactiva el fregado en esas zonas.`,
      { query: 'mejor robot aspirador piso pequeño' },
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Google Home', 'THIRD_PARTY', null],
      ['Ecovacs', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Cecotec', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Alternativas: 'heading' },
  },

  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'twelve-it-chatgpt-robovac-dreame-o-roborock',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `Dipende da cosa pulisci di più. In breve:

| | Dreame L20 Ultra | Roborock S8 MaxV Ultra |
|---|---|---|
| Lavaggio | mop rotanti che escono lungo i bordi | mop vibrante, meno efficace negli angoli |
| Navigazione | ottima | ottima, con telecamera per gli ostacoli |
| App | buona | la migliore del settore |
| Prezzo | ~900 € | ~1.200 € |

**Dreame** lava meglio, soprattutto lungo i battiscopa ([hdblog.it](https://www.hdblog.it/casa/articoli/n590123/dreame-l20-ultra-recensione/?utm_source=openai)). **Roborock** ha un'app più curata e un'assistenza più presente in Italia ([dday.it](https://www.dday.it/redazione/48123/roborock-s8-maxv-ultra-prova?utm_source=openai)).

Se hai soprattutto pavimenti in gres e vuoi lavare spesso, prenderei il Dreame. Se hai tappeti e animali, meglio il Roborock: evita cavi e ciotole con molta più precisione.`,
      { query: 'Dreame L20 Ultra vs Roborock S8 MaxV Ultra' },
    ),
    expect: [
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'twelve-it-claude-robovac-peli-animali',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Con due gatti a pelo lungo conta soprattutto la spazzola: quelle in gomma si aggrovigliano molto meno di quelle a setole. ',
        {
          text: 'Anche la base di svuotamento fa la differenza, perché con molto pelo il contenitore interno si riempie in fretta.',
          cite: [
            {
              url: 'https://www.altroconsumo.it/elettrodomestici/aspirapolvere-robot/consigli/peli-animali',
              title: 'Robot aspirapolvere e peli di animali - Altroconsumo',
              cited_text: 'con animali in casa il contenitore si satura in uno o due giorni',
            },
          ],
        },
        "\n\nTra quelli che conosco, il **Sweepra S5 Pet** è quello che ti consiglierei: costa meno di 500 €, ha una modalità per i peli e lo svuotamento automatico. Unico neo: l'app non permette ancora zone vietate per singola stanza.\n\nIl **Roborock Qrevo S** è un'alternativa da considerare se vuoi anche lavare i pavimenti. Lascerei perdere invece i Roomba della serie i: aspirano bene, ma a parità di prezzo hanno meno potenza e nessun lavaggio serio.\n\nEvita anche i modelli economici senza base: con due gatti li svuoteresti ogni giorno.",
      ],
      [
        {
          url: 'https://www.altroconsumo.it/elettrodomestici/aspirapolvere-robot/consigli/peli-animali',
          title: 'Robot aspirapolvere e peli di animali - Altroconsumo',
        },
        {
          url: 'https://www.hdblog.it/casa/articoli/n588001/migliori-robot-aspirapolvere-animali/',
          title: 'Migliori robot aspirapolvere per animali - HDblog',
        },
        { url: 'https://www.dreametech.com/it/blogs/guide/robot-per-animali', title: 'Dreame: il robot giusto per chi ha animali' },
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['iRobot', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Dreame: 'link' },
  },
  {
    id: 'twelve-it-perplexity-robovac-alternative-irobot',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Le principali alternative a **iRobot** oggi sono Roborock, Dreame ed Ecovacs, tutte con navigazione LiDAR e stazioni più complete a parità di prezzo [1][2].

## Alternative consigliate

- **Roborock S8** – la scelta più equilibrata; app eccellente e buona assistenza in Italia [1].
- **Dreame L10s Ultra** – ottimo rapporto qualità-prezzo se ti serve anche il lavaggio [2].
- **Ecovacs Deebot X2 Omni** – la forma quadrata pulisce meglio gli angoli, ma è caro [3].
- **Sweepra S5** – meno noto, ma in crescita; da tenere d'occhio [4].

## Costi

Una buona alternativa con stazione costa tra 500 e 900 €; conviene aspettare le offerte del Black Friday [2].`,
      [
        { url: 'https://www.hdblog.it/casa/articoli/n589432/alternative-roomba/', title: 'Le migliori alternative ai Roomba - HDblog' },
        { url: 'https://www.dday.it/redazione/48001/robot-aspirapolvere-guida', title: 'Robot aspirapolvere: la guida - DDay.it' },
        { url: 'https://www.tomshw.it/elettrodomestici/ecovacs-deebot-x2-omni-recensione', title: 'Ecovacs Deebot X2 Omni, recensione' },
        { url: 'https://www.smartworld.it/casa/sweepra-s5-prova.html', title: 'Sweepra S5: la prova' },
      ],
    ),
    expect: [
      ['iRobot', 'COMPETITOR', null],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Sweepra', 'CLIENT', null],
    ],
    traps: { Costi: 'heading' },
  },
  {
    id: 'twelve-it-grok-robovac-sweepra-vale-la-pena',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `Sweepra vale la pena se cerchi un robot sotto i 500 € che aspiri bene i peli e non ti serve un lavaggio serio [[1]](https://www.smartworld.it/casa/sweepra-s5-prova.html).

**Pro**: aspirazione forte, spazzola in gomma, base di svuotamento inclusa nell'S5.
**Contro**: app essenziale, nessun supporto Matter, assistenza solo via email.

Se il lavaggio ti interessa davvero, guarderei altrove: un Dreame L10s costa poco di più e lava molto meglio [[2]](https://www.hdblog.it/casa/articoli/n590200/dreame-l10s-ultra-recensione/).

In sintesi: buon acquisto per chi aspira e basta.`,
      ['https://www.roborock.com/it/pages/roborock-q-series'],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Matter', 'THIRD_PARTY', null],
    ],
    traps: { Roborock: 'link', Contro: 'heading' },
  },

  {
    id: 'twelve-it-aimode-robovac-appartamento-piccolo',
    engine: 'GOOGLE_AI_MODE',
    lang: 'it',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Per un bilocale o un monolocale basta un robot compatto con navigazione laser: le stazioni di lavaggio più grandi occupano troppo spazio.',
          [0],
        ),
        list([
          ['Roborock Q7 Max:', 'compatto, navigazione affidabile, app completa. È la scelta più sicura.', [0]],
          [
            'Sweepra Compact S3:',
            'il più basso (8,9 cm), passa sotto quasi tutti i divani; se hai molti mobili bassi, è quello da prendere.',
            [1],
          ],
          ['Dreame L10s Ultra:', 'ottimo, ma la stazione è ingombrante: in un monolocale è sprecato.', [2]],
        ]),
        para('Con un budget sotto i 250 €, i modelli Xiaomi fanno il loro dovere.', [2]),
      ],
      [
        ref(
          'https://www.hdblog.it/casa/articoli/n588500/robot-aspirapolvere-case-piccole/',
          'Robot aspirapolvere per case piccole - HDblog',
        ),
        ref('https://www.smartworld.it/casa/sweepra-compact-s3-prova.html', 'Sweepra Compact S3: la prova'),
        ref('https://www.ecovacs.com/it/deebot-robot-aspirapolvere/deebot-n10', 'DEEBOT N10 | Ecovacs Italia'),
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Xiaomi', 'THIRD_PARTY', null],
    ],
    traps: { Ecovacs: 'link' },
  },

  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'twelve-pt-gemini-robovac-pets',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: geminiResponse(
      `Pra quem tem cachorro ou gato que solta muito pelo, o segredo é escova de borracha e base de autoesvaziamento.

**1. Roborock Q8 Max+** – o melhor custo-benefício pra pets hoje no Brasil. Escova dupla de borracha que não embola, e a base esvazia sozinha. Se eu tivesse um golden, compraria esse.

**2. Sweepra S5 Pet** – também muito bom com pelo, mas só chega aqui por importação, então garantia e peças viram dor de cabeça. Não recomendo pra quem não quer correr esse risco.

**3. Xiaomi Robot Vacuum X10** – vendido oficialmente no Brasil e funciona com Alexa e Google Home, mas a escova de cerdas embola com pelo comprido.

Evite os modelos baratinhos de marketplace: com pet em casa, eles duram pouco.`,
      [
        { quote: 'o melhor custo-benefício pra pets hoje no Brasil', chunks: [0] },
        { quote: 'só chega aqui por importação', chunks: [1] },
        { quote: 'vendido oficialmente no Brasil', chunks: [2] },
      ],
      [
        'https://www.tecmundo.com.br/casa-inteligente/280123-melhores-robos-aspiradores-pets.htm',
        'https://www.techtudo.com.br/listas/2026/03/robo-aspirador-para-pets.ghtml',
        'https://www.mi.com/br/product/xiaomi-robot-vacuum-x10/',
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Xiaomi', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Alexa', 'THIRD_PARTY', null],
      ['Google Home', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'twelve-pt-aio-robovac-sweepra-vale-a-pena',
    engine: 'GOOGLE_AIO',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Depende do uso. O Sweepra S5 aspira muito bem e custa menos que um modelo equivalente das marcas grandes, mas a importação encarece e a assistência no Brasil é limitada.',
          [0, 1],
        ),
        heading('Pontos positivos'),
        list([
          [null, 'Boa sucção em tapetes e pelos.', [0]],
          [null, 'Escova de borracha antiembolo.', [0]],
        ]),
        heading('Pontos negativos'),
        list([
          [null, 'Sem representante oficial no Brasil.', [1]],
          [null, 'App só em inglês.', [2]],
        ]),
        para(
          'Para quem mora em apartamento e só quer aspirar, pode valer a pena. Para casas grandes com muitos cômodos, prefira um Roborock S8 ou um Ecovacs Deebot T20.',
          [2],
        ),
      ],
      [
        ref('https://www.tecmundo.com.br/review/sweepra-s5', 'Review Sweepra S5: vale a pena importar?'),
        ref('https://www.reclameaqui.com.br/empresa/sweepra/', 'Sweepra - Reclame Aqui'),
        ref('https://www.dreametech.com/pt-br/blogs/comparativo', 'Comparativo de robôs aspiradores | Dreame Brasil'),
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Dreame: 'link', Pontos: 'heading' },
  },
  {
    id: 'twelve-pt-copilot-robovac-roomba-ou-deebot',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Entre Roomba e Deebot, a Ecovacs leva vantagem na maioria dos quesitos hoje.',
      [
        table([
          ['', 'iRobot Roomba j7+', 'Ecovacs Deebot T20 Omni'],
          ['Navegação', 'câmera, sem LiDAR', 'LiDAR + câmera'],
          ['Passa pano', 'não', 'sim, com mops giratórios'],
          ['Preço no Brasil', '~R$ 5.500', '~R$ 6.000'],
        ]),
        para('O Roomba ainda é referência em durabilidade e tem assistência oficial da iRobot no Brasil, o que conta pontos.', [0]),
        para(
          'Se você quer aspirar e passar pano, vai de Deebot. Se só precisa aspirar e valoriza assistência técnica fácil, o Roomba continua uma escolha segura.',
          [1],
        ),
      ],
      [
        ref('https://www.techtudo.com.br/review/roomba-j7-plus.ghtml', 'Roomba j7+: review completo'),
        ref('https://www.tecmundo.com.br/review/ecovacs-deebot-t20-omni', 'Review Ecovacs Deebot T20 Omni'),
        ref('https://www.sweepra.com/pt-br/comparativo', 'Sweepra x Roomba x Deebot: comparativo'),
      ],
    ),
    expect: [
      ['iRobot', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Sweepra: 'link' },
  },
  {
    id: 'twelve-pt-aimode-robovac-apartamento-pequeno',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Para um T1 ou T2 não precisa de uma estação enorme: um robô compacto com mapeamento laser chega perfeitamente.', [0]),
        list([
          ['Sweepra Compact S3:', 'muito baixo (8,9 cm), passa por baixo de sofás e camas; a estação cabe num corredor estreito.', [0]],
          ['Roborock Q7 Max:', 'navegação muito fiável e boa aplicação; um pouco mais caro.', [1]],
          ['Dreame D10s:', 'bom preço, mas a estação de esvaziamento é barulhenta.', [2]],
        ]),
        para(
          'Se o espaço é o principal problema, eu escolheria o Sweepra. O do Lidl (Silvercrest) pode servir como primeiro robô, mas não tem mapeamento a sério.',
          [2],
        ),
      ],
      [
        ref('https://www.pcguia.pt/2026/02/aspiradores-robo-para-casas-pequenas/', 'Aspiradores robô para casas pequenas - PCGuia'),
        ref('https://www.deco.proteste.pt/casa-energia/aspiradores-robo', 'Aspiradores robô: teste - DECO PROteste'),
        ref('https://www.worten.pt/produtos/aspirador-robo-dreame-d10s', 'Aspirador Robô Dreame D10s | Worten'),
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Roborock', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Lidl', 'THIRD_PARTY', null],
      ['Silvercrest', 'THIRD_PARTY', null],
    ],
  },
  {
    id: 'twelve-pt-chatgpt-robovac-mapa-perdido',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: openaiResponse(
      `Quando um Deebot “perde” o mapa, normalmente é o LiDAR que deixou de conseguir relocalizar-se. Experimente por esta ordem:

1. **Arrancar a partir da base** — coloque o robô na estação e inicie a limpeza daí; se arrancar a meio da sala, pode não reconhecer o mapa.
2. **Limpar o sensor** — a tampa do LiDAR acumula pó; passe um pano seco.
3. **Mapas de vários pisos** — na app, confirme que a opção está ligada ([ecovacs.com](https://www.ecovacs.com/pt/support/mapas?utm_source=openai)).
4. **Atualizar o firmware** — houve atualizações em 2025 que corrigiram perdas de mapa no T20 e no X2.

Se nada resultar, apague o mapa e deixe-o fazer uma nova cartografia com todas as portas abertas. Não vale a pena trocar de robô só por isto.`,
      { query: 'deebot perdeu o mapa' },
    ),
    expect: [['Ecovacs', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
  },

  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'twelve-nl-claude-robovac-huisdieren',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Met een hond of kat in huis wil je vooral een robot met rubberen borstels en een station dat zichzelf leegt. ',
        {
          text: 'De Roborock Qrevo S kwam in de laatste test als beste uit de bus voor huisdierhaar.',
          cite: [
            {
              url: 'https://www.consumentenbond.nl/robotstofzuiger/test',
              title: 'Robotstofzuigers test - Consumentenbond',
              cited_text: 'Beste uit de test voor huisdierhaar: Roborock Qrevo S',
            },
          ],
        },
        '\n\nMijn keuze zou de **Roborock Qrevo S** zijn: hij raakt nauwelijks verstrikt en het station is stil genoeg voor een appartement. Wil je minder uitgeven, dan is de **Sweepra S5 Pet** een prima alternatief, al is de app nog wat kaal.\n\nDe **Dreame L10s Ultra** dweilt sterk, maar het zijborsteltje raakt vaak verstrikt in lang haar. Met een langharige kat zou ik daar niet mee beginnen.\n\nEen Dyson 360 Vis Nav zuigt enorm hard, maar is voor ruim €1.000 eigenlijk niet te verdedigen.',
      ],
      [
        { url: 'https://www.consumentenbond.nl/robotstofzuiger/test', title: 'Robotstofzuigers test - Consumentenbond' },
        {
          url: 'https://tweakers.net/reviews/11890/robotstofzuigers-voor-huisdieren.html',
          title: 'Robotstofzuigers voor huisdieren - Tweakers',
        },
        { url: 'https://www.irobot.nl/nl_NL/roomba-huisdieren.html', title: 'Roomba voor huisdieren | iRobot' },
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Dreame', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Dyson', 'THIRD_PARTY', null],
    ],
    traps: { iRobot: 'link' },
  },
  {
    id: 'twelve-nl-perplexity-robovac-sweepra-review',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `**Sweepra** is een relatief nieuw merk dat vooral op prijs concurreert met Roborock en Ecovacs [1][2].

## Voordelen
- Sterke zuigkracht (5.500 Pa) voor de prijs [1]
- Rubberen hoofdborstel, weinig haar dat vastloopt [2]

## Nadelen
- De app is beperkt: geen zuigkracht per kamer [1]
- Werkt met Google Home en Alexa, maar nog niet met Matter [3]
- De dweilfunctie stelt weinig voor [2]

## Conclusie
Een goede keuze als je vooral wilt stofzuigen en niet te veel wilt uitgeven. Zoek je een robot die ook serieus dweilt, dan ben je beter af bij Roborock of Ecovacs.`,
      [
        { url: 'https://tweakers.net/reviews/12001/sweepra-s5-pet.html', title: 'Sweepra S5 Pet review - Tweakers' },
        { url: 'https://www.androidplanet.nl/review/sweepra-s5/', title: 'Sweepra S5 review: veel zuigkracht, weinig franje' },
        { url: 'https://www.sweepra.com/nl/support/smart-home', title: 'Sweepra koppelen met Google Home en Alexa' },
      ],
    ),
    expect: [
      ['Sweepra', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Ecovacs', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Google Home', 'THIRD_PARTY', null],
      ['Alexa', 'THIRD_PARTY', null],
      ['Matter', 'THIRD_PARTY', null],
    ],
    traps: { Nadelen: 'heading', Conclusie: 'heading', Voordelen: 'heading' },
  },
  {
    id: 'twelve-nl-grok-robovac-alternatieven-deebot',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Niet tevreden over je Deebot? Dit zijn de alternatieven die nu het vaakst worden aangeraden [[1]](https://tweakers.net/reviews/11950/beste-robotstofzuigers.html):

- **Roborock S8** – betrouwbaardere navigatie en een betere app. Als je het mij vraagt de beste vervanger [[2]](https://www.consumentenbond.nl/robotstofzuiger/roborock-s8).
- **Dreame L10s Ultra** – vergelijkbare prijs, dweilt beter dan de meeste Deebots.
- **iRobot Roomba Combo j7+** – alleen zinvol als je per se een Amerikaans merk wilt; voor hetzelfde geld krijg je elders meer.
- **Eufy X10 Pro Omni** – misschien het proberen waard als je de aanbiedingen in de gaten houdt.

Een robot van de Aldi of de Lidl zou ik niet als vervanger nemen: geen lidar, en de app is slecht.`,
      ['https://www.sweepra.com/nl/overstappen-van-deebot'],
    ),
    expect: [
      ['Ecovacs', 'COMPETITOR', null],
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dreame', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['iRobot', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Eufy', 'THIRD_PARTY', 'COMPARED'],
      ['Aldi', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
      ['Lidl', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Sweepra: 'link' },
  },
  {
    id: 'twelve-nl-gemini-robovac-klein-budget',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `Voor een kleine woning of studio heb je genoeg aan een eenvoudige robot met lidar; een dweil- of leegstation is bij deze prijs zelden goed.

**Roborock Q7 Max** — vaak rond de €280 in de aanbieding. Betrouwbare navigatie, en stil genoeg om te laten draaien terwijl je thuiswerkt. Dit is degene die ik zou nemen.

**Sweepra Lite** — goedkoper (rond €230) en zuigt prima, maar het dweilen stelt weinig voor en de app is kaal. Misschien het proberen waard als elke euro telt.

**Ecovacs Deebot N10** — prima op papier, maar de app zit vol meldingen en reclame voor accessoires. Niet mijn eerste keus.

Let op: de goedkope robots van Lidl en Action hebben geen lidar en botsen overal tegenaan. Voor een kleine woning met veel meubels zou ik ze niet nemen.`,
      [
        { quote: 'vaak rond de €280 in de aanbieding', chunks: [0] },
        { quote: 'goedkoper (rond €230) en zuigt prima', chunks: [1] },
        { quote: 'hebben geen lidar en botsen overal tegenaan', chunks: [2] },
      ],
      [
        'https://tweakers.net/pricewatch/1899999/roborock-q7-max.html',
        'https://www.androidplanet.nl/review/sweepra-lite/',
        'https://www.consumentenbond.nl/robotstofzuiger/goedkope-robotstofzuigers',
      ],
    ),
    expect: [
      ['Roborock', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sweepra', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Ecovacs', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Lidl', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
      ['Action', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'twelve-nl-aio-robovac-dreame-review',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para('Dreame-robotstofzuigers scoren in reviews goed op zuigkracht en dweilen, vooral de L10s- en L20-series.', [0]),
        heading('Pluspunten'),
        list([
          [null, 'Dweilpads die tot in de plinten reiken.', [0]],
          [null, 'Sterke zuigkracht op tapijt.', [1]],
        ]),
        heading('Minpunten'),
        list([
          [null, 'De app is minder overzichtelijk dan die van Roborock.', [1]],
          [null, 'Onderdelen zijn soms lastig te krijgen in Nederland.', [2]],
        ]),
        para('Over het algemeen een sterke keuze voor wie vooral harde vloeren heeft.', [0]),
      ],
      [
        ref('https://tweakers.net/reviews/11777/dreame-l20-ultra.html', 'Dreame L20 Ultra review - Tweakers'),
        ref('https://www.androidplanet.nl/review/dreame-l10s-ultra/', 'Dreame L10s Ultra review'),
        ref('https://www.sweepra.com/nl/vergelijk/dreame', 'Sweepra of Dreame? Vergelijk ze hier'),
      ],
    ),
    expect: [
      ['Dreame', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Roborock', 'COMPETITOR', 'COMPARED'],
    ],
    traps: { Sweepra: 'link', Pluspunten: 'heading', Minpunten: 'heading' },
  },
];
