/**
 * The E-E-A-T signals read from analysed pages: what an About, contact, policy or author page
 * looks like, bylines, dates, organisation facts and authoritative sources. The rubric
 * (rubric-eeat.ts) scores them.
 */
import { isOrganizationType } from './schema-families.ts';
import { parseIsoDate } from './schema-validate.ts';
import { firstText, isEntity, literal, valuesOf } from './schema-values.ts';
import { type AnalyzedPage, isSameSite, pathOf, type SiteContext } from './site-context.ts';
import type { Entity } from './structured-data.ts';

export const aboutPath =
  /\/(about|about-us|about_us|aboutus|company|who-we-are|our-story|our-team|team|mission|a-propos|qui-sommes-nous|uber-uns|ueber-uns|quienes-somos|sobre-nosotros|chi-siamo|over-ons)(\/|\.html?$|\.php$|$)/i;
export const aboutText =
  /^(about|about us|about me|who we are|our story|our company|company|the team|à propos|über uns|quiénes somos|chi siamo|over ons)$/i;
export const contactPath =
  /\/(contact|contact-us|contactus|contact_us|kontakt|contacto|contatti|get-in-touch|support|help)(\/|\.html?$|\.php$|$)/i;
export const contactText = /^(contact|contact us|get in touch|kontakt|contacto|contatti|nous contacter|support)$/i;
export const privacyRe = /privacy|datenschutz|confidentialit|privacidad|gdpr/i;
export const termsRe = /terms|conditions|\btos\b|\bagb\b|\bcgu\b|\bcgv\b|legal|impressum|imprint|nutzungsbedingungen/i;
export const editorialRe =
  /editorial|corrections?|fact-?check|ethics|editorial-standards|(our|content) standards|methodology|review-process|how-we-(review|test|work)/i;
const authorPath =
  /\/(author|authors|team|people|staff|profile|profiles|contributors?|experts?|writers?|editors?|about|u|user|users)(\/|$)/i;
const credentialRe =
  /\b(ph\.?d|m\.?d\.|md\b|dds|dvm|cpa|cfa|cfp|rn\b|np\b|jd\b|j\.d\.|mba|msc|m\.sc|bsc|llm|esq|pharmd|certified|licensed|board[- ]certified|chartered|accredited|registered|professor|lecturer|researcher|scientist|physician|doctor|nurse|attorney|lawyer|engineer|editor|journalist|analyst|consultant|founder|director|specialist|expert|years of experience|\d+\+? years)\b/i;
