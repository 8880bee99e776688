// Fidelity corpus, tenth batch: password managers, a subject no earlier batch used. Written blind
// (without the extraction rules, the methodology, the role guards, the role tests or any other
// batch's answers), as the engines answer: 35 answers, ChatGPT, Gemini and Bing Copilot five times
// each, Claude, Perplexity, Google AI Overviews, Google AI Mode and Grok four times each; five answers
// in each of the seven languages (Portuguese: three pt-BR, two pt-PT). The questions are the ones
// users ask: the best manager for a family, a small business or for free, X vs Y, is X worth it, is
// X still safe after a breach, X reviews, alternatives to X, migrating from X to Y, and
// troubleshooting (autofill, sync between devices, a forgotten master password, cancelling).
//
// The client is "Vaultora" (alias "Vaultora Vault"), an invented manager with family child profiles,
// a one-device free tier and a young audit record; its competitors are 1Password (a name that starts
// with a digit), Bitwarden, Dashlane and Keeper (alias "Keeper Security"). "Keeper" is the
// common-word competitor: four answers use the word in its ordinary sense without naming the brand
// (English "a keeper", something worth keeping; German "der Keeper" and Dutch "een goede keeper",
// "de keeper van het eerste", a goalkeeper). Plan and feature names of the tracked brands appear
// (1Password Families, Bitwarden Teams, Keeper Business, Vaultora Free, Watchtower, BreachWatch,
// Travel Mode), and brands outside the set: LastPass (with its 2022 breach) and NordPass are third
// parties, not competitors; so are Proton Pass, KeePassXC, YubiKey, Apple's and Google's built-in
// managers, Hotspot Shield, Microsoft Entra ID.
//
// Traps: `link`, a tracked brand only in a link text, a URL, a cited source or a source retrieved but
// not cited (Claude's search results, Grok's `citations`, SerpApi references): twelve, one of them
// the client's own comparison page (ten-nl-copilot-pwm-bitwarden-ervaringen);
// `heading`, a capitalised label or heading word that is no brand; `common-word`, "keeper" in its
// ordinary sense. One Perplexity answer (ten-en-perplexity-pwm-free) is truncated mid-sentence.
//
// Labels are a careful reader's, by the role judge's definitions (src/core/role-judge/verdict.ts):
// conditional and first-person advice ("I'd go with X", "idéal si ...", "ik zou ... kiezen") and
// verbless verdicts ("Short answer: X", "Kurz: ...", "Resumindo: vai de X") are RECOMMENDED, also when
// the condition is narrow ("Dashlane nur, wenn man das VPN wirklich nutzt"; "o Dashlane compensa a
// quem vai mesmo utilizar a VPN"); hedged advice ("could be worth a look if ...", "peut suffire si
// ...", "misschien het proberen waard als ...", "un'alternativa da considerare") is COMPARED; negated
// advice or advice against, also after praise and "but", or for the user's stated use ("for a
// family", "for someone leaving a breached service", "for one person") is EXCLUDED; a brand stated
// not to fit the question's own criterion ("no free plan" in an answer about free managers) is
// EXCLUDED, also when a closing line defers it ("Se um dia quiser pagar, aí sim dá para comparar com o
// 1Password"); drawbacks without advice against are CRITICIZED; weighed against others or named only as
// a price benchmark, COMPARED; named without advice either way (the app being troubleshot, a
// migration target the user already chose, "another manager such as X"), LISTED. The role is null
// where the answer leaves it open: the reference point of "alternatives to X" (LastPass), a worth-it
// question answered "depends: no for home use, yes for a company" (Keeper in
// ten-es-claude-pwm-keeper-merece-la-pena), a review answer that only reports others' praise
// (Bitwarden in ten-nl-copilot-pwm-bitwarden-ervaringen). A brand named only in a heading is labelled
// as the section under it reads: Keeper Business in ten-de-chatgpt-pwm-kleinunternehmen (a heading,
// then drawbacks) and Dashlane in ten-nl-gemini-pwm-keeper-of-dashlane (a heading, bullets, then
// "geen van beide"). Third parties are labelled where the prose names them; their roles are given
// only where clear.
//
// The subject is `passwordManagers` in ../cases.ts (`passwordManagers: passwordManagersSubject`).
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

export const passwordManagersSubject = {
  client: { name: 'Vaultora', aliases: ['Vaultora Vault'], domain: 'vaultora.com' },
  competitors: [
    { name: '1Password', aliases: [], domain: '1password.com' },
    { name: 'Bitwarden', aliases: [], domain: 'bitwarden.com' },
    { name: 'Dashlane', aliases: [], domain: 'dashlane.com' },
    { name: 'Keeper', aliases: ['Keeper Security'], domain: 'keepersecurity.com' },
  ],
  categoryTerms: ['password manager', 'password management'],
} satisfies VisibilitySubject;

const SUBJECT = 'passwordManagers';

const ref = (link: string, title: string) => ({ link, title, source: new URL(link).hostname.replace(/^www\./, '') });

