// Fidelity corpus, fourteenth batch: running shoes, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers), as the engines answer: 35 answers, Claude, Grok and Bing Copilot five times
// each, ChatGPT, Perplexity, Gemini, Google AI Overviews and Google AI Mode four times each; five
// answers in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the
// ones users ask: the best running shoes for beginners, for flat feet and overpronation, for a
// marathon, under 100 euros, X vs Y, is X worth it, X reviews, alternatives to X, how long running
// shoes last and when to replace them, and knee pain after new shoes.
//
// The client is "Stridera" (alias "Stridera Running"), an invented running-shoe brand: light
// cushioned trainers, good value, wide fits, but an outsole that lasts about 500 km, few stores, no
// trail line and no stability model, and not sold in Brazil. Its competitors are Hoka, Asics, Brooks
// (alias "Brooks Running") and On (alias "On Running"). "Brooks" is the common-word competitor twice
// in English: a user called Dan Brooks in a Reddit anecdote (fourteen-en-grok-stridera-worth-it) and
// "across brooks and through mud" (fourteen-en-aio-how-long-shoes-last). "On" is the English
// preposition ("on tight corners", "a marathon on it") and the French pronoun ("On recommande",
// "on la déconseille") in seven answers that do not name the brand; the brand On is named only as
// "the On Cloudmonster", "la On Cloudsurfer 2", "On's CloudTec", "las On Running". Brands outside
// the set are third parties: Nike, Adidas, Puma, Saucony, New Balance, Mizuno, Salomon, Decathlon
// and its brand Kiprun, Olympikus, Joma, Diadora, Sport Zone, RunRepeat, Runner's World. A third
// party is labelled by its brand name also where the prose writes a model with it ("Nike Pegasus 41"
// -> Nike, "Saucony Endorphin Speed 4" -> Saucony, "Kiprun KS900 (Decathlon)" -> Kiprun and
// Decathlon, each with its own role: Decathlon as the shop is null or NEUTRAL).
//
// Traps: `link`, a tracked brand only in a link, a URL, a cited source or a source retrieved but not
// cited (ChatGPT's inline `([host](url))` links, Claude's search results, Grok's `citations`,
// Perplexity's search results, Gemini's grounding chunks, SerpApi references): thirty-five, two of
// them the client's own pages on stridera.com (nineteen answers carry a stridera.com URL; in
// seventeen of them the prose names Stridera too); `heading`, a heading or label word that is no brand
// ("Fazit", "Vorteile", "Nachteile", "Points forts", "Points faibles", "Notre avis", "Veredicto",
// "Conclusión", "Pro", "Contro", "Prós", "Contras", "Conclusão", "Voordelen", "Nadelen", "Nadeel"):
// twenty-four; `common-word`, Brooks the surname and the streams, On the preposition and pronoun:
// nine. One Perplexity answer (fourteen-en-perplexity-marathon) is cut mid-sentence in its Stridera
// item. In one German answer (fourteen-de-chatgpt-alternativen-hoka) Asics is named only in the
// heading "### 2. Asics" of the section that recommends its Gel-Nimbus.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice and verbless verdicts are RECOMMENDED, also when narrow ("If
// you run more than two or three times a week, I'd go with the Brooks", "Short answer: yes, if you
// run up to ~25 km a week", "Wer es weich mag, greift zum Arahi", "En bref : Stridera", "me quedaría
// con la Stridera", "la consiglierei a chi inizia", "é o que eu compraria", "Kortom: een aanrader
// voor beginners"), and when a reservation comes first or last ("pricier, but worth it": "mais
// caro, mas ... vale o investimento"); negated advice or advice against for the user's use ("I
// wouldn't"-type: "würde ich ihn nicht kaufen", "on la déconseille pour un plan marathon", "no la
// elegiría para un maratón", "para tu caso no la consideraría", "meglio evitare", "eu nem
// consideraria", "Não é uma alternativa para o seu caso", "zou ik hem niet kiezen", "is not worth
// it for a first marathon") is EXCLUDED, MIXED when the same sentence praises it; drawbacks without
// advice, CRITICIZED; a brand set beside the chosen one as a benchmark ("For comparison ...", "Per
// confronto ...", "Rispetto a una Brooks Ghost"), COMPARED.
//
// Ambiguous decisions: the reference point of "alternatives to X" is null (Hoka in
// fourteen-de-chatgpt-alternativen-hoka, On in fourteen-es-aimode-alternativas-on, Brooks in
// fourteen-pt-gemini-alternativas-brooks, Asics in fourteen-nl-copilot-alternatieven-kayano). Items
// of a "best options" list that carry praise and a drawback but no advice are null (Stridera in
// fourteen-de-chatgpt-alternativen-hoka and fourteen-es-aimode-alternativas-on, Asics, Stridera and
// Diadora in fourteen-it-perplexity-scarpe-principianti, Asics in fourteen-pt-perplexity-sapatilhas-
// menos-100 and fourteen-nl-aimode-hardloopschoenen-beginners, Mizuno in fourteen-pt-chatgpt-tenis-
// iniciantes, New Balance in fourteen-pt-gemini-alternativas-brooks); so are items whose praise names
// a use without advising it ("idéale pour les sorties longues", Asics in fourteen-fr-aio-chaussures-
// marathon; "bom para corredores mais pesados", Brooks in fourteen-pt-aimode-tenis-maratona), while
// "un excellent choix pour les coureurs lourds" (Brooks, fr-aio) and "a good choice if your calves
// tire" (Hoka, en-perplexity) are RECOMMENDED. Nike in fourteen-en-chatgpt-beginners ("fine too, but
// nothing about it stands out at that price") is null (MIXED): faint praise, no advice either way.
// Stridera in fourteen-en-perplexity-marathon is null: the answer is cut before its advice ends.
// Stridera in fourteen-es-grok-merece-la-pena-stridera is RECOMMENDED (MIXED): "Sí, pero con matices"
// for the road, though "Para montaña, no" rules out a trail use it has no model for. In
// fourteen-nl-claude-hoka-of-on, On is null (MIXED): "leuk als je van een levendig gevoel houdt" and
// "ik zou hem niet als enige schoen voor marathontraining nemen" lean both ways. A shoe the user
// owns and asks about is LISTED (Hoka in fourteen-nl-grok-knieklachten-nieuwe-schoenen) or, when the
// answer also blames it, CRITICIZED (Stridera in fourteen-de-claude-knieschmerzen-neue-schuhe: "kein
// schlechter Schuh, aber ... nicht für Überpronierer gebaut"); Stridera in fourteen-it-grok-quando-
// cambiare-ginocchio is null (NEGATIVE): worn out at 600 km and "Cambierei le scarpe adesso", but
// that is advice to replace a worn pair, not against the brand. Brooks in the German knee-pain
// answer is the user's former shoe and RECOMMENDED: "würde ich zurück zu einem Stabilitätsschuh
// gehen – der Adrenaline hat dir ja offenbar gutgetan". A brand named as an example of a lifespan
// ("Avec une Brooks Ghost, comptez plutôt 700 à 800 km", fr-gemini) is LISTED; "cushioned models from
// Asics and Hoka often reach 700–800 km" (en-aio) is null. Olympikus in fourteen-pt-copilot-stridera-
// vale-a-pena ("entrega algo parecido por menos da metade do preço") is RECOMMENDED for the everyday
// use in Brazil. Shops and sources named in the prose (Decathlon as a shop, Sport Zone, RunRepeat,
// Runner's World) are labelled with a role only where clear.
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
  table,
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
    // Corrected after the first measurement: the prose answers "is Stridera worth it?" without
    // naming Stridera (only its URLs do), so a reader finds no Stridera in it (it was labelled
    // CLIENT RECOMMENDED); its name stands only in links.
    expect: [
      ['Asics', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['Nike', 'THIRD_PARTY', 'COMPARED', 'POSITIVE'],
    ],
    traps: { Brooks: 'common-word', Hoka: 'link', On: 'common-word', Stridera: 'link' },
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
  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'fourteen-it-perplexity-scarpe-principianti',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Per chi inizia a correre conviene una scarpa neutra, ben ammortizzata e non troppo costosa; il modello "perfetto" dipende soprattutto dalla forma del piede[1].

## Le più consigliate

**1. Brooks Ghost 16**
- Pro: comoda, stabile, dura a lungo[1].
- Contro: un po' pesante.
Per la maggior parte dei principianti è la scelta migliore, anche secondo Runner's World[1][2].

**2. Asics Gel-Cumulus 26**
- Pro: ammortizzazione morbida, calzata comoda.
- Contro: prezzo pieno alto (circa 140 €), conviene aspettare gli sconti[2].

**3. Stridera Glide**
- Pro: leggera, economica (circa 95 €), disponibile anche in pianta larga[3].
- Contro: la suola si consuma presto, intorno ai 500 km[3].

**4. Diadora Mythos Blushield 8**
- Pro: buon supporto, prodotta da un marchio italiano con una lunga tradizione nel running.
- Contro: difficile da trovare in alcune taglie.

Prima di acquistare è utile provare le scarpe in un negozio specializzato e correre qualche passo sul tapis roulant[2].`,
      [
        {
          url: 'https://www.runnersworld.com/it/scarpe/migliori-scarpe-running-principianti/',
          title: "Le migliori scarpe da running per principianti | Runner's World Italia",
        },
        { url: 'https://www.correrepiu.it/scarpe-running-principianti/', title: 'Scarpe da running per principianti: guida 2026' },
        { url: 'https://www.runningzen.it/stridera-glide-recensione/', title: 'Stridera Glide: la recensione' },
        { url: 'https://www.hoka.com/it/it/running-su-strada/', title: 'Scarpe da running su strada | HOKA Italia' },
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Asics', 'COMPETITOR', null, 'MIXED'],
      ['Stridera', 'CLIENT', null, 'MIXED'],
      ['Diadora', 'THIRD_PARTY', null, 'MIXED'],
      ["Runner's World", 'THIRD_PARTY', null, 'NEUTRAL'],
    ],
    traps: { Pro: 'heading', Contro: 'heading', Hoka: 'link' },
  },
  {
    id: 'fourteen-it-gemini-hoka-vs-asics',
    engine: 'GEMINI',
    lang: 'it',
    subject: SUBJECT,
    body: geminiResponse(
      `Hoka Clifton 10 e Asics Novablast 5 sono due delle scarpe neutre più vendute, ma si corrono in modo molto diverso.

| | Hoka Clifton 10 | Asics Novablast 5 |
|---|---|---|
| Peso | 278 g | 255 g |
| Drop | 5 mm | 8 mm |
| Sensazione | Morbida, dondolante | Reattiva, elastica |
| Prezzo | ~150 € | ~150 € |

### Hoka Clifton 10
La suola a dondolo (meta-rocker) accompagna il passo e toglie carico ai polpacci: è ottima per i lunghi lenti e per chi ha bisogno di protezione.

### Asics Novablast 5
Più leggera e più vivace, dà una bella spinta nei ritmi medi; in curva però è un po' meno stabile.

### Cosa sceglierei
Se cerchi morbidezza e corri soprattutto piano, prenderei la Hoka. Se vuoi una scarpa unica per lenti e ripetute, la Asics.

Per confronto, la Stridera Glide costa circa 95 € ed è ancora più leggera, ma la suola dura meno (circa 500 km contro i 700–800 delle altre due).`,
      [
        { quote: 'La suola a dondolo (meta-rocker) accompagna il passo e toglie carico ai polpacci', chunks: [0] },
        { quote: 'Più leggera e più vivace, dà una bella spinta nei ritmi medi', chunks: [1] },
        { quote: 'la suola dura meno (circa 500 km contro i 700–800 delle altre due)', chunks: [2] },
      ],
      [
        'https://www.runnersworld.com/it/scarpe/hoka-clifton-10-recensione/',
        'https://www.correrepiu.it/asics-novablast-5-test/',
        'https://www.runningzen.it/stridera-glide-recensione/',
        'https://www.brooksrunning.com/it_it/ghost-16/',
      ],
    ),
    expect: [
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Stridera', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Brooks: 'link' },
  },
  {
    id: 'fourteen-it-claude-stridera-recensioni',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ho raccolto le recensioni più recenti sulla Stridera Glide, il modello principale del marchio.\n\n',
        {
          text: 'In generale i runner ne lodano la leggerezza e la morbidezza, soprattutto considerando il prezzo sotto i 100 €.',
          cite: [
            {
              url: 'https://www.runningzen.it/stridera-glide-recensione/',
              title: 'Stridera Glide: la recensione',
              cited_text: 'leggerissima e morbida, difficile chiedere di più a questo prezzo',
            },
          ],
        },
        '\n\n**Pro**\n- Leggera (circa 240 g)\n- Buona ammortizzazione\n- Versione a pianta larga\n\n**Contro**\n- ',
        {
          text: 'Suola poco resistente: diversi tester la danno consumata tra i 450 e i 550 km',
          cite: [
            {
              url: 'https://www.correrepiu.it/stridera-glide-test-lungo-termine/',
              title: 'Stridera Glide, test a lungo termine',
              cited_text: 'a 480 km il battistrada del tallone era completamente consumato',
            },
          ],
        },
        "\n- Pochissimi negozi in Italia\n- Nessun modello da trail\n\nRispetto a una Brooks Ghost, quindi, risparmi all'acquisto ma la cambi prima.\n\n**In sintesi:** la consiglierei a chi inizia o corre due-tre volte a settimana su strada; se fai molti chilometri, o corri in montagna, non è la scarpa giusta.",
      ],
      [
        { url: 'https://www.runningzen.it/stridera-glide-recensione/', title: 'Stridera Glide: la recensione' },
        { url: 'https://www.correrepiu.it/stridera-glide-test-lungo-termine/', title: 'Stridera Glide, test a lungo termine' },
        { url: 'https://www.stridera.com/it/recensioni', title: 'Recensioni dei clienti | Stridera' },
        { url: 'https://www.on.com/it-it/explore/cloudsurfer', title: 'Cloudsurfer 2 | On' },
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Brooks', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
    ],
    traps: { Pro: 'heading', Contro: 'heading', On: 'link' },
  },
  {
    id: 'fourteen-it-aio-piedi-piatti',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "Con i piedi piatti l'arco plantare cede e il piede tende a ruotare verso l'interno (iperpronazione): servono scarpe stabili, con supporto mediale.",
          [0],
        ),
        table([
          ['Modello', 'Tipo', 'Adatta a'],
          ['Brooks Adrenaline GTS 24', 'Stabile', 'Pronazione lieve o moderata'],
          ['Asics Gel-Kayano 31', 'Stabile, molto ammortizzata', 'Pronazione moderata, runner pesanti'],
          ['Mizuno Wave Inspire 21', 'Stabile', 'Chi preferisce una scarpa più rigida'],
        ]),
        para('La Brooks Adrenaline è la più consigliata dai negozi specializzati per chi inizia.', [1]),
        para(
          'Meglio evitare invece le scarpe neutre e leggere come la Stridera Glide: non ha alcun supporto mediale, quindi con i piedi piatti e una pronazione marcata non è indicata.',
          [2],
        ),
        para('In caso di dolore persistente, un plantare su misura prescritto da un podologo può fare la differenza.', [0]),
      ],
      [
        ref('https://www.my-personaltrainer.it/running/scarpe-piedi-piatti.html', 'Scarpe da running per piedi piatti'),
        ref('https://www.correrepiu.it/scarpe-stabili-2026/', 'Le migliori scarpe stabili del 2026'),
        ref('https://www.runningzen.it/stridera-glide-recensione/', 'Stridera Glide: la recensione'),
        ref('https://www.hoka.com/it/it/scarpe-stabili/', 'Scarpe stabili | HOKA'),
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Mizuno', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Hoka: 'link' },
  },
  {
    id: 'fourteen-it-grok-quando-cambiare-ginocchio',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `Con 600 km sulle tue Stridera, è molto probabile che il dolore al ginocchio dipenda proprio dalle scarpe: la Glide ha una suola sottile e la maggior parte dei runner la dà "finita" intorno ai 500 km [[1]](https://www.runningzen.it/stridera-glide-recensione/).

**Come capirlo**
- Guarda il tallone: se la gomma è liscia o si vede la schiuma, sono da cambiare.
- Premi l'intersuola con il pollice: se non torna su subito, ha perso ammortizzazione.
- Se il dolore è comparso gradualmente, senza cambi nell'allenamento, è un altro indizio [[2]](https://www.runnersworld.com/it/salute/dolore-ginocchio-corsa/).

**Cosa farei io**
Cambierei le scarpe adesso, non tra un mese. Per il prossimo paio, visto che corri più di 30 km a settimana, considererei un modello con una suola più resistente, come la Brooks Ghost 16, che arriva tranquillamente a 700–800 km [[3]](https://www.correrepiu.it/brooks-ghost-16-test/).

Se il dolore resta anche con scarpe nuove dopo due settimane, meglio farsi vedere da un fisioterapista.`,
      ['https://www.on.com/it-it/explore/cloudmonster', 'https://www.stridera.com/it/garanzia'],
    ),
    expect: [
      ['Stridera', 'CLIENT', null, 'NEGATIVE'],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { On: 'link' },
  },
  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'fourteen-pt-chatgpt-tenis-iniciantes',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: openaiResponse(
      `Pra quem está começando a correr, o ideal é um tênis neutro, confortável e com bom amortecimento — não precisa gastar muito ([webrun.com.br](https://www.webrun.com.br/melhores-tenis-corrida-iniciantes/?utm_source=openai)).

### Minhas sugestões

**1. Olympikus Corre 4** — custa por volta de R$ 500, é leve e tem um amortecimento que surpreende. Se o orçamento é apertado, é o que eu compraria.

**2. Asics Gel-Cumulus 26** — mais caro, mas muito durável e estável; vale o investimento se você pretende correr três vezes por semana ou mais.

**3. Mizuno Wave Rider 28** — confortável e fácil de achar em qualquer loja, embora seja um pouco pesado.

**E o Stridera?** Ele aparece muito em reviews gringos, mas a marca ainda não vende oficialmente no Brasil. Importando, com frete e impostos, sai mais caro que um Asics — então, sinceramente, eu nem consideraria agora.

Uma dica: compre meio número acima do seu tênis do dia a dia e teste na loja com a meia que você usa pra correr ([hoka.com](https://www.hoka.com/pt-br/guia-de-tamanhos/?utm_source=openai)).`,
      { query: 'melhor tênis de corrida para iniciantes 2026' },
    ),
    expect: [
      ['Olympikus', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Mizuno', 'THIRD_PARTY', null, 'MIXED'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Hoka: 'link' },
  },
  {
    id: 'fourteen-pt-copilot-stridera-vale-a-pena',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Tênis Stridera vale a pena?',
      [
        para(
          'O Stridera Glide é um tênis leve e macio que ganhou fama pelo preço baixo na Europa, mas que ainda não é vendido oficialmente no Brasil.',
          [0],
        ),
        heading('Pontos positivos'),
        list([
          [null, 'Leveza: cerca de 240 g.', [0]],
          [null, 'Amortecimento macio, bom para rodagens leves.', [1]],
          [null, 'Versão para pé largo.', [0]],
        ]),
        heading('Pontos negativos'),
        list([
          [null, 'Solado que gasta rápido (em torno de 500 km).', [1]],
          [null, 'Precisa importar: frete e taxas encarecem bastante.', [2]],
        ]),
        heading('Conclusão'),
        para(
          'Vale a pena se você conseguir comprar na Europa ou tiver pé largo e correr pouco. Para o dia a dia no Brasil, o Olympikus Corre 4 entrega algo parecido por menos da metade do preço importado.',
          [2],
        ),
      ],
      [
        ref('https://www.webrun.com.br/stridera-glide-review/', 'Stridera Glide: review completo'),
        ref('https://www.stridera.com/pt/glide', 'Stridera Glide – Tênis leve'),
        ref('https://www.reclameaqui.com.br/empresa/stridera/', 'Stridera – Reclame Aqui'),
        ref('https://www.brooksrunning.com/pt_br/ghost-16/', 'Brooks Ghost 16 | Brooks Running Brasil'),
      ],
    ),
    expect: [
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Olympikus', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Conclusão: 'heading', Brooks: 'link' },
  },
  {
    id: 'fourteen-pt-aimode-tenis-maratona',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Para a primeira maratona, o mais importante é um tênis que aguente todo o ciclo de treinos e seja confortável depois dos 30 km.',
          [0],
        ),
        list([
          ['Asics Gel-Nimbus 27', 'Muito amortecido e durável; é a escolha mais segura para os longões.', [0]],
          ['Brooks Glycerin 22', 'Confortável e estável, bom para corredores mais pesados.', [1]],
          ['Olympikus Corre Supra', 'Opção nacional com placa, boa para o dia da prova e bem mais barata que os importados.', [2]],
          ['Hoka Bondi 9', 'Amortecimento máximo, mas pesado e pouco responsivo para ritmos mais rápidos.', [1]],
        ]),
        para(
          'Modelos de placa de carbono como o Nike Vaporfly 4 ajudam quem busca tempo, mas não são necessários para completar a primeira maratona.',
          [0],
        ),
      ],
      [
        ref('https://www.webrun.com.br/melhores-tenis-maratona/', 'Melhores tênis para maratona em 2026'),
        ref('https://www.runnersworld.com/br/tenis/brooks-glycerin-22-review/', "Brooks Glycerin 22 | Runner's World Brasil"),
        ref('https://www.olympikus.com.br/corre-supra', 'Olympikus Corre Supra'),
        ref('https://www.on.com/pt-br/explore/cloudmonster', 'Cloudmonster 2 | On Brasil'),
      ],
    ),
    expect: [
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Brooks', 'COMPETITOR', null, 'POSITIVE'],
      ['Olympikus', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Hoka', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Nike', 'THIRD_PARTY', null, 'MIXED'],
    ],
    traps: { On: 'link' },
  },
  {
    id: 'fourteen-pt-perplexity-sapatilhas-menos-100',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Abaixo dos 100 € há várias sapatilhas de corrida com boa relação qualidade-preço, sobretudo para quem está a começar[1][2].

**Kiprun KS900 (Decathlon) – cerca de 70 €**
- Prós: robusta, confortável, fácil de experimentar em loja.
- Contras: um pouco pesada[1].

**Stridera Glide – cerca de 95 €**
- Prós: muito leve, bem amortecida, existe em versão larga[2].
- Contras: a sola gasta-se depressa (cerca de 500 km) e quase não há lojas físicas em Portugal[3].

**Asics Gel-Pulse 15 – cerca de 85 €**
- Prós: amortecimento em gel, bom ajuste.
- Contras: menos macia que as outras duas[1].

Para quem corre pouco e tem o pé largo, a Stridera é a melhor compra da lista; para treinos frequentes, a Kiprun compensa mais a longo prazo[2].`,
      [
        { url: 'https://www.decathlon.pt/p/sapatilhas-running-kiprun-ks900/', title: 'Sapatilhas de running Kiprun KS900 | Decathlon' },
        { url: 'https://www.correr.pt/sapatilhas-baratas-2026/', title: 'As melhores sapatilhas de corrida abaixo de 100 euros' },
        { url: 'https://www.stridera.com/pt/lojas', title: 'Lojas | Stridera' },
        { url: 'https://www.hoka.com/pt/pt/promocoes/', title: 'Promoções | HOKA Portugal' },
      ],
    ),
    expect: [
      ['Kiprun', 'THIRD_PARTY', 'RECOMMENDED', 'MIXED'],
      ['Decathlon', 'THIRD_PARTY', null, 'NEUTRAL'],
      ['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Asics', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { Prós: 'heading', Contras: 'heading', Hoka: 'link' },
  },
  {
    id: 'fourteen-pt-gemini-alternativas-brooks',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: geminiResponse(
      `Se procura alternativas às Brooks Adrenaline para pronação, há boas opções noutras marcas — nenhuma é exatamente igual, mas algumas chegam muito perto.

**1. Asics Gel-Kayano 31**
A alternativa mais próxima: estável, bem amortecida e duradoura. Se gosta das Adrenaline, é esta que eu experimentaria primeiro.

**2. Saucony Guide 18**
Mais leve e com um apoio mais discreto; boa escolha para pronação ligeira.

**3. New Balance 860v14**
Confortável e larga à frente, embora um pouco pesada.

**E a Stridera?** Não é uma alternativa para o seu caso: a marca só faz sapatilhas neutras, sem qualquer apoio para pronação. Fica a nota de que é muito leve e barata, mas não resolve o problema.

Em Portugal, todas estas (exceto a Stridera) encontram-se com facilidade em lojas de desporto e em sites como a Sport Zone.`,
      [
        { quote: 'A alternativa mais próxima: estável, bem amortecida e duradoura.', chunks: [0] },
        { quote: 'Mais leve e com um apoio mais discreto; boa escolha para pronação ligeira.', chunks: [1] },
        { quote: 'a marca só faz sapatilhas neutras, sem qualquer apoio para pronação.', chunks: [2] },
      ],
      [
        'https://www.correr.pt/sapatilhas-estabilidade-2026/',
        'https://www.runnersworld.com/pt/sapatilhas/saucony-guide-18/',
        'https://www.stridera.com/pt/glide',
        'https://www.on.com/pt-pt/explore/cloudflyer',
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', null],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Saucony', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['New Balance', 'THIRD_PARTY', null, 'MIXED'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Sport Zone', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { On: 'link' },
  },
  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'fourteen-nl-aimode-hardloopschoenen-beginners',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Als beginnende loper heb je vooral baat bij een neutrale schoen met goede demping en een prettige pasvorm. Dit zijn populaire keuzes:',
          [0],
        ),
        list([
          ['Brooks Ghost 16', 'Comfortabel, stabiel en lang houdbaar. Voor de meeste beginners de veiligste keuze.', [0]],
          ['Asics Gel-Cumulus 26', 'Zachte demping en een ruime neus, wel wat duurder.', [1]],
          ['Stridera Glide', 'Licht en voordelig (rond de € 95), ook in een brede uitvoering.', [2]],
          ['Kiprun KS900', 'De budgetoptie van Decathlon, stevig en degelijk.', [1]],
        ]),
        heading('Voordelen van een specialistische winkel'),
        para(
          'Bij een hardloopwinkel kun je een loopanalyse laten doen en meerdere merken naast elkaar passen, wat bij online bestellen lastig is.',
          [0],
        ),
        heading('Nadelen van goedkope schoenen'),
        para('Heel goedkope supermarktschoenen zijn vaak te hard en slijten snel; daar zou ik niet mee beginnen.', [1]),
      ],
      [
        ref(
          'https://www.runnersworld.nl/schoenen/beste-hardloopschoenen-beginners/',
          "Beste hardloopschoenen voor beginners | Runner's World",
        ),
        ref('https://www.hardloopschoenen-test.nl/beginners/', 'Hardloopschoenen voor beginners getest'),
        ref('https://www.stridera.com/nl/glide', 'Glide – Lichte hardloopschoen | Stridera'),
        ref('https://www.on.com/nl-nl/explore/cloud-6', 'Cloud 6 | On'),
      ],
    ),
    expect: [
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Asics', 'COMPETITOR', null, 'MIXED'],
      ['Stridera', 'CLIENT', 'LISTED', 'POSITIVE'],
      ['Kiprun', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Decathlon', 'THIRD_PARTY', null, 'NEUTRAL'],
    ],
    traps: { Voordelen: 'heading', Nadelen: 'heading', On: 'link' },
  },
  {
    id: 'fourteen-nl-aio-stridera-ervaringen',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Ervaringen met Stridera zijn overwegend positief: lopers noemen vooral het lage gewicht en de prijs, maar klagen over de levensduur.',
          [0, 1],
        ),
        heading('Voordelen'),
        list([
          [null, 'Licht (ongeveer 240 gram) en zacht gedempt.', [0]],
          [null, 'Betaalbaar: de Glide kost meestal onder de € 100.', [1]],
          [null, 'Verkrijgbaar in brede maten.', [0]],
        ]),
        heading('Nadelen'),
        list([
          [null, 'De zool is na zo’n 500 kilometer versleten.', [1, 2]],
          [null, 'Weinig fysieke winkels in Nederland en België.', [2]],
          [null, 'Geen trailschoenen.', [0]],
        ]),
        para('Kortom: een aanrader voor beginners en lopers met brede voeten, minder geschikt voor wie veel kilometers maakt.', [1]),
      ],
      [
        ref('https://www.hardloopschoenen-test.nl/stridera-glide/', 'Stridera Glide review: licht maar niet duurzaam'),
        ref('https://www.kiyoh.com/reviews/stridera', 'Stridera ervaringen | Kiyoh'),
        ref('https://www.runnersworld.nl/schoenen/stridera-vs-brooks-ghost/', "Stridera Glide of Brooks Ghost? | Runner's World"),
      ],
    ),
    expect: [['Stridera', 'CLIENT', 'RECOMMENDED', 'MIXED']],
    traps: { Voordelen: 'heading', Nadelen: 'heading', Brooks: 'link' },
  },
  {
    id: 'fourteen-nl-claude-hoka-of-on',
    engine: 'CLAUDE',
    lang: 'nl',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'De Hoka Clifton 10 en de On Cloudmonster 2 zijn allebei zwaar gedempt, maar ze voelen heel anders aan.\n\n',
        {
          text: 'De Clifton is zacht en rolt door dankzij de meta-rocker; de Cloudmonster is veerkrachtiger maar merkbaar steviger, mede door On’s CloudTec-elementen.',
          cite: [
            {
              url: 'https://www.runnersworld.nl/schoenen/hoka-clifton-10-vs-on-cloudmonster-2/',
              title: "Hoka Clifton 10 vs On Cloudmonster 2 | Runner's World",
              cited_text: 'De Cloudmonster voelt steviger en springeriger, de Clifton zachter',
            },
          ],
        },
        '\n\n',
        {
          text: 'De Cloudmonster is met zo’n € 180 ook een stuk duurder dan de Clifton (rond € 150).',
          cite: [
            {
              url: 'https://www.hardloopschoenen-test.nl/on-cloudmonster-2/',
              title: 'On Cloudmonster 2 getest',
              cited_text: 'adviesprijs 179,95 euro',
            },
          ],
        },
        '\n\nVoor lange, rustige duurlopen en als je knieën snel protesteren, zou ik voor de Hoka gaan. De On is leuk als je van een levendig, wat harder gevoel houdt, maar dat is smaak – ik zou hem niet als enige schoen voor marathontraining nemen.',
      ],
      [
        {
          url: 'https://www.runnersworld.nl/schoenen/hoka-clifton-10-vs-on-cloudmonster-2/',
          title: "Hoka Clifton 10 vs On Cloudmonster 2 | Runner's World",
        },
        { url: 'https://www.hardloopschoenen-test.nl/on-cloudmonster-2/', title: 'On Cloudmonster 2 getest' },
        { url: 'https://www.stridera.com/nl/glide', title: 'Glide – Lichte hardloopschoen | Stridera' },
        { url: 'https://www.brooksrunning.com/nl_nl/glycerin-22/', title: 'Glycerin 22 | Brooks Running' },
      ],
    ),
    expect: [
      ['Hoka', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['On', 'COMPETITOR', null, 'MIXED'],
    ],
    traps: { Stridera: 'link', Brooks: 'link' },
  },
  {
    id: 'fourteen-nl-grok-knieklachten-nieuwe-schoenen',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Knieklachten na een overstap naar nieuwe schoenen komen vaak voor, zeker als de nieuwe schoen een heel andere opbouw heeft [[1]](https://www.runnersworld.nl/blessures/knieklachten-hardlopen/).

Je Hoka Bondi 9 is maximaal gedempt met een lage drop (5 mm). Kwam je van een schoen met 10–12 mm drop, dan verschuift de belasting naar kuiten en knieën [[2]](https://www.hardloopschoenen-test.nl/hoka-bondi-9/).

**Wat ik zou doen**
1. Loop de Bondi voorlopig alleen op korte, rustige rondjes.
2. Gebruik je oude schoenen voor de langere duurlopen, als die nog niet versleten zijn.
3. Houden de klachten na twee à drie weken aan, probeer dan een schoen met meer drop, zoals de Asics Gel-Nimbus 27 (8 mm) of de Brooks Ghost 16 (12 mm) [[3]](https://www.runnersworld.nl/schoenen/beste-neutrale-hardloopschoenen/).

Wordt de pijn scherper, of zwelt je knie op, stop dan met lopen en ga langs een fysiotherapeut.`,
      ['https://www.stridera.com/nl/blog/knieklachten', 'https://www.on.com/nl-nl/explore/cloudeclipse'],
    ),
    expect: [
      ['Hoka', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Asics', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Stridera: 'link', On: 'link' },
  },
  {
    id: 'fourteen-nl-copilot-alternatieven-kayano',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: SUBJECT,
    body: bingCopilot(
      'Alternatieven voor de Asics Gel-Kayano',
      [
        para('De Asics Gel-Kayano is een van de bekendste stabiliteitsschoenen. Zoek je een alternatief, dan zijn dit goede opties:', [0]),
        list([
          [
            'Brooks Adrenaline GTS 24',
            'Iets lichter en goedkoper, met GuideRails voor stabiliteit. De beste vervanger voor de meeste lopers.',
            [0, 1],
          ],
          ['Saucony Guide 18', 'Lichte ondersteuning, prettig bij milde overpronatie.', [1]],
          ['Hoka Gaviota 5', 'Zacht en stabiel, maar prijzig (ongeveer € 180).', [0]],
        ]),
        heading('Nadeel van neutrale schoenen'),
        para(
          'Een lichte neutrale schoen zoals de Stridera Glide is geen vervanger voor de Kayano: die heeft geen enkele ondersteuning, dus als je overproneert zou ik hem niet kiezen.',
          [2],
        ),
      ],
      [
        ref('https://www.runnersworld.nl/schoenen/beste-stabiliteitsschoenen/', "Beste stabiliteitsschoenen | Runner's World"),
        ref('https://www.hardloopschoenen-test.nl/brooks-adrenaline-gts-24/', 'Brooks Adrenaline GTS 24 getest'),
        ref('https://www.hardloopschoenen-test.nl/stridera-glide/', 'Stridera Glide review'),
        ref('https://www.on.com/nl-nl/explore/cloudflyer', 'Cloudflyer 4 | On'),
      ],
    ),
    expect: [
      ['Asics', 'COMPETITOR', null],
      ['Brooks', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Saucony', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Hoka', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Stridera', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { Nadeel: 'heading', On: 'link' },
  },
];
