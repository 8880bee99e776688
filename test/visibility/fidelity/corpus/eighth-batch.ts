// Fidelity corpus, eighth batch: coffee machines (bean-to-cup and espresso), a subject no earlier
// batch used. Written blind (without the extraction rules, the methodology or the role guards), as
// the engines answer: 35 answers, every engine except Google AI Mode five times (ChatGPT, Claude,
// Perplexity, Gemini, Google AI Overviews, Bing Copilot, Grok), five answers in each of the seven
// languages (Portuguese: three pt-BR, two pt-PT). The client is "Caffora", an invented Italian-Swiss
// maker of bean-to-cup machines (Uno, Duo Latte, Prima). "Sage" is the common-word competitor (the
// herb or "wise" in English, "wise/well-behaved" in French: two answers use the word and not the
// brand); "Jura" is also a region (one French answer names the region and not the brand). Outside
// Europe Sage sells as "Breville": one Brazilian answer names it only so.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice and verbless verdicts are RECOMMENDED; hedged or negated
// advice never is; a brand ruled out or advised against (also after "but", or for the user's stated
// use) is EXCLUDED; drawbacks without advice against are CRITICIZED; a brand weighed against others
// without being chosen is COMPARED; named without advice either way, LISTED. Where the answer
// leaves the role open (a bare "does not make one", advice only reported from others without the
// answer taking it up), the role is null. A brand named only in a heading, with the advice in the
// section under it, is labelled as the section reads (Jura in eight-de-claude-coffee-caffora-erfahrungen;
// De'Longhi and Melitta in eight-nl-gemini-coffee-delonghi-vs-melitta, whose prose says "the Dinamica"
// and "the Barista TS").
//
// The subject is `coffee` in ../cases.ts (`coffee: coffeeSubject`).
import type { VisibilitySubject } from '../../../../src/core/visibility/subject.ts';
import type { FidelityCase } from '../cases.ts';
import {
  bingCopilot,
  claudeMessage,
  geminiResponse,
  googleAio,
  grokResponse,
  heading,
  list,
  openaiResponse,
  para,
  perplexityCompletion,
  table,
} from '../wire.ts';

export const coffeeSubject = {
  client: { name: 'Caffora', aliases: ['Caffora Espresso'], domain: 'caffora.com' },
  competitors: [
    { name: "De'Longhi", aliases: ['DeLonghi', 'De Longhi'], domain: 'delonghi.com' },
    { name: 'Jura', aliases: [], domain: 'jura.com' },
    { name: 'Sage', aliases: ['Sage Appliances', 'Breville'], domain: 'sageappliances.com' },
    { name: 'Melitta', aliases: [], domain: 'melitta.com' },
  ],
  categoryTerms: ['coffee machine', 'espresso machine', 'bean-to-cup'],
} satisfies VisibilitySubject;

