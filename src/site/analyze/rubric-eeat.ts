/**
 * E-E-A-T rubric (experience, expertise, authoritativeness, trust): the verifiable signals of who
 * stands behind the content. Only what is visible in the HTML and structured data is measured;
 * reputation elsewhere on the web is the brand score's business. Details: docs/methodology.md.
 */
import { checkDefiner, measured, notApplicable } from './checks.ts';
import { firstText, isEntity, isOrganizationType, literal, parseIsoDate, valuesOf } from './schema-validate.ts';
import { type AnalyzedPage, hostOf, isSameSite, pathOf, type SiteContext } from './site-context.ts';
import type { Entity } from './structured-data.ts';
import type { CheckDefinition, CheckOutcome } from './types.ts';

const def = checkDefiner('eeat', 'EEAT');

export const eeatChecks: readonly CheckDefinition[] = [
  def({
    id: 'eeat.about.missing',
    severity: 'MEDIUM',
    points: 10,
    title: 'No About page',
    recommendation: 'Publish an About page (who you are, since when, who runs it, where you are) and link it from every page.',
    expectedImpact: 'Engines and readers can verify who is behind the site.',
  }),
  def({
    id: 'eeat.contact.missing',
    severity: 'MEDIUM',
    points: 10,
    title: 'No contact information',
    recommendation: 'Link a Contact page from every page, with an email address, phone number or form, and a postal address if you have one.',
    expectedImpact: 'A reachable organisation is a basic trust signal.',
  }),
  def({
    id: 'eeat.authors.missing',
    severity: 'HIGH',
    points: 15,
    passShare: 0.75,
    title: 'Articles without an author byline',
    recommendation: 'Show the author\'s name on every article (and mark it up as author: Person in the Article JSON-LD).',
    expectedImpact: 'Content is attributable to a person whose expertise can be checked.',
  }),
  def({
    id: 'eeat.authors.no-profile',
    severity: 'LOW',
    points: 5,
    passShare: 0.75,
    title: 'Author bylines do not link to author pages',
    recommendation: 'Link each byline to an author page with a bio, credentials and profiles (rel="author", or author.url in JSON-LD).',
    expectedImpact: 'Engines can connect authors to their expertise elsewhere.',
  }),
  def({
    id: 'eeat.authors.credentials-missing',
    severity: 'MEDIUM',
    points: 5,
    passShare: 0.5,
    title: 'Author credentials are not stated',
    recommendation: 'State relevant credentials and experience in author bios (job title, qualifications, years of practice) and in Person markup (jobTitle, hasCredential, alumniOf, knowsAbout).',
    expectedImpact: 'Demonstrated expertise, which matters most for health, finance and legal topics.',
  }),
  def({
    id: 'eeat.dates.missing',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.75,
    title: 'Articles without a publication or update date',
    recommendation: 'Show "Published" and "Updated" dates on articles, with <time datetime="…"> and datePublished/dateModified in JSON-LD.',
    expectedImpact: 'Engines can judge freshness, and prefer recent sources for current topics.',
  }),
  def({
    id: 'eeat.dates.stale',
    severity: 'LOW',
    points: 5,
    title: 'No recently updated content',
    recommendation: 'Review and update key content at least yearly, and show the update date.',
    expectedImpact: 'Fresh content is preferred for time-sensitive answers.',
  }),
  def({
    id: 'eeat.citations.missing',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.5,
    title: 'Content does not cite outside sources',
    recommendation: 'Link claims to their primary sources, preferably authoritative ones (research, government, standards bodies).',
    expectedImpact: 'Claims become verifiable, which supports trust in the page as a source.',
  }),
  def({
    id: 'eeat.organization-facts.missing',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.7,
    title: 'Basic facts about the organisation are missing',
    recommendation: 'State the legal name, a postal address and the founding year on the site (About page or footer) and in Organization markup (legalName, address, foundingDate).',
    expectedImpact: 'Engines can verify the organisation and describe it accurately.',
  }),
  def({
    id: 'eeat.policies.missing',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.8,
    title: 'Policy pages are missing',
    recommendation: 'Link a privacy policy and terms from every page; publishers should also publish an editorial/corrections policy.',
    expectedImpact: 'Baseline trust signals readers and quality raters look for.',
  }),
];

