/**
 * Access-log fixtures written for the crawler tests: the same requests in every format the
 * service reads, with the operators' real user agents and addresses inside and outside their
 * published ranges (data/crawlers/ranges/), and human visits referred by AI products.
 */

export interface Request {
  time: Date;
  address: string;
  method?: string;
  target: string;
  status: number;
  referer?: string;
  userAgent: string;
}

export const agents = {
  gptbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  searchbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  chatgptUser: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudebot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  perplexitybot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  googleOther: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GoogleOther) Chrome/131.0.6778.69 Safari/537.36',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  unknownAi: 'my-llm-scraper/0.3 (+https://scraper.example/ai-agent)',
  browser: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

/** For each operator with published ranges: a verified, a spoofed and (shared) an unknown hit. */
export const operatorCases = [
  { bot: 'GPTBot', operator: 'OpenAI', ua: agents.gptbot, inside: '20.171.206.17', outside: '203.0.113.10' },
  { bot: 'OAI-SearchBot', operator: 'OpenAI', ua: agents.searchbot, inside: '51.8.102.40', outside: '203.0.113.11' },
  { bot: 'ChatGPT-User', operator: 'OpenAI', ua: agents.chatgptUser, inside: '23.98.142.180', outside: '203.0.113.12' },
  { bot: 'ClaudeBot', operator: 'Anthropic', ua: agents.claudebot, inside: '160.79.104.23', outside: '203.0.113.13' },
  { bot: 'PerplexityBot', operator: 'Perplexity', ua: agents.perplexitybot, inside: '107.20.236.150', outside: '203.0.113.14' },
  { bot: 'GoogleOther', operator: 'Google', ua: agents.googleOther, inside: '66.249.66.5', outside: '203.0.113.15' },
  { bot: 'Bingbot', operator: 'Microsoft', ua: agents.bingbot, inside: '157.55.39.200', outside: '203.0.113.16' },
] as const;

export const baseTime = Date.UTC(2026, 10, 20, 9, 0, 0);

/** The requests every format fixture holds: per operator a verified and a spoofed hit, an unknown AI agent, referrals, and noise. */
export function sampleRequests(): Request[] {
  const at = (minutes: number) => new Date(baseTime + minutes * 60_000);
  const out: Request[] = [];
  operatorCases.forEach((c, i) => {
    out.push({ time: at(i), address: c.inside, target: `/docs/${c.bot.toLowerCase()}?ref=1`, status: 200, userAgent: c.ua });
    out.push({ time: at(i), address: c.outside, target: `/docs/${c.bot.toLowerCase()}`, status: 200, userAgent: c.ua });
  });
  out.push({ time: at(20), address: '198.51.100.50', target: '/pricing', status: 403, userAgent: agents.unknownAi });
  out.push({
    time: at(30),
    address: '198.51.100.60',
    target: '/blog/launch',
    status: 200,
    referer: 'https://chatgpt.com/',
    userAgent: agents.browser,
  });
  out.push({
    time: at(31),
    address: '198.51.100.61',
    target: '/blog/launch',
    status: 200,
    referer: 'https://www.perplexity.ai/search?q=x',
    userAgent: agents.browser,
  });
  out.push({ time: at(32), address: '198.51.100.62', target: '/?utm_source=chatgpt.com', status: 200, userAgent: agents.browser });
  out.push({
    time: at(33),
    address: '198.51.100.63',
    target: '/about',
    status: 200,
    referer: 'https://www.google.com/',
    userAgent: agents.browser,
  });
  out.push({ time: at(34), address: '198.51.100.64', target: '/style.css', status: 304, userAgent: agents.browser });
  return out;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
export function clfTime(d: Date): string {
  return `${pad(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

export function combinedLine(r: Request): string {
  return `${r.address} - - [${clfTime(r.time)}] "${r.method ?? 'GET'} ${r.target} HTTP/1.1" ${r.status} 1234 "${r.referer ?? '-'}" "${r.userAgent}"`;
}

/** nginx behind a CDN: the socket address is the CDN's, the client is the right-most X-Forwarded-For entry. */
export function forwardedLine(r: Request): string {
  return `10.0.0.2 - - [${clfTime(r.time)}] "${r.method ?? 'GET'} ${r.target} HTTP/1.1" ${r.status} 1234 "${r.referer ?? '-'}" "${r.userAgent}" "198.18.0.1, ${r.address}"`;
}

export function cloudflareLine(r: Request): string {
  return JSON.stringify({
    ClientIP: r.address,
    ClientRequestHost: 'www.brand.example',
    ClientRequestMethod: r.method ?? 'GET',
    ClientRequestURI: r.target,
    ClientRequestUserAgent: r.userAgent,
    ClientRequestReferer: r.referer ?? '',
    EdgeResponseStatus: r.status,
    EdgeStartTimestamp: r.time.toISOString(),
    RayID: '8e1f2a3b4c5d6e7f',
  });
}

export function fastlyLine(r: Request): string {
  return JSON.stringify({
    timestamp: r.time.toISOString(),
    client_ip: r.address,
    host: 'www.brand.example',
    request_method: r.method ?? 'GET',
    url: r.target,
    status: r.status,
    request_referer: r.referer ?? null,
    request_user_agent: r.userAgent,
    response_body_size: 1234,
  });
}

export function cloudfrontFile(requests: Request[]): string {
  const header =
    '#Version: 1.0\n#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type\n';
  const lines = requests.map((r) => {
    const [path, query] = r.target.split('?');
    const iso = r.time.toISOString();
    return [
      iso.slice(0, 10),
      iso.slice(11, 19),
      'FRA56-P1',
      '1234',
      r.address,
      r.method ?? 'GET',
      'd111111abcdef8.cloudfront.net',
      path,
      String(r.status),
      r.referer ?? '-',
      encodeURIComponent(r.userAgent),
      query ?? '-',
      '-',
      'Miss',
    ].join('\t');
  });
  return header + lines.join('\n') + '\n';
}

export function vercelEntry(r: Request, i: number) {
  return {
    id: `1573817187330377061717300000${i}`,
    message: '',
    timestamp: r.time.getTime(),
    type: 'request',
    source: 'edge',
    projectId: 'prj_vercel123',
    deploymentId: 'dpl_233NRGRjVZX1caZrXWtz5g1TAksD',
    host: 'brand.example',
    path: r.target.split('?')[0],
    proxy: {
      timestamp: r.time.getTime(),
      method: r.method ?? 'GET',
      scheme: 'https',
      host: 'brand.example',
      path: r.target,
      userAgent: [r.userAgent],
      referer: r.referer ?? '',
      statusCode: r.status,
      clientIp: r.address,
      region: 'fra1',
      cacheId: 'pdx1::v8g4b-1744143786684-93dafbc0f70d',
    },
  };
}

/** Generic JSON lines with field names of one's own (imported with a mapping). */
export function genericLine(r: Request): string {
  return JSON.stringify({
    ts: Math.floor(r.time.getTime() / 1000),
    client: { ip: r.address },
    uri: r.target,
    code: r.status,
    agent: r.userAgent,
    ref: r.referer ?? '',
  });
}
export const genericMapping = 'time=ts,address=client.ip,target=uri,status=code,userAgent=agent,referer=ref';

/** What every fixture must count: hits by (bot, verification, path, status) and referrals by (product, path). */
export function expectedCounts() {
  const hits = new Map<string, number>();
  for (const c of operatorCases) {
    hits.set(`${c.bot}|VERIFIED|/docs/${c.bot.toLowerCase()}|200`, 1);
    hits.set(`${c.bot}|CLAIMED_UNVERIFIED|/docs/${c.bot.toLowerCase()}|200`, 1);
  }
  hits.set('|UNKNOWN_AI_LIKE|/pricing|403', 1);
  const referrals = new Map([
    ['chatgpt|/blog/launch', 1],
    ['perplexity|/blog/launch', 1],
    ['chatgpt|/', 1],
  ]);
  return { hits, referrals };
}
