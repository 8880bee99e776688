// An access log of the demo project's site imported through the real ingest (core/crawlers/ingest),
// as `bin/visibility logs import` does, so the AI crawlers page has data: nginx combined lines of
// the last days with real crawler agents, from addresses inside the operators' published ranges
// (verified) and outside them (claimed, not verified), on pages the demo's engines cite (one of
// them answered 403 to the bots), and visits referred by chatgpt.com and perplexity.ai.
import { ingestLog } from '../dist/core/crawlers/ingest.js';

const agents = {
  searchbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  perplexity: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  browser: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const clf = (d) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:00 +0000`;
const line = (addr, at, path, status, referer, agent) =>
  `${addr} - - [${clf(at)}] "GET ${path} HTTP/1.1" ${status} 5120 "${referer}" "${agent}"`;

/** Imports the log into the project; the cited paths come from the demo's citations of the client's domain. */
export async function importDemoLog(services, project) {
  const cited = await services.db.citation.findMany({
    where: { projectId: project.id, isClientDomain: true },
    select: { normalizedUrl: true },
    distinct: ['normalizedUrl'],
    take: 3,
  });
  const paths = cited.map((c) => new URL(c.normalizedUrl).pathname);
  while (paths.length < 3) paths.push(`/page-${paths.length}`);
  const lines = [];
  const day = (d, h) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);
  for (let d = 1; d <= 6; d++) {
    lines.push(line('51.8.102.7', day(d, 1), paths[0], 200, '-', agents.searchbot));
    lines.push(line('51.8.102.8', day(d, 2), `${paths[1]}/`, 200, '-', agents.searchbot));
    // PerplexityBot from its published address, refused by the site on a cited page.
    lines.push(line('3.211.124.183', day(d, 3), paths[2], 403, '-', agents.perplexity));
    // The same agent from an address outside the ranges: claimed, not verified.
    lines.push(line('198.51.100.23', day(d, 4), paths[0], 200, '-', agents.perplexity));
    lines.push(line('203.0.113.9', day(d, 5), paths[0], 200, 'https://chatgpt.com/', agents.browser));
  }
  lines.push(line('203.0.113.10', day(2, 6), paths[1], 200, 'https://www.perplexity.ai/search?q=x', agents.browser));
  return ingestLog(
    services.db,
    {
      accountId: project.accountId,
      projectId: project.id,
      source: 'CLI',
      label: 'e2e-access.log',
      pathsPerDay: services.config.crawlers.pathsPerDay,
    },
    [`${lines.join('\n')}\n`],
  );
}