const SUBJECT = 'coffee';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const eighthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'eight-en-chatgpt-coffee-under-700',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `Short answer: **De'Longhi Magnifica Evo** for most people under £700, or the **Caffora Uno** if you drink mostly black coffee and want something quieter.

| Machine | Price (UK) | Milk | Good for |
|---|---|---|---|
| De'Longhi Magnifica Evo | ~£450 | Manual steam wand | A first bean-to-cup |
| Caffora Uno | ~£529 | None (add-on frother) | Espresso, americano |
| Melitta Purista | ~£399 | None | Tight budgets |

**De'Longhi Magnifica Evo** — the safe default: easy to descale, spare parts everywhere, and the espresso comes out properly hot ([which.co.uk](https://www.which.co.uk/reviews/bean-to-cup-coffee-machines/article/best-bean-to-cup-coffee-machines?utm_source=openai)).

**Caffora Uno** — the grinder is noticeably quieter than the De'Longhi's and the shots are richer, but there's no milk system at all, so latte drinkers will need a separate frother ([coffeeness.de](https://www.coffeeness.de/en/caffora-uno-review/?utm_source=openai)).

**Melitta Purista** — cheap and compact, though the coffee comes out a bit thin unless you turn the strength up to maximum.

**What about Jura or Sage?** Jura's cheapest model, the ENA 4, is over your budget, and I'd leave the Sage Barista Express off this list: it's a lovely machine, but you grind, dose and tamp yourself, which isn't what you asked for.`,
      { query: 'best bean to cup coffee machine under £700 2026' },
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Sage', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'eight-en-claude-coffee-caffora-vs-jura',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'I looked at recent reviews of both machines.\n\n**Caffora Duo Latte vs Jura E8**\n\n',
        {
          text: 'The Jura E8 has been on the market since 2016 and has been refreshed several times; the current version adds a faster grinder and a pulse extraction mode for short shots.',
          cite: [
            {
              url: 'https://www.coffeegeek.com/reviews/jura-e8-2025-review/',
              title: 'Jura E8 (2025) Review | CoffeeGeek',
              cited_text: 'The 2025 refresh adds a faster grinder and the pulse extraction process.',
            },
          ],
        },
        '\n\n**Milk**\n\nBoth machines froth automatically. ',
        {
          text: "Reviewers found the Caffora's milk foam finer and more consistent than the Jura's",
          cite: [
            {
              url: 'https://www.techradar.com/reviews/caffora-duo-latte',
              title: 'Caffora Duo Latte review | TechRadar',
              cited_text: 'The microfoam is finer and more consistent than on the Jura E8 we tested alongside it.',
            },
          ],
        },
        ", though the Caffora's milk carafe has to live in the fridge and has four parts to rinse.\n\n**Cleaning**\n\nThe Jura's automatic cleaning cycles are the most hands-off in the class. Caffora uses a removable brew group that you rinse under the tap every week: more work, but you can see what you're cleaning.\n\n**Price**\n\n",
        {
          text: 'Around £1,049 for the Jura against £849 for the Caffora.',
          cite: [
            {
              url: 'https://www.johnlewis.com/browse/electricals/coffee-machines/bean-to-cup-coffee-machines/_/N-5jmc',
              title: 'Bean to Cup Coffee Machines | John Lewis',
              cited_text: 'Jura E8 £1,049.00 ... Caffora Duo Latte £849.00',
            },
          ],
        },
        "\n\nOne piece of sage advice from owners' forums: whichever you buy, use filtered water, because it matters more for the machine's life than the badge on the front.\n\nIf it were my kitchen, I'd take the Jura for its reliability record and resale value, even though the Caffora makes the better flat white.",
      ],
      [
        { url: 'https://www.coffeegeek.com/reviews/jura-e8-2025-review/', title: 'Jura E8 (2025) Review | CoffeeGeek' },
        { url: 'https://www.techradar.com/reviews/caffora-duo-latte', title: 'Caffora Duo Latte review | TechRadar' },
        {
          url: 'https://www.johnlewis.com/browse/electricals/coffee-machines/bean-to-cup-coffee-machines/_/N-5jmc',
          title: 'Bean to Cup Coffee Machines | John Lewis',
        },
        { url: 'https://www.delonghi.com/en-gb/eletta-explore', title: "Eletta Explore | De'Longhi UK" },
      ],
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Milk: 'heading', Cleaning: 'heading', Price: 'heading', Sage: 'common-word', "De'Longhi": 'link' },
  },
  {
    id: 'eight-en-perplexity-coffee-espresso-beginner',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `For a beginner who wants to learn real espresso, most guides point to a machine with a proper steam wand and an unpressurised basket[1][2].

1. **Sage Bambino Plus** – heats up in three seconds and has the best automatic milk texturing under £400; it needs a separate burr grinder[1].
2. **Sage Barista Express** – grinder built in, so it is the simplest all-in-one start. Many home baristas recommend it as a first machine[2], although the built-in grinder is its weak point for light roasts[3].
3. **Gaggia Classic Evo Pro** – the enthusiast's pick: commercial-size portafilter and endless mods, but a steep learning curve and no temperature display[2].
4. **De'Longhi Dedica EC685** – the cheapest way in, but its pressurised baskets cap the quality, so it is best avoided if your goal is to learn espresso properly[3].

Caffora does not currently sell a manual espresso machine; its range is bean-to-cup only[4].

**Bottom line:** the Bambino Plus with a separate grinder is the better long-term setup; the Barista Express is the easier one-box choice.`,
      [
        { url: 'https://www.jameshoffmann.co.uk/guides/first-espresso-machine', title: 'Buying your first espresso machine' },
        { url: 'https://www.reddit.com/r/espresso/wiki/beginners/', title: 'Beginner machine recommendations : r/espresso' },
        { url: 'https://www.whathifi.com/best-buys/home-appliances/best-espresso-machines', title: 'Best espresso machines 2026' },
        { url: 'https://www.caffora.com/en/machines', title: 'Machines | Caffora' },
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Gaggia', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Caffora', 'CLIENT', null, 'NEUTRAL'],
    ],
  },
  {
    id: 'eight-en-gemini-coffee-melitta-reliable',
    engine: 'GEMINI',
    lang: 'en',
    subject: SUBJECT,
    body: geminiResponse(
      `## Is Melitta reliable?

Broadly, yes. Melitta's bean-to-cup machines are built in Germany and Portugal, and they tend to last **six to eight years** with regular descaling.

### What owners report

* **Brew unit:** removable and easy to rinse, which is the main reason the machines age well.
* **Milk system:** the weak spot. The milk tubes on the Barista TS and CI Touch clog if you skip the daily rinse.
* **Electronics:** a handful of display failures after the warranty, but no pattern across models.

### Where it falls short

Melitta machines are not built for heavy use. If you make more than four or five milk drinks a day, wear on the grinder and the milk pump shows up sooner than on pricier rivals.

**Verdict:** a good buy for one or two coffee drinkers. For a busy household that lives on cappuccinos, look at a Jura or the Caffora Duo Latte instead; both have sturdier milk systems.`,
      [
        { quote: 'they tend to last **six to eight years** with regular descaling', chunks: [0] },
        { quote: 'The milk tubes on the Barista TS and CI Touch clog if you skip the daily rinse.', chunks: [1] },
        { quote: 'wear on the grinder and the milk pump shows up sooner than on pricier rivals', chunks: [0, 2] },
      ],
      [
        'https://www.coffeeness.de/en/melitta-reliability/',
        'https://www.reddit.com/r/superautomatic/comments/1c9x2k/melitta_barista_ts_5_years_later/',
        'https://www.which.co.uk/reviews/bean-to-cup-coffee-machines/article/most-reliable-coffee-machine-brands',
      ],
    ),
    expect: [
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'What owners report': 'heading', 'Brew unit': 'heading', Electronics: 'heading', Verdict: 'heading' },
  },
  {
    id: 'eight-en-aio-coffee-delonghi-vs-sage',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "De'Longhi and Sage (sold as Breville outside Europe) both make home espresso machines, but they aim at different users: De'Longhi focuses on automatic bean-to-cup machines, while Sage is best known for semi-automatic machines with a built-in grinder.",
          [0, 1],
        ),
        list([
          ["De'Longhi:", 'Push-button drinks, automatic milk on most models, and a wide price range from about £300 to £1,500.', [0]],
          ['Sage:', 'More hands-on; you grind, tamp and steam yourself, which gives more control over the shot.', [1]],
        ]),
        heading('Key differences'),
        table([
          ['', "De'Longhi Magnifica Evo", 'Sage Barista Express'],
          ['Type', 'Bean-to-cup', 'Semi-automatic'],
          ['Grinder', 'Built-in, 13 settings', 'Built-in, 16 settings'],
          ['Milk', 'Steam wand', 'Steam wand'],
          ['Price', '£449', '£599'],
        ]),
        para(
          "Choose De'Longhi if you want coffee at the touch of a button; choose Sage if you enjoy the process and want café-style espresso.",
          [2],
        ),
        para('Other brands in this price range include Caffora and Melitta.', [3]),
      ],
      [
        ref('https://www.trustedreviews.com/best/best-coffee-machine-3522069', 'Best coffee machine 2026 | Trusted Reviews'),
        ref('https://www.sageappliances.com/uk/en/products/espresso/bes875.html', 'the Barista Express™ | Sage'),
        ref('https://www.independent.co.uk/extras/indybest/delonghi-vs-sage-coffee-machine', "De'Longhi vs Sage: which should you buy?"),
        ref('https://www.caffora.com/en-gb/', 'Caffora – Bean-to-cup coffee machines'),
      ],
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Melitta', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Key differences': 'heading' },
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'eight-de-claude-coffee-caffora-erfahrungen',
    engine: 'CLAUDE',
    lang: 'de',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ich habe aktuelle Testberichte und Erfahrungen aus Foren zur Caffora Prima zusammengetragen.\n\n',
        {
          text: 'Im Test überzeugt die Caffora Prima vor allem beim Espresso: kräftige Crema, gleichmäßige Temperatur und ein Mahlwerk, das deutlich leiser ist als bei den meisten Vollautomaten.',
          cite: [
            {
              url: 'https://www.computerbild.de/artikel/cb-Tests-Haushalt-Caffora-Prima-Test-39012345.html',
              title: 'Caffora Prima im Test | COMPUTER BILD',
              cited_text: 'Kräftige Crema, stabile Brühtemperatur und ein erfreulich leises Mahlwerk.',
            },
          ],
        },
        '\n\nEs gibt aber auch Schattenseiten:\n\n- ',
        {
          text: 'Mehrere Besitzer berichten, dass die Brühgruppe nach etwa einem Jahr zu quietschen beginnt',
          cite: [
            {
              url: 'https://www.kaffee-netz.de/threads/caffora-prima-bruehgruppe-quietscht.134567/',
              title: 'Caffora Prima Brühgruppe quietscht – Kaffee-Netz',
              cited_text: 'Nach ziemlich genau einem Jahr fing die Brühgruppe bei mir an zu quietschen.',
            },
          ],
        },
        '.\n- Der Milchschaum ist eher grob, für Latte Art ungeeignet.\n- Ersatzteile gibt es bisher nur über den Hersteller.\n\nEmpfehlen würde ich die Prima deshalb nicht uneingeschränkt: Für Espresso-Trinker passt sie, wer viel Milchkaffee trinkt, wird mit dem Schaum nicht glücklich.\n\n### Jura\n\nDie E6 kostet rund 200 € mehr, hält aber nachweislich länger und lässt sich von jeder Fachwerkstatt warten. Für Vieltrinker ist sie die bessere Wahl.\n\n### Günstiger\n\nWer weniger ausgeben will, ist mit einer Melitta Barista T Smart gut beraten.',
      ],
      [
        {
          url: 'https://www.computerbild.de/artikel/cb-Tests-Haushalt-Caffora-Prima-Test-39012345.html',
          title: 'Caffora Prima im Test | COMPUTER BILD',
        },
        {
          url: 'https://www.kaffee-netz.de/threads/caffora-prima-bruehgruppe-quietscht.134567/',
          title: 'Caffora Prima Brühgruppe quietscht – Kaffee-Netz',
        },
        { url: 'https://www.jura.com/de-de/homeprodukte/maschinen/E6', title: 'E6 – JURA Deutschland' },
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Günstiger: 'heading' },
  },
  {
    id: 'eight-de-perplexity-coffee-vollautomat-test',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Im aktuellen Vergleichstest der Kaffeevollautomaten liegen drei Modelle vorn[1]:

| Modell | Testnote | Preis |
|---|---|---|
| De'Longhi Eletta Explore | gut (1,9) | ca. 899 € |
| Jura E8 | gut (1,8) | ca. 1.099 € |
| Melitta Barista TS Smart | gut (2,2) | ca. 749 € |

Die **De'Longhi Eletta Explore** ist Testsieger bei den Milchgetränken und kann auch kalten Milchschaum[1][2]. **Jura** liegt qualitativ gleichauf, kostet aber fast ein Drittel mehr[3]. Die **Melitta** ist die günstigste der drei und bietet die meisten Einstellungen per App[1].

Die Caffora Duo Latte schnitt beim Geschmack gut ab, fiel aber bei der Reinigung durch: Die Milchleitung muss von Hand zerlegt werden[4].

Sage kommt hier nicht infrage, denn die Barista-Modelle sind Siebträger mit Mahlwerk, keine Vollautomaten[5].

**Kurzfazit:** De'Longhi für Milchliebhaber, Melitta für Sparfüchse.`,
      [
        { url: 'https://www.test.de/Kaffeevollautomaten-im-Test-4284690-0/', title: 'Kaffeevollautomaten im Test | Stiftung Warentest' },
        { url: 'https://www.chip.de/test/DeLonghi-Eletta-Explore-Test_186543210.html', title: "De'Longhi Eletta Explore im Test | CHIP" },
        { url: 'https://www.kaffeevollautomaten.org/jura-e8-test/', title: 'Jura E8 Test 2026' },
        { url: 'https://www.coffeeness.de/caffora-duo-latte-test/', title: 'Caffora Duo Latte Test | Coffeeness' },
        { url: 'https://www.sageappliances.com/de/de/products/espresso.html', title: 'Espressomaschinen | Sage' },
      ],
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Jura', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Sage', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { 'Stiftung Warentest': 'link', CHIP: 'link', Kurzfazit: 'heading' },
  },
  {
    id: 'eight-de-gemini-coffee-siebtraeger-oder-vollautomat',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `## Siebträger oder Vollautomat?

Die Frage ist weniger „welche Marke“ als „wie viel Aufwand willst du jeden Morgen treiben“.

**Geschmack**
Ein Siebträger wie die **Sage Barista Express** holt aus guten Bohnen mehr heraus, wenn Mahlgrad und Dosis stimmen. Ein Vollautomat wie die **Caffora Uno** liefert dafür jeden Tag dasselbe, ordentliche Ergebnis.

**Aufwand**
Beim Siebträger mahlst, tamperst und reinigst du selbst, rechne mit fünf Minuten pro Tasse. Der Vollautomat braucht einen Knopfdruck und einmal pro Woche etwas Pflege.

**Irgendwo dazwischen**
Die **De'Longhi La Specialista Arte** hilft beim Tampen mit einem Hebel und hat ein eingebautes Mahlwerk. Sie ist allerdings lauter als die Sage, und der Tamphebel ist Geschmackssache.

**Mein Tipp:** Wenn dir das Ritual Spaß macht, nimm die Sage. Willst du einfach nur auf einen Knopf drücken, bleib beim Vollautomaten, etwa der Caffora Uno.`,
      [
        { quote: 'holt aus guten Bohnen mehr heraus, wenn Mahlgrad und Dosis stimmen', chunks: [0] },
        { quote: 'Sie ist allerdings lauter als die Sage', chunks: [1] },
        { quote: 'liefert dafür jeden Tag dasselbe, ordentliche Ergebnis', chunks: [2] },
      ],
      [
        'https://www.kaffee-netz.de/threads/siebtraeger-vs-vollautomat.120001/',
        'https://www.coffeeness.de/delonghi-la-specialista-arte-test/',
        'https://www.caffora.com/de/uno',
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Geschmack: 'heading', Aufwand: 'heading', 'Irgendwo dazwischen': 'heading', 'Mein Tipp': 'heading' },
  },
  {
    id: 'eight-de-aio-coffee-lohnt-sich-jura',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Ob sich eine Jura lohnt, hängt vor allem davon ab, wie viel Kaffee Sie trinken. Die Schweizer Vollautomaten gelten als langlebig und wertstabil, kosten aber deutlich mehr als vergleichbare Modelle anderer Hersteller.',
          [0, 1],
        ),
        heading('Vorteile'),
        list([
          [null, 'Hohe Verarbeitungsqualität und lange Lebensdauer (oft über zehn Jahre).', [1]],
          [null, 'Gut organisierter Kundendienst mit Abholservice.', [0]],
          [null, 'Hoher Wiederverkaufswert.', [2]],
        ]),
        heading('Nachteile'),
        list([
          [null, 'Hoher Anschaffungspreis, schon die Einstiegsmodelle kosten rund 700 €.', [1]],
          [null, 'Eigene Filterpatronen und Reinigungstabletten verursachen Folgekosten.', [2]],
        ]),
        para(
          'Viele Besitzer empfehlen Jura vor allem wegen des Service. Für Vieltrinker, die täglich mehrere Milchgetränke zubereiten, rechnet sich der Aufpreis; für Gelegenheitstrinker eher nicht.',
          [0, 2],
        ),
        para("Wer nur ein, zwei Tassen am Tag trinkt, ist mit einem Modell von De'Longhi oder Melitta günstiger bedient.", [3]),
      ],
      [
        ref('https://www.kaffeevollautomaten.org/lohnt-sich-jura/', 'Lohnt sich eine Jura? Ehrliche Antwort'),
        ref('https://www.test.de/Kaffeevollautomaten-im-Test-4284690-0/', 'Kaffeevollautomaten im Test'),
        ref('https://www.reddit.com/r/de/comments/1a2b3c/jura_nach_10_jahren/', 'Jura nach 10 Jahren – Erfahrungen'),
        ref('https://www.idealo.de/preisvergleich/ProductCategory/18779.html', 'Kaffeevollautomaten Preisvergleich'),
      ],
    ),
    expect: [
      ['Jura', 'COMPETITOR', null, 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Vorteile: 'heading', Nachteile: 'heading' },
  },
  {
    id: 'eight-de-bing-coffee-caffora-oder-melitta',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Caffora Duo Latte oder Melitta Latticia OT?',
      [
        para(
          'Beide Kaffeevollautomaten richten sich an Haushalte, die vor allem Cappuccino und Latte macchiato trinken, unterscheiden sich aber deutlich im Preis.',
          [0],
        ),
        list([
          ['Caffora Duo Latte', 'Feinporiger Milchschaum, leises Mahlwerk, zwei Bohnenbehälter; rund 849 €.', [1]],
          ['Melitta Latticia OT', 'Kompakt, einfache Bedienung über Drehknopf, Milch direkt aus der Packung; rund 449 €.', [2]],
        ]),
        para('Die Melitta ist fast halb so teuer, aber lauter, und der Milchschaum fällt gröber aus.', [2, 3]),
        para('Unterm Strich: die Caffora Duo Latte.', [1, 3]),
      ],
      [
        ref('https://www.kaffeemaschinen-vergleich.de/caffora-vs-melitta/', 'Caffora vs. Melitta im Vergleich'),
        ref('https://www.caffora.com/de/duo-latte', 'Duo Latte – Caffora'),
        ref('https://www.melitta.de/kaffeevollautomaten/latticia-ot', 'Latticia OT | Melitta'),
        ref('https://www.coffeeness.de/melitta-latticia-ot-test/', 'Melitta Latticia OT Test'),
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Melitta', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'eight-fr-perplexity-coffee-machine-a-grain',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Voici les machines à grain qui reviennent le plus souvent dans les comparatifs de 2026[1][2] :

- **De'Longhi Magnifica Evo** : simple, fiable, pièces détachées faciles à trouver ; souvent en promotion autour de 400 €[1].
- **Melitta Latticia OT** : compacte, avec un système lait qui aspire directement dans la brique[2].
- **Jura E4** : robuste et sans système lait, pensée pour les amateurs d'espresso et de café allongé[3].
- **Caffora Uno** : séduit par son silence et la qualité de l'espresso, mais son prix (529 €) reste élevé pour une machine sans mousseur[4].
- **Krups Evidence Eco-Design** : assemblée en France, mais bruyante et moins régulière sur la température[5].

Pour un premier achat, le choix le plus sage reste la De'Longhi Magnifica Evo[1] : c'est celle qui pardonne le plus les erreurs de réglage.`,
      [
        {
          url: 'https://www.lesnumeriques.com/machine-a-cafe-a-grain/guide-achat-meilleures-machines-a4012.html',
          title: 'Les meilleures machines à café à grain',
        },
        {
          url: 'https://www.quechoisir.org/comparatif-machine-a-cafe-a-grain-n6801/',
          title: 'Comparatif Machines à café à grain | UFC-Que Choisir',
        },
        { url: 'https://www.jura.com/fr-fr/homeprodukte/maschinen/E4', title: 'E4 – JURA France' },
        { url: 'https://www.cafe-creme.fr/test-caffora-uno/', title: 'Test Caffora Uno : silencieuse et précise' },
        { url: 'https://www.krups.fr/evidence-eco-design', title: 'Evidence Eco-Design | Krups' },
      ],
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Melitta', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Jura', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Krups', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Sage: 'common-word', 'UFC-Que Choisir': 'link' },
  },
  {
    id: 'eight-fr-gemini-coffee-sage-ou-delonghi',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `### Sage Barista Pro ou De'Longhi La Specialista Arte ?

Les deux machines ont un moulin intégré et une buse vapeur manuelle, mais elles ne s'adressent pas tout à fait au même public.

| | Sage Barista Pro | De'Longhi La Specialista Arte |
|---|---|---|
| Chauffe | ThermoJet, 3 secondes | Thermoblock, environ 40 secondes |
| Moulin | 30 réglages | 8 réglages |
| Tassage | manuel | assisté (levier) |
| Prix constaté | 749 € | 549 € |

La De'Longhi est plus indulgente pour un débutant, mais sa buse vapeur est nettement moins puissante et le moulin manque de finesse pour les torréfactions claires. La Sage demande un peu plus d'apprentissage, en échange d'un espresso plus précis et d'une mousse de lait digne d'un café.

**Mon conseil :** la Sage, sauf si vous ne voulez vraiment pas régler la mouture vous-même.

Je déconseille en revanche la Caffora Uno qu'on voit souvent dans ces comparatifs : c'est une machine entièrement automatique, vous perdriez tout le contrôle que vous recherchez.`,
      [
        { quote: 'ThermoJet, 3 secondes', chunks: [0] },
        { quote: 'sa buse vapeur est nettement moins puissante', chunks: [1] },
        { quote: "en échange d'un espresso plus précis et d'une mousse de lait digne d'un café", chunks: [0, 2] },
      ],
      [
        'https://www.sageappliances.com/fr/fr/products/espresso/bes878.html',
        'https://www.lesnumeriques.com/machine-a-expresso/delonghi-la-specialista-arte-ec9155-p71234/test.html',
        'https://www.maxicoffee.com/blog/sage-barista-pro-avis/',
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Caffora', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { 'Mon conseil': 'heading' },
  },
  {
    id: 'eight-fr-aio-coffee-jura-e8-avis',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'La Jura E8 est une machine à café à grain suisse haut de gamme, appréciée pour la régularité de ses boissons et sa longévité. Elle propose 17 recettes et un système lait automatique.',
          [0, 1],
        ),
        heading('Points forts'),
        list([
          [null, "Espresso régulier grâce au procédé d'extraction pulsée.", [1]],
          [null, 'Nettoyage automatique du circuit lait.', [0]],
          [null, 'Service après-vente réactif en France et en Belgique.', [2]],
        ]),
        heading('Points faibles'),
        list([
          [null, 'Prix élevé (autour de 1 100 €).', [1]],
          [null, 'Cartouches filtrantes propriétaires.', [2]],
          [null, 'Mousse de lait moins onctueuse que sur certaines concurrentes.', [3]],
        ]),
        para(
          "De nombreux utilisateurs recommandent la Jura E8 pour sa fiabilité sur le long terme. Globalement, c'est un excellent choix si votre budget le permet.",
          [0, 2],
        ),
        para(
          "Pour un budget inférieur à 800 €, mieux vaut se tourner vers une De'Longhi Dinamica Plus ou une Caffora Duo Latte, qui offrent un système lait comparable.",
          [3],
        ),
      ],
      [
        ref('https://www.lesnumeriques.com/machine-a-cafe-a-grain/jura-e8-p68123/test.html', 'Test Jura E8 | Les Numériques'),
        ref('https://www.jura.com/fr-fr/homeprodukte/maschinen/E8', 'E8 – JURA France'),
        ref('https://www.quechoisir.org/avis-jura-e8/', 'Avis Jura E8'),
        ref('https://www.maxicoffee.com/blog/alternatives-jura-e8/', 'Quelles alternatives à la Jura E8 ?'),
      ],
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading' },
  },
  {
    id: 'eight-fr-bing-coffee-caffora-pannes',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      'Caffora Duo Latte : pannes fréquentes ?',
      [
        para(
          "Plusieurs propriétaires de la Caffora Duo Latte signalent une erreur récurrente du groupe d'infusion (code E05) au bout de quelques mois, surtout sur les machines fabriquées avant mars 2025.",
          [0, 1],
        ),
        list([
          [null, 'Le fabricant a publié une mise à jour du firmware censée corriger le problème, mais les retours restent partagés.', [2]],
          [null, 'Le remplacement du groupe est couvert par la garantie de deux ans.', [2]],
          [null, 'Le café, lui, est unanimement salué : crème dense, température stable.', [1, 3]],
        ]),
        para(
          "Si vous cherchez avant tout une machine sans souci, je ne vous conseillerais pas la Caffora Duo Latte pour l'instant. Mieux vaut regarder du côté de la Melitta CI Touch ou de la Jura S8, qui ont un meilleur historique de fiabilité.",
          [3, 4],
        ),
      ],
      [
        ref('https://forum.hardware.fr/hfr/electromenager/caffora-duo-latte-erreur-e05-sujet_4321_1.htm', 'Caffora Duo Latte erreur E05'),
        ref('https://www.amazon.fr/product-reviews/B0CAFF0RA1/', 'Avis clients : Caffora Duo Latte'),
        ref('https://www.caffora.com/fr/support/mise-a-jour', 'Mise à jour du firmware – Caffora'),
        ref(
          'https://www.lesnumeriques.com/machine-a-cafe-a-grain/fiabilite-marques-a5678.html',
          'Fiabilité des machines à grain : le classement',
        ),
        ref('https://www.jura.com/fr-fr/homeprodukte/maschinen/S8', 'S8 – JURA France'),
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Amazon: 'link' },
  },
  {
    id: 'eight-fr-grok-coffee-chalet-jura',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Pour un chalet dans le Jura où tu passes trois semaines par an, je ne mettrais surtout pas une machine à grain haut de gamme : l'eau y est très calcaire [[1]](https://www.eaufrance.fr/durete-eau-departement-jura), et une machine qui reste des mois sans tourner, ça s'entartre et ça moisit.

Mon choix : **Melitta Purista**. Pas de système lait à nettoyer, un groupe d'infusion qui se retire et se rince en deux minutes, et moins de 400 € [[2]](https://www.lesnumeriques.com/machine-a-cafe-a-grain/melitta-purista-p55432/test.html).

Une **De'Longhi Magnifica S** ferait aussi l'affaire, à condition de bien la vidanger avant de partir.

La Sage Bambino ? Non : trop de réglages pour des invités qui veulent juste un café le matin.

Franchement, une Nespresso serait encore plus simple, mais le coût par tasse grimpe vite si vous êtes nombreux au chalet [[3]](https://www.60millions-mag.com/2025/01/10/cout-reel-capsules).`,
      ['https://www.jura.com/fr-fr/', 'https://www.reddit.com/r/france/comments/1d4e5f/machine_cafe_maison_secondaire/'],
    ),
    expect: [
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Sage', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Nespresso', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Jura: 'common-word' },
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'eight-es-chatgpt-coffee-superautomatica-piso',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Respuesta corta: la **Caffora Uno**.

Para un piso de 50 m² donde sois dos y tomáis sobre todo cortados y solos, es la que mejor encaja: mide 24 cm de ancho, el molinillo apenas se oye por la mañana y el espresso tiene más cuerpo que el de sus rivales de precio 【3†source】.

**Alternativas**

- **De'Longhi Magnifica Evo**: la opción si quieres gastar menos (unos 380 €), aunque es bastante más ruidosa 【1†source】.
- **Melitta Solo**: no te la recomendaría si tomáis más de cuatro cafés al día entre los dos; el depósito de 1,2 l se queda corto y tendrás que rellenarlo a diario 【2†source】.

**Un detalle práctico:** el cortado sale mejor si calientas la leche aparte con un espumador; la Uno no tiene vaporizador.`,
      { query: 'cafetera superautomática piso pequeño silenciosa 2026' },
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Alternativas: 'heading', 'Un detalle práctico': 'heading' },
  },
  {
    id: 'eight-es-gemini-coffee-jura-vs-delonghi',
    engine: 'GEMINI',
    lang: 'es',
    subject: SUBJECT,
    body: geminiResponse(
      `## Jura E8 vs De'Longhi Dinamica Plus

Las dos son superautomáticas con sistema de leche automático y pantalla táctil, pero hay diferencias que conviene tener en cuenta.

| Característica | Jura E8 | De'Longhi Dinamica Plus |
|---|---|---|
| Precio aproximado | 1.099 € | 699 € |
| Recetas | 17 | 24 |
| Limpieza del circuito de leche | Automática | Semiautomática (jarra extraíble) |
| Garantía | 2 años | 2 años |

**Calidad del café:** la Jura extrae un espresso algo más equilibrado gracias a su extracción por pulsos; la De'Longhi tiende a sacarlo más amargo con los ajustes de fábrica.

**Mantenimiento:** la De'Longhi tiene el grupo de infusión extraíble, algo que muchos usuarios valoran; en la Jura no se puede sacar y hay que confiar en los programas de limpieza.

Si el presupuesto no es un problema, la Jura podría ser la mejor opción, aunque no está claro que la diferencia justifique 400 € más. Para la mayoría, yo me quedaría con la De'Longhi.`,
      [
        { quote: 'la Jura extrae un espresso algo más equilibrado gracias a su extracción por pulsos', chunks: [0] },
        { quote: "la De'Longhi tiene el grupo de infusión extraíble, algo que muchos usuarios valoran", chunks: [1, 2] },
      ],
      [
        'https://www.xataka.com/hogar/jura-e8-vs-delonghi-dinamica-plus',
        'https://www.ocu.org/electrodomesticos/cafeteras/comparar',
        'https://www.delonghi.com/es-es/dinamica-plus',
      ],
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { 'Calidad del café': 'heading', Mantenimiento: 'heading' },
  },
  {
    id: 'eight-es-aio-coffee-cafetera-espresso-manual',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Las cafeteras espresso manuales más valoradas para uso doméstico combinan un portafiltro de 54 o 58 mm con un vaporizador para la leche. Estas son algunas de las más mencionadas:',
          [0],
        ),
        list([
          ['Sage Barista Express:', 'Con molinillo integrado; se vende como Breville fuera de Europa.', [1]],
          ["De'Longhi Dedica Style:", 'Compacta y económica, con portafiltro presurizado.', [0, 2]],
          ['Gaggia Classic Evo Pro:', 'Portafiltro profesional de 58 mm y gran margen de mejora.', [3]],
          ['Cecotec Power Espresso 20:', 'La más barata de la lista.', [2]],
        ]),
        para('Muchos usuarios recomiendan la Sage Barista Express como primera cafetera con molinillo integrado.', [1, 4]),
        para('La Cecotec es la más barata, pero su durabilidad es cuestionable según varias opiniones.', [2]),
      ],
      [
        ref('https://www.ocu.org/electrodomesticos/cafeteras/consejos/cafetera-espresso', 'Cómo elegir una cafetera espresso | OCU'),
        ref('https://www.sageappliances.com/es/es/products/espresso/bes875.html', 'the Barista Express™ | Sage'),
        ref('https://www.xataka.com/seleccion/mejores-cafeteras-espresso-manuales', 'Las mejores cafeteras espresso manuales'),
        ref('https://www.gaggia.com/es/classic-evo-pro', 'Classic Evo Pro | Gaggia'),
        ref('https://www.reddit.com/r/cafe/comments/1e2f3g/primera_cafetera_espresso/', 'Primera cafetera espresso'),
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', null, 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Gaggia', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Cecotec', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { OCU: 'link' },
  },
  {
    id: 'eight-es-bing-coffee-caffora-opiniones',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'Opiniones sobre Caffora',
      [
        para(
          'Caffora es un fabricante italosuizo de cafeteras superautomáticas que llegó a España en 2024. Sus modelos más vendidos son la Uno y la Duo Latte.',
          [0],
        ),
        heading('Lo que gusta'),
        list([
          [null, 'Espresso con mucho cuerpo y buena crema.', [1]],
          [null, 'Molinillo cerámico muy silencioso.', [1, 2]],
          [null, 'Diseño sobrio y compacto.', [0]],
        ]),
        heading('Lo que no tanto'),
        list([
          [null, 'Pocos servicios técnicos oficiales fuera de Madrid y Barcelona.', [3]],
          [null, 'La Uno no tiene vaporizador ni sistema de leche.', [2]],
        ]),
        para(
          "En resumen, Caffora es una buena opción para quien bebe sobre todo café solo. Si prefieres bebidas con leche, la Melitta Latticia OT o la De'Longhi Magnifica Evo LatteCrema te saldrán más a cuenta.",
          [2, 4],
        ),
      ],
      [
        ref('https://www.caffora.com/es/', 'Caffora España'),
        ref('https://www.xataka.com/analisis/caffora-uno-analisis', 'Caffora Uno, análisis'),
        ref('https://www.elcorteingles.es/electrodomesticos/cafeteras/caffora/', 'Cafeteras Caffora | El Corte Inglés'),
        ref('https://www.forocoches.com/foro/showthread.php?t=9876543', 'Caffora, ¿alguien la tiene?'),
        ref('https://www.ocu.org/electrodomesticos/cafeteras/test', 'Test de cafeteras superautomáticas'),
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Lo que gusta': 'heading', 'Lo que no tanto': 'heading', 'El Corte Inglés': 'link' },
  },
  {
    id: 'eight-es-grok-coffee-sage-merece-la-pena',
    engine: 'GROK',
    lang: 'es',
    subject: SUBJECT,
    body: grokResponse(
      `¿La Sage Barista Touch Impress? Es una máquina preciosa y el tamper asistido funciona de verdad [[1]](https://www.xataka.com/analisis/sage-barista-touch-impress-analisis), pero tú mismo dices que no quieres complicarte por las mañanas.

Yo no la compraría a ese precio (999 €): sigue siendo una cafetera de portafiltro, con su molienda, su limpieza del grupo y su curva de aprendizaje.

Por unos 200 € menos tienes una **Jura ENA 4** que lo hace todo sola y dura años [[2]](https://www.ocu.org/electrodomesticos/cafeteras/test/jura-ena-4). Yo iría a por la Jura.

¿Y Caffora? Está sacando buenas críticas, pero todavía no hay datos de fiabilidad a largo plazo [[3]](https://www.reddit.com/r/espresso/comments/1f5g6h/caffora_long_term/).`,
      ['https://www.sageappliances.com/es/es/products/espresso/bes881.html'],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'CRITICIZED', 'MIXED'],
    ],
  },

  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'eight-it-chatgpt-coffee-ufficio',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `Per un ufficio di dieci persone ti consiglierei la **Jura WE8**: è pensata proprio per piccoli uffici, regge 30-40 caffè al giorno e il serbatoio da 3 litri si può anche collegare alla rete idrica ([jura.com](https://www.jura.com/it-it/professional/macchine/WE8?utm_source=openai)).

### Le altre che ho valutato

1. **De'Longhi Eletta Explore** – valida e più economica, ma con il serbatoio da 1,8 litri in ufficio andrebbe riempita più volte al giorno.
2. **Caffora Duo Latte** – ottimo cappuccino, però non è pensata per un uso professionale e la garanzia decade se la usi in ufficio ([caffora.com](https://www.caffora.com/it/garanzia?utm_source=openai)), quindi la escluderei.
3. **Noleggio** – molti uffici scelgono il comodato d'uso di Lavazza con le cialde: zero pensieri, ma paghi di più a tazzina nel lungo periodo ([altroconsumo.it](https://www.altroconsumo.it/elettrodomestici/macchine-caffe/consigli/caffe-in-ufficio?utm_source=openai)).

Se mi dici il budget, posso stimarti il costo per tazzina delle tre opzioni.`,
      { query: 'macchina caffè automatica ufficio 10 persone' },
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Caffora', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Lavazza', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { 'Le altre che ho valutato': 'heading', Noleggio: 'heading' },
  },
  {
    id: 'eight-it-claude-coffee-caffora-vs-delonghi',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Ecco un confronto tra la Caffora Prima e la De'Longhi Rivelia, basato sulle recensioni più recenti.\n\n**Macinatura**\n\n",
        {
          text: 'La Rivelia ha due contenitori per i chicchi intercambiabili, comodi se alterni miscela e decaffeinato.',
          cite: [
            {
              url: 'https://www.hdblog.it/casa/articoli/n598765/delonghi-rivelia-recensione/',
              title: "De'Longhi Rivelia, la recensione | HDblog",
              cited_text: 'Il sistema a doppio contenitore permette di passare dal caffè normale al decaffeinato in pochi secondi.',
            },
          ],
        },
        ' La Caffora ha un solo contenitore, ma la macina in ceramica è più silenziosa e più regolare.\n\n**Assistenza**\n\n',
        {
          text: "De'Longhi ha centri assistenza in tutta Italia; Caffora si appoggia a una rete di una quarantina di laboratori convenzionati, concentrati al Nord.",
          cite: [
            {
              url: 'https://www.altroconsumo.it/elettrodomestici/macchine-caffe/news/assistenza-marchi',
              title: 'Assistenza macchine da caffè: come si comportano i marchi | Altroconsumo',
              cited_text: 'Caffora conta circa 40 centri convenzionati, in gran parte nel Nord Italia.',
            },
          ],
        },
        "\n\n**In tazza**\n\nQui la Caffora vince: l'espresso è più corposo e meno amaro, e diversi recensori lo mettono davanti a quello della Rivelia.\n\nSe dovessi scegliere io, prenderei la Caffora Prima, a patto che tu abiti vicino a uno dei centri convenzionati. La Rivelia resta più versatile, ma in tazza convince meno.",
      ],
      [
        {
          url: 'https://www.hdblog.it/casa/articoli/n598765/delonghi-rivelia-recensione/',
          title: "De'Longhi Rivelia, la recensione | HDblog",
        },
        {
          url: 'https://www.altroconsumo.it/elettrodomestici/macchine-caffe/news/assistenza-marchi',
          title: 'Assistenza macchine da caffè: come si comportano i marchi | Altroconsumo',
        },
        { url: 'https://www.caffora.com/it/prima', title: 'Caffora Prima' },
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { Macinatura: 'heading', Assistenza: 'heading', 'In tazza': 'heading', Altroconsumo: 'link' },
  },
  {
    id: 'eight-it-aio-coffee-melitta-opinioni',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'La Melitta Barista TS Smart è una macchina da caffè superautomatica tedesca con 21 ricette, due contenitori per i chicchi e controllo tramite app.',
          [0],
        ),
        list([
          ['Pro:', 'Molte ricette personalizzabili, gruppo infusore estraibile, buona schiuma di latte.', [0, 1]],
          ['Contro:', "L'app si disconnette spesso; plastica un po' leggera per la fascia di prezzo.", [2]],
        ]),
        para(
          'Molti utenti consigliano la Barista TS a chi vuole personalizzare ogni bevanda. In sintesi, è un buon acquisto se cerchi tante ricette a un prezzo inferiore ai 1.000 €.',
          [1, 2],
        ),
        para('Se invece cerchi la massima affidabilità nel tempo, meglio puntare su una Jura.', [3]),
      ],
      [
        ref('https://www.melitta.it/macchine-da-caffe/barista-ts-smart', 'Barista TS Smart | Melitta'),
        ref('https://www.amazon.it/product-reviews/B07MELITTA/', 'Recensioni clienti: Melitta Barista TS Smart'),
        ref('https://www.hdblog.it/casa/articoli/n587654/melitta-barista-ts-smart-recensione/', 'Melitta Barista TS Smart, la recensione'),
        ref('https://www.altroconsumo.it/elettrodomestici/macchine-caffe/test', 'Test macchine da caffè automatiche'),
      ],
    ),
    expect: [
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Pro: 'heading', Contro: 'heading', Amazon: 'link' },
  },
  {
    id: 'eight-it-bing-coffee-sage-bambino',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: SUBJECT,
    body: bingCopilot(
      'Sage Bambino Plus: recensioni',
      [
        para(
          "La Sage Bambino Plus (venduta come Breville fuori dall'Europa) è una macchina espresso compatta con sistema di riscaldamento ThermoJet, pronta in tre secondi.",
          [0],
        ),
        list([
          [null, 'Lancia vapore automatica con regolazione di temperatura e consistenza della schiuma.', [0, 1]],
          [null, 'Portafiltro da 54 mm con cestelli pressurizzati e non pressurizzati.', [1]],
          [null, 'Serbatoio piccolo (1,9 l) e vaschetta raccogligocce che si riempie in fretta.', [2]],
        ]),
        para(
          "Per chi vuole imparare a fare l'espresso è una delle scelte migliori sotto i 400 €, purché abbinata a un buon macinino.",
          [1, 2],
        ),
        para(
          "Non è però adatta a chi cerca una macchina automatica: in quel caso le alternative più citate sono De'Longhi e Caffora.",
          [3],
        ),
      ],
      [
        ref('https://www.sageappliances.com/it/it/products/espresso/bes500.html', 'the Bambino™ Plus | Sage'),
        ref('https://www.dissapore.com/recensioni/sage-bambino-plus/', 'Sage Bambino Plus, la nostra prova'),
        ref('https://www.reddit.com/r/espresso/comments/1g7h8i/bambino_plus_one_year_later/', 'Bambino Plus one year later'),
        ref('https://www.altroconsumo.it/elettrodomestici/macchine-caffe/consigli/automatica-o-manuale', 'Automatica o manuale?'),
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Caffora', 'CLIENT', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'eight-it-grok-coffee-jura-o-caffora',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `**Jura E4 vs Caffora Uno**, in breve:

1. **Prezzo**: la Caffora costa circa 150 € in meno [[1]](https://www.trovaprezzi.it/macchine-caffe/prezzi-scheda-prodotto/caffora_uno).
2. **Espresso**: la Caffora lo fa più corposo; la Jura più pulito ma un po' scarico con le miscele italiane [[2]](https://www.hdblog.it/casa/articoli/n601234/caffora-uno-jura-e4-confronto/).
3. **Affidabilità**: la Jura ha dieci anni di storico alle spalle, la Caffora è sul mercato solo dal 2023.

Io prenderei la Caffora, ma non se vivi in una zona con acqua molto dura: il suo filtro anticalcare non è compatibile con le cartucce standard e costa il doppio [[3]](https://www.caffora.com/it/accessori/filtro).

La De'Longhi Magnifica S che citi? Lasciala perdere per questo confronto, è un'altra fascia.`,
      ['https://www.jura.com/it-it/homeprodukte/maschinen/E4'],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Jura', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Prezzo: 'heading', Espresso: 'heading', Affidabilità: 'heading' },
  },

  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'eight-pt-br-chatgpt-coffee-superautomatica',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: openaiResponse(
      `Resposta curta: **De'Longhi Magnifica Start**. É a superautomática mais fácil de achar no Brasil, tem assistência técnica nas capitais e costuma sair por uns R$ 3.500 em promoção ([tecmundo.com.br](https://www.tecmundo.com.br/produtos/cafeteira-superautomatica-melhores.htm?utm_source=openai)).

**E as outras que você citou?**

- **Jura E8**: excelente, mas custa quase R$ 15 mil por aqui, e a assistência oficial é só em São Paulo ([jura.com](https://www.jura.com/pt-br/?utm_source=openai)).
- **Caffora Uno**: faz um espresso ótimo, mas não é vendida oficialmente no Brasil. Importando, você paga imposto, fica sem garantia e a voltagem é 230 V; eu não compraria.

Se quiser leite vaporizado sem esforço, vale subir para a Magnifica Evo LatteCrema, que tem jarra automática.`,
      { query: 'melhor cafeteira superautomática Brasil 2026' },
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Jura', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Caffora', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'eight-pt-pt-claude-coffee-maquina-de-graos',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Estive a ver análises e preços atuais em Portugal. Para uma máquina de café em grão até 600 €, as opções mais sensatas são estas:\n\n',
        {
          text: 'A Melitta Purista é a mais em conta (cerca de 379 €) e cumpre bem para quem bebe só café curto.',
          cite: [
            {
              url: 'https://www.deco.proteste.pt/eletrodomesticos/maquinas-cafe/testes',
              title: 'Máquinas de café: testes | DECO PROteste',
              cited_text: 'Melitta Purista: boa relação qualidade/preço para bebidas sem leite.',
            },
          ],
        },
        '\n\n',
        {
          text: 'A Caffora Uno tem tido boas críticas pelo silêncio e pelo corpo do café, mas a assistência técnica em Portugal é feita apenas por um parceiro em Lisboa.',
          cite: [
            {
              url: 'https://www.pcguia.pt/2025/10/caffora-uno-analise/',
              title: 'Caffora Uno: análise | PC Guia',
              cited_text: 'A assistência é assegurada por um único parceiro, em Lisboa.',
            },
          ],
        },
        " Se vive fora da capital, isso pode tornar-se um incómodo quando for preciso mudar o grupo de infusão.\n\nEu optaria pela De'Longhi Magnifica Evo: encontra-se em praticamente qualquer loja, da Worten à Fnac, as peças não faltam e o café é consistente. Não é a mais silenciosa, mas é a que dá menos dores de cabeça.",
      ],
      [
        { url: 'https://www.deco.proteste.pt/eletrodomesticos/maquinas-cafe/testes', title: 'Máquinas de café: testes | DECO PROteste' },
        { url: 'https://www.pcguia.pt/2025/10/caffora-uno-analise/', title: 'Caffora Uno: análise | PC Guia' },
        { url: 'https://www.worten.pt/maquinas-de-cafe-automaticas', title: 'Máquinas de Café Automáticas | Worten' },
      ],
    ),
    expect: [
      ['Melitta', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Caffora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Worten', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Fnac', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'DECO PROteste': 'link' },
  },
  {
    id: 'eight-pt-br-perplexity-coffee-breville-vs-delonghi',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Para quem está começando no espresso em casa, as duas máquinas mais comparadas no Brasil são a Breville Barista Express e a De'Longhi Dedica[1][2].

**Breville Barista Express**
- Moedor cônico embutido com 16 ajustes[1]
- Vaporizador manual potente, bom para latte art[3]
- Vendida no Brasil pela Tramontina, em 127 V e 220 V[2]
- Preço: entre R$ 4.500 e R$ 5.500

**De'Longhi Dedica EC685**
- Compacta (15 cm de largura)[4]
- Sem moedor: é preciso comprar café moído ou um moedor à parte
- Preço: cerca de R$ 1.800

A Dedica é bem mais barata, mas o porta-filtro pressurizado limita a qualidade do espresso[4].

Para quem quer aprender de verdade, a Breville é a melhor escolha[1][3].`,
      [
        {
          url: 'https://www.tudocelular.com/casa/noticias/breville-barista-express-review.html',
          title: 'Breville Barista Express: review',
        },
        { url: 'https://www.tramontina.com.br/breville', title: 'Tramontina by Breville' },
        { url: 'https://www.reddit.com/r/cafe/comments/1h9i0j/barista_express_vale_a_pena/', title: 'Barista Express vale a pena?' },
        { url: 'https://www.techtudo.com.br/review/delonghi-dedica-ec685.ghtml', title: "De'Longhi Dedica EC685: review" },
      ],
    ),
    expect: [
      ['Sage', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Tramontina', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'eight-pt-br-bing-coffee-caffora-vale-a-pena',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Caffora Duo Latte vale a pena?',
      [
        para('A Caffora Duo Latte chegou ao Brasil em 2025 por meio de importadores autorizados e custa em torno de R$ 8.999.', [0]),
        heading('Pontos positivos'),
        list([
          [null, 'Espuma de leite cremosa e na temperatura certa.', [1]],
          [null, 'Moedor de cerâmica silencioso.', [1]],
        ]),
        heading('Pontos negativos'),
        list([
          [null, 'Preço alto para o mercado brasileiro.', [0, 2]],
          [null, 'Poucas assistências técnicas fora de São Paulo e Rio.', [2]],
        ]),
        para(
          "Muitos donos recomendam a Caffora pela qualidade do café, mas, pelo preço, a De'Longhi Dinamica Plus entrega quase o mesmo por bem menos.",
          [2, 3],
        ),
        para('Se o orçamento permitir e você morar perto de uma assistência, vale a pena.', [3]),
      ],
      [
        ref('https://www.caffora.com/br/duo-latte', 'Duo Latte – Caffora Brasil'),
        ref('https://www.tecmundo.com.br/produtos/caffora-duo-latte-review.htm', 'Caffora Duo Latte: review'),
        ref('https://www.reclameaqui.com.br/empresa/caffora-brasil/', 'Caffora Brasil – Reclame AQUI'),
        ref('https://www.zoom.com.br/cafeteira/delonghi-dinamica-plus', "De'Longhi Dinamica Plus: preços"),
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'POSITIVE'],
    ],
    traps: { 'Pontos positivos': 'heading', 'Pontos negativos': 'heading', 'Reclame AQUI': 'link' },
  },
  {
    id: 'eight-pt-pt-grok-coffee-escritorio-lisboa',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: grokResponse(
      `Para um escritório com seis pessoas, eu ia pela **Jura WE6**: foi feita precisamente para isto, aguenta umas 30 chávenas por dia e o depósito de 3 litros não obriga a andar sempre a enchê-lo [[1]](https://www.jura.com/pt-pt/professional/maquinas/WE6).

A Melitta Latticia é boa para casa, mas não a meteria num escritório: não foi pensada para esse ritmo e o depósito de leite tem de ser lavado depois de cada utilização [[2]](https://www.deco.proteste.pt/eletrodomesticos/maquinas-cafe/testes/melitta-latticia-ot).

Há quem prefira simplesmente uma máquina de cápsulas Delta Q, que é mais barata à partida, mas sai bastante mais cara por chávena [[3]](https://www.e-konomista.pt/custo-capsulas-cafe/).`,
      ['https://www.worten.pt/maquinas-de-cafe-profissionais'],
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Melitta', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Delta Q', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Worten: 'link' },
  },

  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'eight-nl-chatgpt-coffee-volautomaat-cappuccino',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: SUBJECT,
    body: openaiResponse(
      `Mijn keuze voor jullie: de **Melitta Latticia OT**. Voor rond de €449 krijg je een volautomaat die cappuccino en latte macchiato met één druk op de knop maakt, en de melk zuigt hij zo uit het pak ([coolblue.nl](https://www.coolblue.nl/product/912345/melitta-latticia-ot.html?utm_source=openai)).

| | Melitta Latticia OT | De'Longhi Magnifica Evo LatteCrema | Caffora Uno |
|---|---|---|---|
| Melk | automatisch | automatisch (karaf) | geen melksysteem |
| Geluid | gemiddeld | luid | stil |
| Prijs | ~€449 | ~€599 | ~€529 |

- **De'Longhi Magnifica Evo LatteCrema**: ook prima en het melkschuim is iets romiger, maar het maalwerk is flink luidruchtig ([tweakers.net](https://tweakers.net/reviews/12345/delonghi-magnifica-evo-lattecrema.html?utm_source=openai)).
- **Caffora Uno**: mooie, volle espresso, maar voor cappuccino's zou ik hem niet nemen: er zit geen melksysteem op.

Coolblue heeft de Latticia regelmatig in de aanbieding; het loont om even te wachten op een actie.`,
      { query: 'beste volautomaat cappuccino onder 600 euro' },
    ),
    expect: [
      ['Melitta', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Caffora', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Coolblue', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'eight-nl-claude-coffee-jura-het-geld-waard',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ik heb gekeken naar recente tests en ervaringen van eigenaren.\n\n**Onderhoud**\n\n',
        {
          text: 'Jura-machines reinigen hun melksysteem grotendeels zelf, maar je bent wel gebonden aan de eigen filterpatronen en reinigingstabletten, samen zo’n €80 per jaar.',
          cite: [
            {
              url: 'https://www.consumentenbond.nl/koffiezetapparaat/jura-onderhoudskosten',
              title: 'Onderhoudskosten van een Jura | Consumentenbond',
              cited_text: 'Reken op ongeveer 80 euro per jaar aan filters en reinigingstabletten.',
            },
          ],
        },
        '\n\n**Levensduur**\n\n',
        {
          text: 'Eigenaren melden regelmatig tien jaar of langer zonder grote reparaties.',
          cite: [
            {
              url: 'https://gathering.tweakers.net/forum/list_messages/2198765',
              title: 'Jura na 10 jaar: ervaringen – Tweakers Gathering',
              cited_text: 'Mijn E6 draait nu elf jaar, alleen één keer de zetgroep laten reviseren.',
            },
          ],
        },
        "\n\nDat is indrukwekkend, en de koffie is uitstekend. Toch is mijn conclusie: voor jouw gebruik, twee kopjes per dag, zou ik geen Jura kopen. Je betaalt vooral voor capaciteit en levensduur die je niet benut.\n\nIk zou eerder kijken naar een Caffora Uno of een De'Longhi Magnifica Evo: die zetten voor de helft van het geld een vergelijkbare espresso.",
      ],
      [
        {
          url: 'https://www.consumentenbond.nl/koffiezetapparaat/jura-onderhoudskosten',
          title: 'Onderhoudskosten van een Jura | Consumentenbond',
        },
        { url: 'https://gathering.tweakers.net/forum/list_messages/2198765', title: 'Jura na 10 jaar: ervaringen – Tweakers Gathering' },
        { url: 'https://www.sageappliances.com/nl/nl/products/espresso.html', title: 'Espressomachines | Sage' },
      ],
    ),
    expect: [
      ['Jura', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ["De'Longhi", 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Onderhoud: 'heading', Levensduur: 'heading', Sage: 'link', Consumentenbond: 'link' },
  },
  {
    id: 'eight-nl-perplexity-coffee-klein-appartement',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Voor een kleine keuken tellen vooral breedte, geluid en hoe makkelijk je het apparaat schoonhoudt[1].

**Caffora Uno**: 24 cm breed, fluisterstil maalwerk en een zetgroep die je onder de kraan afspoelt[2]. Veel eigenaren raden de Uno juist voor kleine keukens aan vanwege het formaat[2][4]. Voor jouw situatie is dat ook de logische keuze.

**Jura ENA 4**: eveneens compact, 27 cm breed, met een opvallend strak ontwerp[3].

**Sage Bambino Plus**: nog smaller (19 cm), maar het is een pistonmachine; minder geschikt als je geen zin hebt om zelf te malen en aan te drukken[5].

Let op: bij alle drie moet er ruimte boven het apparaat zijn om het bonenreservoir te vullen[1].`,
      [
        {
          url: 'https://www.consumentenbond.nl/koffiezetapparaat/klein-en-compact',
          title: 'Compacte koffiezetapparaten | Consumentenbond',
        },
        { url: 'https://tweakers.net/reviews/12876/caffora-uno-review.html', title: 'Caffora Uno review | Tweakers' },
        { url: 'https://www.jura.com/nl-nl/homeprodukte/maschinen/ENA-4', title: 'ENA 4 – JURA Nederland' },
        {
          url: 'https://www.reddit.com/r/thenetherlands/comments/1j2k3l/koffiemachine_klein_appartement/',
          title: 'Koffiemachine voor klein appartement?',
        },
        { url: 'https://www.sageappliances.com/nl/nl/products/espresso/bes500.html', title: 'the Bambino™ Plus | Sage' },
      ],
    ),
    expect: [
      ['Caffora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Jura', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Sage', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { 'Let op': 'heading' },
  },
  {
    id: 'eight-nl-gemini-coffee-delonghi-vs-melitta',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `## De'Longhi Dinamica Plus of Melitta Barista TS Smart?

Twee volautomaten in dezelfde prijsklasse (rond de €750), met elk hun eigen sterke punten.

### De'Longhi Dinamica Plus
* **Koffie:** vol en warm, maar standaard wat bitter afgesteld.
* **Melk:** LatteCrema-karaf, een van de beste melksystemen in deze klasse.
* **Bediening:** touchscreen en app, werkt vlot.

### Melitta
* **Koffie:** iets milder, met twee bonenreservoirs voor bijvoorbeeld cafeïnevrij.
* **Melk:** goed, maar het leidingwerk moet dagelijks worden doorgespoeld.
* **Bediening:** de app verliest geregeld de verbinding.

**Conclusie:** er is geen duidelijke winnaar. Drink je vooral melkdranken, dan heeft de Dinamica een klein voordeel; wissel je vaak van bonen, dan heeft de Barista TS de betere papieren.

Sage heeft in deze prijsklasse geen volautomaat, dus die valt af.`,
      [
        { quote: 'LatteCrema-karaf, een van de beste melksystemen in deze klasse', chunks: [0] },
        { quote: 'de app verliest geregeld de verbinding', chunks: [1] },
        { quote: 'met twee bonenreservoirs voor bijvoorbeeld cafeïnevrij', chunks: [1, 2] },
      ],
      [
        'https://tweakers.net/reviews/12001/delonghi-dinamica-plus-review.html',
        'https://www.coolblue.nl/advies/melitta-barista-ts-smart-review.html',
        'https://www.consumentenbond.nl/koffiezetapparaat/test',
      ],
    ),
    expect: [
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Melitta', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Sage', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Koffie: 'heading', Melk: 'heading', Bediening: 'heading', Conclusie: 'heading', Coolblue: 'link' },
  },
  {
    id: 'eight-nl-grok-coffee-caffora-storing',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Foutcode E05 op een Caffora Duo Latte betekent dat de zetgroep niet goed in positie komt. Dat is een bekend probleem bij de eerste serie [[1]](https://gathering.tweakers.net/forum/list_messages/2201234).

Probeer dit eerst:
1. Zet de machine uit en haal de stekker eruit.
2. Neem de zetgroep eruit, spoel hem af met lauw water en laat hem drogen.
3. Vet de rubbers licht in met siliconenvet en plaats hem terug.
4. Installeer de laatste firmware via de app [[2]](https://www.caffora.com/nl/support/firmware).

Helpt dat niet, neem dan contact op met Caffora; binnen de garantie vervangen ze de zetgroep gratis.

Is de garantie verlopen en kost de reparatie meer dan €250, dan zou ik eerlijk gezegd niet meer in deze Caffora investeren. Ter vergelijking: een nieuwe De'Longhi Eletta Explore kost rond de €900 [[3]](https://www.coolblue.nl/product/934567/delonghi-eletta-explore.html).`,
    ),
    expect: [
      ['Caffora', 'CLIENT', 'EXCLUDED', 'NEGATIVE'],
      ["De'Longhi", 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
    ],
  },
];
