import type { FindingCategory, Severity } from '../../generated/prisma/client.ts';

/**
 * The demo brands. Fictional companies on reserved `.example` domains (RFC 2606), so nothing
 * real is ever crawled or confused with a customer; every name says "(demo)".
 */
export interface DemoBrand {
  slug: string;
  name: string;
  domain: string;
  /** What the brand sells, as people would ask an engine about it. */
  category: string;
  paths: string[];
  competitors: { name: string; domain: string }[];
}

export const demoBrands: DemoBrand[] = [
  {
    slug: 'demo-northwind-coffee',
    name: 'Northwind Coffee Roasters (demo)',
    domain: 'northwindcoffee.example',
    category: 'specialty coffee subscription',
    paths: ['/', '/subscriptions', '/blog/how-to-brew-pour-over', '/origins/ethiopia-yirgacheffe', '/about', '/faq'],
    competitors: [
      { name: 'Bluebird Roasting Co.', domain: 'bluebirdroasting.example' },
      { name: 'Crema Collective', domain: 'cremacollective.example' },
      { name: 'Harbor Bean', domain: 'harborbean.example' },
    ],
  },
  {
    slug: 'demo-lumen-sleep',
    name: 'Lumen Sleep (demo)',
    domain: 'lumensleep.example',
    category: 'memory foam mattress',
    paths: ['/', '/mattresses/hybrid', '/reviews', '/sleep-guide/best-mattress-for-back-pain', '/trial', '/about'],
    competitors: [
      { name: 'Drift Mattress', domain: 'driftmattress.example' },
      { name: 'Nestwell', domain: 'nestwell.example' },
      { name: 'Cloudline Sleep', domain: 'cloudlinesleep.example' },
    ],
  },
  {
    slug: 'demo-pathway-payroll',
    name: 'Pathway Payroll (demo)',
    domain: 'pathwaypayroll.example',
    category: 'small business payroll software',
    paths: ['/', '/pricing', '/features/contractor-payments', '/guides/payroll-tax-deadlines', '/security', '/customers'],
    competitors: [
      { name: 'Ledgerly', domain: 'ledgerly.example' },
      { name: 'PayHarbor', domain: 'payharbor.example' },
      { name: 'Crewbook', domain: 'crewbook.example' },
    ],
  },
];

/** Sources engines cite besides the brand and its competitors (reserved domains too). */
/** Whether `domain` is a demo brand's (generated data only; there is no site to audit). */
export function isDemoDomain(domain: string): boolean {
  return demoBrands.some((b) => b.domain === domain);
}

export const thirdPartySources = [
  { host: 'encyclopedia.example', title: 'Overview and history' },
  { host: 'forum.example', title: 'Community discussion thread' },
  { host: 'reviewhub.example', title: 'Independent reviews and ratings' },
  { host: 'newsdaily.example', title: 'Industry news coverage' },
  { host: 'videotube.example', title: 'Video walkthrough' },
  { host: 'consumerguide.example', title: "Buyer's guide" },
  { host: 'techreview.example', title: 'Hands-on comparison' },
];

export const thirdPartyNames = ['ReviewHub', 'Consumer Guide', 'The Daily Ledger', 'Community Forum'];

export interface FindingTemplate {
  category: FindingCategory;
  severity: Severity;
  title: string;
  description: string;
  recommendation: string;
  path: string | null;
  expectedImpact: string;
}

/** Demo findings: at least one per category and per severity, worded like real audit output. */
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
  {
    category: 'BRAND',
    severity: 'CRITICAL',
    title: 'Brand missing from most "best of" answers',
    description: 'The brand appears in 3 of 20 tracked "best" prompts, while the leading competitor appears in 15.',
    recommendation: 'Earn coverage on the review and comparison sites the engines cite most for these prompts.',
    path: null,
    expectedImpact: 'Recommendation in high-intent AI answers.',
  },
  {
    category: 'BRAND',
    severity: 'MEDIUM',
    title: 'Negative sentiment around pricing',
    description: 'Several answers describe the brand as "expensive" without mentioning its trial or guarantees.',
    recommendation: 'State pricing, trial and guarantee terms clearly on crawlable pages and in FAQs.',
    path: '/faq',
    expectedImpact: 'More balanced sentiment in answers.',
  },
  {
    category: 'PLATFORM',
    severity: 'HIGH',
    title: 'Weak presence on community platforms engines cite',
    description: 'Forum and video sources make up a third of citations in the category, and the brand is absent from them.',
    recommendation: 'Build an authentic presence in the community threads and video reviews that engines cite.',
    path: null,
    expectedImpact: 'Citations through third-party platforms.',
  },
  {
    category: 'PLATFORM',
    severity: 'LOW',
    title: 'No llms.txt file',
    description: '/llms.txt is missing; it helps AI tools find the most useful pages.',
    recommendation: 'Publish an llms.txt that lists the key product, pricing and guide pages.',
    path: '/llms.txt',
    expectedImpact: 'Easier discovery of key pages by AI tools.',
  },
];
