/**
 * Benchmark: engine answers extracted per second (citations + mentions, then brand and platform
 * scores and findings of the run), on generated answers shaped like real ones: a markdown list of
 * brands with descriptions, a recommendation paragraph in one of four languages, inline and listed
 * sources. No database, no network. Run with `npm run bench:extraction`.
 *   BENCH_ANSWERS (default 2000) answers per measured pass; 3 passes after one warm-up pass.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type AnswerFacts } from '../src/core/visibility/answer-facts.ts';
import { brandScore } from '../src/core/visibility/brand-score.ts';
import { extractAnswer } from '../src/core/visibility/extract-answer.ts';
import { platformScore } from '../src/core/visibility/platform-score.ts';
import type { VisibilitySubject } from '../src/core/visibility/subject.ts';
import { visibilityFindings } from '../src/core/visibility/visibility-findings.ts';
import { type AnswerSource, type EngineName, engineNames } from '../src/engines/answer.ts';

export const subject: VisibilitySubject = {
  client: { name: 'Pathway Payroll', aliases: ['Pathway'], domain: 'pathwaypayroll.example' },
  competitors: [
    { name: 'Ledgerly', aliases: [], domain: 'ledgerly.example' },
    { name: 'PayHarbor', aliases: ['Pay Harbor'], domain: 'payharbor.example' },
    { name: 'Crewbook', aliases: [], domain: 'crewbook.example' },
  ],
  categoryTerms: ['payroll software', 'payroll'],
};

const brands = ['Pathway Payroll', 'Ledgerly', 'PayHarbor', 'Crewbook', 'Gusto', 'Rippling', 'OnPay', 'Paychex'];
const closings = [
  (a: string, b: string) => `Overall, we recommend ${a} for small teams; avoid ${b} if you need contractor payments.`,
  (a: string, b: string) => `Je recommande ${a} pour les petites entreprises, mais ${b} n'est pas fiable et reste trop cher.`,
  (a: string, b: string) => `Wir empfehlen ${a}. ${b} ist teurer als ${a} und ich würde es nicht empfehlen.`,
  (a: string, b: string) => `Recomendamos ${a}; ${b} es caro y lento comparado con ${a}.`,
];

function rnd(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function generate(i: number): { engine: EngineName; text: string; sources: AnswerSource[] } {
  const r = rnd(i + 1);
  const order = [...brands].sort(() => r() - 0.5).slice(0, 4 + Math.floor(r() * 4));
  let text = `Here are the best options for small business payroll software in 2026 — café-owner friendly ☕:\n\n`;
  const sources: AnswerSource[] = [];
  order.forEach((b, k) => {
    const line = `${k + 1}. **${b}** – ${r() < 0.5 ? 'reliable and affordable, with a generous free trial' : 'powerful but expensive, with some complaints about support'}.`;
    const start = text.length + line.length - 1;
    text += `${line} [${k + 1}]\n`;
    const host = b.toLowerCase().replace(/\s+/g, '') + '.example';
    sources.push({
      url: `https://www.${host}/pricing?utm_source=openai&plan=${k}`,
      title: `${b} pricing`,
      attachment: 'inline',
      spans: [{ start, end: start + 3 }],
    });
  });
  text += `\n${closings[i % closings.length](order[0], order[1])}\n`;
  sources.push({ url: `https://reviewhub.example/payroll/${i % 50}`, title: 'Reviews', attachment: 'listed', spans: [] });
  return { engine: engineNames[i % engineNames.length], text, sources };
}

/** Extraction, scores and findings over `count` generated answers: the best of 3 passes after a warm-up. */
export function measureExtraction(count: number) {
  const answers = Array.from({ length: count }, (_, i) => generate(i));
  const chars = answers.reduce((n, a) => n + a.text.length, 0);
  const pass = (): { seconds: number; facts: AnswerFacts[] } => {
    const t0 = performance.now();
    const facts = answers.map((a, i) => ({
      engine: a.engine,
      promptId: `p${i % 100}`,
      promptText: `prompt ${i % 100}`,
      ...extractAnswer(a, subject),
    }));
    brandScore(facts);
    platformScore(facts);
    visibilityFindings(facts, { clientName: subject.client.name, clientDomain: subject.client.domain });
    return { seconds: (performance.now() - t0) / 1000, facts };
  };
  pass();
  const runs = [pass(), pass(), pass()];
  const best = Math.min(...runs.map((r) => r.seconds));
  const facts = runs[0].facts;
  return {
    count,
    meanChars: Math.round(chars / count),
    bestSeconds: best,
    answersPerSecond: Math.round(count / best),
    mentions: facts.reduce((n, f) => n + f.mentions.length, 0),
    citations: facts.reduce((n, f) => n + f.citations.length, 0),
    brand: brandScore(facts),
    platform: platformScore(facts),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = measureExtraction(Number(process.env.BENCH_ANSWERS || 2000));
  console.log(`answers: ${r.count} (mean ${r.meanChars} characters), mentions: ${r.mentions}, citations: ${r.citations}`);
  console.log(
    `best of 3 passes: ${(r.bestSeconds * 1000).toFixed(0)} ms, ${r.answersPerSecond} answers per second (extraction, scores and findings)`,
  );
  console.log(`brand ${r.brand}, platform ${r.platform}`);
}
