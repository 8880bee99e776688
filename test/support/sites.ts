import { html, type Routes, serveSite } from '../audit/crawl/fixture-site.ts';

/**
 * Fixture websites for end-to-end audits, served on 127.0.0.1 by the tests: a well-built site
 * (open to AI crawlers, structured data, answer-first content, authorship), a poor one (blocks AI
 * crawlers, JavaScript shell, no metadata), a broken one (5xx pages, dead links, malformed
 * JSON-LD, redirect chains) and a slow one (pages past the crawler's timeout).
 */

const htmlType = 'text/html; charset=utf-8';

function page(title: string, body: string, head = '') {
  return { type: htmlType, body: html(body, `<title>${title}</title>${head}`) };
}

const goodHead = (origin: string, path: string, description: string, jsonLd: object[]) =>
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="description" content="${description}">` +
  `<link rel="canonical" href="${origin}${path}">` +
  jsonLd.map((j) => `<script type="application/ld+json">${JSON.stringify(j)}</script>`).join('');

const org = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Northwind Coffee Roasters',
  url: origin,
  logo: `${origin}/logo.png`,
  foundingDate: '2012',
  address: { '@type': 'PostalAddress', streetAddress: '12 Harbour St', addressLocality: 'Portland', addressCountry: 'US' },
  sameAs: ['https://www.linkedin.com/company/northwind-coffee', 'https://x.com/northwindcoffee', 'https://www.wikidata.org/wiki/Q000000'],
});

const guide = (n: number) => `
  <header><nav><a href="/">Home</a> <a href="/guides">Guides</a> <a href="/about">About</a></nav></header>
  <main><article>
    <h1>How long should coffee beans rest after roasting? (Guide ${n})</h1>
    <p class="byline">By <a href="/authors/maria-lopez" rel="author">Maria Lopez</a>, Q Grader and head roaster.
      Published <time datetime="2026-03-02">2 March 2026</time>, updated <time datetime="2026-10-01">1 October 2026</time>.</p>
    <h2>How long should coffee rest after roasting?</h2>
    <p>Coffee beans should rest for 3 to 7 days after roasting before brewing. During this time carbon dioxide
      escapes from the beans, which makes extraction more even and the flavour clearer. Espresso roasts often
      benefit from 7 to 14 days of rest because pressure brewing is more sensitive to trapped gas.</p>
    <h2>What is degassing?</h2>
    <p>Degassing is the release of carbon dioxide that forms inside coffee beans during roasting. A freshly
      roasted bean can hold about 2% of its weight in gas, according to a 2019 study by the
      <a href="https://www.sca.coffee/research">Specialty Coffee Association</a>. Most of it leaves within two weeks.</p>
    <h2>How should you store roasted coffee?</h2>
    <ul><li>Keep beans in an airtight container with a one-way valve.</li><li>Store them away from light and heat.</li>
      <li>Grind just before brewing.</li><li>Use them within 4 weeks of the roast date.</li></ul>
    <table><tr><th>Brew method</th><th>Rest (days)</th></tr><tr><td>Pour-over</td><td>3-7</td></tr>
      <tr><td>Espresso</td><td>7-14</td></tr><tr><td>Cold brew</td><td>2-5</td></tr></table>
    <p>Sources: <a href="https://www.sca.coffee/research">SCA research</a>, <a href="https://en.wikipedia.org/wiki/Coffee_roasting">Coffee roasting</a>.</p>
  </article></main>
  <footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/contact">Contact</a> <a href="/editorial-policy">Editorial policy</a></footer>`;

