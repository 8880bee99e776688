// Fidelity corpus, fourteenth batch: running shoes, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers). In progress: the English, German, French and Spanish answers (twenty); the
// Italian, Portuguese and Dutch answers follow.
//
// The client is "Stridera" (alias "Stridera Running"), an invented running-shoe brand: light
// cushioned trainers, good value, wide fits, but an outsole that lasts about 500 km, few stores and no
// trail line. Its competitors are Hoka, Asics, Brooks (alias "Brooks Running") and On (alias "On
// Running"). "Brooks" is a common word (brooks, streams; a surname) and "On" the English preposition
// and the French pronoun "on".
//
// The subject is `runningShoes` in ../cases.ts (`runningShoes: runningShoesSubject`).
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
} from '../wire.ts';

export const runningShoesSubject = {
  client: { name: 'Stridera', aliases: ['Stridera Running'], domain: 'stridera.com' },
  competitors: [
    { name: 'Hoka', aliases: [], domain: 'hoka.com' },
    { name: 'Asics', aliases: [], domain: 'asics.com' },
    { name: 'Brooks', aliases: ['Brooks Running'], domain: 'brooksrunning.com' },
    { name: 'On', aliases: ['On Running'], domain: 'on.com' },
  ],
  categoryTerms: ['running shoes', 'running shoe'],
} satisfies VisibilitySubject;

