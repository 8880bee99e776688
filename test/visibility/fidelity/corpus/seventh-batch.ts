// Fidelity corpus, seventh batch: e-bike makers, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology or the earlier batches' answers), as the engines
// answer: 35 answers, every engine four or five times, in the seven languages (Portuguese in both
// pt-BR and pt-PT). "Gazelle" is the common-word competitor (the animal: "gazelle" in English,
// French and Dutch, "Gazelle" in German, where every noun is capitalised); four answers use the
// word and not the brand. The client is "Veloria", an invented Dutch-Belgian maker of city e-bikes.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice is RECOMMENDED, hedged or negated advice never is; a brand
// ruled out or advised against is EXCLUDED; drawbacks without advice against are CRITICIZED; a
// brand weighed against others without being chosen is COMPARED. Where the answer leaves the role
// open (advice for one use and against another, a bare "doesn't make one"), the role is null.
// A brand named only in a heading, with the advice in the section under it, is labelled as the
// section reads (two answers: seven-nl-claude-ebikes-speed-pedelec, seven-nl-ai-mode-ebikes-reliable).
//
// The subject is `ebikes` in ../cases.ts (`ebikes: ebikesSubject`).
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

export const ebikesSubject = {
  client: { name: 'Veloria', aliases: ['Veloria Bikes'], domain: 'veloria.bike' },
  competitors: [
    { name: 'VanMoof', aliases: ['Van Moof'], domain: 'vanmoof.com' },
    { name: 'Gazelle', aliases: ['Gazelle Bikes'], domain: 'gazelle.nl' },
    { name: 'Riese & Müller', aliases: ['Riese und Müller', 'Riese & Muller', 'R&M'], domain: 'r-m.de' },
    { name: 'Stromer', aliases: [], domain: 'stromerbike.com' },
  ],
  categoryTerms: ['e-bike', 'electric bike'],
} satisfies VisibilitySubject;

