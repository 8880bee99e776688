/**
 * What "the site" is: the host the user stored, how page URLs are compared, and which URLs
 * belong to the site. www.example.com and example.com are one site; another port is another site.
 */

/** Host with optional port, lower-case, e.g. "example.com" or "127.0.0.1:8080" or "[::1]:8080". */
export type SiteHost = string;

/**
 * Accepts what a project stores as its domain: "example.com", "127.0.0.1:8080",
 * "https://example.com/blog". Only the host (and port) is kept: an audit covers the whole site,
 * and the scheme is found by trying https then http. Returns null when no host can be read.
 */
export function parseSiteInput(input: string): SiteHost | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  // The port written by the user is kept even when it is the default of the scheme they wrote,
  // except the defaults themselves, which URL already drops.
  return url.host.toLowerCase();
}

/** Host key shared by www. and apex: "example.com:8080" for both www.example.com:8080 and example.com:8080. */
export function siteKeyOf(url: URL): string {
  const hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  return url.port ? `${hostname}:${url.port}` : hostname;
}

export function siteKeyOfHost(host: SiteHost): string {
  return siteKeyOf(new URL(`http://${host}`));
}

/**
 * Key under which two URLs count as the same page: scheme, www. and fragment ignored, trailing
 * slash ignored ("/about" and "/about/" are one page; servers redirect one to the other), query kept.
 */
export function pageKeyOf(url: URL): string {
  let path = url.pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return `${siteKeyOf(url)}${path}${url.search}`;
}

/** The URL as it will be requested: absolute, without fragment. Null for non-http(s) or unparsable. */
export function toCrawlableUrl(href: string, base: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  return url;
}

export class SiteScope {
  private readonly keys = new Set<string>();

  constructor(...hosts: SiteHost[]) {
    for (const host of hosts) this.add(host);
  }

  add(host: SiteHost): void {
    this.keys.add(siteKeyOfHost(host));
  }

  contains(url: URL): boolean {
    return this.keys.has(siteKeyOf(url));
  }
}
