/**
 * Who owns a cited host: the client, a competitor, or nobody we track. Ownership is by
 * registrable domain (the public suffix list through `tldts`, private suffixes included, so
 * `acme.github.io` is not `other.github.io`): a brand owns its domain and every subdomain.
 */
import { getDomain } from 'tldts';
import type { TrackedBrand, VisibilitySubject } from './subject.ts';

/** Lower-case ASCII (punycode) host of a URL or bare domain; null when it does not parse. */
export function hostOfDomain(urlOrDomain: string): string | null {
  const s = urlOrDomain.trim();
  try {
    return new URL(s.includes('://') ? s : `https://${s}`).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** The registrable domain of a host; the host itself when it has none (localhost, an IP). */
export function registrableDomain(host: string): string {
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

export interface DomainOwner {
  kind: 'CLIENT' | 'COMPETITOR';
  name: string;
}

/** Looks up the owner of a host; the client wins when it shares a domain with a competitor. */
export function domainOwners(subject: VisibilitySubject): (host: string) => DomainOwner | null {
  const owners = new Map<string, DomainOwner>();
  const add = (brand: TrackedBrand, kind: DomainOwner['kind']) => {
    const host = hostOfDomain(brand.domain);
    if (!host) return;
    const key = registrableDomain(host);
    if (!owners.has(key) || kind === 'CLIENT') owners.set(key, { kind, name: brand.name });
  };
  for (const c of subject.competitors) add(c, 'COMPETITOR');
  add(subject.client, 'CLIENT');
  return (host) => owners.get(registrableDomain(host)) ?? null;
}
