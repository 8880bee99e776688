// Fidelity corpus, ninth batch: language-learning apps, a subject no earlier batch used. Written
// blind (without the extraction rules, the methodology, the role guards or the tests that hold the
// corpus to its goals), as the engines answer: 35 answers, ChatGPT, Perplexity and Google AI Mode
// five times each, Claude, Gemini, Google AI Overviews, Bing Copilot and Grok four times each; five
// answers in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the
// ones users ask: the best app for a goal, X vs Y, is X worth it, X reviews, alternatives to X, and
// troubleshooting (a lost streak, cancelling, a microphone, a purchase not unlocked).
//
// The client is "Lexiora", an invented app built around an AI conversation tutor (Lexiora Plus);
// its competitors are Duolingo, Babbel, Busuu and Rosetta Stone (alias "Rosetta"). "Babbel" is the
// common-word competitor: in Dutch "een babbel" is a chat, and two Dutch answers use the word in that
// sense without naming the brand. Model and product names of the tracked brands appear (Duolingo
// Max, Duolingo English Test, Babbel Live, TruAccent), and of brands outside the set (Pimsleur,
// italki, Preply, Anki, GPT-4, AirPods Pro, ...).
//
// Traps: `link`, a tracked brand (or a third party) only in a link text, a URL, a cited source or a
// source retrieved but not cited (Claude's search results, Grok's `citations`, SerpApi references);
// `heading`, a capitalised label or heading word that is no brand (a reader sees no mention);
// `common-word`, "babbel" as a Dutch word. One Google AI Mode answer (nine-nl-aimode-langapps-busuu-
// premium-plus) is truncated mid-sentence just before the brand it was about to name, which
// stands only in its references.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice ("I'd go with X", "choose X if ...", "gut, wenn ...") and
// verbless verdicts ("Short answer: X", "Kort: X voor ...") are RECOMMENDED; hedged or negated
// advice never is ("kan interessant zijn als ..." is COMPARED); a brand ruled out or advised
// against, also after "but", under a heading such as "À éviter" or "Da evitare", or for the user's
// stated use, is EXCLUDED; drawbacks without advice against are CRITICIZED; weighed against others
// without being chosen, COMPARED; named without advice either way (troubleshooting an app, "the app
// you prefer"), LISTED. The role is null where the answer leaves it open (advice only reported from
// others and not taken up, an app that is only the reference point of "alternatives to X", a
// worth-it question answered "not the paid tier, keep the free one"). A brand named only in a
// heading, with the advice in the section under it, is labelled as the section reads (Busuu in
// nine-it-chatgpt-langapps-inglese-b2-concorso: "La mia scelta: Busuu", then a paragraph and a link
// to busuu.com); brands named as section headings whose bullets do not name them again (Lexiora and
// Busuu in nine-de-perplexity-langapps-lexiora-vs-busuu, Babbel and Rosetta Stone in
// nine-es-aio-langapps-babbel-vs-rosetta) are also named in the prose around them.
//
// The subject is `languageApps` in ../cases.ts (`languageApps: languageAppsSubject`).
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

export const languageAppsSubject = {
  client: { name: 'Lexiora', aliases: ['Lexiora App'], domain: 'lexiora.com' },
  competitors: [
    { name: 'Duolingo', aliases: [], domain: 'duolingo.com' },
    { name: 'Babbel', aliases: [], domain: 'babbel.com' },
    { name: 'Busuu', aliases: [], domain: 'busuu.com' },
    { name: 'Rosetta Stone', aliases: ['Rosetta'], domain: 'rosettastone.com' },
  ],
  categoryTerms: ['language-learning app', 'language app', 'language learning'],
} satisfies VisibilitySubject;

