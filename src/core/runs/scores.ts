/** The seven score keys of the spec, in the order they are shown. */
export const scoreKeys = ['overall', 'citability', 'brand', 'eeat', 'technical', 'schema', 'platform'] as const;
export type ScoreKey = (typeof scoreKeys)[number];
export type ScoreSet = Record<ScoreKey, number | null>;
export type ComponentScores = Omit<ScoreSet, 'overall'>;

/** Weights of the overall score (GEO methodology: 25/20/20/15/10/10). */
export const overallWeights: Record<Exclude<ScoreKey, 'overall'>, number> = {
  citability: 25,
  brand: 20,
  eeat: 20,
  technical: 15,
  schema: 10,
  platform: 10,
};

/** Weighted mean over the components that were evaluated; null when none was. */
export function overallScore(components: ComponentScores): number | null {
  let weight = 0;
  let sum = 0;
  for (const [key, w] of Object.entries(overallWeights) as [keyof typeof overallWeights, number][]) {
    const v = components[key];
    if (v === null || v === undefined) continue;
    weight += w;
    sum += w * v;
  }
  return weight === 0 ? null : Math.round(sum / weight);
}

export function withOverall(components: ComponentScores): ScoreSet {
  return { overall: overallScore(components), ...components };
}

/** Change of each score versus the previous completed run; null where either side is null. */
export function scoreDeltas(current: ScoreSet, previous: ScoreSet | null): ScoreSet {
  const out = {} as ScoreSet;
  for (const k of scoreKeys) {
    const a = current[k];
    const b = previous?.[k] ?? null;
    out[k] = a === null || b === null ? null : a - b;
  }
  return out;
}
