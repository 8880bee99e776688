// Fidelity corpus, thirteenth batch: mattresses, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers), as the engines answer: 35 answers, ChatGPT, Perplexity and Gemini five times
// each, Claude, Grok, Google AI Overviews, Google AI Mode and Bing Copilot four times each; five
// answers in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the
// ones users ask: the best mattress for back pain, for side sleepers, under 500 euros, X vs Y, is X
// worth it, X reviews, alternatives to X, the home trial and returns, and a mattress that sags.
//
// The client is "Slumbera" (alias "Slumbera Sleep"), an invented mattress brand: pocket-spring
// hybrids, a 100-night trial, good value, but it runs firm, has few showrooms and ships only within
// the EU (not to Brazil). Its competitors are Emma (alias "Emma Sleep"), Casper, Tempur (alias
// "Tempur-Pedic") and Simba. "Emma" and "Simba" are the common-word competitors: one English answer
// tells of a friend called Emma (thirteen-en-grok-mattress-side-sleeper), one pt-BR answer of a
// child who loves the Lion King's Simba (thirteen-pt-grok-alternativa-emma); neither answer names
// the brand so spelled. Brands outside the set are third parties: IKEA, Otto, Amazon, Eve, Nectar,
// Purple, Dormio, Flex, Pikolin, El Corte Inglés, Ortobom, Castor, Auping, Beter Bed, bol.com,
// Matratzen Concord, Bultex, Stiftung Warentest, Trustpilot, Reclame Aqui.
//
// Traps: `link`, a tracked brand only in a link, a URL, a cited source or a source retrieved but not
// cited (ChatGPT's inline `([host](url))` links, Claude's search results, Grok's `citations`,
// Perplexity's search results, Gemini's grounding chunks, SerpApi references): forty-eight, four of
// them the client's own pages on slumbera.com; `heading`, a capitalised heading or label word that is
// no brand ("Pros", "Cons", "Fazit", "Vorteile", "Nachteile", "Points forts", "Points faibles",
// "Notre avis", "Verdict", "Ventajas", "Veredicto", "Pro", "Contro", "Conclusão", "Voordelen",
// "Nadelen", "Nadeel"); `common-word`, Emma the friend and Simba the lion. One Perplexity answer
// (thirteen-en-perplexity-mattress-under-500) is truncated mid-sentence. In one Dutch answer
// (thirteen-nl-chatgpt-matras-rugpijn) Tempur is named only in the heading of the section that
// advises against it.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice and verbless verdicts are RECOMMENDED, also when the condition
// is narrow ("Pick Slumbera if ...", "Worth it if you have shoulder pain and a big budget", "Lohnt
// sich, wenn ...", "le Tempur se justifie", "me quedaría con el Slumbera", "per chi dorme sul fianco
// sceglierei Emma", "é o que eu escolheria", "Kort gezegd: Auping als budget geen rol speelt, anders
// Slumbera"); negated advice or advice against for the user's stated use ("I'd pass on this one for
// side sleeping", "yo no los pondría como alternativa real", "per chi dorme solo sul fianco lo
// sconsiglio", "zou ik bij rugpijn niet kiezen", "nem adianta olhar", "eu evitaria") is EXCLUDED,
// also when the sentence around it praises the brand (sentiment MIXED then); drawbacks without advice
// against are CRITICIZED (a review summary of pros and cons with no verdict,
// thirteen-nl-aio-emma-ervaringen); named as a benchmark or a cheaper/firmer alternative without
// being chosen, COMPARED; a mattress the user already owns and asks about (returns, sagging), LISTED.
//
// Ambiguous decisions: the reference point of "alternatives to X" is null (Emma in
// thirteen-de-copilot-alternativen-emma and thirteen-pt-grok-alternativa-emma, Tempur in
// thirteen-es-grok-alternativas-tempur, Simba in thirteen-nl-perplexity-alternatieven-simba).
// Slumbera in thirteen-de-chatgpt-matratze-seitenschlaefer is null: "Für leichte Seitenschläfer
// würde ich sie nicht nehmen" is followed at once by "wer schwerer ist ... kommt damit gut zurecht",
// advice against and for in one breath. Slumbera in thirteen-pt-gemini-slumbera-brasil is EXCLUDED
// (MIXED): the short answer rules it out for a buyer in Brazil, though the last line says it is worth
// it in Europe. Tempur in thirteen-nl-gemini-tempur-het-waard is null (MIXED): "voor sommige mensen
// wel, voor de meesten niet", then "probeer Tempur dan zeker uit" under a narrow condition; the
// verdict leans both ways. Tempur in thirteen-en-chatgpt-mattress-back-pain ("hard to justify unless
// you've tried one in a store and loved it") and in thirteen-fr-claude-matelas-mal-de-dos ("Je ne le
// prendrais pas sans l'avoir testé longuement en boutique") is CRITICIZED: a reservation with a way
// out, not a ruling out. Items in a "best options" list that carry praise and a drawback but no
// advice (Tempur and Flex in thirteen-es-perplexity-colchon-dolor-espalda, Simba in
// thirteen-de-copilot-alternativen-emma, Simba in thirteen-en-perplexity-mattress-under-500 where the
// answer is cut before its condition ends) are null. Emma in thirteen-it-chatgpt-reso-prova and
// Slumbera in thirteen-pt-copilot-colchao-afundado are the mattress the user owns: LISTED; a brand
// named as an example of a warranty rule in a sagging-mattress answer is LISTED too (Slumbera and
// Emma in thirteen-de-gemini-matratze-kuhle, though "bei Emma liegt die Grenze ähnlich" sets two
// rules side by side, and Emma in thirteen-es-aimode-colchon-hundido). Third
// parties are labelled where the prose names them; their roles are given only where clear.
//
// The subject is `mattresses` in ../cases.ts (`mattresses: mattressesSubject`).
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

export const mattressesSubject = {
  client: { name: 'Slumbera', aliases: ['Slumbera Sleep'], domain: 'slumbera.com' },
  competitors: [
    { name: 'Emma', aliases: ['Emma Sleep'], domain: 'emma-sleep.com' },
    { name: 'Casper', aliases: [], domain: 'casper.com' },
    { name: 'Tempur', aliases: ['Tempur-Pedic'], domain: 'tempur.com' },
    { name: 'Simba', aliases: [], domain: 'simbasleep.com' },
  ],
  categoryTerms: ['mattress', 'hybrid mattress'],
} satisfies VisibilitySubject;

