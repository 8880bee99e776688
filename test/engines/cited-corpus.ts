// A corpus of answers for measuring cited against retrieved: each names what its text cites (on a
// quote) and what the engine retrieved without citing, including the untidy cases seen in real
// answers: the client's own page retrieved and not cited, a cited page also listed under another
// spelling (tracking parameters, www), the same page retrieved twice, a competitor retrieved only.
// Every engine's fake renders each answer in its own wire format, so the same truth is read
// through seven adapters. Used by test/engines/cited-retrieved.test.ts and bench/cited-retrieved.ts.
import { normalizeUrl } from '../../src/core/kernel/urls.ts';
import { extractAnswer } from '../../src/core/visibility/extract-answer.ts';
import type { VisibilitySubject } from '../../src/core/visibility/subject.ts';
import { type EngineName, engineNames } from '../../src/engines/answer.ts';
import type { EngineClient } from '../../src/engines/registry.ts';
import type { FakeAnswer } from './fakes/index.ts';

export const corpusSubject: VisibilitySubject = {
  client: { name: 'Acme CRM', aliases: ['Acme'], domain: 'acme.example' },
  competitors: [
    { name: 'Globex', aliases: [], domain: 'globex.example' },
    { name: 'Initech', aliases: [], domain: 'initech.example' },
  ],
  categoryTerms: ['CRM'],
};

export interface CorpusEntry {
  prompt: string;
  answer: FakeAnswer;
}

const c = (url: string, quote: string, title?: string) => ({ url, quote, title });
const l = (url: string, title?: string) => ({ url, title });

export const citedCorpus: CorpusEntry[] = [
  {
    prompt: 'best CRM for small agencies',
    answer: {
      text: 'For small agencies, Acme CRM is easy to set up. Reviewers rate Globex higher for reporting.',
      citations: [c('https://reviews.example/crm-2026', 'Reviewers rate Globex higher', 'CRM reviews 2026')],
      listed: [
        l('https://acme.example/pricing', 'Acme pricing'),
        l('https://globex.example/features'),
        l('https://blog.example/crm-roundup'),
      ],
    },
  },
  {
    prompt: 'Acme CRM pricing',
    answer: {
      text: 'Acme CRM starts at 12 dollars per seat. Annual plans save about 20 percent.',
      citations: [c('https://acme.example/pricing', 'Acme CRM starts at 12 dollars per seat', 'Acme pricing')],
      // The cited page again, as the search listed it (www, tracking): a citation, not retrieved-only.
      listed: [l('https://www.acme.example/pricing?utm_source=newsletter'), l('https://pricing-compare.example/acme')],
    },
  },
  {
    prompt: 'Globex vs Acme CRM',
    answer: {
      text: 'Globex has stronger forecasting; Acme CRM is cheaper. Both integrate with Gmail.',
      citations: [
        c('https://globex.example/forecasting', 'Globex has stronger forecasting'),
        c('https://acme.example/integrations/gmail', 'Both integrate with Gmail'),
      ],
      listed: [l('https://initech.example/blog/crm-comparison', 'Initech comparison'), l('https://initech.example/blog/crm-comparison')],
    },
  },
  {
    prompt: 'CRM with the best mobile app',
    answer: {
      text: 'Initech ships the most complete mobile app, according to app store ratings.',
      citations: [c('https://apps.example/initech-crm', 'Initech ships the most complete mobile app')],
      listed: [
        l('https://acme.example/mobile', 'Acme mobile'),
        l('https://acme.example/blog/mobile-release'),
        l('https://globex.example/mobile'),
      ],
    },
  },
  {
    prompt: 'is Acme CRM GDPR compliant',
    answer: {
      text: 'Acme CRM documents GDPR compliance and offers EU hosting.',
      citations: [c('https://acme.example/trust/gdpr', 'Acme CRM documents GDPR compliance')],
      listed: [l('https://gdpr-info.example/art-28')],
    },
  },
  {
    prompt: 'cheapest CRM for freelancers',
    answer: {
      text: 'Freelancers often pick a free tier. Globex Free covers two users.',
      citations: [c('https://globex.example/pricing', 'Globex Free covers two users')],
      listed: [l('https://acme.example/pricing'), l('https://freelance-tools.example/crm'), l('https://reddit.example/r/freelance/crm')],
    },
  },
  {
    prompt: 'CRM onboarding time',
    answer: {
      text: 'Most teams are productive within a week; Acme CRM publishes a five-day onboarding plan.',
      citations: [
        c('https://acme.example/onboarding', 'Acme CRM publishes a five-day onboarding plan'),
        c('https://survey.example/crm-onboarding', 'Most teams are productive within a week'),
      ],
      listed: [],
    },
  },
  {
    prompt: 'CRM for real estate agents',
    answer: {
      text: 'Real estate teams like Initech for its listing sync.',
      citations: [c('https://initech.example/real-estate', 'Initech for its listing sync')],
      listed: [
        l('https://acme.example/industries/real-estate'),
        l('https://globex.example/industries/real-estate'),
        l('https://realtor-tools.example/crm'),
      ],
    },
  },
  {
    prompt: 'Acme CRM reviews',
    answer: {
      text: 'Users praise Acme CRM for its clean interface but mention slow support.',
      citations: [c('https://reviews.example/acme', 'Users praise Acme CRM')],
      listed: [l('https://reviews.example/acme?page=2'), l('https://acme.example/customers')],
    },
  },
  {
    prompt: 'CRM with built-in email sequences',
    answer: {
      text: 'Globex and Initech both include sequences; Acme CRM added them this year.',
      citations: [c('https://globex.example/sequences', 'Globex and Initech both include sequences')],
      listed: [l('https://acme.example/changelog/sequences'), l('https://initech.example/sequences')],
    },
  },
];

