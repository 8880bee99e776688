// What the demo is made of: its fictional brands, their tracked prompts and words, the sites
// engines cite about them, and the site findings of their demo audits.
import type { FindingCategory, Severity } from '../../generated/prisma/client.ts';
import type { EngineName } from '../../engines/answer.ts';

/** Languages the demo answers are written in (all four are read by extraction's cue lexicon). */
export type DemoLanguage = 'en' | 'fr' | 'de' | 'es';

/** A prompt the demo project tracks, asked of every engine in every demo audit. */
export interface DemoPrompt {
  text: string;
  language: DemoLanguage;
  country: string;
  /** Category terms of the prompt (CATEGORY mentions), as a real tracked prompt's tags. */
  tags: string[];
  /** A prompt that pits the client against this competitor (by name): both are always named. */
  versus?: string;
}

/** How answers in one language speak of a brand's category. Neutral words only: no praise, no blame. */
export interface DemoVocabulary {
  /** The category as a noun phrase ("a coffee subscription"). */
  topic: string;
  /** Facts that set a brand apart, completing "<Brand> ..." ("roasts to order"). */
  facts: string[];
  /** Why an answer would advise against a brand, completing "... : <reason>". */
  reasons: string[];
}

/**
 * The demo brands. Fictional companies on reserved `.example` domains (RFC 2606), so nothing
 * real is ever crawled or confused with a customer; every name says "(demo)".
 */
export interface DemoBrand {
  slug: string;
  name: string;
  domain: string;
  paths: string[];
  /** `voice`: how often an answer names the competitor (0-1), so the brands' shares of voice differ. */
  competitors: { name: string; domain: string; voice: number }[];
  /** Other brands of the category that answers name without the project tracking them (THIRD_PARTY). */
  others: string[];
  prompts: DemoPrompt[];
  vocabulary: Partial<Record<DemoLanguage, DemoVocabulary>>;
  story: DemoStory;
}

/**
 * What a prospect should see in the demo project, in the answers' texts (the service finds it by
 * extracting and comparing them, docs/operating.md, "The demo data"): the client gains ground week after week; on one
 * engine it was rarely named until the latest audit, where it is named in nearly every answer
 * (a significant change against the previous audit); on another engine a competitor that trailed
 * it overtakes it.
 */
export interface DemoStory {
  breakthrough: EngineName;
  overtake: { engine: EngineName; competitor: string };
}

