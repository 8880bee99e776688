/**
 * Page-level crawler directives: <meta name="robots"> (and crawler-named metas such as
 * <meta name="googlebot">) and the X-Robots-Tag response header.
 */
export interface DirectiveSet {
  /** Lower-cased agent the directives are addressed to; null = every crawler. */
  agent: string | null;
  directives: string[];
  source: 'meta' | 'header';
}

export interface IndexingSignals {
  noindex: DirectiveSet[];
  nofollow: DirectiveSet[];
  /** nosnippet or max-snippet:0: Google may not show or use the text in AI Overviews/AI Mode. */
  nosnippet: DirectiveSet[];
  /** noai / noimageai: not standardised; an opt-out signal some tools read. */
  noai: DirectiveSet[];
}

const valueDirectives = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after', 'indexifembedded']);

/** Parses one directive list, e.g. "noindex, nofollow" or "googlebot: noindex, otherbot: nofollow". */
export function parseDirectiveList(value: string, source: DirectiveSet['source'], agent: string | null = null): DirectiveSet[] {
  const sets: DirectiveSet[] = [];
  let current: DirectiveSet = { agent, directives: [], source };
  sets.push(current);
  for (const raw of value.slice(0, 4000).split(',')) {
    const token = raw.trim().toLowerCase();
    if (!token) continue;
    const m = /^([a-z0-9_.-]+)\s*:\s*(.*)$/.exec(token);
    if (source === 'header' && m && !valueDirectives.has(m[1])) {
      current = { agent: m[1], directives: [], source };
      sets.push(current);
      if (m[2].trim()) current.directives.push(m[2].trim().replace(/\s*:\s*/, ':'));
      continue;
    }
    current.directives.push(token.replace(/\s*:\s*/, ':'));
  }
  return sets.filter((s) => s.directives.length > 0);
}

/** Agents whose directives concern this audit; others (e.g. "otherbot") are ignored. */
export function concernsAudit(agent: string | null, relevantAgents: ReadonlySet<string>): boolean {
  return agent === null || agent === 'robots' || relevantAgents.has(agent);
}

export function indexingSignals(sets: DirectiveSet[], now: Date, relevantAgents: ReadonlySet<string>): IndexingSignals {
  const out: IndexingSignals = { noindex: [], nofollow: [], nosnippet: [], noai: [] };
  for (const set of sets) {
    if (!concernsAudit(set.agent, relevantAgents)) continue;
    const d = set.directives;
    const has = (x: string) => d.includes(x);
    const unavailableAfter = d.find((x) => x.startsWith('unavailable_after:'));
    const expired =
      unavailableAfter !== undefined &&
      (() => {
        const t = Date.parse(unavailableAfter.slice('unavailable_after:'.length).trim());
        return Number.isFinite(t) && t < now.getTime();
      })();
    if (has('noindex') || has('none') || expired) out.noindex.push(set);
    if (has('nofollow') || has('none')) out.nofollow.push(set);
    if (has('nosnippet') || d.some((x) => /^max-snippet:\s*0$/.test(x))) out.nosnippet.push(set);
    if (has('noai') || has('noimageai')) out.noai.push(set);
  }
  return out;
}

export function describeSet(set: DirectiveSet): string {
  const where = set.source === 'meta' ? `<meta name="${set.agent ?? 'robots'}">` : `X-Robots-Tag${set.agent ? ` (${set.agent})` : ''}`;
  return `${where}: ${set.directives.join(', ')}`;
}