/** What an entry truly cites and what it only retrieved, as normalized URLs. */
export function truthOf(answer: FakeAnswer): { cited: Set<string>; retrievedOnly: Set<string> } {
  const cited = new Set((answer.citations ?? []).map((x) => normalizeUrl(x.url)));
  const retrievedOnly = new Set((answer.listed ?? []).map((x) => normalizeUrl(x.url)).filter((u) => !cited.has(u)));
  return { cited, retrievedOnly };
}

export interface CitedRetrievedCount {
  engine: EngineName;
  answers: number;
  /** Distinct pages the engine retrieved and the text does not cite (the corpus's truth). */
  retrievedOnly: number;
  /** Of those, reported as citations by extraction. */
  reportedAsCitations: number;
  /** Of those, what the rule before issue 21 made citations: every source the adapter returned. */
  reportedByOldRule: number;
  /** Of those, kept as retrieved-only sources. */
  keptAsRetrieved: number;
  /** Pages the text cites that extraction did not report as citations. */
  citedMissed: number;
}

/** Asks every engine every corpus prompt (fakes programmed with the corpus) and counts, per engine. */
export async function measureCitedRetrieved(clients: Partial<Record<EngineName, EngineClient>>): Promise<CitedRetrievedCount[]> {
  const counts: CitedRetrievedCount[] = [];
  for (const engine of engineNames) {
    const client = clients[engine];
    if (!client) continue;
    const count = {
      engine,
      answers: 0,
      retrievedOnly: 0,
      reportedAsCitations: 0,
      reportedByOldRule: 0,
      keptAsRetrieved: 0,
      citedMissed: 0,
    };
    for (const entry of citedCorpus) {
      const result = await client.ask({ text: entry.prompt });
      const truth = truthOf(entry.answer);
      const extraction = extractAnswer(result, corpusSubject);
      const citations = new Set(extraction.citations.map((x) => x.normalizedUrl));
      const retrieved = new Set(extraction.retrieved.map((x) => x.normalizedUrl));
      const returned = new Set(result.sources.map((s) => normalizeUrl(s.url)));
      count.answers++;
      count.retrievedOnly += truth.retrievedOnly.size;
      for (const u of truth.retrievedOnly) {
        if (citations.has(u)) count.reportedAsCitations++;
        if (returned.has(u)) count.reportedByOldRule++;
        if (retrieved.has(u)) count.keptAsRetrieved++;
      }
      for (const u of truth.cited) if (!citations.has(u)) count.citedMissed++;
    }
    counts.push(count);
  }
  return counts;
}