const SUBJECT = 'ebikes';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const seventhBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'seven-en-chatgpt-ebikes-commute',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `Short answer: **Veloria City 2** if you want a low-maintenance commuter, **Gazelle** if you want the safest long-term bet on service.

## Quick picks

- **Veloria City 2** — belt drive, a quiet rear hub motor, and the app is optional rather than required. Best value of the lot right now ([tweakers.net](https://tweakers.net/reviews/11873/veloria-city-2-review.html?utm_source=openai)).
- **Gazelle Ultimate C380** — heavy, but the dealer network in the Netherlands is unmatched.
- **VanMoof S5** — gorgeous, but I wouldn't pick VanMoof if you can't live with proprietary parts: after the 2023 bankruptcy, repairs still go through their own service hubs ([theverge.com](https://www.theverge.com/24012345/vanmoof-s5-review?utm_source=openai)).
- **Stromer ST3** — can work if your commute is long, but it's a speed pedelec (45 km/h), which means insurance, a plate and a helmet. For most city trips it's overkill.

## What I'd skip

Riese & Müller makes excellent bikes, but for a flat city commute you're paying for suspension you won't use.

If you tell me your budget and the distance, I can narrow it down.`,
      { query: 'best e-bike city commute Amsterdam 2026' },
    ),
    expect: [
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Stromer', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Riese & Müller', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
    traps: { 'Quick picks': 'heading' },
  },
  {
    id: 'seven-en-claude-ebikes-veloria-vs-vanmoof',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Here's what I found on Veloria and how it stacks up against VanMoof.\n\n",
        {
          text: 'Veloria launched in 2022 and sells mostly direct, with a small network of partner workshops in the Benelux and Germany.',
          cite: [
            {
              url: 'https://www.bikeradar.com/reviews/bikes/electric-bikes/veloria-city-2',
              title: 'Veloria City 2 review | BikeRadar',
              cited_text: 'The Dutch-Belgian brand launched in 2022 and sells mostly online.',
            },
          ],
        },
        '\n\n**Veloria vs VanMoof**\n\nThe two aim at the same buyer: urban, design-conscious, happy to use an app. ',
        {
          text: "VanMoof's S5 still has the better integrated lock and theft-recovery service",
          cite: [
            {
              url: 'https://www.wired.com/review/vanmoof-s5/',
              title: 'VanMoof S5 Review: Back From the Brink | WIRED',
              cited_text: 'The integrated lock and theft tracking remain the best in the business.',
            },
          ],
        },
        ', while Veloria uses standard parts (Shimano brakes, a Gates belt) that any bike shop can fix. That difference matters more than any spec sheet.\n\n**Where Veloria falls short**\n\n',
        {
          text: 'Several owners report that the Veloria app drops the Bluetooth connection and that firmware updates are slow to arrive.',
          cite: [
            {
              url: 'https://www.reddit.com/r/ebikes/comments/1b2c3d/veloria_city_2_after_a_year/',
              title: 'Veloria City 2 after a year : r/ebikes',
              cited_text: 'The app keeps disconnecting and the last update took months.',
            },
          ],
        },
        " Range is also on the modest side (around 60 km in real-world riding).\n\n**My take**\n\nIf repairability is your priority, Veloria is the safer choice of the two. If you want the slickest theft protection, VanMoof is better on paper, but you'd be tied to one service network. I'd also look at a Gazelle Paris C7+ as a conservative alternative: less exciting, but it will still be fixable in 15 years.",
      ],
      [
        { url: 'https://www.bikeradar.com/reviews/bikes/electric-bikes/veloria-city-2', title: 'Veloria City 2 review | BikeRadar' },
        { url: 'https://www.wired.com/review/vanmoof-s5/', title: 'VanMoof S5 Review: Back From the Brink | WIRED' },
        {
          url: 'https://www.reddit.com/r/ebikes/comments/1b2c3d/veloria_city_2_after_a_year/',
          title: 'Veloria City 2 after a year : r/ebikes',
        },
        { url: 'https://www.electricbikereview.com/stromer/st3/', title: 'Stromer ST3 Review | ElectricBikeReview' },
      ],
    ),
    expect: [
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Shimano', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Gates', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Stromer: 'link' },
  },
  {
    id: 'seven-en-perplexity-ebikes-cargo',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `For a family cargo e-bike in 2026, the shortlist usually comes down to three brands[1][3].

**Riese & Müller Load4 75** is the benchmark: full suspension, a Bosch Cargo Line motor and a 200 kg total weight limit[1]. It is also the most expensive, often above €8,000[2].

**Gazelle Makki Load** is cheaper and easier to park, though reviewers note the box is narrower and fits two kids at most[3].

**Veloria Carry** is new to the segment; early tests praise the price (€4,990), but the motor struggles on steep hills and the rain cover costs extra[4].

VanMoof and Stromer don't make cargo bikes, so they are not relevant here.

Bottom line: Riese & Müller if the budget allows; Gazelle for most families.`,
      [
        {
          url: 'https://www.cyclingweekly.com/group-tests/best-electric-cargo-bikes',
          title: 'Best electric cargo bikes 2026 | Cycling Weekly',
        },
        { url: 'https://www.r-m.de/en/models/load4-75/', title: 'Load4 75 | Riese & Müller' },
        { url: 'https://www.bikeradar.com/reviews/bikes/electric-bikes/gazelle-makki-load', title: 'Gazelle Makki Load review' },
        { url: 'https://www.ebiketips.co.uk/reviews/veloria-carry-first-ride', title: 'Veloria Carry first ride | ebiketips' },
      ],
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Veloria', 'CLIENT', null, 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Stromer', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-en-aio-ebikes-vanmoof-alternatives',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "If you're looking for alternatives to VanMoof, several brands offer similar minimalist city e-bikes with better repair support.",
          [0, 1],
        ),
        list([
          [
            'Veloria City 2:',
            'A belt-driven commuter with standard components, often cited as the closest match to the VanMoof look.',
            [0],
          ],
          ['Cowboy 4:', 'Another direct-to-consumer brand with a clean design and an app-based unlock.', [2]],
          ['Gazelle Ultimate:', 'A more traditional Dutch option with a wide dealer network.', [1]],
          ['Stromer ST1:', 'A premium Swiss option, pricier but built for long daily commutes.', [3]],
        ]),
        para(
          'Many former VanMoof owners recommend choosing a brand with local dealer support, since proprietary parts can be hard to source.',
          [1],
        ),
      ],
      [
        ref('https://www.techradar.com/vehicle-tech/best-vanmoof-alternatives', '7 best VanMoof alternatives in 2026 | TechRadar'),
        ref('https://www.reddit.com/r/vanmoof/comments/17xk2p/what_did_you_replace_it_with/', 'What did you replace your VanMoof with?'),
        ref('https://www.t3.com/features/cowboy-vs-vanmoof', 'Cowboy vs VanMoof: which is better?'),
        ref('https://www.stromerbike.com/en/st1', 'Stromer ST1 – Stromer'),
      ],
    ),
    expect: [
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Veloria', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Cowboy 4', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Stromer', 'COMPETITOR', 'LISTED', 'MIXED'],
    ],
  },
  {
    id: 'seven-en-grok-ebikes-speed-pedelecs',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `**Stromer ST5 vs Riese & Müller Supercharger4 GT Vario HS**: both are 45 km/h speed pedelecs, but they're built for different riders.

| | Stromer ST5 | Riese & Müller Supercharger4 HS |
|---|---|---|
| Motor | SYNO Drive II (rear hub) | Bosch Performance Speed (mid-drive) |
| Range | up to 180 km | up to 140 km (dual battery) |
| Price | ~€10,990 | ~€9,800 |

The Stromer's rear hub is quieter and nearly maintenance-free, and it pulls away from a light like a gazelle [[1]](https://www.electrive.com/2025/04/02/stromer-st5-long-term-test/). The Riese & Müller climbs better thanks to the mid-drive and has full suspension [[2]](https://www.ebike-news.de/riese-mueller-supercharger4-hs-test/).

Honestly, for long flat commutes the Stromer is the one I'd buy. For hilly routes or rough roads, go with the R&M.

Veloria doesn't sell a speed pedelec yet, so it's out of the running here [[3]](https://veloria.bike/en/range).`,
      ['https://www.vanmoof.com/en-NL/s5', 'https://www.reddit.com/r/speedpedelec/'],
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Gazelle: 'common-word', VanMoof: 'link' },
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'seven-de-gemini-ebikes-veloria-vs-gazelle',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `## Veloria vs. Gazelle: Welches E-Bike passt zu Ihnen?

Beide Marken zielen auf Pendler, verfolgen aber unterschiedliche Ansätze.

**Veloria City 2**
* Riemenantrieb und Nabenmotor, kaum Wartung
* Direktvertrieb online, Probefahrten nur in wenigen Städten
* Preis: ca. 2.890 €

**Gazelle Ultimate C380 HMB**
* Bosch-Mittelmotor, stufenlose Enviolo-Schaltung
* Großes Händlernetz in Deutschland
* Preis: ca. 3.600 €

Die Gazelle ist komfortabler und lässt sich fast überall warten, ist aber mit gut 27 kg deutlich schwerer. Veloria punktet mit dem Preis, allerdings fehlt ein stationäres Händlernetz, was bei Reparaturen zum Problem werden kann.

**Fazit:** Für die meisten Pendler ist die Gazelle die sicherere Wahl.`,
      [
        { quote: 'Direktvertrieb online, Probefahrten nur in wenigen Städten', chunks: [0] },
        { quote: 'Großes Händlernetz in Deutschland', chunks: [1] },
        { quote: 'ist aber mit gut 27 kg deutlich schwerer', chunks: [1, 2] },
      ],
      [
        'https://www.veloria.bike/de/city-2',
        'https://www.gazelle.de/e-bikes/ultimate-c380-hmb',
        'https://www.fahrrad-xxl.de/beratung/e-bike/pendler-e-bike-test/',
      ],
    ),
    expect: [
      ['Veloria', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Enviolo', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Fazit: 'heading' },
  },
  {
    id: 'seven-de-bing-ebikes-riese-mueller',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Riese & Müller: Erfahrungen und Alternativen',
      [
        para(
          'Riese & Müller gilt als einer der hochwertigsten E-Bike-Hersteller Deutschlands. Nutzer loben vor allem Verarbeitung, Federung und Fahrgefühl.',
          [0, 1],
        ),
        heading('Häufige Kritikpunkte'),
        list([
          [null, 'Hoher Preis: Die meisten Modelle kosten zwischen 5.000 und 9.000 €.', [1]],
          [null, 'Lange Lieferzeiten bei Sonderausstattung.', [2]],
          [null, 'Hohes Gewicht, besonders bei den Cargo-Modellen.', [0]],
        ]),
        heading('Alternativen'),
        list([
          ['Stromer', 'Schweizer S-Pedelecs mit Hinterradmotor, ähnlich teuer.', [3]],
          ['Gazelle', 'Günstiger und solide, aber weniger sportlich.', [2]],
          ['Veloria', 'Preiswerte Stadträder; für Touren im Gebirge eher nicht zu empfehlen.', [4]],
        ]),
        para('Wenn das Budget es zulässt, ist Riese und Müller nach wie vor eine Empfehlung wert.', [1]),
      ],
      [
        ref('https://www.ebike-news.de/riese-mueller-erfahrungen/', 'Riese & Müller Erfahrungen: Lohnt sich der Aufpreis?'),
        ref('https://www.adac.de/rund-ums-fahrzeug/zweirad/e-bike-pedelec/test/', 'E-Bikes im ADAC Test'),
        ref('https://www.radfahren.de/e-bike/alternativen-zu-riese-mueller/', 'Alternativen zu Riese & Müller'),
        ref('https://www.stromerbike.com/de/', 'Stromer – Swiss Speed Pedelecs'),
        ref('https://www.veloria.bike/de/', 'Veloria – City E-Bikes'),
      ],
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Stromer', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Gazelle', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { 'Häufige Kritikpunkte': 'heading', Alternativen: 'heading', ADAC: 'link' },
  },
  {
    id: 'seven-de-chatgpt-ebikes-vanmoof-worth-it',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      `Kurz gesagt: eher nein – außer du wohnst in der Nähe eines VanMoof-Service-Hubs.

**Was für VanMoof spricht**
- Design und integriertes Schloss sind nach wie vor top.
- Seit der Übernahme durch Lavoie 2023 gibt es wieder Ersatzteile und Software-Updates ([bike-x.de](https://www.bike-x.de/vanmoof-s5-test/?utm_source=openai)).

**Was dagegen spricht**
- Viele Teile sind proprietär; freie Werkstätten lehnen Reparaturen oft ab.
- Der Wiederverkaufswert ist nach der Insolvenz stark gefallen.

Ich würde dir stattdessen zu einem Rad mit Standardkomponenten raten, etwa dem Veloria City 2 oder einem Gazelle mit Bosch-Antrieb. Beide kannst du bei jeder Fahrradwerkstatt warten lassen ([test.de](https://www.test.de/E-Bikes-im-Test-4736419-0/?utm_source=openai)).

Von einem gebrauchten VanMoof S3 würde ich ganz abraten: Die Akkus sind kaum noch zu bekommen.`,
      { query: 'VanMoof S5 lohnt sich 2026' },
    ),
    expect: [
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lavoie', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-de-ai-mode-ebikes-s-pedelec',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Für S-Pedelecs (bis 45 km/h) gelten in Deutschland Versicherungskennzeichen und Helmpflicht; die Auswahl ist kleiner als bei normalen E-Bikes.',
          [0],
        ),
        heading('Die wichtigsten Modelle'),
        list([
          ['Stromer ST3 Pinion:', 'Der Klassiker unter den S-Pedelecs: Hinterradmotor, hohe Reichweite, Pinion-Getriebe.', [1]],
          ['Riese & Müller Charger4 GT HS:', 'Komfortabel dank Federung, für Langstrecken geeignet.', [2]],
          ['Gazelle Ultimate C380 HMB Speed:', 'Seltener zu sehen, aber eine gute Wahl für alle, die aufrecht sitzen wollen.', [3]],
        ]),
        table([
          ['Modell', 'Motor', 'Preis'],
          ['Stromer ST3', 'Hinterradmotor', 'ab 7.990 €'],
          ['R&M Charger4 HS', 'Bosch Mittelmotor', 'ab 7.499 €'],
          ['Gazelle C380 Speed', 'Bosch Mittelmotor', 'ab 5.499 €'],
        ]),
        para('Wer hauptsächlich lange, flache Strecken fährt, ist mit dem Stromer am besten bedient.', [1]),
        para('Veloria und VanMoof bieten derzeit keine S-Pedelecs an.', [4]),
      ],
      [
        ref('https://www.adfc.de/artikel/s-pedelecs', 'S-Pedelecs: Was gilt? | ADFC'),
        ref('https://www.stromerbike.com/de/st3-pinion', 'Stromer ST3 Pinion'),
        ref('https://www.r-m.de/de/modelle/charger4/', 'Charger4 | Riese & Müller'),
        ref('https://www.gazelle.de/s-pedelec', 'Gazelle S-Pedelecs'),
        ref('https://www.elektrobike-online.com/s-pedelec-kaufberatung/', 'S-Pedelec Kaufberatung 2026'),
      ],
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', null, 'NEUTRAL'],
      ['VanMoof', 'COMPETITOR', null, 'NEUTRAL'],
      ['Pinion', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Die wichtigsten Modelle': 'heading', ADFC: 'link' },
  },
  {
    id: 'seven-de-claude-ebikes-veloria-battery',
    engine: 'CLAUDE',
    lang: 'de',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ich habe mir aktuelle Tests und Forenbeiträge angesehen.\n\n',
        {
          text: 'Das Veloria City 2 schneidet in Tests ordentlich ab: solide Verarbeitung, leiser Motor, faire 2.890 €.',
          cite: [
            {
              url: 'https://www.elektrobike-online.com/test/veloria-city-2/',
              title: 'Veloria City 2 im Test | ElektroBIKE',
              cited_text: 'Solide verarbeitet, leise und mit 2.890 Euro fair bepreist.',
            },
          ],
        },
        ' Flink wie eine Gazelle ist es mit 24 kg zwar nicht, aber das ist in der Klasse normal. Allerdings gibt es zwei wiederkehrende Kritikpunkte:\n\n1. ',
        {
          text: 'Der Akku verliert nach zwei Wintern spürbar an Kapazität',
          cite: [
            {
              url: 'https://www.pedelecforum.de/forum/index.php?threads/veloria-akku-kapazitaet.98765/',
              title: 'Veloria Akku Kapazität nach 2 Jahren – Pedelecforum',
              cited_text: 'Nach dem zweiten Winter hat mein Akku etwa 20 % verloren.',
            },
          ],
        },
        ', und ein Ersatzakku kostet rund 600 €.\n2. Der Kundenservice antwortet per E-Mail oft erst nach einer Woche.\n\nDas heißt nicht, dass das Rad schlecht ist – aber wer im Winter viel fährt und das Rad draußen abstellt, sollte das wissen. Zum Vergleich: Bei Riese & Müller und Stromer bekommt man Ersatzakkus problemlos über jeden Händler.\n\nMeine Einschätzung: Veloria ist kein Fehlkauf, aber ich würde es nicht als Ganzjahres-Pendelrad kaufen.',
      ],
      [
        { url: 'https://www.elektrobike-online.com/test/veloria-city-2/', title: 'Veloria City 2 im Test | ElektroBIKE' },
        {
          url: 'https://www.pedelecforum.de/forum/index.php?threads/veloria-akku-kapazitaet.98765/',
          title: 'Veloria Akku Kapazität nach 2 Jahren – Pedelecforum',
        },
      ],
    ),
    expect: [
      ['Veloria', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Riese & Müller', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['Stromer', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
    ],
    traps: { Gazelle: 'common-word' },
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'seven-fr-perplexity-ebikes-urbain',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Voici les vélos électriques urbains les plus cités dans les comparatifs récents[1][2] :

- **Gazelle Chamonix C5** : confortable, fiable, vendu dans la plupart des magasins de vélos[1].
- **VanMoof S5** : design épuré et antivol intégré, mais la réparabilité reste un point faible[2][3].
- **Veloria City 2** : bon rapport qualité-prix, courroie sans entretien[4].
- **Moustache Lundi 27** : marque française, moteur Bosch, très appréciée des vélotafeurs[5].

Pour un usage quotidien en ville, la Gazelle reste le choix le plus sûr[1], alors que la VanMoof séduit surtout par son look[3]. Si vous habitez en Île-de-France, pensez aussi à l'aide à l'achat de la Région.`,
      [
        {
          url: 'https://www.lesnumeriques.com/velo-electrique/guide-achat-meilleurs-velos-electriques-urbains-a5012.html',
          title: 'Les meilleurs vélos électriques urbains',
        },
        { url: 'https://www.frandroid.com/produits-android/velo-electrique/vanmoof-s5-test', title: 'Test du VanMoof S5' },
        { url: 'https://www.numerama.com/vroom/vanmoof-s5-avis', title: 'VanMoof S5 : notre avis' },
        { url: 'https://www.cleanrider.com/essai/veloria-city-2/', title: 'Essai Veloria City 2' },
        { url: 'https://www.moustachebikes.com/fr/lundi-27', title: 'Lundi 27 – Moustache Bikes' },
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Veloria', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Moustache Lundi 27', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-fr-grok-ebikes-stromer-ou-vanmoof',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Pour 25 km aller, franchement, ni l'un ni l'autre n'est parfait, mais voici comment je vois les choses.

**Stromer ST3** — c'est un speed pedelec (45 km/h) : plaque, assurance et casque obligatoires en France [[1]](https://www.service-public.fr/particuliers/vosdroits/F36397). En échange, 25 km passent en 40 minutes, et au feu vert tu démarres comme une gazelle. Autonomie largement suffisante.

**VanMoof S5** — limité à 25 km/h, donc plus d'une heure de trajet. Et l'autonomie réelle (~60 km) est juste pour un aller-retour quotidien sans recharge au bureau [[2]](https://www.lesnumeriques.com/velo-electrique/vanmoof-s5-p72000/test.html).

Mon avis : je prendrais le Stromer. Le VanMoof, je ne le conseillerais pas pour cette distance.

Si tu veux un compromis, regarde le Riese & Müller Roadster Vario en version 25 km/h : plus confortable que le VanMoof et réparable partout [[3]](https://www.velo-electrique.org/riese-muller-roadster-vario/).`,
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Gazelle: 'common-word' },
  },
  {
    id: 'seven-fr-aio-ebikes-gazelle-avis',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Gazelle est un fabricant néerlandais de vélos fondé en 1892, réputé pour la robustesse et le confort de ses vélos électriques.',
          [0],
        ),
        heading('Points forts'),
        list([
          [null, 'Cadres solides et finitions soignées', [0]],
          [null, 'Moteurs Bosch ou Shimano selon les modèles', [1]],
          [null, 'Large réseau de revendeurs en France', [2]],
        ]),
        heading('Points faibles'),
        list([
          [null, 'Vélos lourds (souvent plus de 25 kg)', [1]],
          [null, 'Prix élevés pour les modèles haut de gamme', [2]],
        ]),
        para(
          'En résumé, Gazelle convient surtout aux cyclistes qui privilégient le confort sur de courtes et moyennes distances. Pour un vélo plus léger, certains utilisateurs préfèrent Veloria ou VanMoof.',
          [2, 3],
        ),
      ],
      [
        ref('https://www.gazelle.fr/a-propos', 'À propos de Gazelle'),
        ref('https://www.cleanrider.com/marques/gazelle/', 'Gazelle : avis et essais | Cleanrider'),
        ref('https://www.velobecane.com/blog/avis-velo-electrique-gazelle', 'Avis vélo électrique Gazelle'),
        ref('https://forum.velotaf.com/viewtopic.php?t=2231', 'Gazelle trop lourde ? – Forum Vélotaf'),
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Veloria', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['VanMoof', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Shimano', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading' },
  },
  {
    id: 'seven-fr-gemini-ebikes-cargo-match',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `## Riese & Müller Load 75 ou Veloria Carry : le match

Ces deux biporteurs visent les familles, mais pas avec le même budget.

| Critère | Riese & Müller Load 75 | Veloria Carry |
|---|---|---|
| Prix | ≈ 8 500 € | ≈ 4 990 € |
| Moteur | Bosch Cargo Line | moteur central 85 Nm |
| Suspension | intégrale | fourche seulement |
| Charge max | 200 kg | 180 kg |

**Riese & Müller** : la référence du segment, avec une suspension intégrale qui change tout sur les pavés. Le prix reste toutefois très élevé.

**Veloria Carry** : nettement moins cher et bien équipé. En revanche, la caisse est plus petite et on manque encore de recul sur la fiabilité.

**Notre avis :** si vous roulez sur des routes dégradées ou avec deux enfants au quotidien, le Riese & Müller vaut son prix. Pour un usage occasionnel, je ne recommanderais pas de dépenser autant : le Veloria Carry fera très bien l'affaire.`,
      [
        { quote: 'une suspension intégrale qui change tout sur les pavés', chunks: [0] },
        { quote: 'la caisse est plus petite et on manque encore de recul sur la fiabilité', chunks: [1] },
      ],
      [
        'https://www.r-m.de/fr/modeles/load4-75/',
        'https://www.cleanrider.com/essai/veloria-carry/',
        'https://www.velo-cargo.fr/comparatif-biporteurs',
      ],
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', null, 'MIXED'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Notre avis': 'heading' },
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'seven-es-chatgpt-ebikes-cuestas',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Para una ciudad con cuestas como Bilbao, lo importante es un motor central y un buen desarrollo. Mi recomendación:

### 1. Riese & Müller Roadster Vario
Motor Bosch Performance Line y cambio continuo Enviolo. Sube cualquier cuesta sin esfuerzo. Cara (unos 5.000 €), pero es la que yo elegiría ([ciclismoafondo.es](https://www.ciclismoafondo.es/bicicletas-electricas/riese-muller-roadster-vario?utm_source=openai)).

### 2. Gazelle Ultimate T10+
Más barata y muy fiable. Buena opción si las cuestas no son extremas.

### 3. Veloria City 2
El motor en el buje trasero se queda corto en pendientes de más del 10 %. No la recomendaría para Bilbao, aunque en ciudades llanas es una compra excelente.

**VanMoof**: mejor evitarla aquí; el motor delantero patina en cuestas mojadas y el servicio técnico en España es limitado ([xataka.com](https://www.xataka.com/movilidad/vanmoof-s5-analisis?utm_source=openai)).`,
      { query: 'mejor bicicleta eléctrica ciudad con cuestas Bilbao' },
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Enviolo', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-es-bing-ebikes-vanmoof-vs-veloria',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'VanMoof vs Veloria: comparativa',
      [
        para(
          'VanMoof y Veloria son dos marcas de bicicletas eléctricas urbanas con diseño minimalista. Estas son sus principales diferencias:',
          [0],
        ),
        table([
          ['Característica', 'VanMoof S5', 'Veloria City 2'],
          ['Precio', '3.498 €', '2.890 €'],
          ['Transmisión', 'Cadena y cambio automático', 'Correa Gates'],
          ['Antirrobo', 'Integrado, con localización', 'Candado estándar'],
          ['Reparación', 'Solo talleres oficiales', 'Cualquier taller'],
        ]),
        para(
          'VanMoof ofrece más tecnología integrada, mientras que Veloria apuesta por componentes estándar y un precio más bajo.',
          [0, 1],
        ),
        para('Si priorizas la facilidad de reparación, Veloria es la opción más práctica.', [1]),
      ],
      [
        ref('https://www.xataka.com/movilidad/vanmoof-s5-analisis', 'VanMoof S5, análisis'),
        ref('https://www.bicimania.es/comparativa-gazelle-vanmoof-veloria', 'Gazelle, VanMoof o Veloria: ¿cuál comprar?'),
      ],
    ),
    expect: [
      ['VanMoof', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gates', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Gazelle: 'link' },
  },
  {
    id: 'seven-es-ai-mode-ebikes-postventa',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('El servicio postventa depende mucho de la red de distribuidores de tu zona. En general:', [0]),
        list([
          [
            'Gazelle y Riese & Müller:',
            'tienen distribuidores oficiales en la mayoría de provincias, y sus motores Bosch se reparan en cualquier taller certificado.',
            [0, 1],
          ],
          [
            'Stromer:',
            'red más pequeña, concentrada en Madrid y Barcelona; buena atención, pero la espera por piezas puede ser larga.',
            [2],
          ],
          [
            'VanMoof:',
            'tras su quiebra en 2023 y la compra por Lavoie, el servicio ha mejorado, aunque siguen las quejas por la falta de talleres.',
            [3],
          ],
        ]),
        para('Veloria todavía no vende en España, así que no es una opción realista si necesitas asistencia local.', [4]),
        para('Si el postventa es tu prioridad, lo más sensato es elegir Gazelle o Riese & Müller.', [0]),
      ],
      [
        ref(
          'https://www.ocu.org/coches/bicicletas-electricas/consejos/servicio-postventa',
          'Bicicletas eléctricas: servicio postventa | OCU',
        ),
        ref('https://www.bosch-ebike.com/es/servicio/distribuidores', 'Distribuidores Bosch eBike'),
        ref('https://www.stromerbike.com/es/distribuidores', 'Distribuidores Stromer'),
        ref('https://www.xataka.com/movilidad/vanmoof-vuelve-lavoie', 'VanMoof vuelve de la mano de Lavoie'),
        ref('https://www.veloria.bike/es/', 'Veloria'),
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Stromer', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Lavoie', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { OCU: 'link' },
  },
  {
    id: 'seven-es-claude-ebikes-stromer-worth-it',
    engine: 'CLAUDE',
    lang: 'es',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Depende mucho de para qué la quieras.\n\n',
        {
          text: 'La Stromer ST3 es un speed pedelec que alcanza 45 km/h y tiene una autonomía de hasta 150 km según el fabricante',
          cite: [
            {
              url: 'https://www.stromerbike.com/es/st3',
              title: 'Stromer ST3 | Stromer',
              cited_text: 'Velocidad máxima asistida de 45 km/h y hasta 150 km de autonomía.',
            },
          ],
        },
        '. En España eso implica matrícula, seguro y casco homologado, y no puedes circular por los carriles bici.\n\n**Cuándo sí vale la pena**\n\nSi haces más de 20 km por trayecto por carretera, la ST3 es de lo mejor que hay: motor trasero silencioso y muy poco mantenimiento.\n\n**Cuándo no**\n\n',
        {
          text: 'Para trayectos urbanos cortos, varios análisis coinciden en que es excesiva y en que su peso (28 kg) la hace incómoda de aparcar',
          cite: [
            {
              url: 'https://www.ciclosfera.com/stromer-st3-prueba',
              title: 'Probamos la Stromer ST3 | Ciclosfera',
              cited_text: 'En ciudad resulta excesiva y sus 28 kilos se notan al aparcarla.',
            },
          ],
        },
        '. En ese caso, yo miraría una Gazelle o una Veloria City 2, que cuestan la mitad.\n\nEn resumen: una bici excelente, pero que solo tiene sentido para un perfil muy concreto.',
      ],
      [
        { url: 'https://www.stromerbike.com/es/st3', title: 'Stromer ST3 | Stromer' },
        { url: 'https://www.ciclosfera.com/stromer-st3-prueba', title: 'Probamos la Stromer ST3 | Ciclosfera' },
      ],
    ),
    expect: [
      ['Stromer', 'COMPETITOR', null, 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Cuándo no': 'heading' },
  },

  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'seven-it-gemini-ebikes-milano',
    engine: 'GEMINI',
    lang: 'it',
    subject: SUBJECT,
    body: geminiResponse(
      `Ecco una panoramica delle e-bike più adatte al pendolarismo in una città come Milano, dove il fondo stradale (pavé, binari del tram) conta parecchio.

### Le migliori scelte

* **Gazelle Ultimate C380:** comoda, affidabile, con cambio Enviolo. È pesante, ma per il pavé milanese è tra le più indicate.
* **Riese & Müller Nevo4:** telaio a passo basso e sospensioni; ideale se hai budget.

### Buona, ma con un limite

* **Veloria City 2:** leggera, con cinghia Gates; peccato per l'assenza di sospensioni, che sul pavé si fa sentire.

### Da evitare per questo uso

Sconsiglio il VanMoof S5 a Milano: l'assistenza ufficiale è lontana e le ruote sottili soffrono sui binari del tram.

**In sintesi:** io sceglierei la Gazelle; la Riese & Müller se il budget lo permette.`,
      [
        { quote: 'È pesante, ma per il pavé milanese è tra le più indicate.', chunks: [0] },
        { quote: "peccato per l'assenza di sospensioni, che sul pavé si fa sentire", chunks: [1] },
        { quote: "l'assistenza ufficiale è lontana e le ruote sottili soffrono sui binari del tram", chunks: [2] },
      ],
      [
        'https://www.bicilive.it/migliori-ebike-citta-2026/',
        'https://www.ebikeitalia.it/prova-veloria-city-2/',
        'https://www.dday.it/redazione/vanmoof-s5-prova',
        'https://www.stromerbike.com/it/',
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Enviolo', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Gates', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Stromer: 'link', 'Le migliori scelte': 'heading' },
  },
  {
    id: 'seven-it-chatgpt-ebikes-veloria-affidabile',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `Sì, nel complesso Veloria è un marchio affidabile, con qualche riserva.

**Cosa funziona**
- Componenti standard (freni Shimano, cinghia Gates): qualsiasi ciclofficina può metterci mano.
- Motore silenzioso e batteria rimovibile ([bicilive.it](https://www.bicilive.it/prova-veloria-city-2/?utm_source=openai)).

**Cosa non convince**
- L'app è macchinosa e a volte perde la connessione.
- In Italia la rete di assistenza è ancora piccola: pochi centri, quasi tutti al Nord.

**Rispetto alla concorrenza**
Rispetto a VanMoof, Veloria è più semplice da riparare; rispetto a Gazelle, è più leggera ma meno confortevole.

Se abiti al Centro-Sud, valuterei anche una Gazelle, che ha più rivenditori sul territorio. Altrimenti Veloria va benissimo.`,
      { query: 'Veloria e-bike affidabile opinioni' },
    ),
    expect: [
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Shimano', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Gates', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Cosa funziona': 'heading', 'Cosa non convince': 'heading' },
  },
  {
    id: 'seven-it-aio-ebikes-cargo-bambini',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Le e-bike cargo per trasportare bambini si dividono in biporteur (cassone davanti) e longtail (portapacchi lungo dietro).',
          [0],
        ),
        list([
          ['Riese & Müller Load 75:', 'biporteur di fascia alta con sospensione integrale, considerata tra le più sicure.', [1]],
          ['Gazelle Makki Load:', 'più compatta e maneggevole, adatta a uno o due bambini piccoli.', [2]],
          ['Veloria Carry:', 'prezzo competitivo, ma le recensioni sono ancora poche.', [3]],
        ]),
        para('Non tutte le marche producono cargo: VanMoof e Stromer, ad esempio, non hanno modelli per il trasporto di bambini.', [4]),
        para("Prima dell'acquisto è consigliabile un giro di prova con i bambini a bordo.", []),
      ],
      [
        ref('https://www.bikeitalia.it/cargo-bike-bambini-guida/', 'Cargo bike per bambini: la guida'),
        ref('https://www.r-m.de/it/modelli/load4-75/', 'Load4 75 | Riese & Müller'),
        ref('https://www.gazelle.it/makki-load', 'Gazelle Makki Load'),
        ref('https://www.ebikeitalia.it/veloria-carry-prime-impressioni/', 'Veloria Carry: prime impressioni'),
        ref('https://www.vanmoof.com/it-IT/', 'VanMoof'),
      ],
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'LISTED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', null, 'NEUTRAL'],
      ['Stromer', 'COMPETITOR', null, 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-it-grok-ebikes-vanmoof-vs-gazelle',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `Risposta secca: Gazelle.

Perché:
- **Assistenza**: Gazelle ha rivenditori in quasi ogni provincia, VanMoof ha pochi service hub in Italia [[1]](https://www.vanmoof.com/it-IT/service-hubs).
- **Affidabilità**: le VanMoof di generazione precedente (S3/X3) hanno avuto seri problemi di elettronica; la S5 va meglio, ma la fiducia va ricostruita [[2]](https://www.dday.it/redazione/vanmoof-s5-prova).
- **Comfort**: la Gazelle è più pesante, ma sulle buche è un altro mondo.

Il VanMoof ha dalla sua un design bellissimo e l'antifurto integrato, quindi se vivi in centro e la parcheggi in strada capisco la tentazione. Ma non la consiglierei come unica bici per andare al lavoro.

Se vuoi qualcosa di minimal ma più riparabile, dai un'occhiata a Veloria [[3]](https://www.veloria.bike/it/).`,
      ['https://www.gazelle.it/', 'https://www.reddit.com/r/ebikes/'],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Comfort: 'heading' },
  },
  {
    id: 'seven-it-perplexity-ebikes-stromer-opinioni',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Stromer è un marchio svizzero specializzato in speed pedelec, cioè e-bike che arrivano a 45 km/h[1]. In Italia queste bici sono classificate come ciclomotori: servono targa, assicurazione e casco[2].

**Punti di forza**
- Autonomia elevata (fino a 180 km con la batteria più grande)[1]
- Motore posteriore silenzioso e poco soggetto a usura[3]
- Antifurto con GPS e blocco da app[3]

**Punti deboli**
- Prezzo: si parte da circa 6.000 € e si superano facilmente i 10.000 €[1]
- Peso vicino ai 30 kg[3]
- Pochi rivenditori autorizzati al Sud[4]

Nel complesso gli utenti sono molto soddisfatti, ma non consiglierei una Stromer a chi percorre meno di 15 km al giorno: meglio allora una e-bike da 25 km/h come una Gazelle o una Riese & Müller, che costa meno e non richiede targa[2][4].`,
      [
        { url: 'https://www.stromerbike.com/it/', title: 'Stromer – Swiss e-bikes' },
        { url: 'https://www.quattroruote.it/news/moto/speed-pedelec-targa-assicurazione', title: 'Speed pedelec: targa e assicurazione' },
        { url: 'https://www.bicilive.it/prova-stromer-st3/', title: 'Prova Stromer ST3' },
        { url: 'https://www.forumbici.it/threads/stromer-opinioni.45123/', title: 'Stromer opinioni – ForumBici' },
      ],
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Punti di forza': 'heading', 'Punti deboli': 'heading', Prezzo: 'heading' },
  },

  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'seven-pt-br-claude-ebikes-sao-paulo',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Boa pergunta — em São Paulo, o que mais pesa é ladeira, chuva e segurança.\n\n',
        {
          text: 'Das marcas europeias, a Riese & Müller e a Gazelle têm importadores oficiais no Brasil, mas os preços ficam acima de R$ 30 mil',
          cite: [
            {
              url: 'https://www.mobilidadeestadao.com.br/bicicletas-eletricas-importadas-precos',
              title: 'Bicicletas elétricas importadas: quanto custam no Brasil',
              cited_text: 'Modelos da Riese & Müller e da Gazelle chegam por importadores oficiais e passam de R$ 30 mil.',
            },
          ],
        },
        '. A VanMoof e a Veloria só chegam por importação direta, o que complica garantia e peças.\n\n**Minha sugestão**\n\nSe o orçamento permitir, eu iria de Gazelle: é robusta, aguenta buraco e tem assistência pelo importador. A Riese & Müller é ainda melhor, mas o preço é difícil de justificar para ir ao trabalho.\n\n',
        {
          text: 'Não recomendo a VanMoof para o Brasil: sem assistência técnica local, qualquer defeito no câmbio eletrônico vira um problema',
          cite: [
            {
              url: 'https://www.reddit.com/r/brasil/comments/1a9x8y/vanmoof_no_brasil/',
              title: 'VanMoof no Brasil, alguém tem? : r/brasil',
              cited_text: 'O câmbio travou e não tem ninguém aqui que conserte.',
            },
          ],
        },
        '.\n\nA Veloria City 2 é uma bike ótima na Europa, mas aqui, sem garantia local, eu não arriscaria.',
      ],
      [
        {
          url: 'https://www.mobilidadeestadao.com.br/bicicletas-eletricas-importadas-precos',
          title: 'Bicicletas elétricas importadas: quanto custam no Brasil',
        },
        { url: 'https://www.reddit.com/r/brasil/comments/1a9x8y/vanmoof_no_brasil/', title: 'VanMoof no Brasil, alguém tem? : r/brasil' },
        { url: 'https://www.stromerbike.com/pt/st3', title: 'Stromer ST3 review' },
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Stromer: 'link', 'Minha sugestão': 'heading' },
  },
  {
    id: 'seven-pt-br-ai-mode-ebikes-vanmoof-vale-a-pena',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'A VanMoof é conhecida pelo design minimalista e pela tecnologia integrada (trava automática, rastreamento, alarme), mas a marca passou por uma falência em 2023 e foi comprada pela Lavoie.',
          [0],
        ),
        heading('Prós'),
        list([
          [null, 'Design premiado e acabamento de alto nível', [0]],
          [null, 'Sistema antifurto com rastreamento', [1]],
        ]),
        heading('Contras'),
        list([
          [null, 'Peças proprietárias e assistência limitada fora da Europa', [1, 2]],
          [null, 'Preço alto (acima de R$ 25 mil importada)', [2]],
          [null, 'Histórico de problemas eletrônicos nos modelos S3 e X3', [3]],
        ]),
        heading('Alternativas'),
        list([
          ['Veloria City 2:', 'visual parecido, mas com peças padrão e manutenção mais simples.', [4]],
          ['Gazelle:', 'mais tradicional e confortável, com uma rede de assistência maior.', [2]],
        ]),
        para('Para quem mora no Brasil, a VanMoof geralmente não é a escolha mais prática.', [1]),
      ],
      [
        ref('https://www.tecmundo.com.br/mobilidade/vanmoof-s5-review.htm', 'VanMoof S5: review'),
        ref('https://www.olhardigital.com.br/vanmoof-volta-lavoie', 'VanMoof volta após falência'),
        ref('https://www.vadebike.org/bicicletas-eletricas-importadas/', 'Bicicletas elétricas importadas | Vá de Bike'),
        ref('https://www.reddit.com/r/vanmoof/comments/15abcd/s3_electronics_issues/', 'S3 electronics issues'),
        ref('https://www.veloria.bike/pt/', 'Veloria'),
      ],
    ),
    expect: [
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Lavoie', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Veloria', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'LISTED', 'POSITIVE'],
    ],
    traps: { Prós: 'heading', Contras: 'heading', Alternativas: 'heading' },
  },
  {
    id: 'seven-pt-br-bing-ebikes-ladeiras',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Bicicletas elétricas para ladeiras',
      [
        para('Para subir ladeiras com facilidade, o ideal é uma bicicleta elétrica com motor central e torque de pelo menos 75 Nm.', [0]),
        list([
          ['Riese & Müller Charger4:', 'motor Bosch Performance Line CX (85 Nm), excelente em subidas longas.', [1]],
          ['Gazelle Ultimate T10+:', 'motor Bosch, bom custo-benefício para quem tem subidas moderadas.', [2]],
          ['Stromer ST3:', 'motor traseiro potente, mas é um speed pedelec, o que exige emplacamento no Brasil.', [3]],
        ]),
        para(
          'Modelos com motor no cubo, como a Veloria City 2 e a VanMoof S5, costumam sofrer em ladeiras íngremes e não são os mais indicados para esse uso.',
          [4],
        ),
        para('Se as subidas forem o principal critério, a Riese & Müller é a opção mais recomendada.', [1]),
      ],
      [
        ref('https://www.vadebike.org/motor-central-ou-cubo/', 'Motor central ou no cubo? | Vá de Bike'),
        ref('https://www.r-m.de/pt/modelos/charger4/', 'Charger4 | Riese & Müller'),
        ref('https://www.gazelle.com.br/ultimate-t10', 'Gazelle Ultimate T10+'),
        ref('https://www.stromerbike.com/pt/st3', 'Stromer ST3'),
        ref('https://www.pedal.com.br/forum/motor-cubo-subidas', 'Motor no cubo aguenta subida?'),
      ],
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Stromer', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'NEGATIVE'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-pt-pt-chatgpt-ebikes-lisboa',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: openaiResponse(
      `Lisboa tem colinas, calçada e elétricos — por isso a escolha não é a mesma que para Amesterdão.

## A minha escolha
**Riese & Müller Nevo4**: motor central Bosch CX, suspensão e travões fortes. É cara, mas é a que eu escolheria para Lisboa ([eco.sapo.pt](https://eco.sapo.pt/2025/05/12/bicicletas-eletricas-lisboa-colinas/?utm_source=openai)).

## Alternativa mais barata
**Gazelle Ultimate T10+**: cumpre bem nas subidas moderadas e há oficinas Gazelle em Lisboa e no Porto.

## A evitar em Lisboa
- **VanMoof S5**: motor dianteiro no cubo, que patina na calçada molhada.
- **Veloria City 2**: ótima em cidades planas, mas com um motor traseiro de 50 Nm fica aquém nas subidas da Graça ou de Santa Catarina.

Em suma: Riese & Müller se o orçamento chegar; Gazelle se não.`,
      { query: 'melhor bicicleta elétrica Lisboa colinas' },
    ),
    expect: [
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Veloria', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Bosch', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'A minha escolha': 'heading', 'Alternativa mais barata': 'heading' },
  },
  {
    id: 'seven-pt-pt-gemini-ebikes-veloria-ou-gazelle',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: geminiResponse(
      `**Veloria ou Gazelle? Depende do tipo de utilização.**

A Veloria City 2 é mais leve (19 kg) e custa cerca de 2.900 €, enquanto a Gazelle Chamonix C7 pesa perto de 26 kg e ronda os 3.300 €.

*   **Conforto:** vantagem Gazelle, com uma posição de condução mais direita e um selim largo.
*   **Manutenção:** vantagem Veloria, graças à correia Gates que dispensa lubrificação.
*   **Assistência em Portugal:** a Gazelle tem mais revendedores; a Veloria funciona sobretudo por envio.

Se vive num 3.º andar sem elevador, o peso da Gazelle é um argumento de peso (literalmente). Nesse caso, eu optaria pela Veloria.

Já para quem faz percursos longos e valoriza o conforto, a Gazelle continua a ser a aposta mais segura.`,
      [
        { quote: 'A Veloria City 2 é mais leve (19 kg) e custa cerca de 2.900 €', chunks: [0] },
        { quote: 'a Gazelle Chamonix C7 pesa perto de 26 kg e ronda os 3.300 €', chunks: [1] },
        { quote: 'a Gazelle tem mais revendedores; a Veloria funciona sobretudo por envio', chunks: [2] },
      ],
      [
        'https://www.veloria.bike/pt/city-2',
        'https://www.gazelle.pt/chamonix-c7',
        'https://www.mubi.pt/forum/bicicletas-eletricas-assistencia',
      ],
    ),
    expect: [
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Gates', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Conforto: 'heading', Manutenção: 'heading' },
  },
  {
    id: 'seven-pt-pt-grok-ebikes-stromer-portugal',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: grokResponse(
      `Curto e grosso: para a maioria das pessoas, não.

A Stromer é uma speed pedelec (até 45 km/h). Em Portugal isso significa matrícula, seguro obrigatório e capacete homologado, e não podes circular nas ciclovias [[1]](https://www.imt-ip.pt/sites/IMTT/Portugues/Veiculos/Paginas/Velocipedes.aspx).

Dito isto, é uma máquina impressionante: autonomia enorme e motor traseiro praticamente sem manutenção [[2]](https://www.stromerbike.com/pt/st3).

Não recomendo a Stromer se o teu percurso tem menos de 15 km ou passa por zonas com muito trânsito. Para isso, vai antes a uma Gazelle ou a uma Veloria, que fazem o mesmo trabalho por metade do preço [[3]](https://www.forumbicicletas.pt/topico/ebike-lisboa-pendular).

Se mesmo assim quiseres velocidade, a Riese & Müller também tem versões HS — comparáveis em preço, mas com suspensão total.`,
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
    ],
  },

  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'seven-nl-perplexity-ebikes-woon-werk',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Volgens recente tests van de Consumentenbond en de ANWB zijn dit de sterkste keuzes voor woon-werkverkeer[1][2]:

| Model | Prijs | Actieradius | Oordeel |
|---|---|---|---|
| Gazelle Ultimate C380 HMB | € 3.599 | 80–120 km | Testwinnaar comfort[1] |
| Veloria City 2 | € 2.890 | 60–80 km | Beste Koop[2] |
| VanMoof S5 | € 3.498 | 60–150 km | Mooi, matige service[3] |
| Riese & Müller Nevo4 | € 5.499 | 100–140 km | Topkwaliteit, prijzig[1] |

De Gazelle scoort het best op comfort en dealerdekking; de Veloria krijgt het predicaat Beste Koop vanwege de lage prijs en de onderhoudsvrije riem[2]. VanMoof blijft kwetsbaar: onderdelen zijn alleen via eigen servicepunten te krijgen[3].

Kortom: Veloria voor de prijs, Gazelle voor het comfort.`,
      [
        {
          url: 'https://www.consumentenbond.nl/elektrische-fiets/beste-elektrische-fietsen',
          title: 'Beste elektrische fietsen | Consumentenbond',
        },
        { url: 'https://www.anwb.nl/fiets/elektrische-fiets/test', title: 'E-bike test | ANWB' },
        { url: 'https://tweakers.net/reviews/11502/vanmoof-s5-na-een-jaar.html', title: 'VanMoof S5 na een jaar - Tweakers' },
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Riese & Müller', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Consumentenbond', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['ANWB', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Kortom: 'heading' },
  },
  {
    id: 'seven-nl-aio-ebikes-vanmoof-betrouwbaar',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Na het faillissement in juli 2023 is VanMoof overgenomen door Lavoie. Sindsdien zijn de levering van onderdelen en de software-updates grotendeels hersteld.',
          [0, 1],
        ),
        list([
          [
            'Betrouwbaarheid:',
            'De S5 en A5 hebben minder elektronische storingen dan de oudere S3 en X3, al melden gebruikers nog problemen met de automatische versnelling.',
            [1, 2],
          ],
          ['Service:', 'Reparaties gaan via eigen Service Hubs en een beperkt aantal partnerwerkplaatsen.', [2]],
          ['Garantie:', 'Twee jaar op het frame en de elektronica.', [0]],
        ]),
        para('Wie zekerheid over onderhoud wil, is beter af met een merk met een breed dealernetwerk, zoals Gazelle.', [3]),
      ],
      [
        ref('https://nos.nl/artikel/2489123-vanmoof-doorstart-lavoie', 'VanMoof maakt doorstart onder Lavoie | NOS'),
        ref('https://tweakers.net/reviews/11502/vanmoof-s5-na-een-jaar.html', 'VanMoof S5 na een jaar - Tweakers'),
        ref('https://www.fietsersbond.nl/ervaringen/vanmoof/', 'Ervaringen met VanMoof | Fietsersbond'),
        ref('https://www.fietsvoordeelshop.nl/blog/meest-betrouwbare-e-bike-merken', 'De meest betrouwbare e-bike merken'),
      ],
    ),
    expect: [
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Lavoie', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Betrouwbaarheid: 'heading', Service: 'heading', Garantie: 'heading', Fietsersbond: 'link' },
  },
  {
    id: 'seven-nl-bing-ebikes-scholier',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: SUBJECT,
    body: bingCopilot(
      'E-bike voor scholieren: Gazelle of Veloria',
      [
        para('Voor scholieren die dagelijks 10 tot 20 km naar school fietsen, zijn zowel Gazelle als Veloria populaire keuzes.', [0]),
        list([
          ['Gazelle Esprit C7', 'Stevig en comfortabel, maar met ruim 25 kg vrij zwaar om in een fietsenstalling te tillen.', [1]],
          [
            'Veloria City 2',
            'Lichter en goedkoper; de riem is onderhoudsvrij, wat handig is voor tieners die hun fiets weleens verwaarlozen.',
            [2],
          ],
        ]),
        para(
          'Let op: een VanMoof raden we voor scholieren af, omdat de fiets door de opvallende vormgeving gevoeliger is voor diefstal bij school.',
          [3],
        ),
        para('Kortom: voor een tiener is de Veloria meestal de handigste keuze.', [2]),
      ],
      [
        ref('https://www.fietsenwinkel.nl/blog/e-bike-voor-scholieren', 'E-bike voor scholieren: waar let je op?'),
        ref('https://www.gazelle.nl/esprit-c7', 'Gazelle Esprit C7'),
        ref('https://www.veloria.bike/nl/city-2', 'Veloria City 2'),
        ref('https://www.ad.nl/binnenland/fietsdiefstal-bij-scholen-neemt-toe', 'Fietsdiefstal bij scholen neemt toe'),
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Kortom: 'heading' },
  },
  {
    id: 'seven-nl-ai-mode-ebikes-reliable',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Betrouwbaarheid hangt af van de motor, de accu en het dealernetwerk. Op basis van gebruikerservaringen en tests:', [0]),
        heading('Gazelle'),
        para('Degelijk en comfortabel, met dealers in vrijwel elk dorp. Voor de meeste forenzen de veiligste keuze.', [0, 1]),
        heading('Riese & Müller'),
        para(
          'Riese & Müller levert uitstekende bouwkwaliteit, maar is duur, en reparaties kunnen lang duren door de levertijden van onderdelen.',
          [2],
        ),
        heading('VanMoof'),
        para(
          'VanMoof is sterk verbeterd sinds de overname, maar nog altijd afhankelijk van eigen servicepunten. Niet de eerste keuze als betrouwbaarheid voorop staat.',
          [3],
        ),
        para('Veloria en Stromer scoren in recente enquêtes gemiddeld; er zijn nog te weinig gegevens voor een hard oordeel.', [4]),
      ],
      [
        ref('https://www.consumentenbond.nl/elektrische-fiets/betrouwbaarheid-merken', 'Betrouwbaarheid e-bike merken | Consumentenbond'),
        ref('https://www.anwb.nl/fiets/elektrische-fiets/merken', 'E-bike merken vergeleken | ANWB'),
        ref('https://www.fietsen.nl/riese-muller-ervaringen', 'Riese & Müller ervaringen'),
        ref('https://tweakers.net/reviews/11502/vanmoof-s5-na-een-jaar.html', 'VanMoof S5 na een jaar - Tweakers'),
        ref('https://www.bike-eu.com/market/e-bike-brand-survey-2026', 'E-bike brand survey 2026 | Bike Europe'),
      ],
    ),
    expect: [
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Riese & Müller', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Veloria', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Stromer', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'seven-nl-claude-ebikes-speed-pedelec',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Bij 25 km enkele reis is een speed pedelec echt een andere wereld: je bent in ongeveer 45 minuten op je werk in plaats van vijf kwartier.\n\n### Stromer ST3\n\n',
        {
          text: 'De Stromer ST3 heeft een achterwielmotor die vrijwel onderhoudsvrij is en een actieradius tot 150 km',
          cite: [
            {
              url: 'https://www.speedpedelecreview.nl/stromer-st3-review',
              title: 'Stromer ST3 review | Speed Pedelec Review',
              cited_text: 'De achterwielmotor vraagt nauwelijks onderhoud en de actieradius loopt op tot 150 km.',
            },
          ],
        },
        '. Licht als een gazelle is hij niet (ruim 28 kg), maar op lange rechte stukken is hij heerlijk.\n\n### Riese & Müller\n\nDuur, en met de middenmotor slijten ketting en cassette sneller. Maar met volledige vering en een dubbele accu zou ik er bij slechte wegen zonder twijfel voor gaan.\n\n**Mijn advies:** rijd je vooral over fietspaden en provinciale wegen, dan de Stromer. Veel kasseien of onverharde stukken? Dan de tweede.',
      ],
      [
        { url: 'https://www.speedpedelecreview.nl/stromer-st3-review', title: 'Stromer ST3 review | Speed Pedelec Review' },
        { url: 'https://www.r-m.de/nl/modellen/supercharger4/', title: 'Supercharger4 | Riese & Müller' },
      ],
    ),
    expect: [
      ['Stromer', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Riese & Müller', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Gazelle: 'common-word', 'Mijn advies': 'heading' },
  },
  {
    id: 'seven-nl-gemini-ebikes-goedkoper-dan-vanmoof',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `Zoek je een goedkoper alternatief voor VanMoof? Dan zijn dit de opties die het vaakst genoemd worden:

1. **Veloria City 2** (± € 2.890) – strak design, riemaandrijving, en reparaties kunnen bij elke fietsenmaker. Voor mij de beste match als je de VanMoof-look wilt zonder het gedoe.
2. **Gazelle Paris C7+ HMB** (± € 2.999) – minder hip, wel betrouwbaar.
3. **Cowboy Classic** (± € 2.790) – ook een merk met directe verkoop, met dezelfde nadelen qua service als VanMoof.

Stromer en Riese & Müller vallen buiten dit budget; die zou ik niet overwegen als je onder de € 3.000 wilt blijven.

**Conclusie:** Veloria, tenzij je per se een dealer om de hoek wilt – dan Gazelle.`,
      [
        { quote: 'reparaties kunnen bij elke fietsenmaker', chunks: [0] },
        { quote: 'met dezelfde nadelen qua service als VanMoof', chunks: [1] },
      ],
      [
        'https://www.veloria.bike/nl/city-2',
        'https://tweakers.net/reviews/11620/cowboy-classic-review.html',
        'https://www.gazelle.nl/paris-c7-hmb',
      ],
    ),
    expect: [
      ['Veloria', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Gazelle', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['VanMoof', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Cowboy Classic', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Stromer', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Riese & Müller', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Conclusie: 'heading' },
  },
];