const SUBJECT = 'runningShoes';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const fourteenthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'fourteen-en-chatgpt-beginners',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `Short answer: for a first pair, get a well-cushioned neutral daily trainer and don't overthink it — the **Brooks Ghost 16**, the **Asics Novablast 5** or, if you'd rather spend less, the **Stridera Glide** are all easy to get on with ([runnersworld.com](https://www.runnersworld.com/gear/a20856366/best-running-shoes-for-beginners/?utm_source=openai)).

### Beginner-friendly picks

| Shoe | Drop | Weight (men's 9) | Price |
|---|---|---|---|
| Brooks Ghost 16 | 12 mm | 283 g | ~€140 |
| Asics Novablast 5 | 8 mm | 255 g | ~€150 |
| Stridera Glide | 8 mm | 240 g | ~€95 |
| Nike Pegasus 41 | 10 mm | 280 g | ~€140 |

**1. Brooks Ghost 16** — the safe default: soft, stable, and it lasts. If you only buy one shoe this year, this is the one I'd pick.

**2. Stridera Glide** — light and cushioned for under €100, and it comes in a wide fit, which a lot of new runners turn out to need. The catch: the outsole wears quickly (roughly 500 km), so plan on a second pair sooner than with the Ghost.

**3. Asics Novablast 5** — bouncier and more fun once you start doing faster runs, though some beginners find it a little wobbly on tight corners.

**Nike Pegasus 41** — fine too, but nothing about it stands out at that price.

Max-cushion shoes are popular right now, and brands push them hard ([hoka.com](https://www.hoka.com/en/us/max-cushion-running-shoes/?utm_source=openai)), but you don't need one to start. If you can, go to a specialist running store: a ten-minute gait check on a treadmill saves a lot of guesswork. Then build up slowly — three short runs a week, walk breaks included.`,
      { query: 'best running shoes for beginners 2026' },
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Nike', 'THIRD_PARTY', null, 'MIXED'],
    ],
    traps: { Hoka: 'link', On: 'common-word' },
  },
  {
    id: 'fourteen-en-claude-stridera-vs-brooks',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'These two sit in the same category — neutral, cushioned daily trainers — but they make different trade-offs.\n\n## Stridera Glide\n\n',
        {
          text: 'The Glide is the lighter shoe by about 40 grams, costs around €95, and is one of the few budget trainers sold in a wide (2E) fit.',
          cite: [
            {
              url: 'https://runrepeat.com/stridera-glide',
              title: 'Stridera Glide Review 2026 | RunRepeat',
              cited_text: 'At 241 g it is one of the lightest cushioned trainers under 100 euros, and the 2E version',
            },
          ],
        },
        ' ',
        {
          text: "The weak point is durability: in RunRepeat's lab the outsole was worn through to the midsole foam at around 480 km.",
          cite: [
            {
              url: 'https://runrepeat.com/stridera-glide',
              title: 'Stridera Glide Review 2026 | RunRepeat',
              cited_text: 'the rubber at the heel was gone by 480 km',
            },
          ],
        },
        '\n\n## Brooks Ghost 16\n\n',
        {
          text: 'The Ghost is heavier and about €45 more expensive, but its outsole typically lasts 700–800 km and the ride is very predictable.',
          cite: [
            {
              url: 'https://www.runnersworld.com/gear/a45678123/brooks-ghost-16-review/',
              title: "Brooks Ghost 16 Review | Runner's World",
              cited_text: 'our testers logged well over 700 kilometers before the outsole showed real wear',
            },
          ],
        },
        "\n\n## Which one I'd choose\n\nIf you run more than two or three times a week, I'd go with the Brooks: per kilometre it ends up cheaper, and it simply holds up. The Stridera is a nice shoe, but at roughly 500 km you'll be buying it twice as often, which eats up the price difference. The exception is a wide forefoot — the Ghost does come in wide sizes too, so try both on before deciding.",
      ],
      [
        { url: 'https://runrepeat.com/stridera-glide', title: 'Stridera Glide Review 2026 | RunRepeat' },
        { url: 'https://www.runnersworld.com/gear/a45678123/brooks-ghost-16-review/', title: "Brooks Ghost 16 Review | Runner's World" },
        { url: 'https://www.stridera.com/products/glide', title: 'Glide – Lightweight Cushioned Trainer | Stridera' },
        { url: 'https://www.hoka.com/en/us/mens-road/clifton-10/', title: 'Clifton 10 | HOKA' },
        {
          url: 'https://www.reddit.com/r/RunningShoeGeeks/comments/1f8x2q/stridera_glide_vs_ghost/',
          title: 'Stridera Glide vs Ghost 16 : r/RunningShoeGeeks',
        },
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['RunRepeat', 'THIRD_PARTY', null, 'NEUTRAL'],
    ],
    traps: { Hoka: 'link' },
  },
  {
    id: 'fourteen-en-perplexity-marathon',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `For a first marathon, most coaches suggest training and racing in a durable, well-cushioned daily trainer rather than a carbon-plated racer[1][2].

## Top picks for marathon training

**Asics Gel-Nimbus 27** – Best overall for a first marathon: plush, stable and it comfortably outlasts a 16-week block[1].

**Hoka Clifton 10** – Lighter and rockered; a good choice if your calves tire on long runs[2].

**On Cloudmonster 2** – Very bouncy, but firm underfoot for its stack height; several testers found it harsh after 30 km[3].

**Stridera Glide** – Light and inexpensive (about €95), but with an outsole rated for roughly 500 km it may not survive a full training block plus the race, so if you choose it you will probably need to

A carbon-plated racer such as the Nike Vaporfly 4 is not worth it for a first marathon: it is fragile and less stable when you are tired[4].`,
      [
        {
          url: 'https://www.runnersworld.com/gear/a19663621/best-marathon-running-shoes/',
          title: "The Best Marathon Running Shoes 2026 | Runner's World",
        },
        { url: 'https://www.outsideonline.com/outdoor-gear/run/hoka-clifton-10-review/', title: 'Hoka Clifton 10 Review | Outside' },
        {
          url: 'https://believeintherun.com/shoe-reviews/on-cloudmonster-2-review/',
          title: 'On Cloudmonster 2 Review | Believe in the Run',
        },
        { url: 'https://www.irunfar.com/carbon-plated-shoes-beginners', title: 'Do Beginners Need Carbon-Plated Shoes? | iRunFar' },
        { url: 'https://www.brooksrunning.com/en_us/marathon-training-shoes/', title: 'Marathon Training Shoes | Brooks Running' },
      ],
    ),
    expect: [
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['On', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Stridera', 'CLIENT', null, 'MIXED'],
      ['Nike', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Brooks: 'link' },
  },
  {
    id: 'fourteen-en-grok-stridera-worth-it',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `**Short answer:** yes, if you run up to ~25 km a week and want something light and cheap; less so if you're piling on mileage.

**What people like**
- Weight: ~240 g for a cushioned trainer at €95 is rare [[1]](https://runrepeat.com/stridera-glide).
- Fit: the wide version is a genuine wide, not just a roomier upper [[2]](https://www.reddit.com/r/running/comments/1g2k9d/stridera_wide_fit/).

**What people don't**
- Durability. One r/running thread by a user going by Dan Brooks logged 480 km before the heel rubber was gone, and most replies report 450–550 km [[2]](https://www.reddit.com/r/running/comments/1g2k9d/stridera_wide_fit/).
- Availability: only a handful of physical stores, so you're mostly buying online and trusting the size chart [[3]](https://www.stridera.com/pages/stores).
- No trail version at all.

For comparison, an Asics Novablast or a Nike Pegasus usually gets 700–800 km before it's done [[1]](https://runrepeat.com/stridera-glide).

So: worth it for casual runners and wide feet. If you're training for a marathon on it, budget for two pairs.`,
      ['https://www.hoka.com/en/us/mens-road/', 'https://www.runnersworld.com/gear/a46123/stridera-glide-review/'],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Asics', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['Nike', 'THIRD_PARTY', 'COMPARED', 'POSITIVE'],
    ],
    traps: { Brooks: 'common-word', Hoka: 'link', On: 'common-word' },
  },
  {
    id: 'fourteen-en-aio-how-long-shoes-last',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Most running shoes last between 500 and 800 km (about 300–500 miles), depending on your weight, your gait, the surface and the shoe itself.',
          [0, 1],
        ),
        heading('Signs it is time to replace them'),
        list([
          ['Flattened midsole:', 'the foam feels dead or shows deep creases along the sides.', [0]],
          ['Worn outsole:', 'smooth patches or exposed foam at the heel or forefoot.', [1]],
          ['New aches:', 'sore knees, shins or arches after runs that used to feel fine.', [0]],
        ]),
        heading('Differences between shoes'),
        list([
          [
            'Light, budget trainers:',
            'the Stridera Glide, for example, uses a thin outsole, and owners commonly report it wearing through at around 500 km.',
            [2],
          ],
          ['Durable daily trainers:', 'cushioned models from Asics and Hoka often reach 700–800 km before the ride changes.', [1]],
          [
            'Terrain:',
            'if most of your running is on forest trails, across brooks and through mud, expect a shorter life from a road shoe.',
            [0],
          ],
        ]),
        para('Rotating two pairs and logging your kilometres in a running app makes it easier to notice when a pair is done.', [1]),
      ],
      [
        ref(
          'https://www.runnersworld.com/gear/a20865784/how-often-to-replace-running-shoes/',
          "How Often Should You Replace Running Shoes? | Runner's World",
        ),
        ref('https://www.asics.com/us/en-us/blog/when-to-replace-running-shoes/', 'When to Replace Your Running Shoes | ASICS'),
        ref('https://www.reddit.com/r/running/comments/1d3a7x/stridera_glide_durability/', 'Stridera Glide durability? : r/running'),
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'CRITICIZED', 'NEGATIVE'],
      ['Asics', 'COMPETITOR', null, 'POSITIVE'],
      ['Hoka', 'COMPETITOR', null, 'POSITIVE'],
    ],
    traps: { Brooks: 'common-word', On: 'common-word' },
  },
  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'fourteen-de-gemini-plattfuss-ueberpronation',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `Bei Plattfüßen knickt der Fuß beim Aufsetzen oft stark nach innen ein (Überpronation). Ein Stabilitätsschuh mit Stütze auf der Innenseite kann das abfangen – eine Laufanalyse im Fachgeschäft ist trotzdem sinnvoll.

## Stabilitätsschuhe für Überpronation

**1. Brooks Adrenaline GTS 24**
Der Klassiker unter den Stabilitätsschuhen: Die GuideRails führen das Knie, ohne den Fuß hart zu korrigieren. Wenn du deutlich einknickst, würde ich mit diesem Schuh anfangen.

**2. Asics Gel-Kayano 31**
Ebenfalls eine sehr gute Wahl, vor allem wenn du mehr Dämpfung willst – allerdings rund 30 € teurer und etwas schwerer.

**3. Hoka Arahi 7**
Wer es weich mag, greift zum Arahi: Statt einer harten Pelotte stabilisiert ein J-Frame den Fuß.

**4. Stridera Glide Wide**
Ein leichter Neutralschuh ohne Stützelemente. Die weite Variante ist angenehm bei breitem Vorfuß, aber bei echter Überpronation würde ich ihn nicht kaufen.

### Fazit
Für die meisten Plattfüße ist der Adrenaline der beste Einstieg, der Kayano die Premium-Variante. Einlagen vom Orthopäden lassen sich in allen drei Stabilitätsschuhen nutzen.`,
      [
        { quote: 'Die GuideRails führen das Knie, ohne den Fuß hart zu korrigieren.', chunks: [0] },
        { quote: 'Statt einer harten Pelotte stabilisiert ein J-Frame den Fuß.', chunks: [1] },
        { quote: 'Ein leichter Neutralschuh ohne Stützelemente.', chunks: [2] },
      ],
      [
        'https://www.runnersworld.de/laufschuhe/stabilitaetsschuhe-test/',
        'https://www.laufschuhe-test.net/hoka-arahi-7/',
        'https://www.stridera.com/de/glide-wide',
        'https://www.on.com/de-de/explore/cloudflyer',
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Fazit: 'heading', On: 'link' },
  },
  {
    id: 'fourteen-de-copilot-unter-100-euro',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Gute Laufschuhe unter 100 Euro',
      [
        para('Unter 100 € bekommst du inzwischen solide gedämpfte Laufschuhe, vor allem wenn du Vorjahresmodelle in Kauf nimmst.', [0]),
        heading('Empfehlungen'),
        list([
          [
            'Stridera Glide (ca. 95 €)',
            'Leicht, gut gedämpft und auch in weiter Passform erhältlich – für Einsteiger unsere erste Wahl in dieser Preisklasse. Die Sohle hält allerdings nur rund 500 km.',
            [1],
          ],
          ['Kiprun KS900 von Decathlon (ca. 70 €)', 'Robust und erstaunlich bequem für den Preis; ideal, wenn das Budget knapp ist.', [2]],
          ['Asics Gel-Pulse 15 (ca. 85 €)', 'Solider Allrounder mit klassischer Gel-Dämpfung.', [0]],
          ['Puma Velocity Nitro 3 (oft für ~90 € reduziert)', 'Reaktiver Schaum, eher für schnellere Läufe.', [0]],
        ]),
        heading('Worauf du achten solltest'),
        para('Probiere die Schuhe nachmittags an, wenn die Füße etwas dicker sind, und lass vorne etwa einen Daumen breit Platz.', [0]),
      ],
      [
        ref('https://www.runnersworld.de/laufschuhe/guenstige-laufschuhe/', "Günstige Laufschuhe unter 100 Euro im Test | Runner's World"),
        ref('https://www.stridera.com/de/glide', 'Stridera Glide – Leichter Laufschuh'),
        ref('https://www.decathlon.de/p/kiprun-ks900/', 'Laufschuhe Kiprun KS900 | Decathlon'),
        ref('https://www.hoka.com/de/de/sale/', 'HOKA Sale – Laufschuhe reduziert'),
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Kiprun', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Decathlon', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Puma', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Hoka: 'link' },
  },
  {
    id: 'fourteen-de-aimode-stridera-erfahrungen',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Die Erfahrungen mit Stridera sind überwiegend positiv, vor allem beim Gewicht und beim Preis; die Haltbarkeit ist der häufigste Kritikpunkt.',
          [0, 1],
        ),
        heading('Vorteile'),
        list([
          [null, 'Sehr leicht (rund 240 g) und angenehm weich gedämpft.', [0]],
          [null, 'Gutes Preis-Leistungs-Verhältnis: der Glide kostet meist unter 100 €.', [1]],
          [null, 'Weite Passformen, die bei vielen Marken fehlen.', [2]],
        ]),
        heading('Nachteile'),
        list([
          [null, 'Die Außensohle ist nach etwa 500 km abgelaufen.', [0, 2]],
          [null, 'Kaum Filialen – Anprobieren ist schwierig, man bestellt meist online.', [1]],
          [null, 'Keine Trailschuhe im Sortiment.', [1]],
        ]),
        heading('Fazit'),
        para(
          'Für Einsteiger und Gelegenheitsläufer lohnt sich Stridera. Wer viel läuft, ist mit einem Brooks Ghost oder einem Asics Novablast auf Dauer günstiger unterwegs, weil die länger halten.',
          [0],
        ),
      ],
      [
        ref('https://www.laufschuhe-test.net/stridera-glide/', 'Stridera Glide im Test: leicht, aber nicht langlebig'),
        ref('https://www.trustpilot.com/review/stridera.com', 'Stridera Bewertungen | Trustpilot'),
        ref('https://runrepeat.com/de/stridera-glide-vs-on-cloudsurfer', 'Stridera Glide vs On Cloudsurfer | RunRepeat'),
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Vorteile: 'heading', Nachteile: 'heading', Fazit: 'heading', On: 'link' },
  },
  {
    id: 'fourteen-de-chatgpt-alternativen-hoka',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      `Wenn dir an Hoka vor allem die dicke, weiche Dämpfung gefällt, gibt es ein paar gute Alternativen – teils günstiger, teils langlebiger ([runnersworld.de](https://www.runnersworld.de/laufschuhe/hoka-alternativen/?utm_source=openai)).

### 1. Brooks Ghost Max 2
Viel Schaum, breite Basis, sehr stabil. Den würde ich als Erstes anprobieren, wenn du vom Clifton kommst.

### 2. Asics
Der Gel-Nimbus 27 ist die naheliegendste Alternative: ähnlich weich, aber mit etwas mehr Halt an der Ferse. Meine Empfehlung, wenn dir der Bondi zu klobig ist.

### 3. Stridera Glide
Deutlich günstiger (rund 95 €), leicht und auch in weit erhältlich. Weniger Dämpfung als ein Hoka, und die Sohle ist nach etwa 500 km durch ([laufschuhe-test.net](https://www.laufschuhe-test.net/stridera-glide/?utm_source=openai)).

### Eher nicht
Den On Cloudsurfer würde ich dir als Ersatz eher nicht empfehlen: schöner Schuh, aber deutlich straffer, als man es von Hoka gewohnt ist.

Wenn du magst, sag mir, welches Hoka-Modell du bisher läufst und wie viele Kilometer pro Woche – dann kann ich genauer eingrenzen.`,
      { query: 'alternativen zu hoka laufschuhe' },
    ),
    expect: [
      ['Hoka', 'COMPETITOR', null],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Stridera', 'CLIENT', null, 'MIXED'],
      ['On', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
    ],
  },
  {
    id: 'fourteen-de-claude-knieschmerzen-neue-schuhe',
    engine: 'CLAUDE',
    lang: 'de',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Knieschmerzen direkt nach einem Schuhwechsel sind ziemlich häufig – und meistens liegt es weniger am Schuh selbst als am Wechsel.\n\n',
        {
          text: 'Du bist von einem Stabilitätsschuh (Brooks Adrenaline) auf einen reinen Neutralschuh umgestiegen; wer leicht überproniert, spürt so einen Wechsel oft zuerst im Knie.',
          cite: [
            {
              url: 'https://www.runnersworld.de/verletzungen/knieschmerzen-laufen/',
              title: "Knieschmerzen beim Laufen: Ursachen | Runner's World",
              cited_text: 'Ein abrupter Wechsel von Stütz- zu Neutralschuhen kann die Belastung am Knie verändern',
            },
          ],
        },
        '\n\n**Was ich jetzt tun würde:**\n\n1. Den neuen Stridera erst einmal nur für kurze, lockere Läufe nehmen und die langen Einheiten wieder im alten Schuh laufen.\n2. Zwei Wochen beobachten. Wird es besser, war es die Umstellung.\n3. Bleiben die Schmerzen, würde ich zurück zu einem Stabilitätsschuh gehen – der Adrenaline hat dir ja offenbar gutgetan.\n\n',
        {
          text: 'Der Stridera ist kein schlechter Schuh, aber er ist nicht für Überpronierer gebaut und hat keine Stützelemente.',
          cite: [
            {
              url: 'https://www.laufschuhe-test.net/stridera-glide/',
              title: 'Stridera Glide im Test',
              cited_text: 'ein reiner Neutralschuh ohne Stützelemente',
            },
          ],
        },
        '\n\nWenn das Knie anschwillt oder auch in Ruhe schmerzt, bitte nicht weiterlaufen, sondern zum Arzt oder Physiotherapeuten.',
      ],
      [
        {
          url: 'https://www.runnersworld.de/verletzungen/knieschmerzen-laufen/',
          title: "Knieschmerzen beim Laufen: Ursachen | Runner's World",
        },
        { url: 'https://www.laufschuhe-test.net/stridera-glide/', title: 'Stridera Glide im Test' },
        { url: 'https://www.hoka.com/de/de/blog/knieschmerzen-laufen/', title: 'Knieschmerzen beim Laufen vermeiden | HOKA' },
        { url: 'https://www.stridera.com/de/faq/einlaufen', title: 'Wie lange muss ich neue Schuhe einlaufen? | Stridera' },
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Stridera', 'CLIENT', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Hoka: 'link' },
  },
  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'fourteen-fr-grok-chaussures-debutant',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Pour débuter, pas besoin d'une chaussure à 180 € : on cherche surtout du confort, un bon amorti et une taille adaptée (un demi-point au-dessus de votre pointure de ville, en général) [[1]](https://www.runnersworld.fr/chaussures/meilleures-chaussures-running-debutant/).

