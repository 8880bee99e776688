/**
 * Generates the demo's engine answers: for one tracked prompt in one demo audit, what each engine
 * "says" (which brands it names, recommends, compares, criticizes or advises against, and which
 * pages it cites or only retrieved), written out as that engine writes (answer-writer.ts). The
 * engines mostly agree within a run and the client gains ground week after week, as a brand
 * acting on its findings would. Seeded, so the same seed gives the same answers. The roles and
 * scores stored come from extracting these texts, never from the stances chosen here.
 */
import { type EngineName, engineNames } from '../../engines/answer.ts';
import { AnswerWriter, type DemoSource } from './answer-writer.ts';
import { type DemoBrand, type DemoPrompt, thirdPartySources } from './catalog.ts';
import { fill, phrases, type Stance } from './phrases.ts';

export interface DemoAnswer {
  engine: EngineName;
  /** Which of the prompt's samples in this audit (1..samples). */
  sample: number;
  text: string;
  sources: ReturnType<AnswerWriter['finish']>['sources'];
  /** What the generator meant each named brand's stance to be (kept in the answer's raw record). */
  intended: Record<string, Stance>;
}

type Rnd = () => number;
type Kind = 'CLIENT' | 'COMPETITOR' | 'OTHER';

interface Participant {
  name: string;
  kind: Kind;
  domain: string | null;
}

interface Opinion {
  mentioned: boolean;
  stance: Stance;
}

const stancePriority: Stance[] = ['EXCLUDED', 'CRITICIZED', 'RECOMMENDED', 'COMPARED', 'LISTED'];
const stronger = (a: Stance, b: Stance) => (stancePriority.indexOf(a) <= stancePriority.indexOf(b) ? a : b);