export function goodSite() {
  return serveSite((origin): Routes => {
    const routes: Routes = {
      '/robots.txt': {
        type: 'text/plain',
        body: `User-agent: *\nAllow: /\nDisallow: /cart\n\nUser-agent: CCBot\nDisallow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      },
      '/sitemap.xml': {
        type: 'application/xml',
        body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
          '/',
          '/about',
          '/contact',
          '/guides',
          '/guides/1',
          '/guides/2',
          '/guides/3',
          '/authors/maria-lopez',
          '/privacy',
          '/terms',
          '/editorial-policy',
        ]
          .map((p) => `<url><loc>${origin}${p}</loc><lastmod>2026-10-01</lastmod></url>`)
          .join('')}</urlset>`,
      },
      '/llms.txt': {
        type: 'text/plain; charset=utf-8',
        body: `# Northwind Coffee Roasters\n\n> Specialty coffee roaster in Portland: single-origin beans, subscriptions and brewing guides.\n\nWe roast to order and ship within 48 hours.\n\n## Guides\n\n- [Resting coffee](${origin}/guides/1): how long beans should rest after roasting\n- [Storage](${origin}/guides/2): keeping coffee fresh\n\n## Company\n\n- [About](${origin}/about): who we are\n- [Contact](${origin}/contact): support and wholesale\n`,
      },
      '/': page(
        'Northwind Coffee Roasters | Specialty coffee, roasted to order',
        `<header><nav><a href="/guides">Guides</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
         <main><h1>Specialty coffee roasted to order in Portland</h1>
         <p>Northwind Coffee Roasters is a specialty coffee roaster in Portland, Oregon, founded in 2012. We roast
           single-origin beans to order and ship them within 48 hours, so every bag arrives 3 to 5 days after roasting.</p>
         <h2>What makes our coffee different?</h2>
         <p>Every lot is cupped by our Q Grader team and scores at least 85 points on the SCA scale. In 2025 we roasted
           42 tonnes of coffee from 11 countries, sourced through direct trade with 23 farms.</p>
         <ul><li><a href="/guides/1">How long to rest beans</a></li><li><a href="/guides/2">Storing coffee</a></li><li><a href="/guides/3">Grinding</a></li></ul>
         </main><footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/editorial-policy">Editorial policy</a></footer>`,
        goodHead(origin, '/', 'Specialty coffee roasted to order in Portland and shipped within 48 hours.', [
          org(origin),
          { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Northwind Coffee Roasters', url: origin },
        ]),
      ),
      '/about': page(
        'About Northwind Coffee Roasters',
        `<main><h1>About us</h1><p>Northwind Coffee Roasters was founded in 2012 by Maria Lopez and Sam Chen in Portland, Oregon.
          Our team of 14 includes three licensed Q Graders. Legal name: Northwind Coffee Roasters LLC, 12 Harbour St, Portland, OR 97201.</p>
          <p>Read our <a href="/editorial-policy">editorial policy</a> and meet our <a href="/authors/maria-lopez">head roaster</a>.</p></main>`,
        goodHead(origin, '/about', 'Who we are: a Portland roaster founded in 2012.', [org(origin)]),
      ),
      '/contact': page(
        'Contact Northwind Coffee Roasters',
        `<main><h1>Contact</h1><p>Email hello@northwindcoffee.example or call +1 503 555 0100, Monday to Friday 9am-5pm.</p>
          <address>12 Harbour St, Portland, OR 97201</address></main>`,
        goodHead(origin, '/contact', 'How to reach Northwind Coffee Roasters.', []),
      ),
      '/guides': page(
        'Coffee guides',
        `<main><h1>Coffee guides</h1><ul><li><a href="/guides/1">Resting</a></li><li><a href="/guides/2">Storage</a></li><li><a href="/guides/3">Grinding</a></li></ul></main>`,
        goodHead(origin, '/guides', 'Brewing and storage guides from our roasters.', []),
      ),
      '/authors/maria-lopez': page(
        'Maria Lopez, head roaster',
        `<main><h1>Maria Lopez</h1><p>Maria Lopez is a licensed Q Grader with 15 years of roasting experience and co-founder of Northwind.</p></main>`,
        goodHead(origin, '/authors/maria-lopez', 'Maria Lopez, Q Grader and head roaster.', [
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: 'Maria Lopez',
            jobTitle: 'Head roaster',
            url: `${origin}/authors/maria-lopez`,
          },
        ]),
      ),
      '/privacy': page(
        'Privacy policy',
        '<main><h1>Privacy policy</h1><p>We collect only what we need to ship your order.</p></main>',
        goodHead(origin, '/privacy', 'Privacy policy.', []),
      ),
      '/terms': page(
        'Terms of service',
        '<main><h1>Terms</h1><p>Terms of sale and subscriptions.</p></main>',
        goodHead(origin, '/terms', 'Terms of service.', []),
      ),
      '/editorial-policy': page(
        'Editorial policy',
        '<main><h1>Editorial policy</h1><p>Guides are written by our roasters, reviewed by a Q Grader and corrected publicly when wrong.</p></main>',
        goodHead(origin, '/editorial-policy', 'How our guides are written and reviewed.', []),
      ),
    };
    for (const n of [1, 2, 3]) {
      routes[`/guides/${n}`] = page(
        `How long should coffee beans rest after roasting? Guide ${n}`,
        guide(n),
        goodHead(origin, `/guides/${n}`, 'Coffee beans should rest 3 to 7 days after roasting; espresso 7 to 14.', [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: `How long should coffee beans rest after roasting? Guide ${n}`,
            author: { '@type': 'Person', name: 'Maria Lopez', url: `${origin}/authors/maria-lopez` },
            datePublished: '2026-03-02',
            dateModified: '2026-10-01',
            publisher: { '@type': 'Organization', name: 'Northwind Coffee Roasters' },
          },
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: [
              {
                '@type': 'Question',
                name: 'How long should coffee rest?',
                acceptedAnswer: { '@type': 'Answer', text: '3 to 7 days; espresso 7 to 14.' },
              },
            ],
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Guides', item: `${origin}/guides` },
              { '@type': 'ListItem', position: 2, name: `Guide ${n}`, item: `${origin}/guides/${n}` },
            ],
          },
        ]),
      );
      (routes[`/guides/${n}`] as { headers?: Record<string, string> }).headers = {};
    }
    for (const r of Object.values(routes)) {
      if (typeof r === 'object') r.headers = { ...(r.headers ?? {}), 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
    }
    return routes;
  });
}

