/** Query parameters that only track campaigns; they never change what a URL points to. */
const trackingParams = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|ref|ref_src|srsltid)$/i;

/** Host of a URL or domain, lower-cased and without a leading "www.". */
export function siteHost(urlOrHost: string): string {
  const host = urlOrHost.includes('://') ? new URL(urlOrHost).host : urlOrHost.split('/')[0];
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * A canonical form of a cited URL, so that the same source cited by several engines counts once:
 * https, lower-case host without www, no fragment, no tracking parameters, sorted query, no
 * trailing slash except for the root. Parameters sort by code point, the same on every machine
 * and locale; `ref` is dropped like the other tracking parameters (it rarely selects content).
 */
export function normalizeUrl(raw: string): string {
  const u = new URL(raw);
  u.protocol = 'https:';
  u.hostname = siteHost(u.hostname);
  u.hash = '';
  const params = [...u.searchParams.entries()].filter(([k]) => !trackingParams.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  u.search = new URLSearchParams(params).toString();
  if (u.pathname.length > 1 && u.pathname.endsWith('/')) u.pathname = u.pathname.slice(0, -1);
  return u.toString();
}