function pick<T>(rnd: Rnd, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

function weighted<T extends string>(rnd: Rnd, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let r = rnd() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((r -= w) < 0) return k;
  return entries[entries.length - 1][0];
}

function shuffled<T>(rnd: Rnd, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The client's name without "(demo)": engines would write the brand's name. */
export function bareName(name: string): string {
  return name.replace(/\s*\(demo\)$/, '');
}

/** Where one demo audit stands in the history. */
export interface DemoMoment {
  /** From 0 (the first demo audit) to 1 (the latest): the client's standing improves with it. */
  progress: number;
  /** The latest demo audit: the one where the story's breakthrough happens. */
  latest: boolean;
}

/**
 * How often an answer names a participant (0-1), from the brand's story (catalog.ts): the client
 * gains ground over the history, except on the engine where a competitor overtakes it; on the
 * breakthrough engine it is rarely named until the latest audit. Competitors have their own
 * voice, the overtaking one rising on its engine.
 */
function mentionChance(brand: DemoBrand, p: Participant, engine: EngineName | null, at: DemoMoment): number {
  const { breakthrough, overtake } = brand.story;
  if (p.kind === 'CLIENT') {
    if (engine === breakthrough) return at.latest ? 0.97 : 0.08;
    if (engine === overtake.engine) return 0.75 - 0.45 * at.progress;
    return 0.45 + 0.4 * at.progress;
  }
  if (p.kind === 'COMPETITOR') {
    if (engine === overtake.engine && p.name === overtake.competitor) return 0.2 + 0.75 * at.progress;
    return brand.competitors.find((c) => c.name === p.name)?.voice ?? 0.3;
  }
  return 0.3;
}

/** Whether a participant's mention on `engine` follows the story there rather than the engines' consensus. */
function ownCourse(brand: DemoBrand, p: Participant, engine: EngineName): boolean {
  const { breakthrough, overtake } = brand.story;
  if (p.kind === 'CLIENT') return engine === breakthrough || engine === overtake.engine;
  return engine === overtake.engine && p.name === overtake.competitor;
}

function opinion(rnd: Rnd, brand: DemoBrand, p: Participant, engine: EngineName | null, at: DemoMoment): Opinion {
  const progress = at.progress;
  const stance: Stance =
    p.kind === 'CLIENT'
      ? weighted(rnd, {
          RECOMMENDED: 0.1 + 0.4 * progress,
          LISTED: 0.35,
          COMPARED: 0.2,
          CRITICIZED: 0.2 - 0.14 * progress,
          EXCLUDED: 0.1 - 0.08 * progress,
        })
      : p.kind === 'COMPETITOR'
        ? weighted(rnd, { RECOMMENDED: 0.3, LISTED: 0.33, COMPARED: 0.15, CRITICIZED: 0.14, EXCLUDED: 0.08 })
        : weighted(rnd, { RECOMMENDED: 0.1, LISTED: 0.7, COMPARED: 0, CRITICIZED: 0.2, EXCLUDED: 0 });
  return { mentioned: rnd() < mentionChance(brand, p, engine, at), stance };
}

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .toLowerCase()
    .replace(/^-|-$/g, '');
}

function sources(rnd: Rnd, brand: DemoBrand, prompt: DemoPrompt) {
  const topic = slug(prompt.tags[0] ?? 'guide');
  return {
    own(p: Participant): DemoSource {
      if (p.kind === 'CLIENT') {
        const path = pick(rnd, brand.paths);
        const page = path === '/' ? 'Home' : path.slice(path.lastIndexOf('/') + 1).replace(/-/g, ' ');
        return { url: `https://www.${p.domain}${path}`, title: `${p.name} – ${page}` };
      }
      const path = pick(rnd, ['', 'pricing', 'reviews', 'blog/guide']);
      return { url: `https://${p.domain}/${path}`, title: path ? `${p.name} – ${path.replace('blog/', '')}` : p.name };
    },
    thirdParty(): DemoSource {
      const s = pick(rnd, thirdPartySources);
      return {
        url: `https://${s.host}/${s.section}/${topic}-${1 + Math.floor(rnd() * 3)}`,
        title: rnd() < 0.15 ? null : `${s.title}: ${prompt.tags[0]}`,
      };
    },
  };
}

/**
 * The answers of every engine to `prompt` in one demo audit, `samples` times each (as an audit
 * asks each engine each prompt samplesPerPrompt times).
 */
export function demoAnswers(rnd: Rnd, brand: DemoBrand, prompt: DemoPrompt, at: DemoMoment, samples: number): DemoAnswer[] {
  const participants: Participant[] = [
    { name: bareName(brand.name), kind: 'CLIENT', domain: brand.domain },
    ...brand.competitors.map((c) => ({ name: bareName(c.name), kind: 'COMPETITOR' as const, domain: c.domain })),
    ...brand.others.map((name) => ({ name, kind: 'OTHER' as const, domain: null })),
  ];
  // What the engines agree on in this run; each answer then departs from it now and then, and
  // follows the story on its own engine where the story says so.
  const consensus = participants.map((p) => opinion(rnd, brand, p, null, at));
  return Array.from({ length: samples }, (_, s) =>
    engineNames.map((engine) => {
      const opinions = consensus.map((o, i) =>
        ownCourse(brand, participants[i], engine) || rnd() < 0.6 ? opinion(rnd, brand, participants[i], engine, at) : o,
      );
      return { ...writeAnswer(rnd, engine, brand, prompt, at.progress, participants, opinions), sample: s + 1 };
    }),
  ).flat();
}

function writeAnswer(
  rnd: Rnd,
  engine: EngineName,
  brand: DemoBrand,
  prompt: DemoPrompt,
  progress: number,
  participants: Participant[],
  opinions: Opinion[],
): Omit<DemoAnswer, 'sample'> {
  const vocabulary = brand.vocabulary[prompt.language];
  if (!vocabulary) throw new Error(`demo brand ${brand.slug} has no ${prompt.language} vocabulary`);
  const ph = phrases[prompt.language];
  const src = sources(rnd, brand, prompt);
  const t = vocabulary.topic;
  // A "client vs competitor" prompt: both are named, and set side by side unless one stands out.
  const pair = prompt.versus ? [participants[0].name, prompt.versus] : [];
  const named = participants
    .map((p, i) => ({ ...p, stance: pair.includes(p.name) && opinions[i].stance === 'LISTED' ? 'COMPARED' : opinions[i].stance }))
    .filter((p, i) => opinions[i].mentioned || pair.includes(p.name));
  // Advice against a brand closes the list, or gets a section of its own; recommended brands lead.
  const warned = named.filter((p) => p.stance === 'EXCLUDED' && !pair.includes(p.name) && rnd() < 0.5);
  const order = (p: { name: string; stance: Stance }) =>
    (pair.includes(p.name) ? 0 : 3) + (p.stance === 'RECOMMENDED' ? 0 : p.stance === 'EXCLUDED' ? 2 : 1);
  const listed = shuffled(
    rnd,
    named.filter((p) => !warned.includes(p)),
  ).sort((a, b) => order(a) - order(b));
  const facts = shuffled(rnd, vocabulary.facts);
  const intended: Record<string, Stance> = {};
  const intend = (name: string, s: Stance) => (intended[name] = intended[name] ? stronger(intended[name], s) : s);

  const w = new AnswerWriter(engine);
  const intro = pair.length ? fill(ph.versus, { b: pair[0], o: pair[1], t }) : fill(pick(rnd, ph.intro), { t });
  w.paragraph([{ text: intro, cites: rnd() < 0.6 ? [src.thirdParty()] : [] }]);
  const cited = new Set<string>();
  if (listed.length) {
    if (rnd() < 0.7) w.heading(ph.headings.picks);
    w.list(
      listed.map((p, i) => {
        const others = listed.filter((q) => q !== p);
        const rival = pair.includes(p.name) ? others.find((q) => pair.includes(q.name)) : undefined;
        const partner = rival ?? (others.length ? pick(rnd, others) : undefined);
        const stance = p.stance === 'COMPARED' && !partner ? 'LISTED' : p.stance;
        intend(p.name, stance);
        if (stance === 'COMPARED' && partner) intend(partner.name, 'COMPARED');
        const citeOwn = p.domain !== null && rnd() < (p.kind === 'CLIENT' ? 0.15 + 0.5 * progress : 0.45);
        const cites = citeOwn ? [src.own(p)] : rnd() < 0.3 ? [src.thirdParty()] : [];
        if (citeOwn) cited.add(p.name);
        const body = fill(pick(rnd, ph.item[stance]), {
          f: facts[i % facts.length],
          r: pick(rnd, vocabulary.reasons),
          t,
          o: partner?.name,
        });
        return { name: p.name, body, cites };
      }),
    );
    if (pair.length || rnd() < 0.35) {
      w.heading(ph.headings.table);
      w.table(
        ph.tableHeader,
        listed.map((p, i) => [p.name, facts[i % facts.length]]),
      );
    }
  }
  if (warned.length || rnd() < 0.35) {
    w.heading(ph.headings.advice);
    w.paragraph([
      ...warned.map((p) => {
        intend(p.name, 'EXCLUDED');
        return {
          text: fill(pick(rnd, ph.warning), { b: p.name, r: pick(rnd, vocabulary.reasons) }),
          cites: rnd() < 0.5 ? [src.thirdParty()] : [],
        };
      }),
      ...(!warned.length || rnd() < 0.5 ? [{ text: pick(rnd, ph.advice), cites: rnd() < 0.5 ? [src.thirdParty()] : [] }] : []),
    ]);
  }
  const favourite = listed.find((p) => intended[p.name] === 'RECOMMENDED');
  if (favourite && rnd() < 0.75) {
    w.heading(ph.headings.verdict);
    w.paragraph([
      { text: fill(pick(rnd, ph.verdict), { b: favourite.name, t }), cites: [] },
      ...(rnd() < 0.5 ? [{ text: pick(rnd, ph.closing), cites: [] }] : []),
    ]);
  }
  // Pages the engine read but did not cite: reviews, and now and then a named brand's own page.
  const retrieved = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => src.thirdParty());
  const uncited = named.filter((p) => p.domain !== null && !cited.has(p.name));
  if (uncited.length && rnd() < 0.3) retrieved.push(src.own(pick(rnd, uncited)));
  w.retrieved(retrieved);
  return { engine, ...w.finish(), intended };
}