const SUBJECT = 'languageApps';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const ninthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'nine-en-chatgpt-langapps-spanish-adult-beginner',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `If you can only pay for one, I'd go with **Babbel**: the lessons are built around real conversations, and it actually explains the grammar instead of leaving you to guess ([pcmag.com](https://www.pcmag.com/reviews/babbel?utm_source=openai)).

### Quick comparison

| App | Price | Best for | Speaking practice |
|---|---|---|---|
| Babbel | ~$14/mo | Structured grammar | Speech recognition; Babbel Live classes cost extra |
| Duolingo | Free / $13/mo for Super | A daily habit | Limited |
| Lexiora | ~$11/mo | Conversation with an AI tutor | Yes, graded |
| Busuu | ~$14/mo | Feedback from native speakers | Community corrections |

**Duolingo** is fine as a free daily habit, but on its own it won't get you to conversational Spanish: the sentences are often odd and the grammar is barely explained ([nytimes.com](https://www.nytimes.com/wirecutter/reviews/best-language-learning-apps/?utm_source=openai)).

**Lexiora** — if speaking is your main goal, it's worth adding: the AI tutor corrects your pronunciation line by line. It's newer, though, and the Spanish course stops at B1, so treat it as a supplement for now.

**Busuu** is a close second to Babbel: about the same price, slightly thinner grammar notes, but real people correct your writing.

Skip Rosetta Stone unless you find it heavily discounted: the immersion-only method, with no explanations in English, frustrates most adult beginners ([reddit.com](https://www.reddit.com/r/languagelearning/comments/rosetta_stone_worth_it/?utm_source=openai)).

Whichever app you pick, pair it with a weekly tutor session on italki or Preply.`,
      { query: 'best app to learn spanish adult beginner 2026' },
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Busuu', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['italki', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Preply', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
    traps: { 'Quick comparison': 'heading' },
  },
  {
    id: 'nine-en-claude-langapps-duolingo-super-worth-it',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Short version: probably not, unless the ads and the hearts are what's actually stopping you from practising.\n\n",
        {
          text: 'Duolingo Super removes ads, gives you unlimited hearts and adds personalised practice and Legendary levels; Duolingo Max adds AI explanations and video calls on top of that.',
          cite: [
            {
              url: 'https://blog.duolingo.com/super-duolingo-features/',
              title: 'What you get with Super Duolingo',
              cited_text: 'Super gives you unlimited hearts, no ads, personalized practice and unlimited Legendary attempts.',
            },
          ],
        },
        "\n\nWhat you don't get is better teaching. ",
        {
          text: 'The course content is the same on the free tier and on Super',
          cite: [
            {
              url: 'https://www.theverge.com/2025/duolingo-super-review',
              title: 'Is Super Duolingo worth paying for? | The Verge',
              cited_text: 'The lessons themselves are identical whether or not you pay.',
            },
          ],
        },
        ", so if you've plateaued, paying won't fix it.\n\nIf you're going to spend around $80 a year anyway, Busuu Premium or Lexiora Plus cost about the same and give you graded speaking feedback, which is exactly what the free Duolingo course lacks. I'd keep Duolingo on the free tier for the streak and put the money into one of those.",
      ],
      [
        { url: 'https://blog.duolingo.com/super-duolingo-features/', title: 'What you get with Super Duolingo' },
        { url: 'https://www.theverge.com/2025/duolingo-super-review', title: 'Is Super Duolingo worth paying for? | The Verge' },
        {
          url: 'https://www.babbel.com/en/magazine/duolingo-vs-babbel',
          title: 'Duolingo vs Babbel: which app is right for you? | Babbel Magazine',
        },
        { url: 'https://www.lexiora.com/plus', title: 'Lexiora Plus: speak from day one' },
      ],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', null, 'MIXED'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Babbel: 'link' },
  },
  {
    id: 'nine-en-perplexity-langapps-rosetta-alternatives',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Rosetta Stone's immersion approach works for some learners, but the most common complaints are the lack of grammar explanations and the price of the lifetime plan[1][3]. The alternatives reviewers mention most:

## Alternatives to Rosetta Stone

- **Babbel** – explains grammar in your own language, 10–15 minute lessons; widely considered the closest like-for-like replacement[1][2].
- **Pimsleur** – audio-first, good for commuting and pronunciation, but light on reading and writing; Pimsleur Premium adds reading drills[2].
- **Busuu** – adds feedback from native speakers on written and spoken exercises[3].
- **Lexiora** – AI conversation practice; reviewers praise the speaking drills but note the catalogue is still small (nine languages)[4].
- **Duolingo** – free and fun, but reviewers consistently say it is too shallow to replace a paid course[2].

If speaking is your priority, Pimsleur or Lexiora; if it is grammar, Babbel.`,
      [
        { url: 'https://www.pcmag.com/reviews/rosetta-stone', title: 'Rosetta Stone Review | PCMag' },
        { url: 'https://www.fluentu.com/blog/rosetta-stone-alternatives/', title: '9 Rosetta Stone Alternatives That Actually Work' },
        {
          url: 'https://www.reddit.com/r/languagelearning/comments/rosetta_alternatives/',
          title: 'What to use instead of Rosetta Stone? : r/languagelearning',
        },
        { url: 'https://www.techradar.com/reviews/lexiora', title: 'Lexiora review | TechRadar' },
      ],
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Pimsleur', 'THIRD_PARTY', 'RECOMMENDED', 'MIXED'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { FluentU: 'link' },
  },
  {
    id: 'nine-en-aimode-langapps-busuu-vs-babbel',
    engine: 'GOOGLE_AI_MODE',
    lang: 'en',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Busuu and Babbel are both paid, structured courses with CEFR-aligned levels, and the better choice depends on whether you want feedback from people or tighter grammar lessons.',
          [0, 1],
        ),
        heading('Key differences'),
        table([
          ['Feature', 'Busuu', 'Babbel'],
          ['Price (annual plan)', '~$84', '~$90'],
          ['Languages', '14', '14'],
          ['Speaking feedback', 'Native-speaker community', 'Speech recognition'],
          ['Live classes', 'No', 'Babbel Live (extra cost)'],
          ['Offline lessons', 'Yes', 'Yes'],
        ]),
        heading('Which one should you choose?'),
        list([
          [
            'Choose Busuu if:',
            'you want real people to correct your writing and recordings, and you like having a study plan with deadlines.',
            [0],
          ],
          ['Choose Babbel if:', 'you want clear grammar explanations and dialogues built around everyday situations.', [1, 2]],
        ]),
        para('Many learners also pair either app with a tutoring marketplace such as Preply for live conversation practice.', [2]),
      ],
      [
        ref('https://www.busuu.com/en/compare/busuu-vs-babbel', 'Busuu vs Babbel | Busuu'),
        ref('https://www.babbel.com/en/magazine/babbel-vs-busuu', 'Babbel vs Busuu: an honest comparison'),
        ref('https://www.languagesurfer.com/busuu-vs-babbel/', 'Busuu vs Babbel (2026): Which Is Better?'),
      ],
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Preply', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Key differences': 'heading', 'Live classes': 'heading' },
  },
  {
    id: 'nine-en-grok-langapps-duolingo-streak-reset',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `A streak that resets even though you had a Streak Freeze usually comes down to one of three things[[1]](https://support.duolingo.com/hc/en-us/articles/streak-freeze):

1. **Time zone** – Duolingo counts the day in the time zone set on your device. If you travelled or your phone switched zones, a lesson done "today" can land on the wrong day.
2. **Freeze not equipped** – a freeze only protects you if it is equipped *before* the missed day; buying one afterwards doesn't help[[1]](https://support.duolingo.com/hc/en-us/articles/streak-freeze).
3. **Lesson not synced** – lessons done offline only count once the app syncs. Open it on Wi-Fi and check the calendar in your profile.

If none of that explains it, use **Settings → Help Center → Report a problem**. Support restores streaks case by case, and Super subscribers get a free Streak Repair within 48 hours[[2]](https://blog.duolingo.com/streak-repair/).

Posts on X from the last few weeks say the March Android update broke Streak Repair for some users; reinstalling fixed it for most of them[[3]](https://x.com/search?q=duolingo%20streak%20repair%20bug).`,
      ['https://www.reddit.com/r/duolingo/comments/streak_reset_after_freeze/', 'https://www.busuu.com/en/blog/how-streaks-help-you-learn'],
    ),
    expect: [['Duolingo', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Busuu: 'link', 'Time zone': 'heading' },
  },

  // ───────────────────────────── German ─────────────────────────────
  {
    id: 'nine-de-chatgpt-langapps-englisch-auffrischen',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      `Kommt drauf an, wie du lernst. Meine Empfehlung für die meisten, die ihr Schulenglisch auffrischen wollen: **Babbel**. Die Lektionen sind kurz, die Grammatik wird auf Deutsch erklärt, und die Wiederholungen kommen genau dann, wenn du Vokabeln zu vergessen beginnst ([test.de](https://www.test.de/Sprachlern-Apps-im-Test-5891234-0/?utm_source=openai)).

**Alternativen**

- **Busuu**: gut, wenn du Feedback von Muttersprachlern willst; die kostenlose Version ist allerdings stark eingeschränkt.
- **Lexiora**: die bessere Wahl, wenn du vor allem frei sprechen üben willst – der KI-Tutor hört zu und korrigiert Aussprache und Satzbau.
- **Duolingo**: kostenlos und motivierend, zum Auffrischen von Schulenglisch aber oft zu einfach.

Rosetta Stone würde ich dir eher nicht empfehlen: ganz ohne deutsche Erklärungen ist das für Wiedereinsteiger mühsam, und das Abo ist vergleichsweise teuer ([Stiftung Warentest](https://www.test.de/Sprachlern-Apps-im-Test-5891234-0/?utm_source=openai)).

Tipp: Ergänze die App mit englischen Podcasts oder Serien im Original, z. B. über Netflix.`,
      { query: 'beste app englisch auffrischen erwachsene' },
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Netflix', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Stiftung Warentest': 'link' },
  },
  {
    id: 'nine-de-gemini-langapps-babbel-erfahrungen',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `## Lohnt sich Babbel? Ein Überblick über die Erfahrungen

**Kurz gesagt: Ja, für Einsteiger und die Niveaus A1 bis B1.** Darüber hinaus stößt die App an ihre Grenzen.

### Was Nutzer loben

* **Alltagsnahe Dialoge:** Die Lektionen drehen sich um Situationen wie Hotel, Arzt oder Smalltalk im Büro.
* **Grammatik auf Deutsch:** Regeln werden kurz erklärt, bevor man sie übt.
* **Spracherkennung:** funktioniert ordentlich, auch wenn sie eine ungenaue Aussprache gelegentlich durchgehen lässt.

### Häufige Kritik

* **Abo-Verlängerung:** Viele Bewertungen beschweren sich, dass sich das Jahresabo automatisch verlängert und sich nur im Webkonto kündigen lässt.
* **Wenig Inhalte ab B2:** Fortgeschrittene finden kaum neuen Stoff.
* **Babbel Live** kostet extra und ist mit rund 80 € im Monat teuer.

### Im Vergleich

Gegenüber Duolingo erklärt Babbel mehr und spielt weniger; gegenüber Busuu fehlt das Feedback echter Menschen.

**Fazit:** Für den strukturierten Einstieg eine klare Empfehlung. Wer schon B2 erreicht hat, ist mit einem Sprachtandem oder einer Lehrkraft auf italki besser bedient.`,
      [
        { quote: 'Die Lektionen drehen sich um Situationen wie Hotel, Arzt oder Smalltalk im Büro.', chunks: [0] },
        { quote: 'dass sich das Jahresabo automatisch verlängert und sich nur im Webkonto kündigen lässt', chunks: [1] },
        { quote: 'Gegenüber Duolingo erklärt Babbel mehr und spielt weniger', chunks: [0, 2] },
      ],
      [
        'https://www.chip.de/artikel/babbel-test',
        'https://de.trustpilot.com/review/babbel.com',
        'https://www.computerbild.de/artikel/Babbel-vs-Duolingo',
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Busuu', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
      ['italki', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
    traps: { Fazit: 'heading', Trustpilot: 'link' },
  },
  {
    id: 'nine-de-aio-langapps-rosetta-stone-kuendigen',
    engine: 'GOOGLE_AIO',
    lang: 'de',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Um dein Rosetta Stone-Abo zu kündigen, musst du die automatische Verlängerung dort ausschalten, wo du das Abo abgeschlossen hast.',
          [0],
        ),
        list([
          [
            'Im Browser gekauft:',
            'Melde dich auf der Website an, öffne „Mein Konto" > „Abonnement" und wähle „Automatische Verlängerung deaktivieren".',
            [0],
          ],
          ['iPhone/iPad:', 'Einstellungen > dein Name > Abonnements > Rosetta Stone > Abo kündigen.', [1]],
          ['Android:', 'Im Play Store auf dein Profilbild tippen > Zahlungen und Abos > Abos.', [2]],
        ]),
        para(
          'Wichtig: Die Kündigung wirkt erst zum Ende der bezahlten Laufzeit. Eine Erstattung gibt es laut Rosetta nur innerhalb von 30 Tagen nach dem Kauf, und das Lifetime-Abo lässt sich nach dieser Frist nicht mehr zurückgeben.',
          [0],
        ),
        para('Zum Vergleich: Babbel und Busuu bieten auch monatlich kündbare Abos an.', [3]),
      ],
      [
        ref('https://support.rosettastone.com/de/articles/cancel-subscription', 'Abonnement kündigen – Rosetta Stone Support'),
        ref('https://support.apple.com/de-de/118428', 'Abos kündigen – Apple Support'),
        ref('https://support.google.com/googleplay/answer/7018481?hl=de', 'Abos bei Google Play kündigen'),
        ref('https://www.netzwelt.de/sprachlern-apps/abo-vergleich.html', 'Sprachlern-Apps: Abos im Vergleich'),
      ],
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Play Store', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Apple Support': 'link', Wichtig: 'heading' },
  },
  {
    id: 'nine-de-bing-langapps-duolingo-alternativen',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      'Hier sind einige Alternativen:',
      [
        para('Wenn dir Duolingo zu verspielt geworden ist, gibt es mehrere Apps mit mehr Struktur:', [0]),
        heading('Beliebte Alternativen'),
        list([
          ['Babbel', 'Strukturierte Kurse mit Grammatikerklärungen auf Deutsch und Dialogen aus dem Alltag.', [0]],
          ['Busuu', 'Lernplan, KI-Feedback und Korrekturen durch Muttersprachler aus der Community.', [1]],
          ['Lexiora', 'Sprechtraining mit einem KI-Tutor, der die Aussprache bewertet; bisher aber nur neun Sprachen.', [2]],
          ['Mondly', 'Kurze Lektionen und ein VR-Modus; die Inhalte bleiben eher oberflächlich.', [0]],
          ['Anki', 'Karteikarten mit verteilter Wiederholung – kein Kurs, aber praktisch für Vokabeln.', [3]],
        ]),
        para(
          'Wenn du hauptsächlich sprechen willst, ist Lexiora die interessanteste Option; für solide Grammatik greif zu Babbel.',
          [0, 2],
        ),
      ],
      [
        ref('https://www.giga.de/ratgeber/duolingo-alternativen/', 'Duolingo-Alternativen: Die besten Sprach-Apps'),
        ref('https://www.busuu.com/de', 'Busuu – Sprachen lernen'),
        ref('https://www.lexiora.com/de', 'Lexiora – Sprechen lernen mit KI'),
        ref('https://apps.ankiweb.net/', 'Anki – powerful, intelligent flashcards'),
      ],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', null, 'NEGATIVE'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Mondly', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Anki', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
    ],
    traps: { 'Beliebte Alternativen': 'heading' },
  },
  {
    id: 'nine-de-perplexity-langapps-lexiora-vs-busuu',
    engine: 'PERPLEXITY',
    lang: 'de',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Für Spanisch liegen beide Apps preislich nah beieinander, setzen aber unterschiedliche Schwerpunkte[1][2].

**Lexiora**
- Stärke: Sprechen. Der KI-Tutor führt Rollenspiele und bewertet Aussprache und Grammatik sofort[1].
- Schwäche: Der Spanischkurs reicht derzeit nur bis B1, lateinamerikanisches Spanisch fehlt noch[3].

**Busuu**
- Stärke: Kurse bis B2, Zertifikate von McGraw Hill, Korrekturen durch Muttersprachler[2].
- Schwäche: Die Sprechübungen sind kurz, und Nutzer berichten, dass das Community-Feedback für Spanisch manchmal Tage dauert[4].

| | Lexiora | Busuu |
|---|---|---|
| Preis/Monat | 10,99 € | 13,99 € |
| Niveaus | A1–B1 | A1–B2 |
| Sprechen | sehr gut | mittel |

**Empfehlung:** Willst du vor allem sprechen lernen, nimm Lexiora. Brauchst du ein Zertifikat oder willst du über B1 hinaus, ist Busuu die sicherere Wahl[2][3].`,
      [
        { url: 'https://www.lexiora.com/de/spanisch', title: 'Spanisch lernen mit Lexiora' },
        { url: 'https://www.busuu.com/de/spanisch', title: 'Spanisch lernen | Busuu' },
        { url: 'https://www.sprachenlernen24.de/lexiora-test/', title: 'Lexiora im Test (2026)' },
        {
          url: 'https://www.reddit.com/r/Spanish/comments/busuu_feedback_slow/',
          title: 'Busuu community feedback takes forever? : r/Spanish',
        },
      ],
    ),
    expect: [
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['McGraw Hill', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Empfehlung: 'heading' },
  },

  // ───────────────────────────── French ─────────────────────────────
  {
    id: 'nine-fr-claude-langapps-anglais-professionnel',
    engine: 'CLAUDE',
    lang: 'fr',
    subject: SUBJECT,
    body: claudeMessage(
      [
        "Pour l'anglais professionnel, les applications généralistes ont toutes leurs limites, mais certaines s'en sortent mieux que d'autres.\n\n**Busuu**\n\n",
        {
          text: 'Busuu propose un parcours « anglais des affaires » aligné sur le CECRL, avec des corrections de vos textes par des locuteurs natifs.',
          cite: [
            {
              url: 'https://www.busuu.com/fr/anglais/anglais-des-affaires',
              title: 'Anglais des affaires | Busuu',
              cited_text: 'Cours d’anglais des affaires alignés sur le CECRL, corrigés par des natifs.',
            },
          ],
        },
        '\n\n**Babbel**\n\n',
        {
          text: 'Babbel a des cours thématiques (réunions, e-mails, entretiens), mais ils restent courts et plafonnent au niveau B2',
          cite: [
            {
              url: 'https://www.lesnumeriques.com/appli-logiciel/babbel-test',
              title: 'Test Babbel : que vaut l’appli en 2026 ? | Les Numériques',
              cited_text: 'Les modules professionnels sont utiles mais s’arrêtent au B2.',
            },
          ],
        },
        ", et l'abonnement annuel reste l'un des plus chers du marché.\n\n**Lexiora**\n\nLa plus récente des trois. Son tuteur IA vous fait simuler un entretien d'embauche ou une présentation en anglais, ce qui est rare. En revanche, le catalogue de scénarios professionnels est encore mince.\n\nÀ votre place, je commencerais par Lexiora pour l'oral et je garderais Busuu pour la grammaire et l'écrit. Quant à Duolingo, je le déconseille pour cet objectif : le vocabulaire professionnel y est presque absent.",
      ],
      [
        { url: 'https://www.busuu.com/fr/anglais/anglais-des-affaires', title: 'Anglais des affaires | Busuu' },
        {
          url: 'https://www.lesnumeriques.com/appli-logiciel/babbel-test',
          title: 'Test Babbel : que vaut l’appli en 2026 ? | Les Numériques',
        },
        { url: 'https://www.rosettastone.fr/entreprises/', title: 'Rosetta Stone pour les entreprises' },
      ],
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Babbel', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Rosetta Stone': 'link', 'Les Numériques': 'link' },
  },
  {
    id: 'nine-fr-aimode-langapps-babbel-avis',
    engine: 'GOOGLE_AI_MODE',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Babbel est globalement bien noté (autour de 4,5/5 sur les stores, plus de 10 millions d’abonnements vendus), surtout pour la qualité de ses explications grammaticales.',
          [0, 1],
        ),
        heading('Points forts'),
        list([
          [null, 'Leçons courtes (10 à 15 minutes) construites autour de dialogues réalistes.', [0]],
          [null, 'Explications en français, progressives.', [0]],
          [null, 'Révisions espacées efficaces pour le vocabulaire.', [1]],
        ]),
        heading('Points faibles'),
        list([
          [null, 'Peu de contenu au-delà du niveau B2.', [1]],
          [null, 'Renouvellement automatique de l’abonnement : plusieurs avis sur Trustpilot se plaignent d’un remboursement refusé.', [2]],
          [null, 'La reconnaissance vocale accepte parfois une prononciation approximative.', [1]],
        ]),
        heading('Par rapport aux autres applications'),
        para(
          'Plus sérieux que Duolingo pour la grammaire, moins axé sur l’oral que Lexiora ; Rosetta Stone, lui, ne donne aucune explication en français.',
          [0, 3],
        ),
        para('Verdict : un bon choix pour débuter une langue de façon structurée.', [0]),
      ],
      [
        ref('https://www.frandroid.com/applications/babbel-avis', 'Babbel : notre avis complet'),
        ref('https://www.01net.com/tests/babbel-test.html', 'Test Babbel : l’appli de langues qui explique'),
        ref('https://fr.trustpilot.com/review/babbel.com', 'Avis Babbel | Trustpilot'),
        ref('https://www.journaldugeek.com/dossier/meilleures-applications-langues/', 'Les meilleures applis pour apprendre une langue'),
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Trustpilot', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Duolingo', 'COMPETITOR', 'COMPARED', 'NEGATIVE'],
      ['Lexiora', 'CLIENT', 'COMPARED', 'POSITIVE'],
      ['Rosetta Stone', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
    ],
    traps: { 'Points forts': 'heading', 'Points faibles': 'heading', Verdict: 'heading' },
  },
  {
    id: 'nine-fr-grok-langapps-duolingo-ou-babbel-italien',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `**Réponse courte : Babbel** si tu veux vraiment parler italien, Duolingo si tu cherches juste une habitude quotidienne gratuite.

### Duolingo
- Gratuit (avec pubs), très ludique, les séries motivent[[1]](https://www.numerama.com/tech/duolingo-ou-babbel.html)
- Mais : phrases souvent artificielles, grammaire peu expliquée ; beaucoup d'utilisateurs plafonnent vers le niveau A2[[2]](https://www.reddit.com/r/italianlearning/comments/duolingo_plateau/)

### Babbel
- Payant (environ 7 €/mois en annuel), leçons centrées sur des dialogues utiles[[1]](https://www.numerama.com/tech/duolingo-ou-babbel.html)
- Explications en français, bonnes révisions
- Moins fun, et le contenu avancé en italien est limité

### Ce que disent les utilisateurs sur X
Plusieurs posts récents conseillent de combiner les deux : Duolingo pour la régularité, Babbel pour la structure. D'autres citent Busuu pour la correction par des natifs[[3]](https://x.com/search?q=babbel%20duolingo%20italien).

Perso, je prendrais Babbel pour l'italien, et je garderais Duolingo en bonus si l'appli te motive.`,
      ['https://www.busuu.com/fr/italien', 'https://www.babbel.com/fr/apprendre-italien'],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Busuu', 'COMPETITOR', null, 'POSITIVE'],
    ],
  },
  {
    id: 'nine-fr-gemini-langapps-enfant-8-ans',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `Pour un enfant de 8 ans, l'essentiel est que l'application soit ludique, sans publicité et sans messagerie ouverte à des inconnus.

### Les options les plus adaptées

1. **Duolingo** : très ludique, les enfants adorent la mascotte et les séries de jours. À utiliser avec l'abonnement Famille pour supprimer les publicités.
2. **Studycat** : conçue pour les 3-10 ans, avec des jeux où il n'est pas nécessaire de savoir lire.
3. **Lingokids** : très bien pour l'anglais dès 2 ans, mais l'abonnement est cher pour ce qu'il propose.

### À éviter à cet âge

* **Busuu** et **Babbel** : pensées pour les adultes, avec des thèmes (travail, voyages) peu parlants pour un enfant.
* **Lexiora** : ses conditions d'utilisation exigent 13 ans minimum, et le tuteur IA n'est pas prévu pour les enfants.

**Mon conseil :** commencez par Duolingo quinze minutes par jour, avec vous à côté, et ajoutez Studycat si votre enfant accroche.`,
      [
        { quote: 'les enfants adorent la mascotte et les séries de jours', chunks: [0] },
        { quote: "conçue pour les 3-10 ans, avec des jeux où il n'est pas nécessaire de savoir lire", chunks: [1] },
        { quote: "ses conditions d'utilisation exigent 13 ans minimum", chunks: [2] },
      ],
      ['https://www.magicmaman.com/applications-langues-enfants', 'https://www.studycat.com/fr/', 'https://www.lexiora.com/legal/terms'],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Studycat', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Lingokids', 'THIRD_PARTY', 'CRITICIZED', 'MIXED'],
      ['Busuu', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Lexiora', 'CLIENT', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { 'Mon conseil': 'heading' },
  },
  {
    id: 'nine-fr-chatgpt-langapps-rosetta-stone-a-vie',
    engine: 'CHATGPT',
    lang: 'fr',
    subject: SUBJECT,
    body: openaiResponse(
      `Ça dépend surtout de votre façon d'apprendre.

**Ce que vous payez** : l'offre « à vie » (environ 199 € en promotion) donne accès à toutes les langues, sans limite de durée ([rosettastone.fr](https://www.rosettastone.fr/offres/abonnement-a-vie/?utm_source=openai)).

**Pour**
- Immersion totale : tout se fait en images et dans la langue cible, sans traduction.
- TruAccent, la reconnaissance vocale de Rosetta, est l'une des plus précises du marché.
- Rentable si vous comptez apprendre deux ou trois langues sur plusieurs années.

**Contre**
- Aucune explication grammaticale : beaucoup d'adultes décrochent au bout de quelques semaines ([lesnumeriques.com](https://www.lesnumeriques.com/appli-logiciel/rosetta-stone-test/?utm_source=openai)).
- Peu de contenu au-delà du niveau B1.
- L'application a peu évolué depuis 2020.

Si vous aimez comprendre les règles, Babbel ou Busuu vous conviendront mieux, pour bien moins cher la première année. Et pour la conversation : Lexiora, ou un professeur sur Preply.

En bref : oui si vous êtes sûr d'aller au bout et d'apprendre plusieurs langues ; sinon, non.`,
      { query: 'rosetta stone abonnement à vie avis' },
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Preply', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
    traps: { Contre: 'heading' },
  },

  // ───────────────────────────── Spanish ─────────────────────────────
  {
    id: 'nine-es-perplexity-langapps-ingles-gratis',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Si buscas algo realmente gratis, las opciones se reducen bastante, porque la mayoría de las apps limitan mucho su versión gratuita[1][2].

**Gratis de verdad**
- **Duolingo**: el curso completo de inglés es gratuito; la suscripción solo quita anuncios y añade vidas ilimitadas[1]. Es la mejor opción gratuita para crear el hábito, aunque por sí sola no te llevará más allá de un nivel intermedio bajo[3].
- **BBC Learning English** y **Cambridge English** (web): ejercicios y pódcasts gratuitos de mucha calidad[2].

**Freemium (gratis con límites)**
- **Busuu**: una lección al día gratis; los ejercicios corregidos por nativos son lo mejor de la app[4].
- **Lexiora**: 10 minutos diarios de conversación con el tutor de IA en el plan gratuito[5].

**De pago** — Babbel y Rosetta Stone no tienen versión gratuita más allá de la primera lección o una prueba, así que no encajan con lo que pides[2].

Recomendación: Duolingo como base y Lexiora para practicar la conversación, sin pagar nada.`,
      [
        { url: 'https://www.xataka.com/aplicaciones/apps-gratis-aprender-ingles', title: 'Las mejores apps gratis para aprender inglés' },
        { url: 'https://www.elconfidencial.com/tecnologia/apps-idiomas-gratis/', title: 'Apps de idiomas: cuáles son gratis de verdad' },
        {
          url: 'https://www.reddit.com/r/EnglishLearning/comments/duolingo_enough/',
          title: 'Is Duolingo enough to learn English? : r/EnglishLearning',
        },
        { url: 'https://www.busuu.com/es/precios', title: 'Precios | Busuu' },
        { url: 'https://www.lexiora.com/es/gratis', title: 'Lexiora gratis: 10 minutos al día' },
      ],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['BBC Learning English', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Cambridge English', 'THIRD_PARTY', 'LISTED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Babbel', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'NEUTRAL'],
    ],
    traps: { 'Gratis de verdad': 'heading', 'De pago': 'heading' },
  },
  {
    id: 'nine-es-aio-langapps-babbel-vs-rosetta',
    engine: 'GOOGLE_AIO',
    lang: 'es',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Babbel suele ser la mejor opción para la mayoría de los hispanohablantes que empiezan, mientras que Rosetta Stone encaja mejor con quien aprende por inmersión y no necesita explicaciones.',
          [0, 1],
        ),
        heading('Babbel'),
        list([
          [null, 'Explica la gramática en español y organiza las lecciones por situaciones reales.', [0]],
          [null, 'Precio: desde unos 6 € al mes con el plan anual.', [2]],
          [null, 'Menos contenido en los niveles avanzados.', [1]],
        ]),
        heading('Rosetta Stone'),
        list([
          [null, 'Método de inmersión: sin traducciones, todo con imágenes y audio.', [1]],
          [null, 'Buen reconocimiento de voz (TruAccent).', [1]],
          [null, 'Puede resultar lento y frustrante si quieres entender las reglas.', [0]],
        ]),
        table([
          ['', 'Babbel', 'Rosetta Stone'],
          ['Explicaciones', 'Sí, en español', 'No'],
          ['Plan de por vida', 'A veces, en promoción', 'Sí'],
          ['Clases en vivo', 'Babbel Live', 'No'],
        ]),
        para(
          'Si tienes poco tiempo y quieres hablar pronto, Babbel; si prefieres aprender como un niño, sin gramática explícita, Rosetta Stone.',
          [0],
        ),
      ],
      [
        ref('https://www.computerhoy.com/comparativas/babbel-vs-rosetta-stone', 'Babbel vs Rosetta Stone: ¿cuál es mejor?'),
        ref('https://www.rosettastone.es/metodo/', 'El método Rosetta Stone'),
        ref('https://es.babbel.com/precios', 'Precios de Babbel'),
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Rosetta Stone', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Explicaciones: 'heading' },
  },
  {
    id: 'nine-es-bing-langapps-busuu-microfono',
    engine: 'BING_COPILOT',
    lang: 'es',
    subject: SUBJECT,
    body: bingCopilot(
      'Aquí tienes algunas soluciones:',
      [
        para('Si Busuu no reconoce tu voz en los ejercicios de pronunciación, prueba estos pasos:', [0]),
        list([
          [
            'Permisos del micrófono:',
            'En Android, Ajustes > Aplicaciones > Busuu > Permisos; en iPhone, Ajustes > Privacidad > Micrófono.',
            [0],
          ],
          ['Idioma del teclado:', 'el reconocimiento falla más si el teclado está en otro idioma; cámbialo al del curso.', [1]],
          ['Caché:', 'borra la caché de la app o reinstálala.', [0]],
          [
            'Auriculares Bluetooth:',
            'algunos modelos, como los AirPods Pro, cambian de micrófono a mitad del ejercicio; usa el del teléfono.',
            [2],
          ],
        ]),
        para(
          'Si el problema sigue, escribe al soporte desde Perfil > Ayuda. Varios usuarios en Reddit comentan que desde la versión 32.1 el fallo afecta sobre todo a Android 14.',
          [2],
        ),
      ],
      [
        ref('https://support.busuu.com/hc/es/articles/microfono-no-funciona', 'El micrófono no funciona – Busuu'),
        ref('https://support.babbel.com/hc/es/articles/reconocimiento-de-voz', 'Problemas con el reconocimiento de voz – Babbel'),
        ref('https://www.reddit.com/r/busuu/comments/mic_not_working_android14/', 'Mic not working since update : r/busuu'),
      ],
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['AirPods Pro', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Reddit', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Babbel: 'link', Caché: 'heading' },
  },
  {
    id: 'nine-es-aimode-langapps-lexiora-opiniones',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Lexiora es una app de idiomas relativamente nueva (lanzada en 2023) centrada en la conversación con un tutor de inteligencia artificial. Las opiniones son en general positivas, con matices.',
          [0, 1],
        ),
        heading('Lo que más gusta'),
        list([
          [
            'Práctica oral:',
            'el tutor corrige la pronunciación y la gramática en tiempo real, algo que Duolingo o Babbel solo hacen de forma limitada.',
            [0],
          ],
          ['Precio:', 'unos 9,99 USD al mes, por debajo de Babbel y Busuu.', [1]],
          ['Interfaz:', 'limpia, sin anuncios ni vidas.', [2]],
        ]),
        heading('Lo que menos gusta'),
        list([
          ['Pocos idiomas:', 'solo nueve, y el curso de alemán llega únicamente al A2.', [1]],
          ['Errores del tutor:', 'algunos usuarios señalan que la IA da por buenas frases incorrectas o se repite.', [2]],
          ['Sin certificado:', 'a diferencia de Busuu, no ofrece certificados de nivel.', [1]],
        ]),
        para('En resumen, vale la pena como complemento para hablar, pero no como único método si necesitas un título oficial.', [0, 2]),
      ],
      [
        ref('https://www.genbeta.com/aplicaciones/lexiora-opiniones', 'Lexiora: probamos la app que te hace hablar desde el primer día'),
        ref('https://www.lexiora.com/es/precios', 'Precios | Lexiora'),
        ref('https://www.trustpilot.com/review/lexiora.com', 'Lexiora Reviews | Read Customer Service Reviews'),
      ],
    ),
    expect: [
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'COMPARED', 'NEGATIVE'],
      ['Babbel', 'COMPETITOR', 'COMPARED', 'NEGATIVE'],
      ['Busuu', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { Precio: 'heading', Interfaz: 'heading', Trustpilot: 'link' },
  },
  {
    id: 'nine-es-claude-langapps-aleman-berlin',
    engine: 'CLAUDE',
    lang: 'es',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Con cuatro meses y una mudanza de por medio, te conviene algo más intensivo que una app de 10 minutos al día. ',
        {
          text: 'Para llegar a un A2 sólido, el Goethe-Institut calcula entre 150 y 200 horas de estudio',
          cite: [
            {
              url: 'https://www.goethe.de/es/spr/kup/kur.html',
              title: 'Cursos de alemán – Goethe-Institut',
              cited_text: 'Para el nivel A2 se necesitan aproximadamente entre 150 y 200 unidades lectivas.',
            },
          ],
        },
        ', así que vas a necesitar más de una herramienta.\n\nMi propuesta:\n\n1. **Babbel** como columna vertebral: ',
        {
          text: 'su curso de alemán para hispanohablantes sigue el Marco Común Europeo hasta el B2',
          cite: [
            {
              url: 'https://es.babbel.com/aprender-aleman',
              title: 'Aprender alemán online | Babbel',
              cited_text: 'Cursos de alemán del nivel A1 al B2 según el MCER.',
            },
          ],
        },
        ' y explica la gramática en español.\n2. **Lexiora** o una profesora de italki para hablar desde la primera semana.\n3. Anki para el vocabulario de supervivencia (trámites, alquiler, banco).\n\nDuolingo está bien como complemento, pero no lo usaría como método principal con tu plazo: avanza demasiado despacio.\n\nRosetta Stone tampoco te lo recomiendo aquí: sin explicaciones en español vas a perder semanas.',
      ],
      [
        { url: 'https://www.goethe.de/es/spr/kup/kur.html', title: 'Cursos de alemán – Goethe-Institut' },
        { url: 'https://es.babbel.com/aprender-aleman', title: 'Aprender alemán online | Babbel' },
        { url: 'https://www.busuu.com/es/aleman', title: 'Aprende alemán gratis | Busuu' },
      ],
    ),
    expect: [
      ['Goethe-Institut', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['italki', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Anki', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Duolingo', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Busuu: 'link' },
  },

  // ───────────────────────────── Italian ─────────────────────────────
  {
    id: 'nine-it-chatgpt-langapps-inglese-b2-concorso',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `Per un B2 certificato (immagino ti serva per il concorso) un'app da sola non basta, ma alcune aiutano più di altre.

### La mia scelta: Busuu

È l'unica delle grandi app con un percorso fino al B2 allineato al QCER e un certificato di livello alla fine, e le correzioni dei madrelingua sono utili per il writing ([busuu.com](https://www.busuu.com/it/inglese/certificato?utm_source=openai)).

### Da affiancare

- **Lexiora** per lo speaking: il tutor IA simula le prove orali dell'esame, anche se i contenuti di livello B2 sono ancora pochi.
- **Write & Improve** di Cambridge English, gratuito, per farti correggere i writing in automatico.

### Da evitare per questo obiettivo

- **Duolingo**: ottimo per la costanza, ma oltre il B1 i contenuti sono scarsi, e il Duolingo English Test non è accettato dai concorsi pubblici italiani ([orizzontescuola.it](https://www.orizzontescuola.it/certificazioni-inglese-concorsi-quali-valgono/?utm_source=openai)).
- **Babbel**: buone spiegazioni, ma il percorso per italiani non prepara in modo specifico agli esami.

Se hai budget, un corso in presenza al British Council resta la strada più sicura.`,
      { query: 'app inglese livello B2 certificato concorso' },
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Cambridge English', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Babbel', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['British Council', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { 'Da affiancare': 'heading' },
  },
  {
    id: 'nine-it-gemini-langapps-babbel-o-busuu-tedesco',
    engine: 'GEMINI',
    lang: 'it',
    subject: SUBJECT,
    body: geminiResponse(
      `Entrambe sono valide per il tedesco, ma con approcci diversi.

| | **Babbel** | **Busuu** |
|---|---|---|
| Spiegazioni grammaticali | Molto chiare, in italiano | Essenziali |
| Feedback | Riconoscimento vocale | Madrelingua della community |
| Livelli | A1–B2 | A1–B2 |
| Prezzo (annuale) | ~80 € | ~70 € |

**Babbel** è più forte sulla grammatica, e il tedesco, con casi e declinazioni, ne ha bisogno. **Busuu** ti fa scrivere e parlare di più, ma le correzioni della community sono di qualità variabile: a volte arrivano dopo giorni, a volte sono sbagliate.

Il mio consiglio: per il tedesco, Babbel. Se ti annoi facilmente, alternalo con Duolingo per il ripasso quotidiano.`,
      [
        { quote: '**Babbel** è più forte sulla grammatica', chunks: [0] },
        { quote: 'le correzioni della community sono di qualità variabile', chunks: [1, 2] },
      ],
      [
        'https://www.aranzulla.it/babbel-o-busuu-quale-scegliere',
        'https://www.reddit.com/r/German/comments/busuu_community_corrections/',
        'https://www.salvatorearanzulla.it/app-per-imparare-il-tedesco',
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'NEUTRAL'],
    ],
    traps: { Feedback: 'heading', Livelli: 'heading' },
  },
  {
    id: 'nine-it-grok-langapps-duolingo-max-vale-la-pena',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `**In breve: no, per la maggior parte delle persone.**

Duolingo Max costa circa 14 € al mese (o ~120 € l'anno) e aggiunge a Super due funzioni basate su GPT-4: "Spiegami la risposta" e la videochiamata con Lily[[1]](https://blog.duolingo.com/it/duolingo-max/).

**Pro**
- Le spiegazioni degli errori sono utili, soprattutto per la grammatica[[2]](https://www.hdblog.it/tecnologia/articoli/duolingo-max-prova/)
- La videochiamata fa esercitare ascolto e parlato in modo leggero

**Contro**
- Disponibile solo per alcuni corsi[[1]](https://blog.duolingo.com/it/duolingo-max/)
- Le conversazioni sono brevi e molto guidate
- Il prezzo è vicino a quello delle app pensate per la conversazione, come Lexiora, che offre sessioni più lunghe e libere[[3]](https://www.tomshw.it/altro/lexiora-recensione)

Su X molti dicono di essere tornati a Super dopo il mese di prova[[4]](https://www.babbel.com/it/magazine/abbonamenti-app-lingue-confronto).

Se ti interessa soprattutto parlare, meglio spendere quei soldi in Lexiora o in qualche lezione su Preply. Se vuoi solo capire meglio i tuoi errori, ti basta la versione gratuita con un buon libro di grammatica.`,
      ['https://www.reddit.com/r/duolingo/comments/is_max_worth_it/'],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['GPT-4', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Preply', 'THIRD_PARTY', 'RECOMMENDED'],
    ],
    traps: { Babbel: 'link', Contro: 'heading' },
  },
  {
    id: 'nine-it-aio-langapps-rosetta-stone-recensioni',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Le recensioni di Rosetta Stone sono contrastanti: chi ama l’apprendimento per immersione ne apprezza il metodo, mentre molti utenti italiani lamentano l’assenza di spiegazioni grammaticali.',
          [0, 1],
        ),
        list([
          ['Punti di forza:', 'riconoscimento vocale TruAccent preciso, pronuncia curata, abbonamento a vita con tutte le lingue.', [0]],
          ['Punti deboli:', 'ripetitivo, nessuna traduzione in italiano, poco adatto oltre il livello intermedio.', [1, 2]],
          ['Assistenza:', 'su Trustpilot diversi utenti segnalano difficoltà a ottenere un rimborso.', [2]],
        ]),
        para(
          'Rispetto a Babbel, che spiega le regole in italiano, Rosetta richiede più pazienza; chi cerca un metodo strutturato in genere si trova meglio con Babbel o con Busuu.',
          [1, 3],
        ),
      ],
      [
        ref('https://www.punto-informatico.it/rosetta-stone-recensione/', 'Rosetta Stone: la recensione'),
        ref('https://www.aranzulla.it/rosetta-stone-funziona', 'Rosetta Stone funziona davvero?'),
        ref('https://it.trustpilot.com/review/rosettastone.com', 'Rosetta Stone | Recensioni su Trustpilot'),
        ref('https://www.duolingo.com/info/it', 'Duolingo: il modo migliore per imparare una lingua'),
      ],
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Trustpilot', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Duolingo: 'link', Assistenza: 'heading' },
  },
  {
    id: 'nine-it-perplexity-langapps-lexiora-plus-non-attivo',
    engine: 'PERPLEXITY',
    lang: 'it',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Se hai pagato Lexiora Plus ma l'app ti mostra ancora il piano gratuito, di solito è un problema di sincronizzazione dell'acquisto[1].

**Cosa provare, in ordine:**
1. Esci dall'account e rientra con la stessa email usata per l'acquisto[1].
2. Nelle impostazioni dell'app tocca **Ripristina acquisti** (iOS), oppure controlla in Google Play > Pagamenti e abbonamenti che l'abbonamento risulti attivo[2].
3. Se hai pagato sul sito con PayPal, l'attivazione può richiedere fino a 24 ore[1].
4. Se non funziona niente, scrivi a support@lexiora.com allegando la ricevuta[3].

Il problema è stato segnalato da diversi utenti dopo l'aggiornamento 4.2 di ottobre[4]; secondo la pagina di stato è stato risolto con la 4.2.1, quindi aggiorna l'app.

Nota: Lexiora non fa rimborsi automatici, ma l'assistenza di solito risponde entro due giorni lavorativi[3].`,
      [
        {
          url: 'https://help.lexiora.com/it/articles/acquisto-non-attivo',
          title: 'Ho pagato ma non vedo Plus – Centro assistenza Lexiora',
        },
        { url: 'https://support.google.com/googleplay/answer/1050566?hl=it', title: 'Risolvere i problemi con gli acquisti in-app' },
        { url: 'https://help.lexiora.com/it/articles/contattaci', title: 'Contatta l’assistenza' },
        {
          url: 'https://www.reddit.com/r/languagelearning/comments/lexiora_plus_not_unlocking/',
          title: 'Lexiora Plus not unlocking after 4.2?',
        },
      ],
    ),
    expect: [
      ['Lexiora', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Google Play', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['PayPal', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { 'Ripristina acquisti': 'heading', Nota: 'heading' },
  },

  // ───────────────────────────── Portuguese ─────────────────────────────
  {
    id: 'nine-pt-aimode-langapps-ingles-sozinho',
    engine: 'GOOGLE_AI_MODE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Para adultos que estudam sozinhos, os aplicativos mais indicados combinam explicação de gramática com prática de conversação. Os mais citados são:',
          [0, 1],
        ),
        list([
          ['Babbel:', 'lições curtas com explicações em português e revisão espaçada; bom para quem quer uma base sólida.', [0]],
          ['Lexiora:', 'foco em conversação com um tutor de IA que corrige a pronúncia; ótimo para perder o medo de falar.', [1]],
          ['Busuu:', 'correções feitas por falantes nativos e certificado ao fim de cada nível.', [0]],
          ['Duolingo:', 'gratuito e divertido, mas superficial para quem precisa de inglês no trabalho.', [2]],
        ]),
        heading('Qual escolher?'),
        para(
          'Se o seu objetivo é conversar, comece pelo Lexiora; se precisa de gramática para provas ou para o trabalho, o Babbel é a escolha mais segura. Muita gente usa o Duolingo só para manter a constância.',
          [0, 1],
        ),
        para('Quem quiser aulas ao vivo com professor pode considerar um curso online como o Open English.', [2]),
      ],
      [
        ref('https://www.techtudo.com.br/listas/apps-para-aprender-ingles.ghtml', 'Apps para aprender inglês sozinho: veja os melhores'),
        ref('https://www.tecmundo.com.br/software/lexiora-review.htm', 'Lexiora: testamos o app que ensina a conversar'),
        ref('https://www.reddit.com/r/brasil/comments/duolingo_serve/', 'Duolingo serve pra alguma coisa? : r/brasil'),
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Open English', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'nine-pt-claude-langapps-duolingo-ou-lexiora-frances',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Depende do que pretendes. Fui ver o que dizem as análises mais recentes.\n\n',
        {
          text: 'O Duolingo continua a ser a aplicação gratuita mais completa para criar rotina: o curso de francês para falantes de português tem mais de 200 unidades.',
          cite: [
            {
              url: 'https://www.pplware.sapo.pt/apps/duolingo-frances/',
              title: 'Duolingo: vale a pena para aprender francês? – Pplware',
              cited_text: 'O curso de francês para quem fala português conta com mais de 200 unidades.',
            },
          ],
        },
        ' No entanto, as frases são muitas vezes artificiais e a gramática quase não é explicada.\n\n',
        {
          text: 'O Lexiora aposta na conversação: o tutor de IA corrige a pronúncia e propõe situações como pedir num restaurante ou marcar uma consulta.',
          cite: [
            {
              url: 'https://www.4gnews.pt/lexiora-analise/',
              title: 'Análise Lexiora: a app que põe a falar – 4gnews',
              cited_text: 'O tutor de IA corrige a pronúncia e simula situações do dia a dia.',
            },
          ],
        },
        ' O reverso da medalha é o preço (cerca de 10 € por mês) e o facto de o curso de francês só chegar ao nível B1.\n\nSe só tens 10 minutos por dia no telemóvel e não queres pagar, o Duolingo chega. Se queres mesmo falar francês numa viagem ou no trabalho, eu escolheria o Lexiora.',
      ],
      [
        { url: 'https://www.pplware.sapo.pt/apps/duolingo-frances/', title: 'Duolingo: vale a pena para aprender francês? – Pplware' },
        { url: 'https://www.4gnews.pt/lexiora-analise/', title: 'Análise Lexiora: a app que põe a falar – 4gnews' },
        { url: 'https://www.babbel.com/pt/aprender-frances', title: 'Aprender francês online com a Babbel' },
      ],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
    ],
    traps: { Babbel: 'link' },
  },
  {
    id: 'nine-pt-bing-langapps-babbel-cancelar',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Veja como cancelar:',
      [
        para('Para cancelar a assinatura do Babbel, o caminho depende de onde você comprou:', [0]),
        list([
          [
            'Pelo site:',
            'entre na sua conta, vá em Configurações da conta > Assinaturas e clique em "Cancelar renovação automática".',
            [0],
          ],
          ['No iPhone:', 'Ajustes > [seu nome] > Assinaturas > Babbel > Cancelar assinatura.', [1]],
          ['No Android:', 'Google Play > Pagamentos e assinaturas > Assinaturas.', [2]],
        ]),
        para(
          'Reembolso: o Babbel devolve o valor integral em até 20 dias após a compra feita pelo site. Compras feitas na App Store ou no Google Play seguem as regras dessas lojas.',
          [0],
        ),
        para('Dica: se o motivo é o preço, o Busuu costuma ter promoções de até 50% e o Duolingo tem um plano gratuito completo.', [3]),
      ],
      [
        ref('https://support.babbel.com/hc/pt-br/articles/cancelar-assinatura', 'Como cancelo minha assinatura? – Babbel'),
        ref('https://support.apple.com/pt-br/118428', 'Cancelar uma assinatura da Apple'),
        ref('https://support.google.com/googleplay/answer/7018481?hl=pt-BR', 'Cancelar uma assinatura no Google Play'),
        ref('https://www.tudocelular.com/apps/noticias/busuu-promocao.html', 'Busuu em promoção: assinatura com 50% de desconto'),
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['App Store', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Google Play', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Reembolso: 'heading', Dica: 'heading' },
  },
  {
    id: 'nine-pt-chatgpt-langapps-rosetta-stone-espanhol',
    engine: 'CHATGPT',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: openaiResponse(
      `Para espanhol, e sendo falante de português, sinceramente não recomendo o Rosetta Stone. O método de imersão total foi pensado para quem parte do zero numa língua distante; com o espanhol, tão próximo do português, vais passar horas a associar imagens a palavras que já percebes ([rosettastone.com](https://www.rosettastone.com/lp/spanish/?utm_source=openai)).

O que faz bem: a pronúncia (o TruAccent é bom) e o plano vitalício, se quiseres várias línguas.

**Melhores opções para o teu caso**

- **Babbel** — tem um curso de espanhol com explicações em português e avança depressa para quem já percebe a língua ([pcguia.pt](https://www.pcguia.pt/apps/babbel-espanhol-teste/?utm_source=openai)).
- **Busuu** — bom para a escrita, com correções de nativos.
- Podcasts como o *Coffee Break Spanish*, para ganhar ouvido.

Se quiseres só uma: Babbel.`,
      { query: 'rosetta stone vale a pena espanhol' },
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Coffee Break Spanish', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
  },
  {
    id: 'nine-pt-gemini-langapps-busuu-certificado',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: geminiResponse(
      `## O certificado do Busuu tem valor?

**Resposta curta:** ele serve como comprovante de estudo, mas **não substitui** um exame oficial como o TOEFL ou o IELTS.

### O que é

O Busuu emite certificados de nível (A1 a B2) em parceria com a McGraw Hill, depois de uma prova online feita dentro do app.

### Onde ele ajuda

* No LinkedIn e no currículo, como curso livre.
* Em algumas empresas, como prova de iniciativa.

### Onde não ajuda

* Intercâmbio, universidades no exterior e vistos exigem exames oficiais.
* Concursos públicos no Brasil não aceitam.

Se você precisa de uma certificação reconhecida, o melhor caminho é estudar com o app que preferir (Busuu, Babbel ou Lexiora) e depois fazer o TOEFL ou o IELTS. O Duolingo English Test é uma opção mais barata, aceita por muitas universidades americanas, mas não pela maioria das europeias.`,
      [
        { quote: 'O Busuu emite certificados de nível (A1 a B2) em parceria com a McGraw Hill', chunks: [0] },
        { quote: 'Intercâmbio, universidades no exterior e vistos exigem exames oficiais.', chunks: [1] },
        { quote: 'aceita por muitas universidades americanas, mas não pela maioria das europeias', chunks: [2] },
      ],
      [
        'https://www.busuu.com/pt/certificados',
        'https://www.estudarfora.org.br/exames-de-proficiencia/',
        'https://englishtest.duolingo.com/institutions',
      ],
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['TOEFL', 'THIRD_PARTY', 'RECOMMENDED', 'NEUTRAL'],
      ['IELTS', 'THIRD_PARTY', 'RECOMMENDED', 'NEUTRAL'],
      ['McGraw Hill', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['LinkedIn', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Lexiora', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Duolingo', 'COMPETITOR', 'COMPARED', 'MIXED'],
    ],
    traps: { 'Resposta curta': 'heading' },
  },

  // ───────────────────────────── Dutch ─────────────────────────────
  {
    id: 'nine-nl-aio-langapps-beste-app-spaans',
    engine: 'GOOGLE_AIO',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAio(
      [
        para('Voor Spaans zijn Babbel en Duolingo de populairste apps in Nederland, maar de beste keuze hangt af van je doel.', [0, 1]),
        list([
          ['Babbel:', 'gestructureerde lessen met uitleg in het Nederlands; geschikt als je de grammatica echt wilt begrijpen.', [0]],
          ['Duolingo:', 'gratis en speels, goed om dagelijks even te oefenen, maar je leert er weinig grammatica mee.', [1]],
          ['Lexiora:', 'oefent spreken met een AI-tutor; er is nog geen Nederlandse interface, dus je leert Spaans via het Engels.', [2]],
          ['Busuu:', 'feedback van moedertaalsprekers en een studieplan met doelen per week.', [0]],
        ]),
        para(
          'Tip: combineer een app met een taalmaatje via Tandem of HelloTalk; woorden die je in een echt gesprek gebruikt, onthoud je veel beter.',
          [3],
        ),
      ],
      [
        ref('https://www.consumentenbond.nl/apps/taal-apps-vergelijken', 'Taal-apps vergelijken | Consumentenbond'),
        ref('https://www.androidplanet.nl/apps/duolingo-spaans-review/', 'Duolingo Spaans: hoe goed is het echt?'),
        ref('https://www.lexiora.com/nl', 'Lexiora – leer spreken met AI'),
        ref('https://www.tandem.net/nl', 'Tandem – taalpartners wereldwijd'),
      ],
    ),
    expect: [
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Duolingo', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Lexiora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Busuu', 'COMPETITOR', 'LISTED', 'POSITIVE'],
      ['Tandem', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['HelloTalk', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Consumentenbond: 'link' },
  },
  {
    id: 'nine-nl-grok-langapps-alternatief-duolingo',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Eerlijk? Geen enkele app maakt je vloeiend, maar een paar zijn duidelijk serieuzer dan Duolingo[[1]](https://www.tweakers.net/reviews/taalapps-vergeleken/).

**Busuu** – mijn favoriet als alternatief: echte lessen tot B2, en moedertaalsprekers verbeteren je teksten[[2]](https://www.busuu.com/nl).
**Lexiora** – als je vooral wilt leren praten: je voert gesprekken met een AI-tutor die je uitspraak beoordeelt. Nadeel: het aanbod is klein (negen talen)[[3]](https://www.lexiora.com/nl/talen).
**Rosetta Stone** – zou ik overslaan: duur, en zonder enige uitleg in het Nederlands.

Op X zweren veel mensen bij een wekelijkse babbel met een taalmaatje naast de app, en dat is eigenlijk het beste advies van allemaal.

Kort: Busuu voor structuur, Lexiora voor spreken.`,
      ['https://www.reddit.com/r/thenetherlands/comments/duolingo_alternatief/'],
    ),
    expect: [
      ['Duolingo', 'COMPETITOR', 'COMPARED', 'NEGATIVE'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Rosetta Stone', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Babbel: 'common-word' },
  },
  {
    id: 'nine-nl-perplexity-langapps-lexiora-ervaringen',
    engine: 'PERPLEXITY',
    lang: 'nl',
    subject: SUBJECT,
    body: perplexityCompletion(
      `De ervaringen met Lexiora zijn overwegend positief, vooral over het spreekgedeelte[1][2].

**Pluspunten**
- De AI-tutor voelt als een babbel met een geduldige docent: je durft fouten te maken zonder je te schamen[1].
- Uitspraakfeedback per woord, met een score[2].
- Geen advertenties, ook niet in de gratis versie[3].

**Minpunten**
- Geen Nederlandse interface; de lessen lopen via het Engels[2].
- Reviews op Trustpilot klagen over het opzeggen, dat alleen via de website kan[4].
- Maar negen talen, en voor Japans en Koreaans alleen beginnersniveau[3].

Vergeleken met Busuu is de spreekpraktijk sterker, maar Busuu heeft meer grammatica en geeft certificaten[2].

Voor wie al wat basis heeft en vooral durf wil opbouwen om te spreken, is Lexiora een aanrader. Als complete beginner zou ik eerder met Busuu beginnen.`,
      [
        { url: 'https://www.tweakers.net/reviews/lexiora-getest/', title: 'Lexiora getest: praten met een AI-leraar' },
        { url: 'https://www.bright.nl/apps/lexiora-review', title: 'Review: Lexiora laat je echt spreken' },
        { url: 'https://www.lexiora.com/nl/prijzen', title: 'Prijzen | Lexiora' },
        { url: 'https://nl.trustpilot.com/review/lexiora.com', title: 'Lexiora | Beoordelingen op Trustpilot' },
      ],
    ),
    expect: [
      ['Lexiora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['Trustpilot', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Babbel: 'common-word', Minpunten: 'heading' },
  },
  {
    id: 'nine-nl-bing-langapps-rosetta-of-babbel-italiaans',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: SUBJECT,
    body: bingCopilot(
      'Hier is een vergelijking:',
      [
        para(
          'Rosetta Stone en Babbel verschillen vooral in aanpak: Rosetta werkt volledig via onderdompeling, Babbel legt de grammatica uit in het Nederlands.',
          [0, 1],
        ),
        table([
          ['', 'Rosetta Stone', 'Babbel'],
          ['Methode', 'Onderdompeling, geen vertaling', 'Dialogen met uitleg'],
          ['Prijs', '± € 12 per maand of levenslang', '± € 7 per maand (jaarabonnement)'],
          ['Uitspraak', 'TruAccent, zeer nauwkeurig', 'Spraakherkenning, redelijk'],
          ['Italiaans tot', 'B1', 'B2'],
        ]),
        para(
          'Voor de meeste Nederlandse beginners is Babbel de betere keuze: goedkoper, en je begrijpt waarom iets zo is. Rosetta Stone kan interessant zijn als je meerdere talen wilt leren met een levenslang abonnement.',
          [0, 2],
        ),
        para('Meer tips vind je in de vergelijking van de Consumentenbond.', [3]),
      ],
      [
        ref('https://www.computeridee.nl/apps/rosetta-stone-vs-babbel/', 'Rosetta Stone vs Babbel: welke taal-app?'),
        ref('https://nl.babbel.com/italiaans-leren', 'Italiaans leren met Babbel'),
        ref('https://www.rosettastone.nl/levenslang/', 'Levenslang abonnement | Rosetta Stone'),
        ref('https://www.consumentenbond.nl/apps/taal-apps-vergelijken', 'Taal-apps vergelijken | Consumentenbond'),
      ],
    ),
    expect: [
      ['Rosetta Stone', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Babbel', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Consumentenbond', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Methode: 'heading', Uitspraak: 'heading' },
  },
  {
    id: 'nine-nl-aimode-langapps-busuu-premium-plus',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Busuu Premium Plus kost ongeveer € 13,99 per maand (of rond € 80 per jaar) en geeft toegang tot alle talen, de studieplanner, certificaten en offline lessen.',
          [0],
        ),
        heading('Wanneer het de moeite waard is'),
        list([
          [null, 'Je wilt per niveau een certificaat (in samenwerking met McGraw Hill).', [0]],
          [null, 'Je leert meerdere talen tegelijk.', [1]],
          [null, 'Je hebt iets aan correcties van moedertaalsprekers.', [1]],
        ]),
        heading('Wanneer niet'),
        list([
          [null, 'Je wilt vooral gratis woordjes oefenen: dan volstaat de gratis versie of een app als Anki.', [2]],
          [null, 'Je zoekt intensieve spreekpraktijk: de spreekoefeningen zijn kort.', [1]],
        ]),
        para(
          'Vergeleken met Babbel is Premium Plus iets goedkoper en socialer, maar de grammatica-uitleg is minder uitgebreid. Als je vooral wilt spreken, kun je beter kijken naar',
          [1, 3],
        ),
      ],
      [
        ref('https://www.busuu.com/nl/premium', 'Busuu Premium Plus | Busuu'),
        ref('https://www.androidplanet.nl/apps/busuu-review/', 'Busuu review: is Premium Plus het waard?'),
        ref('https://www.duolingo.com/nl', 'Duolingo – de beste manier om een taal te leren'),
        ref('https://www.lexiora.com/nl/spreken', 'Lexiora – oefen spreken met een AI-tutor'),
      ],
    ),
    expect: [
      ['Busuu', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['McGraw Hill', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Anki', 'THIRD_PARTY', 'LISTED', 'NEUTRAL'],
      ['Babbel', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
    ],
    traps: { Duolingo: 'link', Lexiora: 'link' },
  },
];