const SUBJECT = 'mattresses';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const thirteenthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'thirteen-en-chatgpt-mattress-back-pain',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `Short answer: for lower-back pain most people do best on a medium-firm hybrid, and the **Slumbera Hybrid** is the one I'd start with if you're in the EU — pocket springs with a reinforced lumbar zone, and a 100-night trial so you can actually test it on your own back ([sleepfoundation.org](https://www.sleepfoundation.org/best-mattress/back-pain?utm_source=openai)).

### Good picks for back pain

| Mattress | Type | Feel | Trial | Price (double) |
|---|---|---|---|---|
| Slumbera Hybrid | Pocket-spring hybrid | Firm-ish (7/10) | 100 nights | ~€549 |
| Tempur Pro Plus SmartCool | Memory foam | Medium-firm | Varies by retailer | ~€1,900 |
| Emma Hybrid Premium | Hybrid | Medium | 200 nights | ~€899 |
| Nectar Memory | Foam | Medium-firm | 365 nights | ~€700 |

**Slumbera Hybrid** — great value and very supportive, but it does run firm: if you weigh under 60 kg or spend most of the night on your side, it may feel hard at the shoulders.

**Tempur** — the pressure relief is excellent and it lasts for years, though at nearly four times the price it's hard to justify unless you've tried one in a store and loved it.

**Emma Hybrid Premium** — a softer, more forgiving option; a sensible choice for back-pain sufferers who find firm mattresses uncomfortable.

I wouldn't buy an all-foam budget model like the IKEA Åbygda for chronic back pain; people on r/Mattress report it softening within a year ([reddit.com](https://www.reddit.com/r/Mattress/comments/1c9k2x/ikea_foam_back_pain/?utm_source=openai)).

If the pain is sharp or runs down one leg, see a physio before spending money on a new mattress.`,
      { query: 'best mattress for lower back pain europe 2026' },
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Tempur', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Nectar', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['IKEA', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'thirteen-en-claude-mattress-slumbera-vs-emma',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Both are solid mid-priced mattresses, but they feel quite different, so the answer depends mostly on how you sleep. ',
        {
          text: "Slumbera's Hybrid puts individually wrapped pocket springs under a thin comfort layer and is noticeably firm — testers put it at around 7 out of 10.",
          cite: [
            {
              url: 'https://www.mattressclarity.com/reviews/slumbera-hybrid-review/',
              title: 'Slumbera Hybrid Mattress Review (2026) | Mattress Clarity',
              cited_text: 'We rate the Slumbera Hybrid at about a 7 out of 10 on our firmness scale',
            },
          ],
        },
        ' ',
        {
          text: 'The Emma Original is all-foam and softer, with more of a hug around the hips and shoulders.',
          cite: [
            {
              url: 'https://www.which.co.uk/reviews/mattresses/emma-original/review',
              title: 'Emma Original mattress review - Which?',
              cited_text: 'The foam layers give a soft, enveloping feel that side sleepers tend to like',
            },
          ],
        },
        `

**Pick Slumbera if** you sleep on your back or stomach, run hot at night, or weigh more than about 90 kg — the springs keep you on top of the mattress rather than in it, and it's usually €150–200 cheaper for a double.

**Pick Emma if** you're mainly a side sleeper or simply like a softer surface. Emma is also far easier to try in person; Slumbera has only a handful of showrooms, mostly in Germany and the Netherlands.

Both come with a home trial (100 nights for Slumbera, longer for Emma), so either way you can send it back. If I were buying for a couple with mixed sleeping positions, I'd lean towards the Emma: a mattress that's too firm is harder to fix than one that's too soft, short of adding a topper.`,
      ],
      [
        {
          url: 'https://www.mattressclarity.com/reviews/slumbera-hybrid-review/',
          title: 'Slumbera Hybrid Mattress Review (2026) | Mattress Clarity',
        },
        { url: 'https://www.which.co.uk/reviews/mattresses/emma-original/review', title: 'Emma Original mattress review - Which?' },
        { url: 'https://casper.com/uk/en/mattresses/casper-original/', title: 'Casper Original Mattress | Casper UK' },
        { url: 'https://www.tempur.com/en-gb/mattresses/', title: 'TEMPUR® Mattresses | Pressure-relieving comfort' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Casper: 'link', Tempur: 'link' },
  },
  {
    id: 'thirteen-en-perplexity-mattress-under-500',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `The best mattresses under €500 (double, 140×200) in 2026 are mostly hybrids sold online, plus a few foam and spring models from IKEA and Amazon's own-brand ranges[1][3].

## Top picks under €500

1. **Slumbera Essential Hybrid (~€459)** – Pocket springs, a 100-night trial and free returns within the EU[2]. Excellent value for the money; it's firmer than most, so back and stomach sleepers get the most out of it[1].
2. **Simba Essential (~€429 on sale)** – Foam with a slightly springy top layer; testers found the edge support weak[4].
3. **IKEA Vesteröy (~€399)** – Pocket-sprung and firm, a solid option if you want to lie on it in a store before buying[3].
4. **Eve Original (~€480 in sales)** – Memory foam with a medium feel, decent for lighter sleepers[5].

## Quick comparison

| Model | Type | Firmness | Trial |
|---|---|---|---|
| Slumbera Essential Hybrid | Hybrid | Firm | 100 nights |
| Simba Essential | Foam | Medium | 200 nights |
| IKEA Vesteröy | Pocket spring | Firm | 365 days (exchange) |
| Eve Original | Foam | Medium | 100 nights |

If you only look at one, the Slumbera is the strongest value in this range[1][2]. The Simba is only worth it when it drops to its sale price; at the full €6`,
      [
        { url: 'https://www.which.co.uk/reviews/mattresses/article/best-cheap-mattresses', title: 'Best cheap mattresses 2026 - Which?' },
        { url: 'https://slumbera.com/en/essential-hybrid', title: 'Slumbera Essential Hybrid – 100-night trial, free EU returns' },
        { url: 'https://www.ikea.com/ie/en/cat/mattresses-bm002/', title: 'Mattresses - IKEA Ireland' },
        { url: 'https://www.techradar.com/reviews/simba-essential-mattress', title: 'Simba Essential mattress review | TechRadar' },
        { url: 'https://evesleep.co.uk/products/the-original-mattress', title: 'The Original Mattress | Eve Sleep' },
        { url: 'https://www.emma-sleep.com/en-ie/mattresses/emma-original/', title: 'Emma Original mattress: now €399 in the winter sale' },
        { url: 'https://casper.com/uk/en/mattresses/casper-element/', title: 'Casper Element mattress | Casper' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Simba', 'COMPETITOR', null, 'MIXED'],
      ['IKEA', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Eve', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Amazon', 'THIRD_PARTY', null],
    ],
    traps: { Emma: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-en-aio-mattress-slumbera-worth-it',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Slumbera is generally considered worth it for buyers who want a supportive pocket-spring hybrid at a mid-range price, though its firm feel and small showroom network are the most common complaints.',
          [0, 1],
        ),
        heading('Pros'),
        list([
          ['Value for money:', ' Reviewers rate its coil support as comparable to mattresses costing twice as much.', [0]],
          ['100-night trial:', ' Returns are free within the EU, and the mattress is collected from your home.', [2]],
          ['Edge support:', ' A reinforced perimeter makes it easy to sit on the edge or get out of bed.', [1]],
        ]),
        heading('Cons'),
        list([
          ['Runs firm:', ' Lighter side sleepers often report shoulder pressure in the first weeks.', [1]],
          ['Few showrooms:', ' You can only try it in person in a few cities.', [2]],
          ['EU only:', ' It does not ship outside the European Union.', [2]],
        ]),
        heading('Bottom line'),
        para(
          "If you sleep on your back or stomach and don't mind buying online, Slumbera is a good pick; side sleepers who like a plush feel may be happier with a softer hybrid.",
          [0],
        ),
      ],
      [
        ref('https://www.mattressadvisor.com/slumbera-hybrid-review/', 'Slumbera Hybrid Mattress Review: Is It Worth It?'),
        ref(
          'https://www.reddit.com/r/Mattress/comments/1d4f8q/slumbera_hybrid_after_6_months/',
          'Slumbera Hybrid after 6 months : r/Mattress',
        ),
        ref('https://slumbera.com/en/trial-and-returns', 'Trial & Returns | Slumbera'),
        ref('https://www.emma-sleep.com/en-gb/blog/emma-vs-slumbera/', 'Emma vs Slumbera: which mattress is right for you?'),
        ref('https://simbasleep.com/en-gb/pages/compare', 'Simba Hybrid vs the competition | Simba'),
      ],
    ),
    expect: [['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED']],
    traps: { Pros: 'heading', Cons: 'heading', Emma: 'link', Simba: 'link' },
  },
  {
    id: 'thirteen-en-grok-mattress-side-sleeper',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `For side sleepers the whole game is letting the shoulder and hip sink in without the spine bending — so medium to medium-soft, ideally with zoning.

**My top pick: Casper Original Hybrid.** Three-zone foam over coils: softer at the shoulders, firmer under the hips. Side sleepers rate it consistently well [[1]](https://www.rtings.com/mattress/reviews/best/side-sleepers).

**Tempur Cloud (Tempur-Pedic)** — about the best pressure relief money can buy, but the foam sleeps warm and the price hurts. Worth it if you have shoulder pain and a big budget [[2]](https://www.sleepfoundation.org/best-mattress/side-sleepers).

**Purple Plus** — the grid feels odd for a night or two, then it's superb for hips [[1]](https://www.rtings.com/mattress/reviews/best/side-sleepers).

**Slumbera Hybrid** — honestly, I'd pass on this one for side sleeping. It's a well-made mattress, but it runs firm, and lighter side sleepers keep reporting numb arms in the morning [[3]](https://www.reddit.com/r/Mattress/comments/1e2k9d/slumbera_too_firm_side_sleeper/).

Real-world note: a friend of mine, Emma, moved from a firm spring mattress to a medium hybrid after years of shoulder pain and says the difference was obvious within a week. Anecdotal, sure, but it lines up with the reviews.

On a budget? A 5–8 cm soft topper on the firm mattress you already own is the cheapest fix.`,
      [
        'https://www.emma-sleep.com/en-gb/side-sleepers/',
        'https://simbasleep.com/en-gb/blogs/guides/best-mattress-for-side-sleepers',
        'https://slumbera.com/en/hybrid',
      ],
    ),
    expect: [
      ['Casper', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Tempur', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Purple', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Slumbera', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Emma: 'common-word', Simba: 'link' },
  },
  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'thirteen-de-chatgpt-matratze-seitenschlaefer',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      `Für Seitenschläfer kommt es vor allem darauf an, dass Schulter und Hüfte einsinken können, während die Wirbelsäule gerade bleibt. Meist passt H2, ab etwa 80 kg eher H3 ([test.de](https://www.test.de/Matratzen-im-Test-1830060-0/?utm_source=openai)).

### Meine Empfehlungen

**1. Emma One (Emma Sleep)** – Der Preis-Leistungs-Tipp für Seitenschläfer: 7-Zonen-Kaltschaum, mittelfest, oft für unter 400 € zu haben. Wenn du zwischen H2 und H3 schwankst, würde ich mit dieser anfangen.

**2. Tempur Original** – Sehr gute Druckentlastung an der Schulter, aber teuer und eher warm. Lohnt sich, wenn du nachts regelmäßig mit Schulterschmerzen aufwachst.

**3. Slumbera Hybrid** – Sauber verarbeitet und mit 100 Nächten Probeschlafen, allerdings ziemlich fest. Für leichte Seitenschläfer würde ich sie nicht nehmen; wer schwerer ist oder zwischen Seite und Rücken wechselt, kommt damit gut zurecht.

**4. Matratzen Concord Lifestyle** – Vorteil: Du kannst sie in fast jeder Stadt im Laden probeliegen.

| Modell | Typ | Härte | Probeschlafen |
|---|---|---|---|
| Emma One | Kaltschaum | mittel | 100 Nächte |
| Tempur Original | Viskoschaum | mittelfest | je nach Händler |
| Slumbera Hybrid | Taschenfederkern | fest | 100 Nächte |
| Matratzen Concord Lifestyle | Kaltschaum | H2–H3 | 30 Tage Umtausch |

**Fazit:** Emma One für die meisten Seitenschläfer, Tempur bei Schulterproblemen und großem Budget.`,
      { query: 'beste Matratze Seitenschläfer 2026' },
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Tempur', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Slumbera', 'CLIENT', null, 'MIXED'],
      ['Matratzen Concord', 'THIRD_PARTY', null, 'POSITIVE'],
    ],
    traps: { Fazit: 'heading', Vorteil: 'heading' },
  },
  {
    id: 'thirteen-de-perplexity-slumbera-erfahrungen',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Die Erfahrungen mit Slumbera sind überwiegend positiv: Käufer loben den stabilen Taschenfederkern und das Preis-Leistungs-Verhältnis, kritisieren aber den festen Liegekomfort und die wenigen Ausstellungsräume[1][2].

## Vorteile
- **Preis-Leistung:** Für rund 550 € (140×200) bekommt man einen Hybrid, den Tester mit deutlich teureren Modellen vergleichen[1].
- **100 Nächte Probeschlafen** mit kostenloser Abholung innerhalb der EU[3].
- **Gute Kantenstabilität**, angenehm beim Hinsetzen und Aufstehen[2].

## Nachteile
- **Fest:** Auch die „mittlere" Variante empfinden viele eher als H3 bis H4[2][4].
- **Kaum Showrooms:** Probeliegen geht bisher nur in Berlin, Hamburg und Köln[3].
- **Lieferzeit** teils 10 bis 14 Tage[4].

## Im Vergleich
Gegenüber Emma ist Slumbera fester und etwas günstiger; Emma bietet dafür eine längere Testphase und ist auch bei Otto und Amazon erhältlich[5].

**Fazit:** Wer gern fest liegt oder auf dem Rücken schläft, macht mit Slumbera wenig falsch[1][2]. Wer es weich mag, sollte vorher probeliegen oder zu einem anderen Modell greifen.`,
      [
        { url: 'https://www.chip.de/test/Slumbera-Hybrid-Matratze-Test_185320911.html', title: 'Slumbera Hybrid im Test - CHIP' },
        { url: 'https://de.trustpilot.com/review/slumbera.com', title: 'Slumbera Bewertungen | Lesen Sie Kundenbewertungen' },
        { url: 'https://slumbera.com/de/probeschlafen', title: '100 Nächte Probeschlafen | Slumbera' },
        {
          url: 'https://www.reddit.com/r/de/comments/1b7x2m/erfahrungen_slumbera_matratze/',
          title: 'Erfahrungen Slumbera Matratze? : r/de',
        },
        {
          url: 'https://www.t-online.de/heim-garten/wohnen/id_100382716/emma-oder-slumbera.html',
          title: 'Emma oder Slumbera: Welche Matratze passt?',
        },
        { url: 'https://www.tempur.com/de-de/matratzen/', title: 'TEMPUR® Matratzen | Offizieller Shop' },
        { url: 'https://casper.com/de/de/matratzen/', title: 'Casper Matratzen – 100 Nächte testen' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'COMPARED'],
      ['Otto', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Amazon', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Vorteile: 'heading', Nachteile: 'heading', Fazit: 'heading', Tempur: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-de-gemini-matratze-kuhle',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `Eine Kuhle nach zwei, drei Jahren ist ärgerlich, aber oft lässt sich noch etwas retten. So gehst du vor:

1. **Tiefe messen:** Leg eine Wasserwaage oder einen Besenstiel quer über die Matratze und miss den Abstand zur tiefsten Stelle. Die meisten Hersteller werten erst ab 2 bis 3 cm als Mangel.
2. **Lattenrost prüfen:** Gebrochene oder durchgebogene Latten sind häufig die eigentliche Ursache – gerade bei älteren IKEA-Rosten.
3. **Drehen statt wenden:** Dreh die Matratze um 180°. Viele Hybridmatratzen, etwa die von Slumbera, haben nur eine Liegeseite und dürfen nicht gewendet werden.
4. **Garantie nutzen:** Slumbera gibt 10 Jahre Garantie und erkennt Kuhlen ab 2,5 cm an; bei Emma liegt die Grenze ähnlich. Mach Fotos mit Maßband!
5. **Topper als Übergangslösung:** Ein 7-cm-Topper gleicht leichte Mulden aus, behebt aber nicht die Ursache.

Ist die Matratze älter als acht bis zehn Jahre, lohnt sich der Aufwand meist nicht mehr. Dann würde ich eher zu einem neuen Taschenfederkern greifen als zu reinem Schaum, der schneller nachgibt.`,
      [
        { quote: 'Die meisten Hersteller werten erst ab 2 bis 3 cm als Mangel.', chunks: [0] },
        { quote: 'Gebrochene oder durchgebogene Latten sind häufig die eigentliche Ursache', chunks: [1] },
        { quote: 'Slumbera gibt 10 Jahre Garantie und erkennt Kuhlen ab 2,5 cm an', chunks: [2] },
        { quote: 'bei Emma liegt die Grenze ähnlich', chunks: [3] },
      ],
      [
        'https://www.test.de/Matratze-durchgelegen-5123456-0/',
        'https://www.schlafwissen.com/lattenrost-kaputt/',
        'https://slumbera.com/de/garantie',
        'https://www.emma-sleep.de/garantie/',
        'https://simbasleep.com/de-de/pages/garantie',
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Emma', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['IKEA', 'THIRD_PARTY', 'CRITICIZED', 'NEGATIVE'],
    ],
    traps: { Simba: 'link' },
  },
  {
    id: 'thirteen-de-aimode-matratze-unter-500',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Unter 500 € bekommst du inzwischen ordentliche Matratzen, vor allem online. Die Stiftung Warentest hat mehrere günstige Modelle mit „gut“ bewertet.',
          [0],
        ),
        heading('Empfehlenswerte Modelle bis 500 €'),
        list([
          [
            'Slumbera Essential Hybrid (ca. 459 €):',
            ' Taschenfederkern mit 100 Nächten Probeschlafen; fest, daher vor allem für Rücken- und Bauchschläfer geeignet.',
            [1],
          ],
          ['Matratzen Concord Lifestyle (ca. 299 €):', ' solider Kaltschaum, den du vor Ort probeliegen kannst.', [2]],
          ['Emma One (ca. 350 € im Angebot):', ' weicher, mit sieben Zonen, gut für Seitenschläfer.', [3]],
          ['IKEA Åkrehamn (ca. 199 €):', ' günstig, liegt sich aber nach ein paar Jahren sichtbar durch.', [4]],
        ]),
        heading('Worauf achten?'),
        list([
          [null, 'Raumgewicht des Schaums mindestens 40 kg/m³', [0]],
          [null, 'Probeschlafen von mindestens 100 Nächten, wenn du online kaufst', [0]],
          [null, 'Abnehmbarer, waschbarer Bezug', []],
        ]),
        para(
          'Meine Wahl in diesem Budget wäre die Slumbera, sofern du es eher fest magst; wer weich liegen will, greift zur Emma One.',
          [1, 3],
        ),
      ],
      [
        ref('https://www.test.de/Matratzen-im-Test-1830060-0/', 'Matratzen im Test: Die besten für jeden Schlaftyp | Stiftung Warentest'),
        ref('https://slumbera.com/de/essential-hybrid', 'Slumbera Essential Hybrid | 100 Nächte testen'),
        ref('https://www.matratzen-concord.de/matratzen/', 'Matratzen kaufen | Matratzen Concord'),
        ref('https://www.emma-sleep.de/matratzen/emma-one/', 'Emma One Matratze | Emma'),
        ref('https://www.ikea.com/de/de/cat/matratzen-bm002/', 'Matratzen günstig kaufen - IKEA Deutschland'),
        ref('https://www.otto.de/p/simba-hybrid-matratze-S0K2Q0B1/', 'Simba Hybrid Matratze bei OTTO'),
        ref('https://www.tempur.com/de-de/angebote/', 'TEMPUR® Angebote'),
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Matratzen Concord', 'THIRD_PARTY', null, 'POSITIVE'],
      ['IKEA', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Stiftung Warentest', 'THIRD_PARTY', null],
    ],
    traps: { Simba: 'link', Tempur: 'link' },
  },
  {
    id: 'thirteen-de-copilot-alternativen-emma',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Gute Alternativen zur Emma-Matratze sind Slumbera, Simba und Casper – je nachdem, ob du es fester, federnder oder weicher magst.',
      [
        heading('Alternativen im Überblick'),
        list([
          [
            'Slumbera Hybrid',
            ' – fester Taschenfederkern, 100 Nächte Probeschlafen, preislich etwas unter Emma. Gut für Rückenschläfer und alle, die etwas mehr wiegen.',
            [0],
          ],
          ['Simba Hybrid Pro', ' – Federn plus Schaum, sehr gute Temperaturregulierung, aber deutlich teurer.', [1]],
          ['Casper Original', ' – Zonen-Schaum, eher weich; in Deutschland inzwischen vor allem über Händler wie Otto erhältlich.', [2]],
          ['Matratzen Concord', ' – wenn du vor dem Kauf probeliegen willst: Die Filialdichte ist unschlagbar.', [3]],
        ]),
        heading('Fazit'),
        para(
          'Wenn dich an Emma vor allem die Weichheit gestört hat, würde ich zuerst die Slumbera testen. Wer einfach eine ähnliche Matratze zum kleineren Preis sucht, ist mit Casper gut bedient.',
          [0, 2],
        ),
      ],
      [
        ref('https://slumbera.com/de/hybrid', 'Slumbera Hybrid Matratze'),
        ref('https://simbasleep.com/de-de/products/simba-hybrid-pro', 'Simba Hybrid® Pro Matratze'),
        ref('https://www.otto.de/moebel/matratzen/casper/', 'Casper Matratzen online kaufen | OTTO'),
        ref('https://www.matratzen-concord.de/filialen/', 'Filialfinder | Matratzen Concord'),
        ref('https://www.tempur.com/de-de/', 'TEMPUR® Deutschland'),
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', null],
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Simba', 'COMPETITOR', null, 'MIXED'],
      ['Casper', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Matratzen Concord', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Otto', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Fazit: 'heading', Tempur: 'link' },
  },
  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'thirteen-fr-claude-matelas-mal-de-dos',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Pour un mal de dos, la plupart des kinés conseillent un matelas plutôt ferme mais pas dur, qui garde la colonne alignée sans créer de points de pression. ',
        {
          text: 'Les hybrides à ressorts ensachés ont la cote dans les tests récents, parce qu’ils combinent soutien et bonne aération.',
          cite: [
            {
              url: 'https://www.quechoisir.org/comparatif-matelas-n2099/',
              title: 'Comparatif Matelas - UFC-Que Choisir',
              cited_text: 'les matelas à ressorts ensachés obtiennent les meilleures notes de soutien',
            },
          ],
        },
        `

## Ce que je regarderais

**Slumbera Hybrid** — c'est celui que je vous conseillerais en premier si vous dormez sur le dos ou sur le ventre : soutien ferme, zone lombaire renforcée, et 100 nuits pour changer d'avis. Seul vrai bémol : il n'y a quasiment pas de showroom en France, il faut donc l'acheter sans l'avoir essayé.

**Bultex** — une valeur sûre en magasin, avec des modèles fermes autour de 600 €. Rapport qualité-prix moins bon, mais vous pouvez vous allonger dessus avant d'acheter.

**Tempur** — accueil excellent, mais la mousse à mémoire de forme ne convient pas à tout le monde : certains dos douloureux s'y sentent « coincés ». Je ne le prendrais pas sans l'avoir testé longuement en boutique.

`,
        {
          text: 'Et si vos douleurs durent depuis plus de six semaines, un avis médical passe avant le choix du matelas.',
          cite: [
            {
              url: 'https://www.ameli.fr/assure/sante/themes/lombalgie-aigue/consultation-medicale',
              title: 'Lombalgie : quand consulter ? | ameli.fr',
              cited_text: 'Si la douleur persiste au-delà de 4 à 6 semaines, consultez',
            },
          ],
        },
      ],
      [
        { url: 'https://www.quechoisir.org/comparatif-matelas-n2099/', title: 'Comparatif Matelas - UFC-Que Choisir' },
        {
          url: 'https://www.ameli.fr/assure/sante/themes/lombalgie-aigue/consultation-medicale',
          title: 'Lombalgie : quand consulter ? | ameli.fr',
        },
        { url: 'https://www.emma-sleep.fr/blog/matelas-mal-de-dos/', title: 'Quel matelas pour le mal de dos ? | Emma' },
        { url: 'https://slumbera.com/fr/hybrid', title: 'Matelas Slumbera Hybrid | Essai 100 nuits' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Bultex', 'THIRD_PARTY', null, 'MIXED'],
      ['Tempur', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Emma: 'link' },
  },
  {
    id: 'thirteen-fr-gemini-slumbera-ou-tempur',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `Ce sont deux matelas très différents, à des prix qui n'ont rien à voir.

| | Slumbera Hybrid | Tempur Original |
|---|---|---|
| Technologie | Ressorts ensachés + mousse | Mousse à mémoire de forme |
| Fermeté | Ferme | Mi-ferme, très enveloppant |
| Prix (140×190) | environ 550 € | environ 1 800 € |
| Essai | 100 nuits | Selon le revendeur |
| Garantie | 10 ans | 10 ans |

**Slumbera** : excellent rapport qualité-prix, et il dort frais grâce aux ressorts. En revanche, il est ferme, et les dormeurs légers sur le côté le trouvent parfois trop dur.

**Tempur** : l'accueil « moulant » soulage les épaules et les hanches, et le matelas vieillit bien. Mais il tient chaud, et son prix le réserve aux gros budgets.

**Notre avis** : à moins d'avoir déjà testé et adoré un Tempur, le Slumbera est le choix le plus raisonnable pour la plupart des gens. Si vous souffrez de douleurs articulaires et que le budget n'est pas un problème, le Tempur se justifie.`,
      [
        { quote: 'excellent rapport qualité-prix, et il dort frais grâce aux ressorts', chunks: [0, 2] },
        { quote: "l'accueil « moulant » soulage les épaules et les hanches", chunks: [1] },
        { quote: 'Mais il tient chaud, et son prix le réserve aux gros budgets.', chunks: [2] },
      ],
      [
        'https://slumbera.com/fr/hybrid',
        'https://www.tempur.com/fr-fr/matelas/tempur-original/',
        'https://www.lesnumeriques.com/matelas/comparatif-matelas-a456.html',
        'https://www.emma-sleep.fr/matelas/',
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Tempur', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { 'Notre avis': 'heading', Emma: 'link' },
  },
  {
    id: 'thirteen-fr-aio-avis-slumbera',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Les avis sur Slumbera sont globalement bons (4,4/5 sur Trustpilot pour plus de 3 000 avis) : les clients apprécient le soutien et le prix, beaucoup moins la fermeté.',
          [0],
        ),
        heading('Points forts'),
        list([
          [null, 'Rapport qualité-prix jugé excellent pour un hybride à ressorts ensachés', [0, 1]],
          [null, 'Essai de 100 nuits et reprise gratuite', [2]],
          [null, 'Livraison rapide en France et en Belgique', [0]],
        ]),
        heading('Points faibles'),
        list([
          [null, "Plus ferme qu'annoncé selon de nombreux acheteurs", [1]],
          [null, 'Très peu de showrooms pour l’essayer', [2]],
          [null, 'Service client parfois lent pendant les soldes', [0]],
        ]),
        para(
          'En résumé : un bon achat si vous aimez les matelas fermes ; pour un accueil plus moelleux, mieux vaut regarder ailleurs.',
          [1],
        ),
      ],
      [
        ref('https://fr.trustpilot.com/review/slumbera.com', 'Slumbera | Consultez les avis clients'),
        ref('https://www.lesnumeriques.com/matelas/slumbera-hybrid-p71234/test.html', 'Test Slumbera Hybrid : ferme, mais quel soutien'),
        ref('https://slumbera.com/fr/essai-100-nuits', 'Essai 100 nuits | Slumbera'),
        ref('https://www.emma-sleep.fr/blog/emma-ou-slumbera/', 'Emma ou Slumbera : notre comparatif'),
        ref('https://simbasleep.com/fr-fr/pages/avis', 'Avis clients matelas | Simba'),
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Trustpilot', 'THIRD_PARTY', null, 'NEUTRAL'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading', Emma: 'link', Simba: 'link' },
  },
  {
    id: 'thirteen-fr-grok-essai-100-nuits',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Oui, tu peux le renvoyer : l'essai Slumbera dure 100 nuits, mais il y a quelques conditions à connaître [[1]](https://slumbera.com/fr/essai-100-nuits).

**Les règles principales**
- Il faut garder le matelas au moins **30 nuits** avant de demander un retour (le temps que le corps s'habitue).
- La demande se fait via le formulaire en ligne ; un transporteur vient le chercher gratuitement en France métropolitaine [[1]](https://slumbera.com/fr/essai-100-nuits).
- Le remboursement arrive sous 14 jours après l'enlèvement, sur le moyen de paiement d'origine.
- Une housse tachée peut entraîner une retenue : mets un protège-matelas dès le premier soir [[2]](https://www.reddit.com/r/france/comments/1a8b3c/retour_matelas_slumbera/).

**Avant de le renvoyer**, si c'est la fermeté qui te gêne, demande plutôt un geste : Slumbera propose un surmatelas à prix réduit pendant la période d'essai, et plusieurs acheteurs disent que ça leur a suffi [[2]](https://www.reddit.com/r/france/comments/1a8b3c/retour_matelas_slumbera/).

Pour comparer, Emma et Simba offrent tous les deux 200 nuits, donc Slumbera n'est pas le plus généreux, mais la reprise est gratuite, ce qui n'est pas le cas partout.`,
      ['https://www.tempur.com/fr-fr/service-client/retours/', 'https://casper.com/fr/fr/essai-100-nuits/'],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'LISTED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Simba', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
    ],
    traps: { Tempur: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-fr-copilot-matelas-moins-500',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      'Pour moins de 500 €, les meilleurs matelas 140×190 du moment se trouvent surtout en ligne, avec quelques bonnes affaires en magasin.',
      [
        list([
          [
            'Slumbera Essential',
            ' (environ 459 €) : hybride ferme, essai 100 nuits ; notre coup de cœur pour les dormeurs sur le dos.',
            [0],
          ],
          ['Bultex Nano Stretch', ' (environ 399 € en promo) : mousse haute résilience, accueil équilibré, disponible en magasin.', [1]],
          ['Simba Essential', ' (environ 449 €) : confortable, mais le soutien sur les bords est décevant.', [2]],
          ['IKEA Valevåg', " (environ 349 €) : ressorts ensachés, ferme, bon plan si vous voulez l'essayer sur place.", [3]],
        ]),
        para(
          'Je déconseille en revanche les matelas à moins de 200 € vendus sur Amazon sans marque connue : la mousse s’affaisse souvent en moins de deux ans.',
          [4],
        ),
        para('Verdict : Slumbera pour un couchage ferme, Bultex si vous préférez un accueil plus souple.', [0, 1]),
      ],
      [
        ref('https://slumbera.com/fr/essential', 'Matelas Slumbera Essential'),
        ref('https://www.bultex.fr/matelas/nano-stretch', 'Matelas Bultex Nano Stretch'),
        ref('https://www.lesnumeriques.com/matelas/simba-essential-p70011/test.html', 'Test Simba Essential'),
        ref(
          'https://www.ikea.com/fr/fr/p/valevag-matelas-ressorts-ensaches-ferme-bleu-clair-00337765/',
          'VALEVÅG Matelas ressorts ensachés - IKEA',
        ),
        ref('https://www.quechoisir.org/guide-d-achat-matelas-n2097/', 'Bien choisir son matelas - UFC-Que Choisir'),
        ref('https://www.dealabs.com/bons-plans/matelas-emma-original-399', 'Matelas Emma Original à 399 € : bon plan ?'),
        ref('https://www.tempur.com/fr-fr/soldes/', 'Soldes TEMPUR®'),
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Bultex', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Simba', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['IKEA', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Amazon', 'THIRD_PARTY', null],
    ],
    traps: { Verdict: 'heading', Emma: 'link', Tempur: 'link' },
  },
  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'thirteen-es-chatgpt-slumbera-o-simba',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Depende sobre todo de cómo duermes, porque la diferencia principal entre los dos es la firmeza.

| | Slumbera Hybrid | Simba Hybrid Original |
|---|---|---|
| Tipo | Muelles ensacados + espuma | Muelles ensacados + espuma |
| Firmeza | Firme (7/10) | Media (6/10) |
| Precio 135×190 | ~520 € | ~780 € |
| Prueba | 100 noches | 200 noches |
| Envío | Solo UE | Península y Baleares |

### Ventajas de cada uno
**Slumbera**: más barato y con muy buen soporte lumbar; además transpira bien ([ocu.org](https://www.ocu.org/vivienda-energia/dormitorio/test/comparar-colchones?utm_source=openai)).
**Simba**: acogida más suave, mejor para quien duerme de lado, y un periodo de prueba más largo.

### Mi recomendación
Si duermes boca arriba o boca abajo, o pesas más de 85 kg, me quedaría con el Slumbera: por unos 250 € menos tienes un soporte igual o mejor. Si duermes de lado, el Simba compensa la diferencia de precio.

Un apunte: ninguno de los dos tiene tienda física en España, así que si necesitas probarlo antes, échale un ojo a Pikolin o a Flex en El Corte Inglés.`,
      { query: 'Slumbera vs Simba colchón' },
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Simba', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Pikolin', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Flex', 'THIRD_PARTY', null, 'POSITIVE'],
      ['El Corte Inglés', 'THIRD_PARTY', null],
    ],
    traps: { Ventajas: 'heading' },
  },
  {
    id: 'thirteen-es-perplexity-colchon-dolor-espalda',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Para el dolor lumbar, fisioterapeutas y estudios coinciden en que un colchón de firmeza media-alta suele funcionar mejor que uno muy duro o muy blando[1][2].

## Mejores opciones en 2026

**1. Pikolin Nordic Rest** – Muelles ensacados con zonas de soporte diferenciadas, unos 600 €. Es la opción más recomendada por los vendedores en tienda[3].

**2. Tempur Pro Firm (Tempur-Pedic)** – Gran adaptabilidad y alivio de la presión, aunque ronda los 1.700 € y da calor en verano[4].

**3. Flex Multicapa Nube** – Buena relación calidad-precio; algo blando para personas de más de 90 kg[3].

**4. Emma Original** – Espuma con siete zonas y firmeza media; envío gratuito y 100 noches de prueba[5].

## Qué evitar
No recomiendo los colchones de espuma de muy baja densidad (menos de 30 kg/m³) para el dolor de espalda: se hunden pronto y dejan de sujetar[2].

**Veredicto:** si el presupuesto lo permite, Pikolin Nordic Rest; si buscas algo más económico con prueba en casa, Emma Original[3][5].`,
      [
        {
          url: 'https://cuidateplus.marca.com/bienestar/2025/03/10/mejor-colchon-dolor-espalda.html',
          title: '¿Qué colchón es mejor para el dolor de espalda? | CuídatePlus',
        },
        { url: 'https://www.ocu.org/vivienda-energia/dormitorio/consejos/elegir-colchon', title: 'Cómo elegir colchón | OCU' },
        { url: 'https://www.elcorteingles.es/hogar/colchones/pikolin/', title: 'Colchones Pikolin · El Corte Inglés' },
        { url: 'https://www.tempur.com/es-es/colchones/tempur-pro-firm/', title: 'Colchón TEMPUR® Pro Firm' },
        { url: 'https://www.emma-sleep.es/colchones/emma-original/', title: 'Colchón Emma Original | Emma' },
        { url: 'https://slumbera.com/es/hybrid', title: 'Colchón híbrido Slumbera | 100 noches de prueba' },
        { url: 'https://simbasleep.com/es-es/pages/dolor-de-espalda', title: 'El mejor colchón para el dolor de espalda | Simba' },
      ],
    ),
    expect: [
      ['Pikolin', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Tempur', 'COMPETITOR', null, 'MIXED'],
      ['Flex', 'THIRD_PARTY', null, 'MIXED'],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Veredicto: 'heading', Slumbera: 'link', Simba: 'link' },
  },
  {
    id: 'thirteen-es-aimode-colchon-hundido',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Si tu colchón se ha hundido en la zona de la cadera, lo primero es averiguar si se trata de un defecto cubierto por la garantía o de un desgaste normal.',
          [0],
        ),
        heading('Pasos para solucionarlo'),
        list([
          [
            'Mide el hundimiento:',
            ' coloca una regla o el palo de una escoba de lado a lado y mide la distancia; a partir de 2,5 cm casi todos los fabricantes lo consideran defecto.',
            [0],
          ],
          [
            'Revisa la base:',
            ' un somier con láminas rotas o separadas más de 7 cm provoca hundimientos, sobre todo en colchones de muelles.',
            [1],
          ],
          ['Gira el colchón:', ' ponlo de pies a cabeza cada tres meses; si es de una sola cara, no le des la vuelta.', [1]],
          ['Reclama la garantía:', ' en marcas como Emma basta con enviar fotos con la regla puesta y el número de pedido.', [2]],
        ]),
        para(
          'Si el colchón tiene más de ocho años, no merece la pena pelearse con él. Un topper viscoelástico puede darte unos meses más, pero no arregla el origen del problema.',
          [1],
        ),
      ],
      [
        ref(
          'https://www.ocu.org/vivienda-energia/dormitorio/consejos/colchon-hundido',
          '¿Colchón hundido? Qué hacer y cuándo reclamar | OCU',
        ),
        ref('https://www.pikolin.com/es/blog/por-que-se-hunde-el-colchon', '¿Por qué se hunde mi colchón? | Blog Pikolin'),
        ref('https://www.emma-sleep.es/garantia/', 'Garantía de 10 años | Emma'),
        ref('https://slumbera.com/es/garantia', 'Garantía Slumbera: cómo reclamar un hundimiento'),
        ref('https://www.tempur.com/es-es/servicio-al-cliente/garantia/', 'Garantía TEMPUR®'),
      ],
    ),
    expect: [['Emma', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Slumbera: 'link', Tempur: 'link' },
  },
  {
    id: 'thirteen-es-grok-alternativas-tempur',
    engine: 'GROK',
    lang: 'es',
    subject: SUBJECT,
    body: grokResponse(
      `Si Tempur se te va de presupuesto, hay alternativas que se le acercan bastante en alivio de presión por la mitad o menos:

1. **Emma Hybrid Premium** – La más parecida en la sensación de acogida, gracias a sus capas de espuma viscoelástica; ronda los 900 € en 150×190 [[1]](https://www.ocu.org/vivienda-energia/dormitorio/test/comparar-colchones). Es la que yo compraría.
2. **Slumbera Hybrid** – Más firme y menos envolvente que un Tempur, pero con muy buen soporte y 100 noches de prueba. Eso sí, si lo que buscas es justo esa sensación de "hundirte" del Tempur, no te la va a dar [[2]](https://www.xataka.com/hogar/colchones-hibridos-comparativa).
3. **Flex Nube Visco** – Lo puedes probar en tienda y tiene una relación calidad-precio muy decente.
4. **Los viscoelásticos de IKEA** – Baratos, pero la espuma pierde firmeza en pocos años; yo no los pondría como alternativa real.

Resumen rápido: Emma para quien quiera lo más parecido a Tempur; Slumbera si prefieres algo firme y fresco.`,
      ['https://simbasleep.com/es-es/', 'https://casper.com/es/es/colchones/'],
    ),
    expect: [
      ['Tempur', 'COMPETITOR', null],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Flex', 'THIRD_PARTY', null, 'POSITIVE'],
      ['IKEA', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Simba: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-es-gemini-emma-merece-la-pena',
    engine: 'GEMINI',
    lang: 'es',
    subject: SUBJECT,
    body: geminiResponse(
      `**En resumen: sí, el Emma Original merece la pena si buscas un colchón de espuma cómodo y asequible, pero no es el más indicado si pesas mucho o duermes boca abajo.**

### Lo que está bien
* **Precio:** suele estar rebajado a 350–450 € en 135×190.
* **Acogida:** firmeza media, agradable para quien duerme de lado.
* **Prueba de 100 noches** con devolución gratuita.

### Lo que no tanto
* **Soporte para personas pesadas:** por encima de 100 kg se nota que cede en la zona lumbar.
* **Calor:** la espuma retiene algo de calor en verano.
* **Durabilidad:** algunos usuarios notan pérdida de firmeza a partir del tercer año.

### ¿Y frente a la competencia?
Si prefieres muelles ensacados, el Slumbera Hybrid cuesta algo más, pero transpira mejor y aguanta mejor el peso; a cambio, es bastante más firme. Los colchones de Pikolin y Flex son otra opción si quieres probarlos antes en tienda.`,
      [
        { quote: 'suele estar rebajado a 350–450 € en 135×190.', chunks: [0] },
        { quote: 'por encima de 100 kg se nota que cede en la zona lumbar.', chunks: [1] },
        { quote: 'el Slumbera Hybrid cuesta algo más, pero transpira mejor y aguanta mejor el peso', chunks: [2] },
      ],
      [
        'https://www.emma-sleep.es/colchones/emma-original/',
        'https://www.ocu.org/vivienda-energia/dormitorio/test/comparar-colchones',
        'https://slumbera.com/es/hybrid',
        'https://casper.com/es/es/colchones/casper-original/',
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Slumbera', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Pikolin', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Flex', 'THIRD_PARTY', null, 'POSITIVE'],
    ],
    traps: { Casper: 'link' },
  },
  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'thirteen-it-claude-materasso-fianco',
    engine: 'CLAUDE',
    lang: 'it',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Se dormi sul fianco ti serve un materasso che lasci affondare spalla e anca quanto basta, senza che la colonna si pieghi: in genere una rigidità media o medio-morbida. ',
        {
          text: 'Nei test più recenti sono i modelli a molle insacchettate con uno strato di memory in superficie a funzionare meglio per questa posizione.',
          cite: [
            {
              url: 'https://www.altroconsumo.it/casa-energia/arredamento/test/materassi',
              title: 'Test materassi | Altroconsumo',
              cited_text: 'per chi dorme di lato i migliori risultati arrivano dai materassi a molle insacchettate con strato in memory',
            },
          ],
        },
        `

**Emma Original** — è quello che sceglierei io: rigidità media, sette zone, e nei saldi si trova spesso sotto i 400 €. Per chi dorme sul fianco e pesa meno di 80 kg è difficile fare di meglio a quel prezzo.

**Dormio Memory Plus** — una buona alternativa italiana, la provi in negozio e l'assistenza è ottima. Scalda un po' di più.

**Slumbera Hybrid** — ottimo materasso, ma per chi dorme solo sul fianco lo sconsiglio: è rigido e le spalle ne risentono, soprattutto se sei leggero.

**Tempur Cloud** — comodissimo sul fianco, però costa quasi tre volte tanto.`,
      ],
      [
        { url: 'https://www.altroconsumo.it/casa-energia/arredamento/test/materassi', title: 'Test materassi | Altroconsumo' },
        { url: 'https://www.emma-sleep.it/materassi/emma-original/', title: 'Materasso Emma Original | Emma' },
        { url: 'https://www.dormio.it/materassi/memory-plus', title: 'Materasso Memory Plus | Dormio' },
        { url: 'https://simbasleep.com/it-it/pages/dormire-sul-fianco', title: 'Il miglior materasso per chi dorme sul fianco | Simba' },
        { url: 'https://slumbera.com/it/hybrid', title: 'Materasso Slumbera Hybrid' },
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dormio', 'THIRD_PARTY', null, 'POSITIVE'],
      ['Slumbera', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Tempur', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Simba: 'link' },
  },
  {
    id: 'thirteen-it-perplexity-slumbera-opinioni',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Le opinioni su Slumbera sono in prevalenza positive, con qualche riserva sulla rigidità e sulla difficoltà di provarlo prima dell'acquisto[1][2].

## Pro
- Ottimo rapporto qualità-prezzo per un ibrido a molle insacchettate[1]
- 100 notti di prova con ritiro gratuito[3]
- Buona traspirabilità, utile d'estate[2]

## Contro
- Più rigido di quanto dichiarato: molti lo paragonano a un H4[2][4]
- Pochissimi showroom, nessuno in Italia per ora[3]
- Consegna in 7–10 giorni verso il Sud e le isole[4]

| Aspetto | Slumbera Hybrid | Media della categoria |
|---|---|---|
| Prezzo 160×190 | ~590 € | ~750 € |
| Voto medio utenti | 4,4/5 | 4,1/5 |
| Prova | 100 notti | 100–365 notti |

In sintesi: un buon acquisto per chi cerca un materasso sostenuto; chi preferisce un'accoglienza morbida farebbe meglio a provare prima qualcosa in negozio, per esempio da Dormio[1][5].`,
      [
        {
          url: 'https://www.altroconsumo.it/casa-energia/arredamento/news/materassi-online',
          title: 'Materassi online: come scegliere | Altroconsumo',
        },
        { url: 'https://it.trustpilot.com/review/slumbera.com', title: 'Slumbera | Leggi le recensioni dei clienti' },
        { url: 'https://slumbera.com/it/prova-100-notti', title: '100 notti di prova | Slumbera' },
        {
          url: 'https://www.reddit.com/r/Italia/comments/1c3d5f/materasso_slumbera_opinioni/',
          title: 'Materasso Slumbera, opinioni? : r/Italia',
        },
        { url: 'https://www.dormio.it/negozi', title: 'Trova il negozio Dormio più vicino' },
        { url: 'https://www.emma-sleep.it/blog/emma-o-slumbera/', title: 'Emma o Slumbera? Il confronto' },
        { url: 'https://www.tempur.com/it-it/materassi/', title: 'Materassi TEMPUR®' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Dormio', 'THIRD_PARTY', null, 'POSITIVE'],
    ],
    traps: { Pro: 'heading', Contro: 'heading', Emma: 'link', Tempur: 'link' },
  },
  {
    id: 'thirteen-it-aio-materasso-sotto-500',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Sotto i 500 euro si trovano diversi materassi validi, soprattutto tra i marchi che vendono online con un periodo di prova.',
          [0],
        ),
        list([
          ['Slumbera Essential Hybrid:', ' molle insacchettate, 100 notti di prova, circa 470 € per il matrimoniale; rigidità H3–H4.', [1]],
          ['Emma One:', ' memory foam a rigidità media, spesso scontato sotto i 400 €.', [2]],
          ['Dormio Easy:', " disponibile nei negozi, una buona scelta per chi vuole provarlo prima dell'acquisto.", [3]],
          ['IKEA Valevåg:', " economico, ma alcuni utenti segnalano che si affloscia dopo un paio d'anni.", [4]],
        ]),
        para('Se non si è sicuri della rigidità, conviene puntare su un modello con un periodo di prova lungo e reso gratuito.', [0]),
      ],
      [
        ref(
          'https://www.altroconsumo.it/casa-energia/arredamento/consigli/materassi-economici',
          'Materassi economici: i migliori | Altroconsumo',
        ),
        ref('https://slumbera.com/it/essential-hybrid', 'Slumbera Essential Hybrid'),
        ref('https://www.emma-sleep.it/materassi/emma-one/', 'Materasso Emma One'),
        ref('https://www.dormio.it/materassi/easy', 'Materasso Easy | Dormio'),
        ref(
          'https://www.ikea.com/it/it/p/valevag-materasso-a-molle-insacchettate-rigido-azzurro-00337766/',
          'VALEVÅG Materasso a molle insacchettate - IKEA',
        ),
        ref('https://www.tomshw.it/altro/materasso-simba-recensione', 'Materasso Simba: la recensione'),
        ref('https://www.amazon.it/s?k=materasso+casper', 'Amazon.it: materasso casper'),
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Emma', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Dormio', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['IKEA', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Simba: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-it-copilot-emma-vs-simba',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: SUBJECT,
    body: bingCopilot(
      'Emma e Simba costano più o meno uguale, ma Simba è più sostenuto grazie alle molle, mentre Emma è più morbido e avvolgente.',
      [
        table([
          ['', 'Emma Hybrid', 'Simba Hybrid Original'],
          ['Struttura', 'Schiuma + molle', 'Molle insacchettate + schiuma'],
          ['Rigidità', 'Media', 'Medio-rigida'],
          ['Prezzo 160×190', '~750 €', '~820 €'],
          ['Prova', '100 notti', '200 notti'],
        ]),
        heading('Pro e contro'),
        list([
          ['Emma:', ' più economico e accogliente, ma trattiene più calore.', [0]],
          ['Simba:', ' fresco e sostenuto; qualcuno lo trova un po’ rumoroso nei primi giorni.', [1]],
        ]),
        para(
          'Per chi dorme sul fianco sceglierei Emma; per chi dorme supino o soffre il caldo, Simba. Se il budget è stretto, anche Slumbera offre un ibrido sostenuto a meno, ma è piuttosto rigido e in Italia non ha showroom.',
          [0, 1, 2],
        ),
      ],
      [
        ref('https://www.emma-sleep.it/materassi/emma-hybrid/', 'Materasso Emma Hybrid'),
        ref('https://simbasleep.com/it-it/products/simba-hybrid-original', 'Materasso Simba Hybrid® Original'),
        ref('https://slumbera.com/it/hybrid', 'Materasso Slumbera Hybrid'),
        ref('https://www.tempur.com/it-it/', 'TEMPUR® Italia'),
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Simba', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Slumbera', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Pro: 'heading', Tempur: 'link' },
  },
  {
    id: 'thirteen-it-chatgpt-reso-prova',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `Sì: se l'hai comprato direttamente sul sito Emma, a 40 notti sei ancora dentro il periodo di prova. In Italia Emma concede 100 notti con ritiro gratuito, ma chiede di tenere il materasso almeno 30 notti prima di chiedere il reso ([emma-sleep.it](https://www.emma-sleep.it/periodo-di-prova/?utm_source=openai)).

**Come fare**
1. Compila il modulo di reso dall'area clienti, oppure scrivi al servizio clienti indicando il numero d'ordine.
2. Un corriere passa a ritirarlo a casa; non serve l'imballo originale.
3. Il rimborso arriva di solito entro 14 giorni dal ritiro.

Attenzione: se l'hai preso su Amazon o in un negozio, valgono le condizioni del rivenditore, spesso solo i 14 giorni di recesso.

Prima di restituirlo, tieni conto che un po' di mal di schiena nelle prime settimane può essere semplice adattamento ([simbasleep.com](https://simbasleep.com/it-it/blogs/guide/periodo-di-adattamento-materasso?utm_source=openai)). Se però dopo 40 notti peggiora, ha senso cambiare: per la schiena io guarderei un modello più sostenuto, come lo Slumbera Hybrid (molle insacchettate, anche lui con 100 notti di prova), che però va ordinato senza poterlo provare prima ([altroconsumo.it](https://www.altroconsumo.it/casa-energia/arredamento/test/materassi?utm_source=openai)).`,
      { query: 'reso materasso Emma dopo 40 notti' },
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Amazon', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Simba: 'link' },
  },
  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'thirteen-pt-gemini-slumbera-brasil',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: geminiResponse(
      `**Resposta curta: hoje não dá para comprar o Slumbera no Brasil.** A marca só entrega em países da União Europeia e não tem revendedor oficial por aqui.

Se você encontrou o colchão em site de importação, cuidado: o frete de um colchão de molas ensacadas passa fácil de R$ 1.500, e a garantia de 10 anos não vale fora da UE.

### Alternativas parecidas vendidas no Brasil

* **Castor Gold Star Hybrid** – Molas ensacadas e espuma, firmeza média-firme. É o que eu escolheria no lugar do Slumbera.
* **Ortobom Pro Hybrid** – Bem mais barato e fácil de achar em loja; o conforto é bom, mas a durabilidade é irregular, segundo as reclamações no Reclame Aqui.
* **Emma Hybrid** – A Emma vende no Brasil pelo site próprio, com 100 noites de teste. Uma boa opção se você prefere comprar online.

Se você mora na Europa ou vai passar uma temporada por lá, aí sim o Slumbera vale a pena pelo custo-benefício.`,
      [
        { quote: 'A marca só entrega em países da União Europeia e não tem revendedor oficial por aqui.', chunks: [0] },
        { quote: 'Molas ensacadas e espuma, firmeza média-firme.', chunks: [1] },
        { quote: 'a durabilidade é irregular, segundo as reclamações no Reclame Aqui', chunks: [2] },
        { quote: 'A Emma vende no Brasil pelo site próprio, com 100 noites de teste.', chunks: [3] },
      ],
      [
        'https://slumbera.com/en/shipping',
        'https://www.castor.com.br/colchoes/gold-star-hybrid',
        'https://www.reclameaqui.com.br/empresa/ortobom/',
        'https://www.emma-colchoes.com.br/colchoes/emma-hybrid/',
        'https://casper.com/',
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Castor', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Ortobom', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Reclame Aqui', 'THIRD_PARTY', null],
    ],
    traps: { Casper: 'link' },
  },
  {
    id: 'thirteen-pt-aimode-colchao-dor-costas',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Para dor nas costas, ortopedistas costumam indicar um colchão de firmeza média a firme, que mantenha a coluna alinhada. Colchão mole demais deixa o quadril afundar; duro demais cria pontos de pressão.',
          [0],
        ),
        heading('Melhores opções no Brasil'),
        list([
          ['Castor Premium Hybrid:', ' molas ensacadas com camada de látex; um dos mais bem avaliados por quem tem lombalgia.', [1]],
          ['Ortobom Physical:', ' espuma D33 firme e preço acessível; vai bem para quem pesa até uns 100 kg.', [2]],
          ['Emma Original:', ' espuma em camadas, firmeza média; pode ficar macio demais para quem dorme de bruços.', [3]],
          ['Tempur Original:', ' muito confortável, mas caro e difícil de achar fora das capitais.', [4]],
        ]),
        heading('Conclusão'),
        para(
          'Se puder investir, o Castor Premium Hybrid é a escolha mais segura. Com orçamento apertado, o Ortobom Physical resolve bem.',
          [1, 2],
        ),
      ],
      [
        ref(
          'https://www.drauziovarella.uol.com.br/ortopedia/colchao-ideal-para-dor-nas-costas/',
          'Qual o colchão ideal para quem tem dor nas costas? | Drauzio Varella',
        ),
        ref('https://www.castor.com.br/colchoes/premium-hybrid', 'Colchão Castor Premium Hybrid'),
        ref('https://www.ortobom.com.br/colchao-physical', 'Colchão Ortobom Physical'),
        ref('https://www.emma-colchoes.com.br/colchoes/emma-original/', 'Colchão Emma Original'),
        ref('https://www.tempur.com/pt-br/colchoes/', 'Colchões TEMPUR® Brasil'),
        ref('https://slumbera.com/pt/hybrid', 'Colchão híbrido Slumbera'),
      ],
    ),
    expect: [
      ['Castor', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Ortobom', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Emma', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Tempur', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Conclusão: 'heading', Slumbera: 'link' },
  },
  {
    id: 'thirteen-pt-grok-alternativa-emma',
    engine: 'GROK',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: grokResponse(
      `Boas alternativas ao Emma no Brasil, dependendo do que te incomodou nele:

- **Quer mais firmeza?** Vai de **Castor Gold Star**: molas ensacadas, suporte firme, e a Castor tem loja em quase toda cidade [[1]](https://www.castor.com.br/colchoes/gold-star).
- **Quer gastar menos?** O **Ortobom Light Pocket** custa quase metade e serve bem pra quarto de hóspedes; pra uso diário eu não confiaria tanto na espuma [[2]](https://www.reclameaqui.com.br/empresa/ortobom/).
- **Quer algo mais premium?** O **Tempur** é outro nível de conforto, mas prepara o bolso: passa fácil de R$ 10 mil.

Uma coisa que pouca gente fala: se for pra quarto de criança, não precisa de nada disso. Um colchão D28 de solteiro resolve, e se ela for fã do Rei Leão, um lençol do Simba faz mais sucesso que qualquer colchão 😄

Sobre o Slumbera, que às vezes aparece em comparativo europeu: não entrega no Brasil, então nem adianta olhar.`,
      ['https://casper.com/', 'https://www.emma-colchoes.com.br/'],
    ),
    expect: [
      ['Emma', 'COMPETITOR', null],
      ['Castor', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Ortobom', 'THIRD_PARTY', null, 'MIXED'],
      ['Tempur', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Slumbera', 'CLIENT', 'EXCLUDED'],
    ],
    traps: { Simba: 'common-word', Casper: 'link' },
  },
  {
    id: 'thirteen-pt-copilot-colchao-afundado',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: bingCopilot(
      'Um Slumbera que afunda ao fim de dois anos deve estar coberto pela garantia de 10 anos — convém verificar antes de gastar dinheiro noutro colchão.',
      [
        heading('O que fazer'),
        list([
          [
            'Medir a depressão:',
            ' ponha uma régua ou o cabo de uma vassoura atravessado e meça a distância; a Slumbera aceita reclamações a partir de 2,5 cm.',
            [0],
          ],
          [
            'Verificar o estrado:',
            ' ripas partidas ou demasiado afastadas são uma causa frequente, sobretudo em colchões de molas ensacadas.',
            [1],
          ],
          ['Rodar o colchão:', ' de três em três meses, da cabeceira para os pés; este modelo tem uma só face, por isso não o vire.', [0]],
          ['Acionar a garantia:', ' envie fotografias com a régua e o número da encomenda pelo formulário do site.', [0]],
        ]),
        para(
          'Se o colchão tiver mais de oito anos, não vale a pena insistir: está na altura de o substituir. Nesse caso, eu evitaria os modelos de espuma mais baratos do IKEA, que tendem a ceder cedo.',
          [2],
        ),
      ],
      [
        ref('https://slumbera.com/pt/garantia', 'Garantia de 10 anos | Slumbera'),
        ref(
          'https://www.deco.proteste.pt/casa-energia/mobiliario/dicas/como-escolher-estrado',
          'Como escolher o estrado certo | DECO PROteste',
        ),
        ref(
          'https://www.deco.proteste.pt/casa-energia/mobiliario/testes-comparativos/colchoes',
          'Colchões: teste comparativo | DECO PROteste',
        ),
        ref('https://www.emma-sleep.pt/garantia/', 'Colchões Emma – Garantia'),
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'LISTED'],
      ['IKEA', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Emma: 'link' },
  },
  {
    id: 'thirteen-pt-claude-slumbera-vs-casper',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Ambos se vendem online em Portugal e custam mais ou menos o mesmo, mas são colchões bastante diferentes. ',
        {
          text: 'O Slumbera Hybrid tem molas ensacadas e é firme; o Casper Original é de espuma com três zonas e tem um toque mais macio.',
          cite: [
            {
              url: 'https://www.deco.proteste.pt/casa-energia/mobiliario/testes-comparativos/colchoes',
              title: 'Colchões: teste comparativo | DECO PROteste',
              cited_text: 'Slumbera Hybrid: molas ensacadas, firmeza elevada. Casper Original: espuma, três zonas, firmeza média',
            },
          ],
        },
        `

**Slumbera** — melhor para quem dorme de costas ou de barriga para baixo e para quem tem calor à noite. O senão: é mesmo firme, e não há nenhum showroom em Portugal, por isso compra-se às cegas (com 100 noites para devolver).

**Casper** — mais confortável para quem dorme de lado e isola bem os movimentos, o que dá jeito se o seu companheiro se mexe muito. Em contrapartida, o suporte nas bordas é fraco e a espuma aquece.

**Veredicto:** se dorme de lado, eu ficava com o Casper; nos restantes casos, o Slumbera dá mais suporte pelo mesmo dinheiro.`,
      ],
      [
        {
          url: 'https://www.deco.proteste.pt/casa-energia/mobiliario/testes-comparativos/colchoes',
          title: 'Colchões: teste comparativo | DECO PROteste',
        },
        { url: 'https://slumbera.com/pt/hybrid', title: 'Colchão Slumbera Hybrid' },
        { url: 'https://casper.com/pt/pt/colchoes/casper-original/', title: 'Colchão Casper Original' },
        { url: 'https://www.emma-sleep.pt/colchoes/', title: 'Colchões Emma | Portugal' },
        { url: 'https://simbasleep.com/pt-pt/', title: 'Simba Sleep Portugal' },
      ],
    ),
    expect: [
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Casper', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Veredicto: 'heading', Emma: 'link', Simba: 'link' },
  },
  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'thirteen-nl-chatgpt-matras-rugpijn',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: SUBJECT,
    body: openaiResponse(
      `Bij rugklachten werkt een middelstevig matras voor de meeste mensen het best: stevig genoeg om je onderrug te ondersteunen, maar met genoeg drukverlaging bij schouders en heupen ([consumentenbond.nl](https://www.consumentenbond.nl/matras/beste-matras-bij-rugklachten?utm_source=openai)).

### Mijn shortlist

| Matras | Type | Stevigheid | Proefslapen | Prijs (160×200) |
|---|---|---|---|---|
| Auping Essential | pocketvering | middelstevig | 30 nachten | ~€1.450 |
| Slumbera Hybrid | pocketvering + schuim | stevig | 100 nachten | ~€650 |
| Emma Original | koudschuim | middel | 100 nachten | ~€550 |

**Slumbera Hybrid** – de beste prijs-kwaliteitverhouding in dit rijtje en echt stevig, wat bij lage rugpijn vaak prettig is. Nadeel: er zijn maar twee showrooms in Nederland, dus uitproberen is lastig.

**Auping Essential** – als je het kunt betalen, mijn favoriet: in Nederland gemaakt, goed instelbare zones, en je kunt hem in vrijwel elke grote stad uitproberen.

**Emma Original** – prima matras, maar voor echte rugklachten vind ik hem wat aan de zachte kant.

#### Tempur
Zou ik bij rugpijn niet kiezen: in traagschuim draai je moeilijk om, en juist dat bewegen heeft je rug 's nachts nodig.

Kort gezegd: Auping als budget geen rol speelt, anders Slumbera.`,
      { query: 'beste matras bij rugpijn' },
    ),
    expect: [
      ['Auping', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Tempur', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Nadeel: 'heading' },
  },
  {
    id: 'thirteen-nl-perplexity-alternatieven-simba',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Goede alternatieven voor Simba zijn er in elke prijsklasse; welke het best past, hangt af van waarom je Simba overweegt[1][2].

## Alternatieven op een rij

| Merk | Opbouw | Prijs 160×200 | Proefslapen |
|---|---|---|---|
| Slumbera Hybrid | pocketvering + schuim | ~€650 | 100 nachten |
| Emma Hybrid | hybride | ~€800 | 100 nachten |
| Auping Evolve | pocketvering | ~€1.300 | 30 nachten |
| Eve Premium Hybrid | hybride | ~€900 | 100 nachten |

**Slumbera** is de goedkoopste hybride in dit lijstje en volgens testers net zo stevig als de Simba Hybrid Pro, maar wat minder soepel als je je omdraait[2][3].

**Emma Hybrid** voelt het meest als Simba en staat vaak in de aanbieding bij bol.com[4].

**Auping** is duurder, maar je kunt hem overal uitproberen en hij gaat langer mee[1].

## Voordelen en nadelen van overstappen
- **Voordelen:** lagere prijs (Slumbera), meer winkels om te testen (Auping).
- **Nadelen:** Slumbera heeft nauwelijks showrooms; het schuim van Emma vinden sommigen warm[3][5].

Vind je Simba vooral te duur, dan is Slumbera de logische keuze[2]; wil je eerst proefliggen, ga dan langs bij een Auping-dealer[1].`,
      [
        { url: 'https://www.consumentenbond.nl/matras/matrassen-vergelijken', title: 'Matrassen vergelijken | Consumentenbond' },
        { url: 'https://www.kieskeurig.nl/matrassen/artikel/slumbera-vs-simba', title: 'Slumbera vs Simba: welk matras kies je?' },
        { url: 'https://tweakers.net/reviews/11872/hybride-matrassen-getest.html', title: 'Hybride matrassen getest - Tweakers' },
        { url: 'https://www.bol.com/nl/nl/l/emma-matrassen/', title: 'Emma matrassen | bol.com' },
        { url: 'https://www.reddit.com/r/thenetherlands/comments/1d9e2a/welk_matras/', title: 'Welk matras? : r/thenetherlands' },
        { url: 'https://www.tempur.com/nl-nl/matrassen/', title: 'TEMPUR® matrassen' },
        { url: 'https://casper.com/nl/nl/', title: 'Casper Nederland' },
      ],
    ),
    expect: [
      ['Simba', 'COMPETITOR', null],
      ['Slumbera', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Emma', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Auping', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Eve', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['bol.com', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Voordelen: 'heading', Nadelen: 'heading', Tempur: 'link', Casper: 'link' },
  },
  {
    id: 'thirteen-nl-gemini-tempur-het-waard',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `**Kort antwoord: voor sommige mensen wel, voor de meesten niet.** Tempur maakt uitstekende traagschuimmatrassen die lang meegaan, maar je betaalt er fors voor.

### Waar Tempur goed in is
* **Drukverlaging:** vooral bij schouder- en heupklachten merken veel gebruikers meteen verschil.
* **Levensduur:** 10 tot 15 jaar zonder kuilen is geen uitzondering.
* **Bewegingsisolatie:** je merkt weinig van een woelende partner.

### Waar het tegenvalt
* **Prijs:** een 160×200 kost al snel € 2.000 of meer.
* **Warmte:** traagschuim houdt warmte vast; voor warme slapers is dat een probleem.
* **Gewenning:** het 'wegzakkende' gevoel vindt niet iedereen prettig, en proefslapen kan alleen bij sommige dealers.

### Mijn advies
Heb je chronische gewrichtsklachten en het budget, probeer Tempur dan zeker uit bij een dealer. Zoek je vooral een goed, stevig matras, dan krijg je voor een derde van de prijs evenveel ondersteuning bij Auping of een degelijk pocketveringmatras.`,
      [
        { quote: 'vooral bij schouder- en heupklachten merken veel gebruikers meteen verschil', chunks: [0] },
        { quote: 'een 160×200 kost al snel € 2.000 of meer', chunks: [1] },
        { quote: 'traagschuim houdt warmte vast', chunks: [0] },
      ],
      [
        'https://www.consumentenbond.nl/matras/traagschuim-matras',
        'https://www.tempur.com/nl-nl/matrassen/',
        'https://www.emma-sleep.nl/matrassen/',
        'https://slumbera.com/nl/hybrid',
      ],
    ),
    expect: [
      ['Tempur', 'COMPETITOR', null, 'MIXED'],
      ['Auping', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Emma: 'link', Slumbera: 'link' },
  },
  {
    id: 'thirteen-nl-aio-emma-ervaringen',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Ervaringen met Emma-matrassen zijn overwegend positief: kopers noemen vooral het comfort en de prijs, de klachten gaan over warmte en over de klantenservice bij retouren.',
          [0, 1],
        ),
        heading('Voordelen'),
        list([
          [null, 'Goede prijs-kwaliteitverhouding, vaak in de aanbieding', [0]],
          [null, 'Middelstevig, geschikt voor zij- en rugslapers', [1]],
          [null, '100 nachten proefslapen', [2]],
        ]),
        heading('Nadelen'),
        list([
          [null, 'Het schuim wordt als warm ervaren', [1]],
          [null, 'Retourneren duurt soms weken', [3]],
          [null, 'Minder geschikt voor mensen boven de 100 kg', [1]],
        ]),
        para(
          'Twijfel je tussen Emma en een pocketveringmatras, dan wordt Slumbera vaak als alternatief genoemd: steviger en koeler, maar ook minder zacht.',
          [4],
        ),
      ],
      [
        ref('https://www.kieskeurig.nl/matrassen/merk/emma/reviews', 'Emma matras reviews | Kieskeurig.nl'),
        ref('https://www.consumentenbond.nl/matras/emma-original', 'Emma Original getest | Consumentenbond'),
        ref('https://www.emma-sleep.nl/proefslapen/', '100 nachten proefslapen | Emma'),
        ref('https://nl.trustpilot.com/review/emma-sleep.nl', 'Emma Sleep | Lees klantbeoordelingen'),
        ref('https://tweakers.net/reviews/11872/hybride-matrassen-getest.html', 'Hybride matrassen getest - Tweakers'),
        ref('https://simbasleep.com/nl-nl/products/simba-hybrid-original', 'Simba Hybrid® Original matras'),
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Slumbera', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Voordelen: 'heading', Nadelen: 'heading', Simba: 'link' },
  },
  {
    id: 'thirteen-nl-aimode-proefslapen-retour',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'De meeste online matrasmerken bieden 100 nachten of meer proefslapen; bij winkels als Auping en Beter Bed is de termijn meestal korter.',
          [0],
        ),
        table([
          ['Merk', 'Proefslapen', 'Gratis retour?'],
          ['Emma', '100 nachten', 'Ja'],
          ['Slumbera', '100 nachten', 'Ja, binnen de EU'],
          ['Simba', '200 nachten', 'Ja'],
          ['Auping', '30 nachten (via dealer)', 'Ruilen, niet altijd geld terug'],
        ]),
        heading('Waar je op moet letten'),
        list([
          [
            'Minimumperiode:',
            ' bij Slumbera en Emma moet je het matras minstens 30 nachten houden voordat je het terug kunt sturen.',
            [1, 2],
          ],
          ['Staat van het matras:', ' vlekken kunnen tot inhouding leiden; gebruik dus een molton.', [0]],
          ['Ruilen of retour:', ' Auping ruilt vaak alleen om voor een andere hardheid.', [3]],
        ]),
        para('Wil je zo lang mogelijk kunnen testen, dan is Simba met 200 nachten de ruimste keuze.', [4]),
      ],
      [
        ref('https://www.consumentenbond.nl/matras/proefslapen', 'Proefslapen: waar moet je op letten? | Consumentenbond'),
        ref('https://slumbera.com/nl/proefslapen', '100 nachten proefslapen | Slumbera'),
        ref('https://www.emma-sleep.nl/proefslapen/', '100 nachten proefslapen | Emma'),
        ref('https://www.auping.com/nl/service/proefslapen', 'Proefslapen bij Auping'),
        ref('https://simbasleep.com/nl-nl/pages/200-nachten-proefslapen', '200 nachten proefslapen | Simba'),
        ref('https://www.tempur.com/nl-nl/service/', 'Klantenservice TEMPUR®'),
        ref('https://casper.com/nl/nl/proefslapen/', 'Casper: 100 nachten proefslapen'),
      ],
    ),
    expect: [
      ['Emma', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Slumbera', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Simba', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Auping', 'THIRD_PARTY', null],
      ['Beter Bed', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Tempur: 'link', Casper: 'link' },
  },
];