export function poorSite() {
  return serveSite((): Routes => ({
    '/robots.txt': {
      type: 'text/plain',
      body: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /\n\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
    },
    '/': {
      type: htmlType,
      body: '<html><head><script src="/bundle.js"></script></head><body><div id="root"></div></body></html>',
    },
    '/shop': {
      type: htmlType,
      body: '<html><head><meta name="robots" content="noindex, noai"></head><body><div id="app"></div><p>Loading...</p><a href="/">Home</a></body></html>',
    },
  }));
}

export function brokenSite() {
  return serveSite((origin): Routes => ({
    '/robots.txt': { status: 503, type: 'text/plain', body: 'temporarily unavailable' },
    '/': page(
      'Broken Widgets',
      `<main><h1>Broken Widgets</h1><p>We sell widgets.</p>
       <a href="/products">Products</a> <a href="/gone">Old page</a> <a href="/error">Error page</a>
       <a href="/moved">Moved</a> <a href="/missing-1">Missing</a> <a href="/missing-2">Missing too</a></main>`,
      '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "Broken Widgets",</script>',
    ),
    '/products': page('Products', '<main><h1>Products</h1><p>Widget A, Widget B.</p><a href="/error">Broken</a></main>'),
    '/error': { status: 500, type: htmlType, body: html('<h1>Internal error</h1>') },
    '/gone': { status: 410, type: htmlType, body: html('<h1>Gone</h1>') },
    '/moved': { redirect: `${origin}/moved-2` },
    '/moved-2': { redirect: `${origin}/moved-3` },
    '/moved-3': { redirect: `${origin}/products` },
  }));
}

export function slowSite(delayMs: number) {
  return serveSite((): Routes => ({
    '/': page(
      'Slow site',
      '<main><h1>Slow site</h1><p>Patience.</p><a href="/slow-1">One</a> <a href="/slow-2">Two</a> <a href="/fast">Fast</a></main>',
    ),
    '/slow-1': { ...page('Slow 1', '<p>slow</p>'), delayMs },
    '/slow-2': { ...page('Slow 2', '<p>slow</p>'), delayMs },
    '/fast': page('Fast', '<main><h1>Fast page</h1><p>This page answers at once.</p></main>'),
  }));
}