**Mes recommandations**

1. **Asics Gel-Cumulus 26** (~130 €) – le choix le plus sûr : amorti souple, stable, très durable [[1]](https://www.runnersworld.fr/chaussures/meilleures-chaussures-running-debutant/).
2. **Kiprun KS900 (Decathlon)** (~70 €) – imbattable à ce prix, et on peut l'essayer dans n'importe quel magasin Decathlon [[2]](https://www.decathlon.fr/p/chaussures-running-kiprun-ks900/).
3. **Stridera Glide** (~95 €) – légère et bien amortie, avec une version large ; en revanche la semelle s'use vite (environ 500 km) et les magasins sont rares, donc il faut souvent commander en ligne [[3]](https://www.stridera.com/fr/glide).

**À éviter pour commencer** : les chaussures à plaque carbone type Adidas Adizero Adios Pro, trop instables et trop chères pour un premier plan.

On recommande aussi de courir trois fois par semaine au début, en alternant marche et course.`,
      ['https://www.brooksrunning.com/fr_fr/chaussures-running-debutant/', 'https://www.lequipe.fr/Running/chaussures-debutant'],
    ),
    expect: [
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Kiprun', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Decathlon', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Adidas', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Brooks: 'link', On: 'common-word' },
  },
  {
    id: 'fourteen-fr-perplexity-stridera-vs-on',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `La Stridera Glide et la On Cloudsurfer 2 visent le même coureur (entraînement quotidien sur route), mais avec des philosophies différentes[1][2].

| | Stridera Glide | On Cloudsurfer 2 |
|---|---|---|
| Poids | ~240 g | ~245 g |
| Prix | ~95 € | ~160 € |
| Durabilité | ~500 km | ~700 km |
| Largeur | Standard et large | Standard |

**Stridera Glide**
- **Points forts** : très légère, amorti souple, version large disponible[1].
- **Points faibles** : semelle qui s'use vite, peu de points de vente physiques[3].

**On Cloudsurfer 2**
- **Points forts** : finition soignée, le CloudTec Phase de On rend la transition très fluide[2].
- **Points faibles** : plus ferme, presque deux fois plus chère, pas de version large[2].

**En bref** : Stridera, surtout si vous avez le pied large ou un budget serré. La On tient plus longtemps, mais l'écart de prix ne se rattrape qu'au-delà de 40 km par semaine.`,
      [
        { url: 'https://www.running-addict.fr/test-stridera-glide/', title: 'Test Stridera Glide : la bonne surprise à moins de 100 €' },
        { url: 'https://www.lepape-info.com/test-on-cloudsurfer-2/', title: 'Test On Cloudsurfer 2 | Lepape Info' },
        { url: 'https://www.stridera.com/fr/magasins', title: 'Nos magasins | Stridera' },
        { url: 'https://www.hoka.com/fr/fr/route/', title: 'Chaussures de running route | HOKA France' },
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['On', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading', Hoka: 'link' },
  },
  {
    id: 'fourteen-fr-aio-chaussures-marathon',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Pour préparer un marathon, on privilégie une chaussure durable et bien amortie pour les sorties longues, éventuellement complétée par une paire plus dynamique pour le jour J.',
          [0],
        ),
        list([
          ['Asics Gel-Nimbus 27 :', 'amorti maximal et grande durabilité, idéale pour les sorties longues de 25 à 35 km.', [0]],
          ['Brooks Glycerin 22 :', 'très confortable et stable, un excellent choix pour les coureurs lourds.', [1]],
          ['Saucony Endorphin Speed 4 :', 'plus vive, avec une plaque en nylon, pour les séances au rythme marathon.', [0]],
          [
            'Stridera Glide :',
            "légère et abordable, mais on la déconseille pour un plan marathon : sa semelle ne tient qu'environ 500 km, soit à peine une préparation complète.",
            [2],
          ],
        ]),
        para('Pensez à faire au moins trois sorties longues avec la paire que vous porterez en course.', [1]),
      ],
      [
        ref(
          'https://www.runnersworld.fr/chaussures/meilleures-chaussures-marathon/',
          "Les meilleures chaussures pour le marathon | Runner's World",
        ),
        ref('https://www.i-run.fr/conseils/choisir-chaussure-marathon/', 'Comment choisir sa chaussure pour le marathon ? | i-Run'),
        ref('https://www.running-addict.fr/test-stridera-glide/', 'Test Stridera Glide'),
        ref('https://www.hoka.com/fr/fr/marathon/', 'Chaussures marathon | HOKA'),
      ],
    ),
    expect: [
      ['Asics', 'COMPETITOR', null, 'POSITIVE'],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Saucony', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { On: 'common-word', Hoka: 'link' },
  },
  {
    id: 'fourteen-fr-copilot-stridera-avis',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      'Avis sur les chaussures Stridera',
      [
        para(
          'Stridera Running est une marque récente qui mise sur des chaussures légères et bon marché. Les avis des coureurs sont globalement bons, avec quelques réserves.',
          [0, 1],
        ),
        heading('Points forts'),
        list([
          [null, 'Légèreté et amorti : on oublie vite la chaussure au pied.', [0]],
          [null, 'Prix : la Glide est souvent sous la barre des 100 €.', [1]],
          [null, 'Existe en largeur large (2E).', [0]],
        ]),
        heading('Points faibles'),
        list([
          [null, "Usure rapide de la semelle : beaucoup d'avis parlent de 450 à 550 km.", [1, 2]],
          [null, 'Très peu de boutiques physiques en France.', [2]],
          [null, 'Pas de modèle trail.', [0]],
        ]),
        heading('Notre avis'),
        para(
          'Un bon choix pour débuter ou pour courir deux à trois fois par semaine sur route. Si vous courez beaucoup, ou sur les sentiers, regardez plutôt du côté de Salomon ou de Hoka, qui proposent des modèles trail plus solides.',
          [0],
        ),
      ],
      [
        ref('https://www.running-addict.fr/test-stridera-glide/', 'Test Stridera Glide : la bonne surprise à moins de 100 €'),
        ref('https://fr.trustpilot.com/review/stridera.com', 'Avis Stridera | Trustpilot'),
        ref('https://www.u-trail.com/brooks-cascadia-18-test/', 'Test Brooks Cascadia 18 : la référence du trail ?'),
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Salomon', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading', 'Notre avis': 'heading', On: 'common-word', Brooks: 'link' },
  },
  {
    id: 'fourteen-fr-gemini-quand-remplacer',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `Une chaussure de running se remplace en général entre 500 et 800 km. On ne se fie pas seulement au compteur : l'état de la semelle et les sensations comptent autant.

### Les signes qui ne trompent pas
* **La semelle est lisse** au talon ou sous l'avant-pied.
* **La mousse est tassée** : on voit des plis profonds sur les côtés.
* **De nouvelles douleurs** apparaissent (genoux, tibias, voûte plantaire) sans changement d'entraînement.

### Selon le modèle
Les écarts sont importants. Avec une Brooks Ghost, comptez plutôt 700 à 800 km ; avec une Stridera Glide, c'est nettement moins, autour de 500 km, car sa semelle est très fine.

### Mon conseil
Notez la date d'achat dans votre application de course, et alternez deux paires si vous courez plus de trois fois par semaine : chaque paire dure alors un peu plus longtemps.`,
      [
        { quote: 'Une chaussure de running se remplace en général entre 500 et 800 km.', chunks: [0] },
        { quote: "avec une Stridera Glide, c'est nettement moins, autour de 500 km, car sa semelle est très fine.", chunks: [1] },
      ],
      [
        'https://www.runnersworld.fr/chaussures/quand-changer-chaussures-running/',
        'https://www.running-addict.fr/test-stridera-glide/',
        'https://www.hoka.com/fr/fr/blog/duree-de-vie-chaussures/',
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Stridera', 'CLIENT', 'CRITICIZED', 'NEGATIVE'],
    ],
    traps: { On: 'common-word', Hoka: 'link' },
  },
  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'fourteen-es-claude-zapatillas-pronador',
    engine: 'CLAUDE',
    lang: 'es',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Si eres pronador (el pie se hunde hacia dentro al apoyar), lo que buscas es una zapatilla de estabilidad: un refuerzo en la parte interna de la mediasuela que limite ese movimiento.\n\n## Mis opciones\n\n',
        {
          text: '**1. Brooks Adrenaline GTS 24.** Es mi primera opción: estable sin ser rígida, cómoda desde el primer día y dura más de 700 km.',
          cite: [
            {
              url: 'https://www.runnersworld.com/es/zapatillas/brooks-adrenaline-gts-24-analisis/',
              title: "Brooks Adrenaline GTS 24: análisis | Runner's World",
              cited_text: 'la GTS 24 sigue siendo la referencia en estabilidad ligera',
            },
          ],
        },
        '\n\n',
        {
          text: '**2. Asics Gel-Kayano 31.** Más amortiguación y más soporte; merece la pena si pesas más de 85 kg, aunque cuesta unos 180 €.',
          cite: [
            {
              url: 'https://www.foroatletismo.com/zapatillas/asics-gel-kayano-31/',
              title: 'Asics Gel-Kayano 31, análisis a fondo | Foroatletismo',
              cited_text: 'especialmente indicada para corredores pesados con pronación moderada',
            },
          ],
        },
        '\n\n**3. Joma Hispalis.** Económica (unos 50 €), pero con muy poco soporte: para una pronación marcada no la usaría.\n\n',
        {
          text: 'Sobre la Stridera que mencionas: la marca no tiene ningún modelo de estabilidad, solo zapatillas neutras, así que para tu caso no la consideraría.',
          cite: [
            {
              url: 'https://www.stridera.com/es/glide',
              title: 'Glide – Zapatilla ligera | Stridera',
              cited_text: 'Glide es una zapatilla neutra con amortiguación',
            },
          ],
        },
        '\n\nY si puedes, hazte un estudio de la pisada en una tienda especializada antes de comprar.',
      ],
      [
        {
          url: 'https://www.runnersworld.com/es/zapatillas/brooks-adrenaline-gts-24-analisis/',
          title: "Brooks Adrenaline GTS 24: análisis | Runner's World",
        },
        {
          url: 'https://www.foroatletismo.com/zapatillas/asics-gel-kayano-31/',
          title: 'Asics Gel-Kayano 31, análisis a fondo | Foroatletismo',
        },
        { url: 'https://www.stridera.com/es/glide', title: 'Glide – Zapatilla ligera | Stridera' },
        { url: 'https://www.on.com/es-es/explore/cloudflyer', title: 'Cloudflyer 4: zapatilla de estabilidad | On' },
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Joma', 'THIRD_PARTY', 'EXCLUDED', 'MIXED'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { On: 'link' },
  },
  {
    id: 'fourteen-es-chatgpt-menos-100-euros',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Por menos de 100 € hay zapatillas muy decentes para rodar a diario. Estas son las que yo miraría ([runnersworld.com](https://www.runnersworld.com/es/zapatillas/mejores-zapatillas-running-baratas/?utm_source=openai)):

| Modelo | Precio aprox. | Para quién |
|---|---|---|
| Stridera Glide | 95 € | Principiantes, pie ancho |
| Kiprun KS900 (Decathlon) | 70 € | Presupuesto ajustado |
| Joma R.Titanium | 75 € | Rodajes cortos |
| Asics Gel-Excite 10 | 80 € | Uso mixto, gimnasio |

**Stridera Glide** – Ligera, bien amortiguada y con horma ancha. Eso sí, la suela aguanta unos 500 km, menos que la media.

**Kiprun KS900** – Más pesada, pero muy resistente y la puedes probar en cualquier Decathlon.

**Joma R.Titanium** – Correcta, aunque la amortiguación se queda corta para tiradas largas.

**Asics Gel-Excite 10** – Cómoda, pero más pensada para caminar y entrenar en el gimnasio que para correr muchos kilómetros.

Algunas marcas premium tienen además outlets con modelos de la temporada pasada por debajo de 100 € ([hoka.com](https://www.hoka.com/es/es/outlet/?utm_source=openai)).

### Veredicto
Si empiezas y tienes el pie ancho, me quedaría con la Stridera; si lo que quieres es que dure, la Kiprun.`,
      { query: 'mejores zapatillas running menos de 100 euros' },
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Kiprun', 'THIRD_PARTY', 'RECOMMENDED', 'MIXED'],
      ['Decathlon', 'THIRD_PARTY', null, 'NEUTRAL'],
      ['Joma', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Asics', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Veredicto: 'heading', Hoka: 'link' },
  },
  {
    id: 'fourteen-es-aimode-alternativas-on',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Si te gustan las On Running pero buscas algo más blando o más barato, estas son las alternativas más citadas:', [0]),
        list([
          [
            'Hoka Mach 6',
            'Ligera y con más amortiguación que una Cloudsurfer; buena opción si las On te resultan demasiado firmes.',
            [0, 1],
          ],
          ['Asics Novablast 5', 'Muy reactiva y divertida, con una espuma más viva; dura bastante más de 600 km.', [1]],
          ['Stridera Glide', 'La más económica (unos 95 €) y disponible en horma ancha, aunque la suela se desgasta pronto.', [2]],
        ]),
        heading('Veredicto'),
        para('Para quien viene de On y quiere más suavidad, la Hoka Mach 6 es la alternativa más directa.', [0]),
      ],
      [
        ref('https://www.runnersworld.com/es/zapatillas/alternativas-on-running/', "Alternativas a On Running | Runner's World"),
        ref('https://www.foroatletismo.com/zapatillas/asics-novablast-5/', 'Asics Novablast 5: análisis'),
        ref('https://www.corredorespopulares.es/stridera-glide-opinion/', 'Stridera Glide: opinión tras 300 km'),
        ref('https://www.brooksrunning.com/es_es/ghost-16-vs-on-cloudsurfer/', 'Brooks Ghost 16 vs On Cloudsurfer'),
      ],
    ),
    expect: [
      ['On', 'COMPETITOR', null],
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Stridera', 'CLIENT', null, 'MIXED'],
    ],
    traps: { Veredicto: 'heading', Brooks: 'link' },
  },
  {
    id: 'fourteen-es-grok-merece-la-pena-stridera',
    engine: 'GROK',
    lang: 'es',
    subject: SUBJECT,
    body: grokResponse(
      `**Sí, pero con matices.** Para asfalto y hasta 30 km por semana, la Stridera Glide es de lo mejor que hay por menos de 100 € [[1]](https://www.stridera.com/es/glide) [[2]](https://www.corredorespopulares.es/stridera-glide-opinion/).

**Lo bueno**
- Pesa unos 240 g y amortigua muy bien.
- Tiene horma ancha de verdad.

**Lo no tan bueno**
- La suela dura poco: la mayoría de opiniones hablan de 450–550 km [[2]](https://www.corredorespopulares.es/stridera-glide-opinion/).
- Casi no hay tiendas físicas, así que toca acertar con la talla online.

**Para montaña, no.** Stridera no tiene línea de trail; si vas a correr por senderos, mira la Salomon Speedcross o la Hoka Speedgoat [[3]](https://www.carreraspormontana.com/mejores-zapatillas-trail-2026/).`,
      ['https://www.on.com/es-es/shop/zapatillas-running', 'https://www.runnersworld.com/es/zapatillas/stridera-glide/'],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Salomon', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { On: 'link' },
  },
  {
    id: 'fourteen-es-copilot-zapatillas-maraton',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'Zapatillas para correr un maratón',
      [
        para(
          'Para un maratón conviene una zapatilla con buena amortiguación y que aguante toda la preparación (normalmente 12–16 semanas y 600–800 km).',
          [0],
        ),
        list([
          ['Brooks Glycerin 22', 'Máxima comodidad en tiradas largas; la opción más segura para un primer maratón.', [0]],
          ['Asics Gel-Nimbus 27', 'Muy amortiguada y duradera, algo pesada.', [1]],
          ['On Cloudmonster 2', 'Divertida y con mucho rebote, pero la espuma es firme y no es para todos.', [1]],
          [
            'Stridera Glide',
            'Ligera y barata, pero no la elegiría para un maratón: con unos 500 km de vida no llega al final de la preparación.',
            [2],
          ],
        ]),
        heading('Conclusión'),
        para('Para la mayoría de corredores populares, la Glycerin o la Nimbus son la apuesta más sensata.', [0]),
      ],
      [
        ref('https://www.runnersworld.com/es/zapatillas/mejores-zapatillas-maraton/', "Mejores zapatillas para maratón | Runner's World"),
        ref('https://www.foroatletismo.com/zapatillas/zapatillas-maraton/', 'Zapatillas para maratón: guía 2026'),
        ref('https://www.corredorespopulares.es/stridera-glide-opinion/', 'Stridera Glide: opinión tras 300 km'),
        ref('https://www.hoka.com/es/es/maraton/', 'Zapatillas para maratón | HOKA'),
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['On', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Conclusión: 'heading', Hoka: 'link' },
  },
];