export const tenthBatchCases: FidelityCase[] = [
  // ───────────────────────────── English ─────────────────────────────
  {
    id: 'ten-en-chatgpt-pwm-family',
    engine: 'CHATGPT',
    lang: 'en',
    subject: SUBJECT,
    body: openaiResponse(
      `Short answer: **1Password Families** if you want the most polished sharing, **Bitwarden** if you'd rather not pay much.

### Family plans compared

| Manager | Family plan | Users | Free tier |
|---|---|---|---|
| 1Password | $4.99/mo | 5 | No |
| Bitwarden | $3.33/mo | 6 | Yes |
| Vaultora | $4.50/mo | 6 | Yes, 1 device |
| Dashlane | $7.49/mo | 10 | No |

**1Password** — shared vaults, a Watchtower report that flags reused passwords, and account recovery: if a family member forgets their password, the organizer can restore their access ([wired.com](https://www.wired.com/gallery/best-password-managers/?utm_source=openai)).

**Bitwarden** — open source, audited every year, and the cheapest family plan here. The apps are plainer, and younger kids may find them less friendly ([bitwarden.com](https://bitwarden.com/pricing/?utm_source=openai)).

**Vaultora** — the newest of the four. The child profiles are a nice idea, but it only had its first independent audit this year, so I'd wait a bit before trusting it with the whole family's logins.

**Dashlane** covers up to ten people, but at nearly $90 a year it's the priciest of the lot, and the desktop app is gone.

Whichever you pick, turn on two-factor authentication for the account itself and print the emergency kit.`,
      { query: 'best password manager for a family of five 2026' },
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Vaultora', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['Dashlane', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
    ],
    traps: { 'Family plans compared': 'heading' },
  },
  {
    id: 'ten-en-claude-pwm-lastpass-breach',
    engine: 'CLAUDE',
    lang: 'en',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Honestly, I would move. ',
        {
          text: 'In the 2022 breach, attackers copied encrypted customer vault backups, and researchers have since tied a series of cryptocurrency thefts to vaults cracked offline.',
          cite: [
            {
              url: 'https://krebsonsecurity.com/2025/03/feds-link-150m-cyberheist-to-2022-lastpass-hacks/',
              title: 'Feds Link $150M Cyberheist to 2022 LastPass Hacks – Krebs on Security',
              cited_text: 'investigators believe the thieves cracked master passwords for vaults stolen from LastPass in 2022',
            },
          ],
        },
        '\n\nThe vaults are encrypted, but if your master password was weak, or your account still used the old low iteration count, assume those entries are exposed and change the important passwords first, whichever manager you move to.\n\nWhere to go:\n\n- **Bitwarden** is the closest like-for-like switch: ',
        {
          text: 'it imports a LastPass CSV export directly',
          cite: [
            {
              url: 'https://bitwarden.com/help/import-from-lastpass/',
              title: 'Import Data from LastPass | Bitwarden',
              cited_text: 'Use this article for help exporting data from LastPass and importing into Bitwarden.',
            },
          ],
        },
        ", and the free plan syncs across unlimited devices. That's what I'd pick for most people.\n- **1Password** is worth the money if you want the smoothest apps and features like Travel Mode.\n- **Vaultora** could be worth a look if you mostly live in the browser, though it's a younger product with a shorter track record.\n\nI wouldn't pick Dashlane for this unless you specifically want its bundled VPN: it costs more than either of the first two, and the LastPass import drops your folder structure.",
      ],
      [
        {
          url: 'https://krebsonsecurity.com/2025/03/feds-link-150m-cyberheist-to-2022-lastpass-hacks/',
          title: 'Feds Link $150M Cyberheist to 2022 LastPass Hacks – Krebs on Security',
        },
        { url: 'https://bitwarden.com/help/import-from-lastpass/', title: 'Import Data from LastPass | Bitwarden' },
        {
          url: 'https://www.keepersecurity.com/blog/2025/01/lastpass-alternatives/',
          title: 'The Best LastPass Alternatives in 2026 | Keeper Security',
        },
        { url: 'https://www.vaultora.com/switch/lastpass', title: 'Switch from LastPass in 5 minutes | Vaultora' },
      ],
    ),
    expect: [
      ['LastPass', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Dashlane', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Keeper: 'link' },
  },
  {
    id: 'ten-en-perplexity-pwm-free',
    engine: 'PERPLEXITY',
    lang: 'en',
    subject: SUBJECT,
    body: perplexityCompletion(
      `## Best free password managers (2026)

**Bitwarden Free** is the one most reviewers put first: unlimited passwords, unlimited devices and end-to-end encryption, with the extras (built-in TOTP codes, file attachments) kept for Premium at $10 a year[1][2].

**Proton Pass** is the closest rival on a free plan, and it has hide-my-email aliases built in[3].

**Vaultora Free** is limited to one device: fine for a single laptop, but most people will outgrow it quickly[4].

**Apple Passwords** and **Google Password Manager** cost nothing and are already on your devices; they work well inside one ecosystem and poorly across them[2].

1Password and Keeper are out for this question: 1Password only offers a 14-day trial, and Keeper's free plan is mobile-only, on a single device[1][5].

### Bottom Line
For most people, Bitwarden. If you also want email aliases, Proton Pass. And if you already pay for`,
      [
        { url: 'https://www.pcmag.com/picks/the-best-free-password-managers', title: 'The Best Free Password Managers for 2026 | PCMag' },
        { url: 'https://www.nytimes.com/wirecutter/reviews/best-password-managers/', title: 'The Best Password Managers | Wirecutter' },
        { url: 'https://proton.me/pass/pricing', title: 'Proton Pass pricing' },
        { url: 'https://www.vaultora.com/pricing', title: 'Pricing | Vaultora' },
        { url: 'https://www.security.org/password-manager/keeper/review/', title: 'Keeper Review 2026 | Security.org' },
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Proton Pass', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Vaultora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Apple Passwords', 'THIRD_PARTY', null],
      ['Google Password Manager', 'THIRD_PARTY', null],
      ['1Password', 'COMPETITOR', 'EXCLUDED'],
      ['Keeper', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { 'Bottom Line': 'heading' },
  },
  {
    id: 'ten-en-aio-pwm-1password-vs-bitwarden',
    engine: 'GOOGLE_AIO',
    lang: 'en',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          '1Password and Bitwarden are both secure, independently audited password managers; the main differences are price and polish. 1Password costs about $36 a year and has the more refined apps, while Bitwarden is open source and has a free plan that covers unlimited devices.',
          [0, 1],
        ),
        heading('Key differences'),
        list([
          ['Price:', 'Bitwarden Premium is $10 a year; 1Password has no free tier, only a 14-day trial.', [1]],
          ['Ease of use:', "1Password's apps are generally considered easier to use, especially for families.", [0, 3]],
          ['Open source:', "Bitwarden's code is public and it can be self-hosted.", [1]],
          ['Travel Mode:', '1Password can hide selected vaults while you cross a border.', [0]],
        ]),
        heading('Which should you choose?'),
        para(
          'Choose 1Password if you value ease of use and are willing to pay for it. Choose Bitwarden if budget matters or you want to self-host; many users who tried both say its free tier is a keeper.',
          [2, 3],
        ),
      ],
      [
        ref('https://1password.com/compare/1password-vs-bitwarden', '1Password vs Bitwarden | 1Password'),
        ref('https://bitwarden.com/pricing/', 'Plans & Pricing | Bitwarden'),
        ref(
          'https://www.reddit.com/r/Bitwarden/comments/1password_vs_bitwarden_2026/',
          'Switched from 1Password to Bitwarden, no regrets : r/Bitwarden',
        ),
        ref('https://www.security.org/password-manager/1password-vs-bitwarden/', '1Password vs. Bitwarden (2026) | Security.org'),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Keeper: 'common-word', 'Key differences': 'heading' },
  },
  {
    id: 'ten-en-grok-pwm-vaultora-reviews',
    engine: 'GROK',
    lang: 'en',
    subject: SUBJECT,
    body: grokResponse(
      `**Vaultora** gets mostly positive reviews, with a couple of caveats worth knowing.

**What people like**
- A clean browser extension and fast autofill; several users on X say it fills login forms that 1Password fumbles [[1]](https://x.com/search?q=vaultora%20autofill)
- Passkey support on every platform, including Android [[2]](https://www.vaultora.com/blog/passkeys-everywhere)
- Price: $2.49/month for Premium, a little below 1Password [[3]](https://www.techradar.com/pro/vaultora-review)

**Complaints**
- No self-hosting, so it's not for anyone who wants to run the server themselves (Bitwarden is the obvious pick there) [[3]](https://www.techradar.com/pro/vaultora-review)
- Support replies slowly at weekends, according to Trustpilot reviews [[4]](https://www.trustpilot.com/review/vaultora.com)
- The desktop app is basically a wrapped web view

**Verdict**: a solid choice for individuals and families who live mostly in the browser. Security teams that need SSO and audit logs should look at Keeper Security or 1Password Business instead.`,
      ['https://www.reddit.com/r/Passwords/comments/vaultora_first_impressions/', 'https://www.dashlane.com/blog/vaultora-vs-dashlane'],
    ),
    expect: [
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'MIXED'],
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Keeper', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Trustpilot', 'THIRD_PARTY', null],
    ],
    traps: { Dashlane: 'link', Verdict: 'heading' },
  },

  // ───────────────────────────── Deutsch ─────────────────────────────
  {
    id: 'ten-de-gemini-pwm-familie',
    engine: 'GEMINI',
    lang: 'de',
    subject: SUBJECT,
    body: geminiResponse(
      `Für eine Familie mit Kindern kommt es weniger auf die letzte Sicherheitsfunktion an als darauf, dass wirklich alle mitmachen. Ein Passwortmanager ist da ein bisschen wie der Keeper in der E-Jugend: Er hält nur, was auf sein Tor kommt. Passwörter, die die Kinder weiter auf Zettel schreiben, schützt er nicht.

**Meine Empfehlung: Bitwarden Families.** Sechs Nutzer, rund 40 € im Jahr, Open Source und regelmäßig extern geprüft. Die Apps sind nüchtern, für Teenager aber gut zu bedienen.

**1Password Families** ist die bequemere, aber auch teurere Variante (etwa 60 € im Jahr für fünf Personen). Wer viel mit Apple-Geräten arbeitet, wird die Integration schätzen.

**Vaultora** bietet einen Familientarif mit Kinderprofilen, in denen die Eltern freigeben, welche Zugangsdaten sichtbar sind. Klingt praktisch, der Dienst ist aber noch jung; als erste Wahl für die ganze Familie würde ich ihn derzeit nicht nehmen.

In reinen Apple-Haushalten reicht alternativ auch die Passwörter-App (früher iCloud-Schlüsselbund), die seit iOS 18 gemeinsame Gruppen erlaubt.`,
      [
        { quote: 'Sechs Nutzer, rund 40 € im Jahr, Open Source und regelmäßig extern geprüft.', chunks: [0] },
        { quote: 'etwa 60 € im Jahr für fünf Personen', chunks: [1] },
        { quote: 'die seit iOS 18 gemeinsame Gruppen erlaubt', chunks: [2] },
      ],
      ['https://bitwarden.com/de-de/pricing/', 'https://1password.com/de/pricing', 'https://support.apple.com/de-de/104998'],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['1Password', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Vaultora', 'CLIENT', 'EXCLUDED', 'MIXED'],
      ['iCloud-Schlüsselbund', 'THIRD_PARTY', null],
    ],
    traps: { Keeper: 'common-word' },
  },
  {
    id: 'ten-de-aimode-pwm-1password-oder-dashlane',
    engine: 'GOOGLE_AI_MODE',
    lang: 'de',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Beide gehören zu den etablierten Passwortmanagern; der Unterschied liegt vor allem im Preis und in den Extras.', [0]),
        table([
          ['', '1Password', 'Dashlane'],
          ['Preis (Einzelperson)', 'ca. 36 € / Jahr', 'ca. 60 € / Jahr'],
          ['Kostenlose Version', 'nein (14 Tage Test)', 'nein'],
          ['Extras', 'Travel Mode, SSH-Schlüssel', 'VPN, Dark-Web-Überwachung'],
          ['Desktop-App', 'ja', 'nein, nur Browsererweiterung'],
        ]),
        heading('Fazit'),
        para('Kurz: 1Password für die meisten, Dashlane nur, wenn man das integrierte VPN wirklich nutzt.', [0, 1]),
        para('Wer gar nichts ausgeben möchte, ist mit Bitwarden besser bedient als mit einer der beiden Testversionen.', [2]),
      ],
      [
        ref(
          'https://www.chip.de/artikel/Passwort-Manager-Test_141204640.html',
          'Passwort-Manager-Test 2026: Die besten Tools im Vergleich - CHIP',
        ),
        ref(
          'https://www.computerbild.de/artikel/cb-Tests-Software-Passwort-Manager-Test-30574463.html',
          'Passwort-Manager im Test - COMPUTER BILD',
        ),
        ref(
          'https://www.heise.de/ratgeber/Kostenlose-Passwortmanager-im-Vergleich-9876543.html',
          'Kostenlose Passwortmanager im Vergleich | heise online',
        ),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Fazit: 'heading' },
  },
  {
    id: 'ten-de-copilot-pwm-autofill-chrome',
    engine: 'BING_COPILOT',
    lang: 'de',
    subject: SUBJECT,
    body: bingCopilot(
      '1Password füllt in Chrome nicht automatisch aus',
      [
        para(
          'Wenn 1Password in Chrome keine Anmeldedaten mehr vorschlägt, liegt es meist an der Browsererweiterung oder an einem Konflikt mit dem Passwortspeicher von Chrome.',
          [0],
        ),
        list([
          [
            'Erweiterung prüfen:',
            'Unter chrome://extensions sicherstellen, dass die 1Password-Erweiterung aktiviert ist und auf allen Websites laufen darf.',
            [0],
          ],
          [
            'Chrome-Passwortmanager abschalten:',
            'In den Einstellungen „Speichern von Passwörtern anbieten“ deaktivieren, sonst drängt sich der Google Passwortmanager vor.',
            [1],
          ],
          [
            'Desktop-App verbinden:',
            'Die Erweiterung muss mit der entsperrten 1Password-App verbunden sein; nach einem Update hilft oft ein Neustart beider.',
            [0],
          ],
          ['Website-Ausnahmen:', 'Prüfen, ob die betroffene Seite unter „Autofill-Verhalten“ ausgeschlossen wurde.', [2]],
        ]),
        para(
          'Hilft das alles nicht, die Erweiterung entfernen und neu installieren. Übrigens haben auch andere Passwortmanager wie Bitwarden oder Vaultora dasselbe Problem, wenn zwei Autofill-Dienste gleichzeitig aktiv sind.',
          [2],
        ),
      ],
      [
        ref('https://support.1password.com/de/autofill-chrome/', '1Password füllt in Chrome nicht aus | 1Password Support'),
        ref('https://support.google.com/chrome/answer/95606?hl=de', 'Passwörter in Chrome verwalten - Google Chrome-Hilfe'),
        ref(
          'https://www.reddit.com/r/1Password/comments/autofill_stopped_working_chrome/',
          'Autofill stopped working in Chrome : r/1Password',
        ),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
      ['Vaultora', 'CLIENT', 'LISTED'],
      ['Google Passwortmanager', 'THIRD_PARTY', null],
    ],
    traps: { 'Erweiterung prüfen': 'heading' },
  },
  {
    id: 'ten-de-chatgpt-pwm-kleinunternehmen',
    engine: 'CHATGPT',
    lang: 'de',
    subject: SUBJECT,
    body: openaiResponse(
      `Für ein Team von zehn Leuten mit DSGVO-Anforderungen würde ich mir drei Anbieter genauer ansehen:

## 1. Bitwarden Teams
Rund 4 $ pro Nutzer und Monat, Datenhaltung in der EU-Region möglich, auf Wunsch sogar selbst gehostet ([heise.de](https://www.heise.de/tests/Passwortmanager-fuer-Firmen-im-Test-9912345.html?utm_source=openai)). Für Ihren Fall meine erste Wahl.

## 2. Keeper Business
Sehr ausgereifte Rechteverwaltung und Compliance-Berichte; die Admin-Konsole ist allerdings überladen, und viele Funktionen kosten als Add-on extra ([keepersecurity.com](https://www.keepersecurity.com/de_DE/business.html?utm_source=openai)).

## 3. Vaultora Business
Server in Frankfurt, der AV-Vertrag liegt direkt im Kundenkonto zum Download bereit, die Einrichtung dauert eine Stunde. Gut, wenn niemand im Team IT-Administrator ist.

Von LastPass würde ich nach den Sicherheitsvorfällen von 2022 abraten, auch wenn das Angebot verlockend günstig ist.

**Kurz:** Bitwarden, wenn jemand technisch versiert ist; Vaultora, wenn es einfach gehen soll.`,
      { query: 'Passwortmanager kleines Unternehmen DSGVO 10 Mitarbeiter' },
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Keeper', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['LastPass', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
    ],
  },
  {
    id: 'ten-de-claude-pwm-masterpasswort-vergessen',
    engine: 'CLAUDE',
    lang: 'de',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Das ist leider der Punkt, an dem Bitwarden keine Hintertür hat: ',
        {
          text: 'Bitwarden kann Ihr Master-Passwort weder einsehen noch zurücksetzen, weil der Tresor nur mit diesem Passwort entschlüsselt wird.',
          cite: [
            {
              url: 'https://bitwarden.com/de-de/help/forgot-master-password/',
              title: 'Master-Passwort vergessen | Bitwarden',
              cited_text: 'Bitwarden has no way to retrieve or reset your master password.',
            },
          ],
        },
        '\n\nWas Sie trotzdem versuchen können:\n\n1. **Passworthinweis anfordern:** auf der Anmeldeseite über „Master-Passwort-Hinweis erhalten“, falls Sie einen hinterlegt haben.\n2. **Noch angemeldete Geräte prüfen:** Ist die Browsererweiterung oder die App irgendwo noch per PIN oder Biometrie entsperrbar, exportieren Sie den Tresor sofort.\n3. **Notfallzugriff:** ',
        {
          text: 'Haben Sie einer Vertrauensperson Notfallzugriff eingeräumt, kann diese nach Ablauf der Wartezeit die Übernahme des Kontos anstoßen.',
          cite: [
            {
              url: 'https://bitwarden.com/de-de/help/emergency-access/',
              title: 'Notfallzugriff | Bitwarden',
              cited_text: 'Trusted emergency contacts can request takeover access after the wait time.',
            },
          ],
        },
        '\n\nGreift nichts davon, bleibt nur, das Konto zu löschen und neu anzufangen; die gespeicherten Passwörter sind dann verloren und müssen auf den einzelnen Websites zurückgesetzt werden.\n\nFür die Zukunft: Schreiben Sie das Master-Passwort auf Papier und legen Sie es an einen sicheren Ort. Auch 1Password mit seinem Emergency Kit oder Vaultora mit der Wiederherstellung über eine zweite Person lösen das Problem nicht magisch – irgendwer muss den Schlüssel haben.',
      ],
      [
        { url: 'https://bitwarden.com/de-de/help/forgot-master-password/', title: 'Master-Passwort vergessen | Bitwarden' },
        { url: 'https://bitwarden.com/de-de/help/emergency-access/', title: 'Notfallzugriff | Bitwarden' },
        {
          url: 'https://www.dashlane.com/de/blog/master-passwort-vergessen',
          title: 'Master-Passwort vergessen? Das können Sie tun | Dashlane',
        },
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['1Password', 'COMPETITOR', 'LISTED'],
      ['Vaultora', 'CLIENT', 'LISTED'],
    ],
    traps: { Dashlane: 'link', Notfallzugriff: 'heading' },
  },

  // ───────────────────────────── Français ─────────────────────────────
  {
    id: 'ten-fr-perplexity-pwm-gratuit',
    engine: 'PERPLEXITY',
    lang: 'fr',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Pour un usage gratuit, **Bitwarden** reste la référence : mots de passe et appareils illimités, code open source et audits publiés[1][3]. C'est celui que je conseillerais en premier.

**Proton Pass**, développé en Suisse, est une bonne alternative si vous utilisez déjà Proton Mail[2].

Les offres gratuites de **Dashlane** et de **Keeper** sont trop limitées pour un usage quotidien : Dashlane a supprimé sa formule gratuite en 2025 et Keeper ne propose qu'une version d'essai sur mobile[4]. À éviter si vous ne voulez rien payer.

**Vaultora** a une formule gratuite limitée à un seul appareil, ce qui peut suffire si vous n'utilisez qu'un ordinateur[5].

Évitez en revanche de vous contenter du gestionnaire intégré au navigateur si vous jonglez entre plusieurs navigateurs : entre Chrome et Firefox, par exemple, rien ne se synchronise[1].`,
      [
        {
          url: 'https://www.lesnumeriques.com/appli-logiciel/meilleurs-gestionnaires-de-mots-de-passe-gratuits-a123456.html',
          title: 'Les meilleurs gestionnaires de mots de passe gratuits - Les Numériques',
        },
        { url: 'https://proton.me/fr/pass', title: 'Proton Pass : gestionnaire de mots de passe chiffré' },
        { url: 'https://bitwarden.com/fr-fr/pricing/', title: 'Tarifs | Bitwarden' },
        {
          url: 'https://www.01net.com/guides/meilleur-gestionnaire-mots-de-passe/',
          title: 'Quel est le meilleur gestionnaire de mots de passe ? - 01net',
        },
        { url: 'https://www.vaultora.com/fr/tarifs', title: 'Tarifs | Vaultora' },
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Proton Pass', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Keeper', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
  },
  {
    id: 'ten-fr-gemini-pwm-1password-avis',
    engine: 'GEMINI',
    lang: 'fr',
    subject: SUBJECT,
    body: geminiResponse(
      `Oui, 1Password vaut le coup si vous êtes prêt à payer environ 3 € par mois : c'est l'un des gestionnaires les plus aboutis, avec des applications très soignées sur Mac, Windows, iOS et Android.

### Les points forts
* **Sécurité** : chiffrement de bout en bout avec une clé secrète en plus du mot de passe principal, et aucune fuite de coffres à ce jour.
* **Watchtower** : signale les mots de passe réutilisés, faibles ou exposés.
* **Mode Voyage** : masque certains coffres lors d'un passage de frontière.

### Les points faibles
* Pas de version gratuite, seulement un essai de 14 jours.
* Le remplissage automatique dans certaines applis Android reste capricieux.

### Et les autres ?
Si le prix vous freine, prenez plutôt Bitwarden, qui fait l'essentiel gratuitement. Dashlane est plus cher pour un service comparable. Vaultora se distingue par son prix (2,49 € par mois), mais son application de bureau est encore en retrait.

En résumé : pour un particulier ou une famille qui veut quelque chose de simple et fiable, 1Password est un très bon choix.`,
      [
        { quote: 'chiffrement de bout en bout avec une clé secrète en plus du mot de passe principal', chunks: [0] },
        { quote: 'Pas de version gratuite, seulement un essai de 14 jours.', chunks: [1] },
      ],
      ['https://1password.com/fr/security', 'https://www.lesnumeriques.com/appli-logiciel/1password-p54321/test.html'],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { 'Les points forts': 'heading', Sécurité: 'heading' },
  },
  {
    id: 'ten-fr-aio-pwm-bitwarden-synchronisation',
    engine: 'GOOGLE_AIO',
    lang: 'fr',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          "Si Bitwarden ne se synchronise pas entre votre iPhone et votre PC, le problème vient souvent d'un cache local périmé ou d'un compte ouvert sur un autre serveur.",
          [0],
        ),
        list([
          [
            'Forcer la synchronisation :',
            "dans l'application, Réglages > Synchroniser > Synchroniser maintenant ; dans l'extension, onglet Paramètres.",
            [0],
          ],
          [
            'Vérifier le serveur :',
            "un compte créé sur le serveur européen n'apparaît pas si l'application est réglée sur le serveur américain.",
            [1],
          ],
          ['Se déconnecter puis se reconnecter :', 'cela vide le cache local du coffre.', [0]],
          ['Mettre à jour :', "une ancienne version de l'application iOS peut bloquer la synchronisation.", [2]],
        ]),
        para('Si le problème persiste, le support de Bitwarden répond en général sous 48 heures par e-mail.', [0]),
      ],
      [
        ref('https://bitwarden.com/help/vault-sync/', 'Sync your Vault | Bitwarden'),
        ref(
          'https://community.bitwarden.com/t/ios-app-not-syncing-with-desktop/54321',
          'iOS app not syncing with desktop - Bitwarden Community Forums',
        ),
        ref('https://www.frandroid.com/comparatif/1password-vs-bitwarden', '1Password vs Bitwarden : lequel choisir ? - Frandroid'),
      ],
    ),
    expect: [['Bitwarden', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { '1Password': 'link', 'Vérifier le serveur': 'heading' },
  },
  {
    id: 'ten-fr-grok-pwm-alternatives-lastpass',
    engine: 'GROK',
    lang: 'fr',
    subject: SUBJECT,
    body: grokResponse(
      `Après la fuite de 2022, beaucoup d'utilisateurs de LastPass ont migré. Les alternatives qui reviennent le plus [[1]](https://www.numerama.com/cyberguerre/lastpass-alternatives.html) :

- **Bitwarden** : gratuit, open source, import direct depuis LastPass. Mon choix par défaut.
- **1Password** : payant mais très fluide ; idéal si vous êtes sur Mac et iPhone [[2]](https://www.lesnumeriques.com/appli-logiciel/1password-vs-bitwarden-n98765.html)
- **Vaultora** : jeune, pas cher, bonne extension Chrome ; à envisager si le prix compte avant tout, moins si vous partagez beaucoup d'accès.
- **KeePassXC** : hors ligne, pour les plus à l'aise techniquement.
- **Proton Pass** : bon choix si vous êtes déjà chez Proton.

Je ne conseillerais pas NordPass à quelqu'un qui quitte LastPass pour des raisons de sécurité : l'outil est correct, mais son historique d'audits publics est plus mince [[3]](https://www.01net.com/actualites/nordpass-audit.html).`,
      ['https://www.dashlane.com/fr/lastpass-alternative', 'https://www.keepersecurity.com/fr_FR/vs/lastpass.html'],
    ),
    expect: [
      ['LastPass', 'THIRD_PARTY', null],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
      ['KeePassXC', 'THIRD_PARTY', null],
      ['Proton Pass', 'THIRD_PARTY', 'RECOMMENDED'],
      ['NordPass', 'THIRD_PARTY', 'EXCLUDED', 'MIXED'],
    ],
    traps: { Dashlane: 'link', Keeper: 'link' },
  },
  {
    id: 'ten-fr-copilot-pwm-resilier-dashlane',
    engine: 'BING_COPILOT',
    lang: 'fr',
    subject: SUBJECT,
    body: bingCopilot(
      'Résilier un abonnement Dashlane',
      [
        para("Pour arrêter le renouvellement automatique de Dashlane, la démarche dépend de l'endroit où vous avez souscrit.", [0]),
        list([
          [
            'Abonnement pris sur le site :',
            "connectez-vous à l'application web, puis Mon compte > Abonnement > Désactiver le renouvellement automatique.",
            [0],
          ],
          ["Via l'App Store :", "Réglages de l'iPhone > votre nom > Abonnements > Dashlane > Annuler l'abonnement.", [1]],
          ['Via Google Play :', 'Play Store > Paiements et abonnements > Abonnements.', [2]],
        ]),
        para(
          "Vos données restent accessibles jusqu'à la fin de la période payée. Pensez à exporter votre coffre en CSV auparavant si vous comptez passer à un autre gestionnaire, comme Bitwarden ou 1Password, qui l'importent directement.",
          [0],
        ),
      ],
      [
        ref('https://support.dashlane.com/hc/fr/articles/202625092', 'Annuler mon abonnement Dashlane – Centre d’aide Dashlane'),
        ref('https://support.apple.com/fr-fr/118428', "Si vous souhaitez annuler un abonnement d'Apple - Assistance Apple"),
        ref('https://support.google.com/googleplay/answer/7018481?hl=fr', 'Résilier un abonnement sur Google Play - Aide Google Play'),
      ],
    ),
    expect: [
      ['Dashlane', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
      ['1Password', 'COMPETITOR', 'LISTED'],
    ],
    traps: { 'Mon compte': 'heading' },
  },

  // ───────────────────────────── Español ─────────────────────────────
  {
    id: 'ten-es-chatgpt-pwm-pyme',
    engine: 'CHATGPT',
    lang: 'es',
    subject: SUBJECT,
    body: openaiResponse(
      `Para una pyme de unos 20 empleados, yo me quedaría con **1Password Business** o con **Bitwarden Teams**, según cuánto queráis gastar.

### Comparativa rápida

| | 1Password Business | Bitwarden Teams | Keeper Business | Vaultora Business |
|---|---|---|---|---|
| Precio/usuario/mes | 7,99 $ | 4 $ | 3,75 $ | 5 $ |
| SSO | Sí | Solo en Enterprise | Sí (complemento) | Sí |
| Autoalojamiento | No | Sí | No | No |

- **1Password Business**: la opción más cómoda para equipos poco técnicos; además, cada empleado recibe una cuenta familiar gratis ([xataka.com](https://www.xataka.com/seguridad/mejores-gestores-contrasenas-para-empresas?utm_source=openai)).
- **Bitwarden Teams**: la mitad de precio y de código abierto. Si tenéis a alguien de IT, es difícil de superar【3†source】.
- **Keeper Business**: barato en la tarifa base, pero cobra aparte casi todo (SSO, informes avanzados), así que al final no sale tan a cuenta.
- **Vaultora Business**: buen panel de administración, pero todavía no tiene aprovisionamiento SCIM, algo que echaréis en falta si usáis Microsoft Entra ID.

Lo que no haría en ningún caso es seguir con las contraseñas en una hoja de Excel compartida.`,
      { query: 'mejor gestor de contraseñas pyme 20 empleados' },
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Keeper', 'COMPETITOR', 'CRITICIZED', 'NEGATIVE'],
      ['Vaultora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['Microsoft Entra ID', 'THIRD_PARTY', null],
    ],
    traps: { 'Comparativa rápida': 'heading' },
  },
  {
    id: 'ten-es-aimode-pwm-migrar-1password-bitwarden',
    engine: 'GOOGLE_AI_MODE',
    lang: 'es',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para('Migrar de 1Password a Bitwarden se hace en tres pasos: exportar, importar y comprobar.', [0]),
        list([
          [
            'Exportar desde 1Password:',
            'en la app de escritorio, Archivo > Exportar, y elige el formato 1PUX (conserva más campos que el CSV).',
            [0],
          ],
          ['Importar en Bitwarden:', 'en la caja fuerte web, Herramientas > Importar datos, con el formato «1Password (1pux/json)».', [1]],
          [
            'Comprobar:',
            'revisa que los códigos TOTP se hayan importado; los archivos adjuntos no se migran y hay que subirlos a mano.',
            [1, 2],
          ],
          ['Borrar el archivo exportado:', 'el 1PUX contiene todas tus contraseñas sin cifrar.', [0]],
        ]),
        para('Después, desinstala la extensión de 1Password del navegador para que las dos no compitan al autocompletar.', [2]),
      ],
      [
        ref('https://support.1password.com/es/export/', 'Exportar tus datos de 1Password | Asistencia de 1Password'),
        ref('https://bitwarden.com/es-la/help/import-from-1password/', 'Importar datos desde 1Password | Bitwarden'),
        ref('https://www.genbeta.com/seguridad/como-pasar-de-1password-a-bitwarden', 'Cómo pasar de 1Password a Bitwarden - Genbeta'),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
    ],
    traps: { Herramientas: 'heading' },
  },
  {
    id: 'ten-es-claude-pwm-keeper-merece-la-pena',
    engine: 'CLAUDE',
    lang: 'es',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Depende de para qué lo quieras. ',
        {
          text: 'Keeper tiene certificaciones SOC 2 e ISO 27001 y una arquitectura de conocimiento cero',
          cite: [
            {
              url: 'https://www.keepersecurity.com/es_ES/security.html',
              title: 'Seguridad y certificaciones | Keeper Security',
              cited_text: 'Keeper is SOC 2 and ISO 27001 certified and uses a zero-knowledge security architecture.',
            },
          ],
        },
        ', así que en seguridad no hay nada que objetar.\n\nDonde flojea es en el precio real: la tarifa básica parece barata, pero ',
        {
          text: 'el almacenamiento de archivos, BreachWatch y el chat cifrado se cobran como complementos',
          cite: [
            {
              url: 'https://www.xataka.com/basics/keeper-analisis-precio',
              title: 'Keeper, análisis: seguro, pero ojo con los extras - Xataka',
              cited_text: 'el almacenamiento seguro de archivos, BreachWatch y KeeperChat son complementos de pago',
            },
          ],
        },
        '. Sumándolo todo, acabas pagando más que por 1Password.\n\nMi recomendación:\n\n- **Para uso personal**, no lo elegiría: Bitwarden te da lo mismo gratis o por 10 $ al año.\n- **Para una empresa** que necesita informes de cumplimiento normativo, Keeper sí tiene sentido.\n\nSi dudas entre Keeper y Vaultora para casa, Vaultora es más sencillo de usar, aunque tiene menos recorrido.',
      ],
      [
        { url: 'https://www.keepersecurity.com/es_ES/security.html', title: 'Seguridad y certificaciones | Keeper Security' },
        {
          url: 'https://www.xataka.com/basics/keeper-analisis-precio',
          title: 'Keeper, análisis: seguro, pero ojo con los extras - Xataka',
        },
        { url: 'https://www.dashlane.com/es/blog/keeper-vs-dashlane', title: 'Keeper vs. Dashlane: comparativa | Dashlane' },
      ],
    ),
    expect: [
      ['Keeper', 'COMPETITOR', null, 'MIXED'],
      ['1Password', 'COMPETITOR', 'COMPARED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Dashlane: 'link' },
  },
  {
    id: 'ten-es-gemini-pwm-vaultora-autocompletar-android',
    engine: 'GEMINI',
    lang: 'es',
    subject: SUBJECT,
    body: geminiResponse(
      `Si Vaultora no rellena las contraseñas en Android, casi siempre es porque otro servicio tiene asignado el autocompletado del sistema. Prueba esto, por orden:

1. **Servicio de autocompletar:** Ajustes > Sistema > Idiomas y entrada > Servicio de autocompletar, y elige Vaultora. Si aparece Google, cámbialo.
2. **Accesibilidad:** en algunos móviles Xiaomi y Huawei hay que activar además el servicio de accesibilidad de la app.
3. **Optimización de batería:** excluye la app del ahorro de batería; si no, el sistema la cierra en segundo plano.
4. **Navegador:** en Chrome, activa «Autocompletar con otro servicio» en Ajustes > Autocompletar.

Si nada de esto funciona, borra la caché de la app y vuelve a iniciar sesión. Es un fallo que también se da en Bitwarden y en 1Password desde Android 14, así que no es exclusivo de Vaultora.`,
      [
        { quote: 'Ajustes > Sistema > Idiomas y entrada > Servicio de autocompletar', chunks: [0] },
        { quote: 'activa «Autocompletar con otro servicio» en Ajustes > Autocompletar', chunks: [1] },
      ],
      ['https://www.vaultora.com/es/ayuda/android-autocompletar', 'https://support.google.com/chrome/answer/142893?hl=es'],
    ),
    expect: [
      ['Vaultora', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
      ['1Password', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Accesibilidad: 'heading' },
  },
  {
    id: 'ten-es-perplexity-pwm-dashlane-o-bitwarden',
    engine: 'PERPLEXITY',
    lang: 'es',
    subject: SUBJECT,
    body: perplexityCompletion(
      `**Respuesta corta: Bitwarden.** Hace lo mismo por mucho menos dinero[1].

| Característica | Dashlane | Bitwarden |
|---|---|---|
| Plan gratuito | No (desde 2025) | Sí, ilimitado |
| Precio Premium | ~4,99 €/mes | ~0,83 €/mes |
| Código abierto | No | Sí |
| VPN incluida | Sí (Hotspot Shield) | No |

Dashlane tiene una interfaz muy pulida y un buen monitor de la dark web[2], pero cuesta seis veces más. Bitwarden es menos vistoso, aunque cubre lo esencial y pasa auditorías independientes cada año[3].

Si también estás mirando Vaultora, ten en cuenta que todavía no importa directamente desde Dashlane: tendrías que pasar por un CSV[4].`,
      [
        { url: 'https://www.xataka.com/seleccion/dashlane-vs-bitwarden', title: 'Dashlane vs Bitwarden: cuál elegir - Xataka' },
        { url: 'https://www.dashlane.com/es/pricing', title: 'Planes y precios | Dashlane' },
        { url: 'https://bitwarden.com/help/is-bitwarden-audited/', title: 'Is Bitwarden audited? | Bitwarden' },
        { url: 'https://www.vaultora.com/es/ayuda/importar', title: 'Importar contraseñas | Vaultora' },
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Hotspot Shield', 'THIRD_PARTY', null],
      ['Vaultora', 'CLIENT', 'CRITICIZED'],
    ],
    traps: { Característica: 'heading' },
  },

  // ───────────────────────────── Italiano ─────────────────────────────
  {
    id: 'ten-it-aio-pwm-gratuito',
    engine: 'GOOGLE_AIO',
    lang: 'it',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'Il miglior password manager gratuito per la maggior parte degli utenti è Bitwarden, che offre password e dispositivi illimitati senza costi e ha il codice sorgente pubblico.',
          [0, 1],
        ),
        heading('Altre opzioni gratuite'),
        list([
          ['Proton Pass:', 'piano gratuito generoso con alias email, ideale per chi usa già Proton Mail.', [2]],
          ['Gestore delle password di Google:', "integrato in Chrome e Android, comodo ma legato all'ecosistema Google.", [1]],
          ['KeePassXC:', 'open source e offline; la sincronizzazione del file tra dispositivi va gestita da sé.', [3]],
          ['Vaultora Free:', 'interfaccia curata, ma la versione gratuita funziona su un solo dispositivo.', [4]],
        ]),
        para('1Password e Dashlane non hanno un piano gratuito, solo periodi di prova.', [1]),
      ],
      [
        ref(
          'https://www.aranzulla.it/migliori-password-manager-gratis-123456.html',
          'Migliori password manager gratis | Salvatore Aranzulla',
        ),
        ref('https://www.hdblog.it/tecnologia/articoli/n-password-manager-gratuiti/', 'I migliori password manager gratuiti | HDblog.it'),
        ref('https://proton.me/it/pass/pricing', 'Prezzi di Proton Pass'),
        ref('https://keepassxc.org/', 'KeePassXC Password Manager'),
        ref('https://www.vaultora.com/it/prezzi', 'Prezzi | Vaultora'),
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Proton Pass', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Gestore delle password di Google', 'THIRD_PARTY', null],
      ['KeePassXC', 'THIRD_PARTY', null],
      ['Vaultora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['1Password', 'COMPETITOR', 'EXCLUDED'],
      ['Dashlane', 'COMPETITOR', 'EXCLUDED'],
    ],
    traps: { 'Altre opzioni gratuite': 'heading' },
  },
  {
    id: 'ten-it-copilot-pwm-famiglia',
    engine: 'BING_COPILOT',
    lang: 'it',
    subject: SUBJECT,
    body: bingCopilot(
      'Password manager per la famiglia',
      [
        para(
          'Per una famiglia contano soprattutto la condivisione delle password, i controlli per i genitori e un prezzo ragionevole per più utenti.',
          [0],
        ),
        list([
          [
            '1Password Families:',
            "fino a 5 persone, casseforti condivise e recupero dell'account per i familiari; circa 60 € l'anno.",
            [0],
          ],
          ['Bitwarden Families:', "fino a 6 persone a circa 40 € l'anno, open source.", [1]],
          ['Vaultora Family:', 'fino a 6 persone, con profili per i bambini in cui i genitori decidono quali credenziali mostrare.', [2]],
          ['Dashlane Friends & Family:', 'fino a 10 persone, ma con il prezzo più alto della categoria.', [0]],
        ]),
        para(
          'Se i figli sono piccoli, Vaultora è la scelta più adatta grazie ai profili per bambini; per famiglie con ragazzi più grandi, Bitwarden offre il miglior rapporto qualità-prezzo.',
          [2, 1],
        ),
      ],
      [
        ref(
          'https://www.altroconsumo.it/hi-tech/internet-telefono/consigli/password-manager',
          'Password manager: quale scegliere | Altroconsumo',
        ),
        ref('https://www.hdblog.it/tecnologia/articoli/n-bitwarden-families/', 'Bitwarden Families alla prova | HDblog.it'),
        ref('https://www.vaultora.com/it/famiglia', 'Vaultora Family | Vaultora'),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'LISTED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
  },
  {
    id: 'ten-it-grok-pwm-lastpass-ancora-sicuro',
    engine: 'GROK',
    lang: 'it',
    subject: SUBJECT,
    body: grokResponse(
      `In breve: no, non lo userei più.

Nel 2022 gli attaccanti hanno copiato i backup delle casseforti cifrate degli utenti di LastPass [[1]](https://www.wired.it/article/lastpass-violazione-dati-cosa-fare/), e da allora a quell'episodio sono stati collegati furti di criptovalute per decine di milioni di dollari [[2]](https://www.ilsoftware.it/lastpass-furti-criptovalute/). Le casseforti protette da una password principale debole vanno considerate compromesse.

Cosa farei al posto tuo:
1. Cambia subito le password di email, banca ed exchange di criptovalute.
2. Passa a un altro gestore. Io sceglierei **Bitwarden** (gratuito, open source) oppure **Keeper**, se ti serve anche un archivio cifrato per i documenti [[3]](https://www.keepersecurity.com/it_IT/features.html).
3. Dove possibile, attiva l'autenticazione a due fattori con una chiave fisica come YubiKey.

Vaultora è un'opzione valida ma recente: per chi arriva da una violazione preferirei un servizio con più anni di audit alle spalle.`,
      ['https://www.reddit.com/r/Lastpass/comments/is_lastpass_safe_now/', 'https://1password.com/it/lastpass-alternative'],
    ),
    expect: [
      ['LastPass', 'THIRD_PARTY', 'EXCLUDED', 'NEGATIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Keeper', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['YubiKey', 'THIRD_PARTY', 'RECOMMENDED'],
      ['Vaultora', 'CLIENT', 'EXCLUDED', 'MIXED'],
    ],
    traps: { '1Password': 'link' },
  },
  {
    id: 'ten-it-chatgpt-pwm-vaultora-o-dashlane',
    engine: 'CHATGPT',
    lang: 'it',
    subject: SUBJECT,
    body: openaiResponse(
      `## Vaultora o Dashlane?

Li ho messi a confronto sui punti che contano di più per un uso personale:

- **Prezzo**: Vaultora Premium costa 2,49 € al mese, Dashlane Premium circa 4,99 € ([aranzulla.it](https://www.aranzulla.it/migliori-password-manager-987654.html?utm_source=openai)).
- **Extra**: Dashlane include una VPN e il monitoraggio del dark web; Vaultora no, ma ha gli alias email.
- **Piattaforme**: entrambi funzionano su Windows, macOS, iOS e Android, ma Dashlane non ha più un'app desktop e sul computer va usato tramite estensione ([hdblog.it](https://www.hdblog.it/tecnologia/articoli/n-dashlane-addio-app-desktop/?utm_source=openai)).
- **Sicurezza**: entrambi a conoscenza zero; Dashlane ha alle spalle più anni di audit indipendenti【4†source】.

### Il mio consiglio
Se la VPN non ti interessa, prenderei Vaultora: fa le stesse cose essenziali a metà prezzo. Se invece la VPN la useresti davvero, Dashlane può convenire, perché un abbonamento VPN separato costa di più.

Un'alternativa da considerare, se vuoi spendere ancora meno, è Bitwarden.`,
      { query: 'Vaultora o Dashlane opinioni' },
    ),
    expect: [
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Dashlane', 'COMPETITOR', 'COMPARED', 'MIXED'],
      ['Bitwarden', 'COMPETITOR', 'COMPARED', 'POSITIVE'],
    ],
    traps: { 'Il mio consiglio': 'heading', Prezzo: 'heading' },
  },
  {
    id: 'ten-it-aimode-pwm-keeper-non-sincronizza',
    engine: 'GOOGLE_AI_MODE',
    lang: 'it',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Quando Keeper non sincronizza tra smartphone e computer, di solito il problema è la cache locale o una sessione scaduta.',
          [0],
        ),
        list([
          [
            'Sincronizzazione manuale:',
            "nell'app desktop, menu Account > Sincronizza ora; su iPhone, trascina verso il basso l'elenco dei record.",
            [0],
          ],
          [
            'Stesso data center:',
            'verifica di accedere alla stessa regione (US o EU) su tutti i dispositivi: gli account EU non compaiono sul server US.',
            [1],
          ],
          ['Modalità offline:', "se è attiva, l'app mostra solo la copia locale della cassaforte.", [0]],
          ['Aggiornamento:', "installa l'ultima versione dell'app e dell'estensione Keeper Security per il browser.", [2]],
        ]),
        para('Se il problema persiste, apri un ticket dal portale di assistenza: di solito rispondono entro un giorno lavorativo.', [0]),
      ],
      [
        ref(
          'https://docs.keeper.io/it/user-guides/troubleshooting/sync',
          'Risoluzione dei problemi di sincronizzazione | Keeper Documentation',
        ),
        ref('https://www.keepersecurity.com/it_IT/support.html', 'Assistenza | Keeper Security'),
        ref(
          'https://www.reddit.com/r/KeeperSecurity/comments/sync_issues_desktop_mobile/',
          'Sync issues between desktop and mobile : r/KeeperSecurity',
        ),
        ref('https://bitwarden.com/it-it/resources/bitwarden-vs-keeper/', 'Bitwarden vs Keeper | Bitwarden'),
      ],
    ),
    expect: [['Keeper', 'COMPETITOR', 'LISTED', 'NEUTRAL']],
    traps: { Bitwarden: 'link', 'Modalità offline': 'heading' },
  },

  // ───────────────────────────── Português ─────────────────────────────
  {
    id: 'ten-pt-gemini-pwm-gratis-br',
    engine: 'GEMINI',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: geminiResponse(
      `Se a ideia é não gastar nada, o **Bitwarden** é de longe a melhor pedida: senhas e dispositivos ilimitados, código aberto e auditorias independentes todo ano.

Outras opções gratuitas que valem a menção:

* **Proton Pass** – plano grátis bem completo, com aliases de e-mail. Bacana se você já usa o Proton Mail.
* **Gerenciador de Senhas do Google** – já vem no Chrome e no Android. Quebra o galho, mas te deixa preso ao ecossistema do Google.
* **Vaultora** – a versão gratuita é caprichada, só que funciona em um único aparelho. Para quem usa celular e notebook, não rola.

O **1Password** não tem plano grátis (só um teste de 14 dias) e o **Keeper** gratuito é tão limitado que nem vale a pena instalar.

**Resumindo:** vai de Bitwarden. Se um dia quiser pagar, aí sim dá para comparar com o 1Password.`,
      [
        { quote: 'senhas e dispositivos ilimitados, código aberto e auditorias independentes todo ano', chunks: [0] },
        { quote: 'funciona em um único aparelho', chunks: [1] },
      ],
      ['https://www.tecmundo.com.br/seguranca/melhores-gerenciadores-de-senha-gratis.htm', 'https://www.vaultora.com/pt-br/precos'],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Proton Pass', 'THIRD_PARTY', 'RECOMMENDED', 'POSITIVE'],
      ['Gerenciador de Senhas do Google', 'THIRD_PARTY', null, 'MIXED'],
      ['Vaultora', 'CLIENT', 'CRITICIZED', 'MIXED'],
      ['1Password', 'COMPETITOR', 'EXCLUDED'],
      ['Keeper', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
    ],
    traps: { Resumindo: 'heading' },
  },
  {
    id: 'ten-pt-claude-pwm-pequena-empresa-br',
    engine: 'CLAUDE',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: claudeMessage(
      [
        'Para uma empresa pequena no Brasil, eu olharia primeiro para duas coisas: se o fornecedor assina um contrato de tratamento de dados compatível com a LGPD e se o preço por usuário cabe no bolso.\n\n**Minha sugestão: Vaultora Business.** ',
        {
          text: 'O Vaultora oferece servidores no Brasil (região São Paulo) e fatura em reais, com nota fiscal',
          cite: [
            {
              url: 'https://www.vaultora.com/pt-br/empresas',
              title: 'Vaultora para empresas | Vaultora',
              cited_text: 'Dados hospedados na região São Paulo, cobrança em reais com emissão de nota fiscal.',
            },
          ],
        },
        '. Para uma equipe sem TI dedicada, isso simplifica muito.\n\n**Bitwarden Teams** também é uma ótima opção se alguém da equipe topar configurar: sai mais barato e ',
        {
          text: 'pode ser hospedado no próprio servidor da empresa',
          cite: [
            {
              url: 'https://bitwarden.com/pt-br/help/install-on-premise-linux/',
              title: 'Instalar e implantar - Linux | Bitwarden',
              cited_text: 'Bitwarden can be self-hosted on your own infrastructure.',
            },
          ],
        },
        '.\n\nJá o Keeper eu deixaria de fora no seu caso: o plano Business cobra à parte recursos básicos como relatórios e SSO, e o suporte em português é limitado.\n\nO 1Password Business é excelente, mas a cobrança em dólar pesa para uma empresa pequena.',
      ],
      [
        { url: 'https://www.vaultora.com/pt-br/empresas', title: 'Vaultora para empresas | Vaultora' },
        { url: 'https://bitwarden.com/pt-br/help/install-on-premise-linux/', title: 'Instalar e implantar - Linux | Bitwarden' },
        { url: 'https://www.dashlane.com/pt-br/business', title: 'Dashlane para empresas | Dashlane' },
      ],
    ),
    expect: [
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Keeper', 'COMPETITOR', 'EXCLUDED', 'NEGATIVE'],
      ['1Password', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
    ],
    traps: { Dashlane: 'link' },
  },
  {
    id: 'ten-pt-copilot-pwm-cancelar-1password-br',
    engine: 'BING_COPILOT',
    lang: 'pt',
    variety: 'pt-BR',
    subject: SUBJECT,
    body: bingCopilot(
      'Como cancelar a assinatura do 1Password',
      [
        para('Para cancelar a assinatura do 1Password, o caminho depende de onde você assinou.', [0]),
        list([
          [
            'Assinatura pelo site:',
            'entre em 1password.com, clique no seu nome > Cobrança > Cancelar assinatura. A conta fica somente leitura no fim do período pago.',
            [0],
          ],
          ['Pela App Store:', 'Ajustes do iPhone > seu nome > Assinaturas > 1Password > Cancelar Assinatura.', [1]],
          ['Pelo Google Play:', 'Play Store > Pagamentos e assinaturas > Assinaturas.', [2]],
        ]),
        para(
          'Antes de cancelar, exporte seus dados (Arquivo > Exportar no app de desktop). Se você está trocando por um serviço gratuito, o Bitwarden importa o arquivo .1pux direto.',
          [0],
        ),
      ],
      [
        ref('https://support.1password.com/pt-br/cancel-subscription/', 'Cancelar sua assinatura do 1Password | Suporte 1Password'),
        ref('https://support.apple.com/pt-br/118428', 'Como cancelar uma assinatura da Apple - Suporte da Apple'),
        ref('https://support.google.com/googleplay/answer/7018481?hl=pt-BR', 'Cancelar uma assinatura no Google Play'),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Cobrança: 'heading' },
  },
  {
    id: 'ten-pt-aio-pwm-dashlane-vale-a-pena-pt',
    engine: 'GOOGLE_AIO',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: googleAio(
      [
        para(
          'O Dashlane é um gestor de palavras-passe seguro e fácil de utilizar, mas deixou de ter plano gratuito e está entre os mais caros do mercado.',
          [0, 1],
        ),
        heading('Prós'),
        list([
          [null, 'Interface muito cuidada e preenchimento automático fiável.', [0]],
          [null, 'Inclui VPN e monitorização da dark web no plano Premium.', [1]],
          [null, 'Suporta chaves de acesso (passkeys).', [0]],
        ]),
        heading('Contras'),
        list([
          [null, 'Cerca de 60 € por ano, o dobro do 1Password.', [1]],
          [null, 'Sem aplicação de secretária desde 2023: no computador só funciona pela extensão do navegador.', [2]],
        ]),
        para(
          'Para quem quer apenas guardar palavras-passe, o Bitwarden faz o mesmo gratuitamente; o Dashlane compensa sobretudo a quem vai mesmo utilizar a VPN incluída.',
          [1, 2],
        ),
      ],
      [
        ref('https://pplware.sapo.pt/software/dashlane-analise/', 'Dashlane: vale a pena pagar? - Pplware'),
        ref(
          'https://www.deco.proteste.pt/tecnologia/computadores/dicas/gestores-palavras-passe',
          'Gestores de palavras-passe: qual escolher - DECO PROteste',
        ),
        ref('https://www.zwame.pt/noticias/dashlane-deixa-app-desktop/', 'Dashlane abandona a aplicação de secretária - ZWAME'),
      ],
    ),
    expect: [
      ['Dashlane', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['1Password', 'COMPETITOR', 'COMPARED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
    ],
    traps: { Prós: 'heading', Contras: 'heading' },
  },
  {
    id: 'ten-pt-perplexity-pwm-lastpass-para-vaultora-pt',
    engine: 'PERPLEXITY',
    lang: 'pt',
    variety: 'pt-PT',
    subject: SUBJECT,
    body: perplexityCompletion(
      `Passar do LastPass para o Vaultora demora uns dez minutos[1]:

1. No LastPass, abra o cofre no browser e vá a **Opções avançadas > Exportar**; o ficheiro é descarregado em CSV[2].
2. No Vaultora, vá a **Definições > Importar** e escolha «LastPass (CSV)»[1].
3. Confirme que as notas seguras e os campos personalizados foram importados; as pastas partilhadas não passam e têm de ser recriadas à mão[1].
4. Apague o CSV: contém todas as palavras-passe em texto simples.

Depois da importação, convém mudar as palavras-passe mais importantes, já que os cofres do LastPass foram copiados na violação de 2022[3].

Se ainda estiver a decidir para onde ir, o Bitwarden e o 1Password também importam o mesmo CSV sem problemas[4].`,
      [
        { url: 'https://www.vaultora.com/pt-pt/ajuda/importar-lastpass', title: 'Importar do LastPass | Ajuda Vaultora' },
        { url: 'https://support.lastpass.com/s/document/export-vault-data', title: 'Export your LastPass vault data' },
        {
          url: 'https://pplware.sapo.pt/seguranca/lastpass-ataque-2022-cofres/',
          title: 'LastPass: o que foi roubado no ataque de 2022 - Pplware',
        },
        { url: 'https://bitwarden.com/help/import-from-lastpass/', title: 'Import Data from LastPass | Bitwarden' },
      ],
    ),
    expect: [
      ['Vaultora', 'CLIENT', 'LISTED', 'NEUTRAL'],
      ['LastPass', 'THIRD_PARTY', null, 'NEGATIVE'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
      ['1Password', 'COMPETITOR', 'LISTED'],
    ],
    traps: { Definições: 'heading' },
  },

  // ───────────────────────────── Nederlands ─────────────────────────────
  {
    id: 'ten-nl-chatgpt-pwm-gezin',
    engine: 'CHATGPT',
    lang: 'nl',
    subject: SUBJECT,
    body: openaiResponse(
      `Kort antwoord: **Bitwarden Families**, tenzij jullie allemaal een iPhone en een Mac hebben – dan is **1Password** net wat prettiger.

Een wachtwoordmanager is voor een gezin een beetje als een goede keeper: je merkt pas hoe belangrijk hij is op het moment dat er iets doorheen glipt. Kies daarom vooral iets wat iedereen ook echt gaat gebruiken.

### Wat ik zou kiezen
- **Bitwarden Families** – zes gebruikers voor zo'n € 40 per jaar, open source en elk jaar onafhankelijk geaudit ([tweakers.net](https://tweakers.net/reviews/12345/bitwarden-families-getest.html?utm_source=openai)). Ik zou deze kiezen.
- **1Password Families** – vijf gebruikers, duurder (ca. € 60 per jaar), maar de apps zijn het gebruiksvriendelijkst, ook voor kinderen en grootouders.
- **Vaultora** – handige kinderprofielen, maar de Android-app krijgt wisselende reviews; misschien het proberen waard als jullie vooral op laptops werken.

Stel bij alle drie de noodtoegang in, zodat een ander gezinslid bij de kluis kan als jou iets overkomt.`,
      { query: 'beste wachtwoordmanager gezin' },
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'MIXED'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
    ],
    traps: { Keeper: 'common-word', 'Wat ik zou kiezen': 'heading' },
  },
  {
    id: 'ten-nl-grok-pwm-voetbalvereniging',
    engine: 'GROK',
    lang: 'nl',
    subject: SUBJECT,
    body: grokResponse(
      `Voor een vereniging waar vrijwilligers komen en gaan, wil je vooral dat je toegang snel kunt intrekken. Een paar opties [[1]](https://www.computeridee.nl/artikelen/wachtwoordmanager-voor-je-vereniging/):

**Bitwarden** – geeft flinke korting aan non-profits en verenigingen, en per 'collectie' bepaal je wie wat ziet [[2]](https://bitwarden.com/nl-nl/help/about-collections/). Mijn voorkeur.

**1Password** – prima, maar voor een club met twintig vrijwilligers ben je al snel € 150+ per jaar kwijt.

**Vaultora** – kan ook, met een goedkoop clubtarief, al heb ik weinig ervaringen van verenigingen gelezen.

Praktisch: maak één gedeelde kluis 'Bestuur' en één 'Trainers'. Geef de penningmeester toegang tot de bank en Sportlink, en de trainers en de keeper van het eerste alleen tot de zaalplanning en de teamapp. Stopt iemand, haal hem dan uit de groep en wijzig de gedeelde wachtwoorden.

Wat ik níét zou doen: het wachtwoord van de clubmail in de groepsapp zetten.`,
      ['https://www.dashlane.com/nl/business/nonprofit', 'https://www.knvb.nl/assist-wedstrijdsecretarissen/sportlink'],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['1Password', 'COMPETITOR', 'CRITICIZED', 'MIXED'],
      ['Vaultora', 'CLIENT', 'COMPARED', 'MIXED'],
      ['Sportlink', 'THIRD_PARTY', null],
    ],
    traps: { Keeper: 'common-word', Dashlane: 'link', Bestuur: 'heading' },
  },
  {
    id: 'ten-nl-aimode-pwm-1password-hoofdwachtwoord-vergeten',
    engine: 'GOOGLE_AI_MODE',
    lang: 'nl',
    subject: SUBJECT,
    body: googleAiMode(
      [
        para(
          'Ben je je 1Password-hoofdwachtwoord vergeten, dan kan 1Password het niet voor je terugzetten: alleen jij kent het wachtwoord en de geheime sleutel.',
          [0],
        ),
        heading('Wat je kunt proberen'),
        list([
          [
            'Gezins- of zakelijk account:',
            'een beheerder (de gezinsorganisator of admin) kan je account herstellen; je krijgt dan een e-mail om een nieuw wachtwoord in te stellen.',
            [0],
          ],
          [
            'Nog ontgrendeld apparaat:',
            'staat de app ergens nog open (bijvoorbeeld via Face ID of Touch ID), wijzig daar dan meteen je wachtwoord.',
            [1],
          ],
          ['Herstelcode:', "heb je bij het aanmaken een herstelcode bewaard, gebruik die dan via 'Kun je niet inloggen?'.", [0]],
        ]),
        para(
          'Lukt geen van deze stappen, dan zit er niets anders op dan een nieuw account aan te maken. Dat geldt overigens ook voor andere wachtwoordmanagers zoals Bitwarden en Vaultora: geen van hen kan je kluis openen zonder je hoofdwachtwoord.',
          [2],
        ),
      ],
      [
        ref(
          'https://support.1password.com/nl/forgot-account-password/',
          'Als je je 1Password-accountwachtwoord bent vergeten | 1Password Support',
        ),
        ref('https://support.1password.com/recovery-codes/', 'Use a recovery code to regain access | 1Password Support'),
        ref(
          'https://www.security.nl/posting/876543/Hoofdwachtwoord+wachtwoordmanager+vergeten',
          'Hoofdwachtwoord wachtwoordmanager vergeten - Security.NL',
        ),
      ],
    ),
    expect: [
      ['1Password', 'COMPETITOR', 'LISTED', 'NEUTRAL'],
      ['Bitwarden', 'COMPETITOR', 'LISTED'],
      ['Vaultora', 'CLIENT', 'LISTED'],
    ],
    traps: { Herstelcode: 'heading' },
  },
  {
    id: 'ten-nl-gemini-pwm-keeper-of-dashlane',
    engine: 'GEMINI',
    lang: 'nl',
    subject: SUBJECT,
    body: geminiResponse(
      `Voor een eenmanszaak zijn ze allebei eigenlijk wat veel, maar als je tussen deze twee moet kiezen:

**Keeper**
* Sterk in beveiliging: zero-knowledge, SOC 2 en ISO 27001, plus versleutelde opslag voor documenten.
* Het basisabonnement is goedkoop, maar handige extra's als BreachWatch kosten apart.

**Dashlane**
* Erg gebruiksvriendelijk, met een ingebouwde VPN.
* Duurder dan Keeper, en op de computer sinds kort alleen nog als browserextensie.

Eerlijk gezegd zou ik voor één persoon geen van beide nemen. Met Bitwarden Premium (€ 10 per jaar) of Vaultora Premium heb je alles wat een zzp'er nodig heeft voor een fractie van de prijs; zelf zou ik voor Vaultora gaan, omdat je facturen op naam van je bedrijf met btw-nummer krijgt.`,
      [
        { quote: 'zero-knowledge, SOC 2 en ISO 27001', chunks: [0] },
        { quote: 'op de computer sinds kort alleen nog als browserextensie', chunks: [1] },
      ],
      ['https://www.keepersecurity.com/nl_NL/security.html', 'https://tweakers.net/reviews/11223/dashlane-review.html'],
    ),
    expect: [
      ['Keeper', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Dashlane', 'COMPETITOR', 'EXCLUDED', 'MIXED'],
      ['Bitwarden', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Vaultora', 'CLIENT', 'RECOMMENDED', 'POSITIVE'],
    ],
  },
  {
    id: 'ten-nl-copilot-pwm-bitwarden-ervaringen',
    engine: 'BING_COPILOT',
    lang: 'nl',
    subject: SUBJECT,
    body: bingCopilot(
      'Bitwarden ervaringen en review',
      [
        para(
          'Bitwarden krijgt in reviews en van gebruikers overwegend goede beoordelingen, vooral vanwege de prijs en de openheid.',
          [0, 1],
        ),
        list([
          ['Pluspunten:', 'gratis versie zonder limiet op apparaten, open source, jaarlijkse audits, zelf te hosten.', [0]],
          ['Minpunten:', 'de interface oogt gedateerd en automatisch invullen werkt minder soepel dan bij 1Password.', [1]],
          ['Prijs:', 'Premium kost $ 10 per jaar, Families $ 40 per jaar voor zes gebruikers.', [2]],
        ]),
        para(
          "Tweakers noemt het 'de beste gratis wachtwoordmanager' en de Consumentenbond geeft het een ruime voldoende. Wie bereid is te betalen voor gemak, vindt in 1Password een gepolijster alternatief.",
          [0, 1],
        ),
      ],
      [
        ref('https://tweakers.net/reviews/10987/bitwarden-review.html', 'Bitwarden review: de beste gratis wachtwoordmanager - Tweakers'),
        ref('https://www.consumentenbond.nl/wachtwoordmanager/bitwarden', 'Bitwarden getest - Consumentenbond'),
        ref('https://bitwarden.com/nl-nl/pricing/', 'Prijzen | Bitwarden'),
        ref('https://www.vaultora.com/nl/vergelijk/bitwarden', 'Vaultora vs Bitwarden: de verschillen | Vaultora'),
      ],
    ),
    expect: [
      ['Bitwarden', 'COMPETITOR', null, 'MIXED'],
      ['1Password', 'COMPETITOR', 'RECOMMENDED', 'POSITIVE'],
      ['Tweakers', 'THIRD_PARTY', null],
      ['Consumentenbond', 'THIRD_PARTY', null],
    ],
    traps: { Vaultora: 'link', Pluspunten: 'heading' },
  },
];