const aboutPath = /\/(about|about-us|about_us|aboutus|company|who-we-are|our-story|our-team|team|mission|a-propos|qui-sommes-nous|uber-uns|ueber-uns|quienes-somos|sobre-nosotros|chi-siamo|over-ons)(\/|\.html?$|\.php$|$)/i;
const aboutText = /^(about|about us|about me|who we are|our story|our company|company|the team|à propos|über uns|quiénes somos|chi siamo|over ons)$/i;
const contactPath = /\/(contact|contact-us|contactus|contact_us|kontakt|contacto|contatti|get-in-touch|support|help)(\/|\.html?$|\.php$|$)/i;
const contactText = /^(contact|contact us|get in touch|kontakt|contacto|contatti|nous contacter|support)$/i;
const privacyRe = /privacy|datenschutz|confidentialit|privacidad|gdpr/i;
const termsRe = /terms|conditions|\btos\b|\bagb\b|\bcgu\b|\bcgv\b|legal|impressum|imprint|nutzungsbedingungen/i;
const editorialRe = /editorial|corrections?|fact-?check|ethics|editorial-standards|(our|content) standards|methodology|review-process|how-we-(review|test|work)/i;
const authorPath = /\/(author|authors|team|people|staff|profile|profiles|contributors?|experts?|writers?|editors?|about|u|user|users)(\/|$)/i;
const credentialRe =
  /\b(ph\.?d|m\.?d\.|md\b|dds|dvm|cpa|cfa|cfp|rn\b|np\b|jd\b|j\.d\.|mba|msc|m\.sc|bsc|llm|esq|pharmd|certified|licensed|board[- ]certified|chartered|accredited|registered|professor|lecturer|researcher|scientist|physician|doctor|nurse|attorney|lawyer|engineer|editor|journalist|analyst|consultant|founder|director|specialist|expert|years of experience|\d+\+? years)\b/i;
