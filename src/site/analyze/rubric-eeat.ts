/**
 * E-E-A-T rubric (experience, expertise, authoritativeness, trust): the verifiable signals of who
 * stands behind the content. Only what is visible in the HTML and structured data is measured;
 * reputation elsewhere on the web is the brand score's business. Details: docs/methodology.md.
 */
import { checkDefiner, measured, notApplicable } from './checks.ts';
import { valuesOf } from './schema-values.ts';
import { hostOf, isSameSite, pathOf, type SiteContext } from './site-context.ts';
import {
  aboutPath,
  aboutText,
  allLinks,
  authoritativeHosts,
  bylineOf,
  contactPath,
  contactText,
  datesOf,
  editorialRe,
  foundingRe,
  isoDay,
  legalSuffix,
  orgEntities,
  privacyRe,
  socialHosts,
  streetRe,
  termsRe,
} from './eeat-signals.ts';
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
    recommendation:
      'Link a Contact page from every page, with an email address, phone number or form, and a postal address if you have one.',
    expectedImpact: 'A reachable organisation is a basic trust signal.',
  }),
  def({
    id: 'eeat.authors.missing',
    severity: 'HIGH',
    points: 15,
    passShare: 0.75,
    title: 'Articles without an author byline',
    recommendation: "Show the author's name on every article (and mark it up as author: Person in the Article JSON-LD).",
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
    recommendation:
      'State relevant credentials and experience in author bios (job title, qualifications, years of practice) and in Person markup (jobTitle, hasCredential, alumniOf, knowsAbout).',
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
    recommendation:
      'State the legal name, a postal address and the founding year on the site (About page or footer) and in Organization markup (legalName, address, foundingDate).',
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

export function evaluateEeat(ctx: SiteContext): CheckOutcome[] {
  const pages = ctx.pages;
  if (pages.length === 0) return eeatChecks.map((c) => notApplicable(c.id, 'no HTML page was analysed'));
  const out: CheckOutcome[] = [];
  const links = allLinks(ctx);
  const internal = links.filter(({ link }) => isSameSite(link.url, ctx));

  // About
  const aboutPage = pages.find((p) => aboutPath.test(pathOf(p.url)));
  const aboutLink = internal.find(({ link }) => aboutPath.test(pathOf(link.url)) || aboutText.test(link.text.trim()));
  const aboutWhere = aboutPage?.url ?? aboutLink?.link.url;
  out.push(
    aboutWhere !== undefined
      ? measured('eeat.about.missing', 1, `About page: ${aboutWhere}.`)
      : measured('eeat.about.missing', 0, `No About page or link to one was found on the ${pages.length} analysed pages.`),
  );

  // Contact
  const contactLink = internal.find(({ link }) => contactPath.test(pathOf(link.url)) || contactText.test(link.text.trim()));
  const contactPage = pages.find((p) => contactPath.test(pathOf(p.url)));
  const direct = links.find(({ link }) => link.url.startsWith('mailto:') || link.url.startsWith('tel:'));
  const orgs = orgEntities(ctx);
  const orgContact = orgs.find(({ page, entity }) =>
    ['telephone', 'email', 'contactPoint'].some((k) => valuesOf(entity, k, page.sd.byId).length > 0),
  );
  const contactWhere =
    contactPage?.url ??
    contactLink?.link.url ??
    (direct ? `${direct.link.url} on ${direct.page.url}` : orgContact ? `Organization markup on ${orgContact.page.url}` : null);
  out.push(
    contactWhere
      ? measured('eeat.contact.missing', 1, `Contact: ${contactWhere}.`)
      : measured('eeat.contact.missing', 0, 'No contact page, email/phone link or contact details in markup were found.'),
  );

  // Authors
  const articles = pages.filter((p) => p.articleLike);
  if (articles.length === 0) {
    for (const id of ['eeat.authors.missing', 'eeat.authors.no-profile', 'eeat.authors.credentials-missing', 'eeat.dates.missing'] as const)
      out.push(notApplicable(id, 'no article-like page was found'));
  } else {
    const bylines = articles.map((p) => ({ page: p, byline: bylineOf(p, ctx) }));
    const without = bylines.filter((b) => !b.byline);
    out.push(
      measured(
        'eeat.authors.missing',
        1 - without.length / articles.length,
        without.length
          ? `${without.length} of ${articles.length} article-like pages show no author.`
          : `All ${articles.length} article-like pages name an author.`,
        without.map((b) => b.page.url),
      ),
    );
    const withByline = bylines.flatMap(({ page, byline }) => (byline ? [{ page, byline }] : []));
    if (withByline.length === 0) out.push(notApplicable('eeat.authors.no-profile', 'no byline was found'));
    else {
      const noProfile = withByline.filter((b) => !b.byline.profile);
      out.push(
        measured(
          'eeat.authors.no-profile',
          1 - noProfile.length / withByline.length,
          noProfile.length
            ? `${noProfile.length} of ${withByline.length} bylines do not link to an author page (e.g. "${noProfile[0].byline.name.slice(0, 40)}").`
            : 'Every byline links to an author page.',
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
        undated.length
          ? `${undated.length} of ${articles.length} article-like pages show no publication or update date.`
          : `All ${articles.length} article-like pages are dated.`,
        undated.map((p) => p.url),
      ),
    );
  }

  // Freshness: the most recent date anywhere (not in the future of the audit).
  const limit = ctx.now.getTime() + 24 * 3600 * 1000;
  let latest: { date: Date; url: string } | null = null;
  for (const p of pages)
    for (const d of datesOf(p)) if (d.getTime() <= limit && (!latest || d > latest.date)) latest = { date: d, url: p.url };
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
      const external = p.facts.links.filter(
        (l) => l.inMain && /^https?:/i.test(l.url) && !isSameSite(l.url, ctx) && !socialHosts.test(hostOf(l.url) ?? ''),
      );
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
  const addressSeen =
    fact('address') ??
    pages.find((p) => p.facts.addressTexts.some((t) => t.length > 10) || p.sd.entities.some((e) => e.types.includes('PostalAddress')));
  const addressText = addressSeen ? null : texts.findIndex((t) => streetRe.test(t));
  const founding = fact('foundingDate') ?? null;
  const foundingText = founding ? -1 : texts.findIndex((t) => foundingRe.test(t));
  const legal = fact('legalName') ?? null;
  const legalText = legal ? -1 : texts.findIndex((t) => legalSuffix.test(t));
  const hasAddress = !!addressSeen || (addressText !== null && addressText >= 0);
  const hasFounding = !!founding || foundingText >= 0;
  const hasLegal = !!legal || legalText >= 0;
  const missingFacts = [!hasAddress && 'a postal address', !hasFounding && 'a founding year', !hasLegal && 'a legal company name'].filter(
    Boolean,
  );
  out.push(
    measured(
      'eeat.organization-facts.missing',
      (hasAddress ? 4 : 0) / 10 + (hasFounding ? 3 : 0) / 10 + (hasLegal ? 3 : 0) / 10,
      missingFacts.length
        ? `Not found on the analysed pages or in markup: ${missingFacts.join(', ')}.`
        : 'Address, founding year and legal name are stated.',
    ),
  );

  // Policies
  const linkMatches = (re: RegExp) =>
    links.some(({ link }) => isSameSite(link.url, ctx) && (re.test(pathOf(link.url)) || re.test(link.text))) ||
    pages.some((p) => re.test(pathOf(p.url)));
  const privacy = linkMatches(privacyRe);
  const terms = linkMatches(termsRe);
  const editorial = linkMatches(editorialRe);
  const missingPolicies = [
    !privacy && 'privacy policy',
    !terms && 'terms / legal notice',
    !editorial && 'editorial or corrections policy',
  ].filter(Boolean);
  out.push(
    measured(
      'eeat.policies.missing',
      (privacy ? 5 : 0) / 10 + (terms ? 3 : 0) / 10 + (editorial ? 2 : 0) / 10,
      missingPolicies.length ? `No link found to: ${missingPolicies.join(', ')}.` : 'Privacy, terms and editorial policies are linked.',
    ),
  );
  return out;
}
