/**
 * A function's answers for the keys asked of it lately: up to `limit` are kept, then all are
 * forgotten at once, so a flood of distinct keys (a million addresses or user agents in a log)
 * costs no more than `limit` entries. For pure functions on a hot path whose keys repeat
 * (crawlers come back with the same agent and from the same addresses).
 */
export function recentAnswers<V>(limit: number, answer: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    const known = kept.get(key);
    if (known !== undefined || kept.has(key)) return known as V;
    if (kept.size >= limit) kept.clear();
    const value = answer(key);
    kept.set(key, value);
    return value;
  };
}