export const demoBrands: DemoBrand[] = [
  {
    slug: 'demo-northwind-coffee',
    name: 'Northwind Coffee Roasters (demo)',
    domain: 'northwindcoffee.example',
    paths: ['/', '/subscriptions', '/blog/how-to-brew-pour-over', '/origins/ethiopia-yirgacheffe', '/about', '/faq'],
    competitors: [
      { name: 'Bluebird Roasting Co.', domain: 'bluebirdroasting.example', voice: 0.35 },
      { name: 'Crema Collective', domain: 'cremacollective.example', voice: 0.2 },
      { name: 'Harbor Bean', domain: 'harborbean.example', voice: 0.08 },
    ],
    others: ['Kettle & Kiln', 'Summit Ridge Coffee', 'Ottoline Roastery'],
    prompts: [
      { text: 'What is the best specialty coffee subscription?', language: 'en', country: 'US', tags: ['coffee subscription'] },
      {
        text: 'Northwind Coffee Roasters vs Bluebird Roasting: which subscription is better for pour-over?',
        language: 'en',
        country: 'US',
        tags: ['coffee subscription', 'pour-over'],
        versus: 'Bluebird Roasting Co.',
      },
      { text: 'Single-origin coffee delivered monthly: which roaster?', language: 'en', country: 'GB', tags: ['single-origin'] },
      { text: 'Quel abonnement de café de spécialité choisir ?', language: 'fr', country: 'FR', tags: ['café de spécialité'] },
      { text: 'Which coffee roaster ships the freshest beans by mail?', language: 'en', country: 'US', tags: ['coffee subscription'] },
    ],
    vocabulary: {
      en: {
        topic: 'a specialty coffee subscription',
        facts: [
          'roasts to order and prints the roast date on every bag',
          'lets you pause or skip a delivery from your account',
          'rotates single-origin lots from Ethiopia, Colombia and Guatemala',
          'ships whole bean or ground for pour-over, espresso or French press',
          'includes brewing notes with each bag',
        ],
        reasons: [
          'several recent reviews mention late deliveries and stale beans',
          'its plans renew automatically and cancelling takes an email to support',
        ],
      },
      fr: {
        topic: 'un abonnement de café de spécialité',
        facts: [
          'torréfie à la commande et indique la date de torréfaction sur chaque sachet',
          'propose des cafés d’origine unique d’Éthiopie et de Colombie',
          'permet de suspendre une livraison depuis le compte client',
          'livre en grains ou moulu selon la méthode d’extraction',
        ],
        reasons: ['plusieurs clients signalent des retards de livraison', 'la résiliation passe uniquement par le service client'],
      },
    },
    story: { breakthrough: 'PERPLEXITY', overtake: { engine: 'CHATGPT', competitor: 'Crema Collective' } },
  },
  {
    slug: 'demo-lumen-sleep',
    name: 'Lumen Sleep (demo)',
    domain: 'lumensleep.example',
    paths: ['/', '/mattresses/hybrid', '/reviews', '/sleep-guide/best-mattress-for-back-pain', '/trial', '/about'],
    competitors: [
      { name: 'Drift Mattress', domain: 'driftmattress.example', voice: 0.5 },
      { name: 'Nestwell', domain: 'nestwell.example', voice: 0.15 },
      { name: 'Cloudline Sleep', domain: 'cloudlinesleep.example', voice: 0.06 },
    ],
    others: ['Amberly Beds', 'Sommerfeld Schlafsysteme', 'Pillowyard'],
    prompts: [
      { text: 'Best memory foam mattress for back pain?', language: 'en', country: 'US', tags: ['memory foam mattress'] },
      {
        text: 'Lumen Sleep or Nestwell for a side sleeper?',
        language: 'en',
        country: 'US',
        tags: ['memory foam mattress'],
        versus: 'Nestwell',
      },
      { text: 'Welche Matratze ist die beste bei Rückenschmerzen?', language: 'de', country: 'DE', tags: ['Matratze'] },
      { text: 'Matratze mit langem Probeschlafen: welche Marke?', language: 'de', country: 'DE', tags: ['Matratze', 'Probeschlafen'] },
      { text: 'Which mattress brand offers the longest sleep trial?', language: 'en', country: 'US', tags: ['memory foam mattress'] },
    ],
    vocabulary: {
      en: {
        topic: 'a memory foam mattress',
        facts: [
          'offers a 100-night trial with free returns',
          'uses a medium-firm foam with a zoned support layer',
          'comes in a hybrid version with pocket springs',
          'ships compressed in a box within a week',
          'carries a 10-year warranty',
        ],
        reasons: ['returns during the trial carry a collection charge', 'owners report sagging after the first year'],
      },
      de: {
        topic: 'eine Matratze für Rückenschläfer',
        facts: [
          'bietet 100 Nächte Probeschlafen mit kostenloser Rücksendung',
          'hat eine Zonen-Stützschicht aus Kaltschaum',
          'gibt es auch als Hybrid mit Taschenfederkern',
          'wird gerollt im Karton geliefert',
        ],
        reasons: ['bei der Rücksendung fallen Abholgebühren an', 'mehrere Käufer berichten von Kuhlen nach einem Jahr'],
      },
    },
    story: { breakthrough: 'GEMINI', overtake: { engine: 'PERPLEXITY', competitor: 'Drift Mattress' } },
  },
  {
    slug: 'demo-pathway-payroll',
    name: 'Pathway Payroll (demo)',
    domain: 'pathwaypayroll.example',
    paths: ['/', '/pricing', '/features/contractor-payments', '/guides/payroll-tax-deadlines', '/security', '/customers'],
    competitors: [
      { name: 'Ledgerly', domain: 'ledgerly.example', voice: 0.35 },
      { name: 'PayHarbor', domain: 'payharbor.example', voice: 0.18 },
      { name: 'Crewbook', domain: 'crewbook.example', voice: 0.06 },
    ],
    others: ['Tallyworks', 'Remitto', 'Nómina Clara'],
    prompts: [
      { text: 'Best payroll software for a small business with contractors?', language: 'en', country: 'US', tags: ['payroll software'] },
      {
        text: 'Which payroll app files state taxes automatically?',
        language: 'en',
        country: 'US',
        tags: ['payroll software', 'payroll tax'],
      },
      {
        text: 'Pathway Payroll vs Ledgerly for paying contractors?',
        language: 'en',
        country: 'US',
        tags: ['payroll software'],
        versus: 'Ledgerly',
      },
      {
        text: '¿Qué software de nómina recomiendas para una pequeña empresa?',
        language: 'es',
        country: 'US',
        tags: ['software de nómina'],
      },
      { text: 'Affordable payroll service for a team of ten?', language: 'en', country: 'US', tags: ['payroll software'] },
    ],
    vocabulary: {
      en: {
        topic: 'payroll software for a small business',
        facts: [
          'files federal and state payroll taxes on your behalf',
          'pays contractors in 40 countries',
          'charges a base fee plus a fee per employee',
          'syncs with the common accounting tools',
          'includes an employee self-service portal',
        ],
        reasons: ['its support answers by email only', 'a tax filing error last quarter left several customers with penalties'],
      },
      es: {
        topic: 'un software de nómina para pequeñas empresas',
        facts: [
          'presenta los impuestos de nómina federales y estatales por ti',
          'paga a contratistas en 40 países',
          'cobra una cuota base más una cuota por empleado',
          'se integra con las herramientas de contabilidad habituales',
        ],
        reasons: ['el soporte solo responde por correo', 'varios clientes recibieron multas por un error en la declaración trimestral'],
      },
    },
    story: { breakthrough: 'CLAUDE', overtake: { engine: 'GOOGLE_AIO', competitor: 'PayHarbor' } },
  },
];