const foundingRe = /\b(founded|established|since|est\.|incorporated|gegründet|fondée?|fundada)\s+(in\s+)?((1[6-9]|20)\d{2})\b/i;
const legalSuffix =
  /\b[\p{Lu}][\p{L}\p{N}&.,' -]{1,60}?\s(Inc\.?|Incorporated|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|GmbH|AG|S\.A\.S?\.?|SAS|SARL|S\.à r\.l\.|B\.V\.|N\.V\.|Pty\.? Ltd\.?|PLC|plc|S\.r\.l\.|S\.p\.A\.|S\.L\.|Oy|AB|A\/S|ApS|K\.K\.|Co\., Ltd\.?|Corp\.?|Corporation)(?=$|[\s,.;)©])/u;
const streetRe =
  /\b\d{1,5}[a-z]?\s+(?:[\p{L}'’.-]+\s){0,4}(street|st\.|avenue|ave\.|road|rd\.|boulevard|blvd\.?|lane|ln\.|drive|dr\.|way|place|pl\.|square|sq\.|court|ct\.|suite|strasse|straße|weg|rue|via|calle|plaza)\b/iu;
const socialHosts = /(^|\.)(facebook\.com|fb\.com|twitter\.com|x\.com|instagram\.com|tiktok\.com|pinterest\.[a-z.]+|linkedin\.com|youtube\.com|youtu\.be|t\.me|wa\.me|whatsapp\.com|reddit\.com|threads\.net|snapchat\.com|discord\.gg|bsky\.app|addtoany\.com|sharethis\.com)$/i;
const authoritativeHosts =
  /(^|\.)(gov|gov\.[a-z]{2}|gouv\.fr|gob\.[a-z]{2}|go\.[a-z]{2}|edu|edu\.[a-z]{2}|ac\.[a-z]{2}|int|mil|europa\.eu|who\.int|un\.org|oecd\.org|worldbank\.org|imf\.org|wikipedia\.org|wikidata\.org|doi\.org|arxiv\.org|ncbi\.nlm\.nih\.gov|pubmed\.ncbi\.nlm\.nih\.gov|nature\.com|science\.org|sciencedirect\.com|springer\.com|link\.springer\.com|wiley\.com|onlinelibrary\.wiley\.com|jstor\.org|thelancet\.com|nejm\.org|bmj\.com|cochranelibrary\.com|acm\.org|ieee\.org|w3\.org|ietf\.org|rfc-editor\.org|iso\.org|nist\.gov|reuters\.com|apnews\.com)$/i;

function allLinks(ctx: SiteContext) {
  return ctx.pages.flatMap((p) => p.facts.links.map((l) => ({ page: p, link: l })));
}

function orgEntities(ctx: SiteContext): { page: AnalyzedPage; entity: Entity }[] {
  return ctx.pages.flatMap((page) => page.sd.entities.filter((e) => e.types.some(isOrganizationType)).map((entity) => ({ page, entity })));
}

function articleEntities(p: AnalyzedPage): Entity[] {
  return p.sd.entities.filter((e) => p.issues.get(e)?.some((i) => i.family === 'article') || e.types.some((t) => /Article$|Posting$/.test(t)));
}

function authorsOf(p: AnalyzedPage): Entity[] {
  const out: Entity[] = [];
  for (const a of articleEntities(p)) for (const v of valuesOf(a, 'author', p.sd.byId)) if (isEntity(v)) out.push(v);
  return out;
}

function bylineOf(p: AnalyzedPage, ctx: SiteContext): { name: string; profile: boolean; credentials: boolean } | null {
  const authors = authorsOf(p);
  const named = authors.find((a) => firstText(a, 'name', p.sd.byId));
  const byline = p.facts.bylines.find((b) => b.text.trim());
  const name = (named ? firstText(named, 'name', p.sd.byId) : null) ?? byline?.text.trim() ?? null;
  if (!name) return null;
  const profileLinks = [
    ...p.facts.bylines.flatMap((b) => b.links),
    ...authors.flatMap((a) => [firstText(a, 'url', p.sd.byId), ...valuesOf(a, 'sameAs', p.sd.byId).map(literal)].filter((u): u is string => !!u)),
  ];
  const profile =
    p.facts.bylines.some((b) => b.source === 'rel-author' && b.links.length > 0) ||
    profileLinks.some((u) => (isSameSite(u, ctx) && authorPath.test(pathOf(u))) || authors.some((a) => firstText(a, 'url', p.sd.byId) === u));
  const credentialProps = ['jobTitle', 'hasCredential', 'alumniOf', 'award', 'knowsAbout', 'honorificSuffix', 'hasOccupation'];
  const credentials =
    authors.some((a) => credentialProps.some((k) => valuesOf(a, k, p.sd.byId).length > 0)) ||
    p.facts.authorBios.some((t) => credentialRe.test(t)) ||
    p.facts.bylines.some((b) => credentialRe.test(b.text));
  return { name, profile, credentials };
}

function datesOf(p: AnalyzedPage): Date[] {
  const raw: string[] = [];
  for (const e of p.sd.entities) for (const k of ['datePublished', 'dateModified', 'uploadDate', 'dateCreated']) {
    const t = firstText(e, k, p.sd.byId);
    if (t) raw.push(t);
  }
  for (const k of ['article:published_time', 'article:modified_time', 'og:updated_time', 'date', 'dc.date', 'dcterms.modified', 'dcterms.created', 'last-modified', 'datepublished', 'datemodified']) {
    raw.push(...(p.facts.metas.get(k) ?? []));
  }
  for (const t of p.facts.timeElements) if (t.inMain && t.datetime) raw.push(t.datetime);
  const dates = raw.map((r) => parseIsoDate(r.trim().slice(0, 40)) ?? parseLooseDate(r)).filter((d): d is Date => d !== null);
  const textual = /\b(published|posted|updated|last updated|last modified|reviewed)\b[^\n.]{0,20}?(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]{2,8}\.? \d{4})/i.exec(p.facts.main.text.slice(0, 4000));
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
  else if ((m = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(t))) [day, month, year] = [Number(m[1]), months.indexOf(m[2].slice(0, 3).toLowerCase()), Number(m[3])];
  else return null;
  if (month < 0 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month, day));
  return d.getUTCMonth() === month ? d : null;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function evaluateEeat(ctx: SiteContext): CheckOutcome[] {
  const pages = ctx.pages;
  if (pages.length === 0) return eeatChecks.map((c) => notApplicable(c.id, 'no HTML page was analysed'));
  const out: CheckOutcome[] = [];
  const links = allLinks(ctx);
  const internal = links.filter(({ link }) => isSameSite(link.url, ctx));

  // About
  const aboutPage = pages.find((p) => aboutPath.test(pathOf(p.url)));
  const aboutLink = internal.find(({ link }) => aboutPath.test(pathOf(link.url)) || aboutText.test(link.text.trim()));
  out.push(
    aboutPage || aboutLink
      ? measured('eeat.about.missing', 1, `About page: ${aboutPage?.url ?? aboutLink!.link.url}.`)
      : measured('eeat.about.missing', 0, `No About page or link to one was found on the ${pages.length} analysed pages.`),
  );

  // Contact
  const contactLink = internal.find(({ link }) => contactPath.test(pathOf(link.url)) || contactText.test(link.text.trim()));
  const contactPage = pages.find((p) => contactPath.test(pathOf(p.url)));
  const direct = links.find(({ link }) => link.url.startsWith('mailto:') || link.url.startsWith('tel:'));
  const orgs = orgEntities(ctx);
  const orgContact = orgs.find(({ page, entity }) => ['telephone', 'email', 'contactPoint'].some((k) => valuesOf(entity, k, page.sd.byId).length > 0));
  const contactWhere = contactPage?.url ?? contactLink?.link.url ?? (direct ? `${direct.link.url} on ${direct.page.url}` : orgContact ? `Organization markup on ${orgContact.page.url}` : null);
  out.push(contactWhere ? measured('eeat.contact.missing', 1, `Contact: ${contactWhere}.`) : measured('eeat.contact.missing', 0, 'No contact page, email/phone link or contact details in markup were found.'));

  // Authors
  const articles = pages.filter((p) => p.articleLike);
  if (articles.length === 0) {
    for (const id of ['eeat.authors.missing', 'eeat.authors.no-profile', 'eeat.authors.credentials-missing', 'eeat.dates.missing'] as const) out.push(notApplicable(id, 'no article-like page was found'));
  } else {
    const bylines = articles.map((p) => ({ page: p, byline: bylineOf(p, ctx) }));
    const without = bylines.filter((b) => !b.byline);
    out.push(
      measured(
        'eeat.authors.missing',
        1 - without.length / articles.length,
        without.length ? `${without.length} of ${articles.length} article-like pages show no author.` : `All ${articles.length} article-like pages name an author.`,
        without.map((b) => b.page.url),
      ),
    );
    const withByline = bylines.filter((b) => b.byline);
    if (withByline.length === 0) out.push(notApplicable('eeat.authors.no-profile', 'no byline was found'));
    else {
      const noProfile = withByline.filter((b) => !b.byline!.profile);
      out.push(
        measured(
          'eeat.authors.no-profile',
          1 - noProfile.length / withByline.length,
          noProfile.length ? `${noProfile.length} of ${withByline.length} bylines do not link to an author page (e.g. "${noProfile[0].byline!.name.slice(0, 40)}").` : 'Every byline links to an author page.',
          noProfile.map((b) => b.page.url),
        ),
      );
    }
    const noCredentials = bylines.filter((b) => !b.byline?.credentials);
    out.push(
      measured(
        'eeat.authors.credentials-missing',
        1 - noCredentials.length / articles.length,
        noCredentials.length
          ? `${noCredentials.length} of ${articles.length} article-like pages state no author credentials (bio or Person jobTitle/hasCredential/alumniOf/knowsAbout).`
          : 'Every article-like page states author credentials.',
        noCredentials.map((b) => b.page.url),
      ),
    );
    const undated = articles.filter((p) => datesOf(p).length === 0);
    out.push(
      measured(
        'eeat.dates.missing',
        1 - undated.length / articles.length,
        undated.length ? `${undated.length} of ${articles.length} article-like pages show no publication or update date.` : `All ${articles.length} article-like pages are dated.`,
        undated.map((p) => p.url),
      ),
    );
  }

  // Freshness: the most recent date anywhere (not in the future of the audit).
  const limit = ctx.now.getTime() + 24 * 3600 * 1000;
  let latest: { date: Date; url: string } | null = null;
  for (const p of pages) for (const d of datesOf(p)) if (d.getTime() <= limit && (!latest || d > latest.date)) latest = { date: d, url: p.url };
  if (!latest) out.push(notApplicable('eeat.dates.stale', 'no dated content was found'));
  else {
    const days = (ctx.now.getTime() - latest.date.getTime()) / (24 * 3600 * 1000);
    const share = days <= 365 ? 1 : days <= 730 ? 0.5 : 0;
    out.push(
      measured(
        'eeat.dates.stale',
        share,
        `The most recent date found is ${isoDay(latest.date)} (${latest.url}), ${Math.max(0, Math.round(days))} days before the audit.`,
        share < 1 ? [latest.url] : [],
      ),
    );
  }

  // Outbound citations from the main content of content pages.
  const candidates = articles.length ? articles : pages.filter((p) => !p.isHome && !p.utility && p.facts.main.words >= 300);
  if (candidates.length === 0) out.push(notApplicable('eeat.citations.missing', 'no article or long content page was found'));
  else {
    let sum = 0;
    const weak: string[] = [];
    let authoritative = 0;
    let otherOnly = 0;
    for (const p of candidates) {
      const external = p.facts.links.filter((l) => l.inMain && /^https?:/i.test(l.url) && !isSameSite(l.url, ctx) && !socialHosts.test(hostOf(l.url) ?? ''));
      const auth = external.some((l) => authoritativeHosts.test(hostOf(l.url) ?? ''));
      const credit = auth ? 1 : external.length > 0 ? 0.5 : 0;
      if (auth) authoritative++;
      else if (credit > 0) otherOnly++;
      sum += credit;
      if (credit < 1) weak.push(p.url);
    }
    const none = candidates.length - authoritative - otherOnly;
    out.push(
      measured(
        'eeat.citations.missing',
        sum / candidates.length,
        `Of ${candidates.length} content page(s), ${authoritative} link to an authoritative source (research, government, standards, reference works), ${otherOnly} only to other sites, ${none} to no outside source from the main content.`,
        weak,
      ),
    );
  }

  // Organisation facts: markup first, then visible text (address element, footer, About page).
  const fact = (k: string) => orgs.find(({ page, entity }) => valuesOf(entity, k, page.sd.byId).length > 0);
  const texts = pages.map((p) => p.facts.bodyText);
  const addressSeen = fact('address') ?? pages.find((p) => p.facts.addressTexts.some((t) => t.length > 10) || p.sd.entities.some((e) => e.types.includes('PostalAddress')));
  const addressText = addressSeen ? null : texts.findIndex((t) => streetRe.test(t));
  const founding = fact('foundingDate') ?? null;
  const foundingText = founding ? -1 : texts.findIndex((t) => foundingRe.test(t));
  const legal = fact('legalName') ?? null;
  const legalText = legal ? -1 : texts.findIndex((t) => legalSuffix.test(t));
  const hasAddress = !!addressSeen || (addressText !== null && addressText >= 0);
  const hasFounding = !!founding || foundingText >= 0;
  const hasLegal = !!legal || legalText >= 0;
  const missingFacts = [!hasAddress && 'a postal address', !hasFounding && 'a founding year', !hasLegal && 'a legal company name'].filter(Boolean);
  out.push(
    measured(
      'eeat.organization-facts.missing',
      (hasAddress ? 4 : 0) / 10 + (hasFounding ? 3 : 0) / 10 + (hasLegal ? 3 : 0) / 10,
      missingFacts.length ? `Not found on the analysed pages or in markup: ${missingFacts.join(', ')}.` : 'Address, founding year and legal name are stated.',
    ),
  );

  // Policies
  const linkMatches = (re: RegExp) => links.some(({ link }) => isSameSite(link.url, ctx) && (re.test(pathOf(link.url)) || re.test(link.text))) || pages.some((p) => re.test(pathOf(p.url)));
  const privacy = linkMatches(privacyRe);
  const terms = linkMatches(termsRe);
  const editorial = linkMatches(editorialRe);
  const missingPolicies = [!privacy && 'privacy policy', !terms && 'terms / legal notice', !editorial && 'editorial or corrections policy'].filter(Boolean);
  out.push(
    measured(
      'eeat.policies.missing',
      (privacy ? 5 : 0) / 10 + (terms ? 3 : 0) / 10 + (editorial ? 2 : 0) / 10,
      missingPolicies.length ? `No link found to: ${missingPolicies.join(', ')}.` : 'Privacy, terms and editorial policies are linked.',
    ),
  );
  return out;
}
