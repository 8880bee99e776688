/**
 * Other brands an answer lists (THIRD_PARTY mentions), by a deliberately narrow heuristic: the
 * lead of a list item or numbered heading (before ":", " – ", " — ", " - ", " (" or ","), a bold
 * lead (`**Name**`) or a link lead (`[Name](url)`) at the start of a line, kept when it looks
 * like a name (1-4 words, at most 40 characters, each word capitalized or a connector, not a
 * generic heading such as "Pros" or "Pricing") and is not the client, a competitor or a category
 * term. At most `maxThirdParties` per answer, in order of appearance.
 */
import { fold } from './text-fold.ts';

export const maxThirdParties = 10;

const itemLead = /^[ \t]*(?:[-*+•‣◦▪]|\d{1,3}[.)]|#{1,6}[ \t]+\d{1,3}[.)]?)[ \t]+(.+)$/;
const lineLead = /^[ \t]*((?:\*\*|__|\[).+)$/;
const boldLead = /^(?:\*\*|__)(.+?)(?:\*\*|__)/;
const linkLead = /^\[([^\]]+)\]\([^)]*\)/;
const separator = /\s*(?::|\s[–—-]\s|\(|,)/;

const connectors = new Set(['&', '+', 'and', 'of', 'for', 'the', 'de', 'des', 'du', 'la', 'le', 'et', 'und', 'für', 'y', 'del', 'by']);

/** Headings and labels that lead list items without naming anything. Folded. */
const genericLeads = new Set(
  [
    'pros',
    'cons',
    'pricing',
    'price',
    'prices',
    'features',
    'key features',
    'summary',
    'conclusion',
    'overview',
    'verdict',
    'note',
    'notes',
    'tip',
    'tips',
    'bottom line',
    'why',
    'how',
    'what',
    'when',
    'where',
    'who',
    'step',
    'option',
    'options',
    'best for',
    'ease of use',
    'integrations',
    'support',
    'customer support',
    'security',
    'scalability',
    'free plan',
    'free trial',
    'cost',
    'costs',
    'alternatives',
    'comparison',
    'recommendation',
    'recommendations',
    'final thoughts',
    'considerations',
    'factors',
    'criteria',
    'budget',
    'performance',
    'reviews',
    'ratings',
    'limitations',
    'drawbacks',
    'benefits',
    'advantages',
    'disadvantages',
    'example',
    'examples',
    'yes',
    'no',
    'strengths',
    'weaknesses',
    'use case',
    'use cases',
    'ideal for',
    'good for',
    'great for',
    'watch out',
    'avantages',
    'inconvenients',
    'prix',
    'tarifs',
    'fonctionnalites',
    'resume',
    'points forts',
    'points faibles',
    'vorteile',
    'nachteile',
    'preis',
    'preise',
    'funktionen',
    'fazit',
    'zusammenfassung',
    'starken',
    'schwachen',
    'ventajas',
    'desventajas',
    'precio',
    'precios',
    'funciones',
    'conclusion',
    'resumen',
  ].map(fold),
);

function leadOf(line: string): string | null {
  const item = itemLead.exec(line)?.[1] ?? lineLead.exec(line)?.[1];
  if (!item) return null;
  const bold = boldLead.exec(item) ?? linkLead.exec(item);
  if (bold) return bold[1];
  const cut = separator.exec(item);
  if (cut) return item.slice(0, cut.index);
  return item.split(/\s+/).length <= 3 ? item : null;
}

function looksLikeName(candidate: string): boolean {
  if (candidate.length < 2 || candidate.length > 40 || /[.!?]$/.test(candidate)) return false;
  const words = candidate.split(/\s+/);
  if (words.length > 4) return false;
  if (genericLeads.has(fold(candidate))) return false;
  return words.every((w, i) => /^[\p{Lu}\p{Lt}\p{Lo}\p{N}]/u.test(w) || (i > 0 && connectors.has(w.toLowerCase())));
}

/**
 * Candidate names in order of appearance. `brands` holds the folded variants of the client and its
 * competitors: a candidate equal to one or containing one as words ("Acme CRM") is theirs.
 * `terms` holds the folded category terms: a candidate equal to one is the category, while one
 * that contains it ("Zoho CRM") is still a brand.
 */
export function thirdPartyCandidates(text: string, brands: readonly string[], terms: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (out.length >= maxThirdParties) break;
    const raw = leadOf(line);
    if (!raw) continue;
    const candidate = raw
      .replace(/[*_`]/g, '')
      .replace(/[\s:–—-]+$/, '')
      .trim();
    if (!looksLikeName(candidate)) continue;
    const f = fold(candidate);
    const padded = ` ${f.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    if (seen.has(f) || terms.includes(f) || brands.some((k) => k === f || padded.includes(` ${k.replace(/[^\p{L}\p{N}]+/gu, ' ')} `)))
      continue;
    seen.add(f);
    out.push(candidate);
  }
  return out;
}