/** Whether `domain` is a demo brand's (generated data only; there is no site to audit). */
export function isDemoDomain(domain: string): boolean {
  return demoBrands.some((b) => b.domain === domain);
}

/** Publications engines cite besides the brands (reserved domains too); `section` goes into their URLs. */
export const thirdPartySources = [
  { host: 'encyclopedia.example', title: 'Overview and history', section: 'wiki' },
  { host: 'forum.example', title: 'Community discussion thread', section: 't' },
  { host: 'reviewhub.example', title: 'Independent reviews and ratings', section: 'reviews' },
  { host: 'newsdaily.example', title: 'Industry news coverage', section: 'news' },
  { host: 'videotube.example', title: 'Video walkthrough', section: 'watch' },
  { host: 'consumerguide.example', title: "Buyer's guide", section: 'guides' },
  { host: 'techreview.example', title: 'Hands-on comparison', section: 'compare' },
];

export interface FindingTemplate {
  /** Site categories only: BRAND and PLATFORM findings come from the demo answers, as in an audit. */
  category: Exclude<FindingCategory, 'BRAND' | 'PLATFORM'>;
  severity: Severity;
  title: string;
  description: string;
  recommendation: string;
  path: string | null;
  expectedImpact: string;
}

/** The demo's site findings: every site category and every severity, worded like real audit output. */
export const findingTemplates: FindingTemplate[] = [
  {
    category: 'TECHNICAL',
    severity: 'CRITICAL',
    title: 'AI answer crawlers are blocked by robots.txt',
    description: 'robots.txt disallows GPTBot, OAI-SearchBot and PerplexityBot for "/", so these engines cannot read or cite the site.',
    recommendation:
      'Allow the AI search crawlers (OAI-SearchBot, ChatGPT-User, PerplexityBot, ClaudeBot) in robots.txt; keep training-only bots blocked if preferred.',
    path: '/robots.txt',
    expectedImpact: 'Makes the site eligible for citation in ChatGPT search and Perplexity answers.',
  },
  {
    category: 'TECHNICAL',
    severity: 'MEDIUM',
    title: 'Key pages render their content with JavaScript only',
    description:
      'The HTML served for the page holds fewer than 80 words of text; the content appears only after scripts run, which most AI crawlers do not execute.',
    recommendation: 'Server-render or pre-render the main content of product and guide pages.',
    path: '/subscriptions',
    expectedImpact: 'Crawlers see the full content of the page.',
  },
  {
    category: 'SCHEMA',
    severity: 'HIGH',
    title: 'No Organization structured data',
    description:
      'No page declares an Organization (name, logo, sameAs profiles) in JSON-LD, so engines cannot tie the site to the brand entity.',
    recommendation: 'Add Organization JSON-LD on the home page with name, url, logo and sameAs links to official profiles.',
    path: '/',
    expectedImpact: 'Stronger entity recognition in AI answers and knowledge panels.',
  },
  {
    category: 'SCHEMA',
    severity: 'LOW',
    title: 'Article markup lacks dateModified',
    description: 'Guide pages carry Article JSON-LD without dateModified; engines prefer sources that show they are current.',
    recommendation: 'Add dateModified (and keep datePublished) to Article markup.',
    path: null,
    expectedImpact: 'Small gain in freshness signals.',
  },
  {
    category: 'CITABILITY',
    severity: 'HIGH',
    title: 'Guides bury the answer below long introductions',
    description: 'In 6 of 9 guide sections the first paragraph under a question heading does not answer the question.',
    recommendation: 'Open each section with a direct 40-60 word answer, then expand.',
    path: null,
    expectedImpact: 'More passages quoted verbatim in AI answers.',
  },
  {
    category: 'CITABILITY',
    severity: 'MEDIUM',
    title: 'Few statistics with named sources',
    description: 'Only 2 passages cite a number together with its source; engines favour verifiable facts.',
    recommendation: 'Add concrete figures with their source and date to comparison and guide pages.',
    path: null,
    expectedImpact: 'Higher likelihood of being cited as evidence.',
  },
  {
    category: 'EEAT',
    severity: 'HIGH',
    title: 'Guides have no visible author',
    description: 'Guide pages show no byline and no author page, so expertise cannot be attributed.',
    recommendation: 'Add author bylines linking to author pages with credentials, plus Person markup.',
    path: null,
    expectedImpact: 'Better trust signals for health, finance and buying advice.',
  },
  {
    category: 'EEAT',
    severity: 'LOW',
    title: 'No editorial or corrections policy',
    description: 'The site has privacy and terms pages but no editorial policy describing how content is reviewed.',
    recommendation: 'Publish an editorial policy and link it from the footer.',
    path: '/about',
    expectedImpact: 'Modest trust gain.',
  },
];