export const foundingRe = /\b(founded|established|since|est\.|incorporated|gegründet|fondée?|fundada)\s+(in\s+)?((1[6-9]|20)\d{2})\b/i;
export const legalSuffix =
  /\b[\p{Lu}][\p{L}\p{N}&.,' -]{1,60}?\s(Inc\.?|Incorporated|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|GmbH|AG|S\.A\.S?\.?|SAS|SARL|S\.à r\.l\.|B\.V\.|N\.V\.|Pty\.? Ltd\.?|PLC|plc|S\.r\.l\.|S\.p\.A\.|S\.L\.|Oy|AB|A\/S|ApS|K\.K\.|Co\., Ltd\.?|Corp\.?|Corporation)(?=$|[\s,.;)©])/u;
export const streetRe =
  /\b\d{1,5}[a-z]?\s+(?:[\p{L}'’.-]+\s){0,4}(street|st\.|avenue|ave\.|road|rd\.|boulevard|blvd\.?|lane|ln\.|drive|dr\.|way|place|pl\.|square|sq\.|court|ct\.|suite|strasse|straße|weg|rue|via|calle|plaza)\b/iu;
export const socialHosts =
  /(^|\.)(facebook\.com|fb\.com|twitter\.com|x\.com|instagram\.com|tiktok\.com|pinterest\.[a-z.]+|linkedin\.com|youtube\.com|youtu\.be|t\.me|wa\.me|whatsapp\.com|reddit\.com|threads\.net|snapchat\.com|discord\.gg|bsky\.app|addtoany\.com|sharethis\.com)$/i;
export const authoritativeHosts =
  /(^|\.)(gov|gov\.[a-z]{2}|gouv\.fr|gob\.[a-z]{2}|go\.[a-z]{2}|edu|edu\.[a-z]{2}|ac\.[a-z]{2}|int|mil|europa\.eu|who\.int|un\.org|oecd\.org|worldbank\.org|imf\.org|wikipedia\.org|wikidata\.org|doi\.org|arxiv\.org|ncbi\.nlm\.nih\.gov|pubmed\.ncbi\.nlm\.nih\.gov|nature\.com|science\.org|sciencedirect\.com|springer\.com|link\.springer\.com|wiley\.com|onlinelibrary\.wiley\.com|jstor\.org|thelancet\.com|nejm\.org|bmj\.com|cochranelibrary\.com|acm\.org|ieee\.org|w3\.org|ietf\.org|rfc-editor\.org|iso\.org|nist\.gov|reuters\.com|apnews\.com)$/i;

export function allLinks(ctx: SiteContext) {
  return ctx.pages.flatMap((p) => p.facts.links.map((l) => ({ page: p, link: l })));
}

export function orgEntities(ctx: SiteContext): { page: AnalyzedPage; entity: Entity }[] {
  return ctx.pages.flatMap((page) => page.sd.entities.filter((e) => e.types.some(isOrganizationType)).map((entity) => ({ page, entity })));
}

function articleEntities(p: AnalyzedPage): Entity[] {
  return p.sd.entities.filter(
    (e) => p.issues.get(e)?.some((i) => i.family === 'article') || e.types.some((t) => /Article$|Posting$/.test(t)),
  );
}

function authorsOf(p: AnalyzedPage): Entity[] {
  const out: Entity[] = [];
  for (const a of articleEntities(p)) for (const v of valuesOf(a, 'author', p.sd.byId)) if (isEntity(v)) out.push(v);
  return out;
}

export function bylineOf(p: AnalyzedPage, ctx: SiteContext): { name: string; profile: boolean; credentials: boolean } | null {
  const authors = authorsOf(p);
  const named = authors.find((a) => firstText(a, 'name', p.sd.byId));
  const byline = p.facts.bylines.find((b) => b.text.trim());
  const name = (named ? firstText(named, 'name', p.sd.byId) : null) ?? byline?.text.trim() ?? null;
  if (!name) return null;
  const profileLinks = [
    ...p.facts.bylines.flatMap((b) => b.links),
    ...authors.flatMap((a) =>
      [firstText(a, 'url', p.sd.byId), ...valuesOf(a, 'sameAs', p.sd.byId).map(literal)].filter((u): u is string => !!u),
    ),
  ];
  const profile =
    p.facts.bylines.some((b) => b.source === 'rel-author' && b.links.length > 0) ||
    profileLinks.some(
      (u) => (isSameSite(u, ctx) && authorPath.test(pathOf(u))) || authors.some((a) => firstText(a, 'url', p.sd.byId) === u),
    );
  const credentialProps = ['jobTitle', 'hasCredential', 'alumniOf', 'award', 'knowsAbout', 'honorificSuffix', 'hasOccupation'];
  const credentials =
    authors.some((a) => credentialProps.some((k) => valuesOf(a, k, p.sd.byId).length > 0)) ||
    p.facts.authorBios.some((t) => credentialRe.test(t)) ||
    p.facts.bylines.some((b) => credentialRe.test(b.text));
  return { name, profile, credentials };
}

export function datesOf(p: AnalyzedPage): Date[] {
  const raw: string[] = [];
  for (const e of p.sd.entities)
    for (const k of ['datePublished', 'dateModified', 'uploadDate', 'dateCreated']) {
      const t = firstText(e, k, p.sd.byId);
      if (t) raw.push(t);
    }
  for (const k of [
    'article:published_time',
    'article:modified_time',
    'og:updated_time',
    'date',
    'dc.date',
    'dcterms.modified',
    'dcterms.created',
    'last-modified',
    'datepublished',
    'datemodified',
  ]) {
    raw.push(...(p.facts.metas.get(k) ?? []));
  }
  for (const t of p.facts.timeElements) if (t.inMain && t.datetime) raw.push(t.datetime);
  const dates = raw.map((r) => parseIsoDate(r.trim().slice(0, 40)) ?? parseLooseDate(r)).filter((d): d is Date => d !== null);
  const textual =
    /\b(published|posted|updated|last updated|last modified|reviewed)\b[^\n.]{0,20}?(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]{2,8}\.? \d{4})/i.exec(
      p.facts.main.text.slice(0, 4000),
    );
  if (textual) {
    const d = parseIsoDate(textual[2]) ?? parseLooseDate(textual[2]);
    if (d) dates.push(d);
  }
  return dates;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "March 3, 2024", "3 March 2024", "Mar. 3 2024". */
function parseLooseDate(s: string): Date | null {
  const t = s.trim();
  let m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(t);
  let day: number, month: number, year: number;
  if (m) [month, day, year] = [months.indexOf(m[1].slice(0, 3).toLowerCase()), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(t)))
    [day, month, year] = [Number(m[1]), months.indexOf(m[2].slice(0, 3).toLowerCase()), Number(m[3])];
  else return null;
  if (month < 0 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCMonth() === month ? d : null;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
