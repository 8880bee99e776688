/**
 * Schema rubric: structured data (JSON-LD and microdata) that tells engines who the site is and
 * what each page holds, parsed and validated. Points and reasons: docs/methodology.md.
 */
import { checkDefiner, measured, notApplicable } from './checks.ts';
import { type Family, familiesOf } from './schema-families.ts';
import type { SchemaIssue } from './schema-validate.ts';
import { firstText, isHttpUrl, literal, valuesOf } from './schema-values.ts';
import type { AnalyzedPage, SiteContext } from './site-context.ts';
import type { Entity } from './structured-data.ts';
import type { CheckDefinition, CheckId, CheckOutcome } from './types.ts';

const def = checkDefiner('schema', 'SCHEMA');

export const schemaChecks: readonly CheckDefinition[] = [
  def({
    id: 'schema.structured-data.missing',
    severity: 'HIGH',
    points: 15,
    passShare: 0.75,
    title: 'Pages without schema.org structured data',
    recommendation:
      'Add JSON-LD describing each page (Organization and WebSite on the home page; Article, Product, FAQPage or BreadcrumbList where they fit).',
    expectedImpact: 'Engines read facts about the page without guessing from layout.',
  }),
  def({
    id: 'schema.jsonld.malformed',
    severity: 'MEDIUM',
    points: 10,
    title: 'JSON-LD blocks that consumers cannot use',
    recommendation: 'Fix the listed blocks: valid JSON, an "@context": "https://schema.org" and an "@type" on each item.',
    expectedImpact: 'The structured data you already wrote starts being read.',
  }),
  def({
    id: 'schema.organization.missing',
    severity: 'HIGH',
    points: 15,
    title: 'No Organization markup',
    recommendation:
      'Add Organization (or a subtype such as LocalBusiness) JSON-LD to the home page with name, url, logo and sameAs links to your official profiles.',
    expectedImpact: 'Engines can tie the site to your brand as one entity, which helps them name and cite you.',
  }),
  def({
    id: 'schema.organization.incomplete',
    severity: 'MEDIUM',
    points: 10,
    title: 'Organization markup is incomplete or invalid',
    recommendation: 'Give the Organization a name, an absolute url and a logo URL.',
    expectedImpact: 'A complete entity record engines can show and disambiguate.',
  }),
  def({
    id: 'schema.organization.sameas-missing',
    severity: 'MEDIUM',
    points: 8,
    title: 'Organization has no sameAs profile links',
    recommendation: 'List your official profiles in sameAs (Wikipedia/Wikidata, LinkedIn, Crunchbase, social accounts): at least two.',
    expectedImpact: 'Engines connect your site to what the rest of the web says about the brand.',
  }),
  def({
    id: 'schema.website.missing',
    severity: 'LOW',
    points: 5,
    title: 'No WebSite markup',
    recommendation: 'Add WebSite JSON-LD with the site name and url on the home page.',
    expectedImpact: 'Engines use the right site name when they cite you.',
  }),
  def({
    id: 'schema.website.invalid',
    severity: 'LOW',
    points: 3,
    title: 'WebSite markup has errors',
    recommendation: 'Fix the listed WebSite properties (url, and a consistent SearchAction if you declare one).',
    expectedImpact: 'The site record is read as intended.',
  }),
  def({
    id: 'schema.article.missing',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.75,
    title: 'Articles without Article markup',
    recommendation:
      'Mark up articles, posts and guides as Article/BlogPosting/NewsArticle with headline, author (Person), datePublished and dateModified.',
    expectedImpact: 'Engines read who wrote the content and when, which feeds trust and freshness.',
  }),
  def({
    id: 'schema.article.invalid',
    severity: 'MEDIUM',
    points: 10,
    passShare: 0.75,
    title: 'Article markup has errors',
    recommendation: 'Give every Article a headline, an author as a Person with a name, and ISO 8601 datePublished/dateModified.',
    expectedImpact: 'Authorship and dates are read correctly.',
  }),
  def({
    id: 'schema.faq.invalid',
    severity: 'MEDIUM',
    points: 5,
    title: 'FAQPage markup has errors',
    recommendation: 'Each FAQPage mainEntity must be a Question with a name and an acceptedAnswer (Answer with text).',
    expectedImpact: 'Question and answer pairs are read as such.',
  }),
  def({
    id: 'schema.product.invalid',
    severity: 'MEDIUM',
    points: 8,
    title: 'Product markup has errors',
    recommendation: 'Give each Product a name and offers with a numeric price, an ISO 4217 priceCurrency and a schema.org availability.',
    expectedImpact: 'Engines can quote correct prices and availability.',
  }),
  def({
    id: 'schema.breadcrumb.invalid',
    severity: 'LOW',
    points: 4,
    title: 'BreadcrumbList markup has errors',
    recommendation: 'Number ListItems 1..n with position, and give each a name and an item URL (the last may omit item).',
    expectedImpact: 'Engines understand where the page sits in the site.',
  }),
  def({
    id: 'schema.person.invalid',
    severity: 'LOW',
    points: 3,
    title: 'Person markup has errors',
    recommendation: 'Give every Person a name, and valid url/sameAs URLs.',
    expectedImpact: 'People (authors, founders) are identified correctly.',
  }),
  def({
    id: 'schema.deprecated.data-vocabulary',
    severity: 'MEDIUM',
    points: 5,
    title: 'Obsolete data-vocabulary.org markup',
    recommendation:
      'Replace data-vocabulary.org markup with the schema.org equivalent (e.g. BreadcrumbList); Google stopped supporting it in 2020.',
    expectedImpact: 'The markup is read again.',
  }),
  def({
    id: 'schema.deprecated.rich-result-types',
    severity: 'LOW',
    points: 0,
    title: 'HowTo markup no longer produces rich results',
    recommendation:
      'No fix needed: keep HowTo if it describes the page (it remains valid schema.org), but do not invest in it for Google rich results, which were retired in 2023.',
    expectedImpact: 'Sets expectations; no score impact.',
  }),
];

interface Found {
  page: AnalyzedPage;
  entity: Entity;
  issues: SchemaIssue[];
}

function entitiesOf(ctx: SiteContext, family: Family): Found[] {
  const out: Found[] = [];
  for (const page of ctx.pages) {
    for (const entity of page.sd.entities) {
      if (entity.vocabulary === 'data-vocabulary' || !familiesOf(entity).includes(family)) continue;
      out.push({ page, entity, issues: (page.issues.get(entity) ?? []).filter((i) => i.family === family) });
    }
  }
  return out;
}

function issueText(i: SchemaIssue): string {
  return `${i.entityType}${i.property ? ` ${i.property}` : ''}: ${i.message}`;
}

/** Share of items without errors; the failing pages are the affected URLs. */
function validity(id: CheckId, found: Found[], label: string): CheckOutcome {
  if (found.length === 0) return notApplicable(id, `no ${label} markup`);
  const bad = found.filter((f) => f.issues.some((i) => i.level === 'error'));
  if (bad.length === 0) {
    const warnings = found.flatMap((f) => f.issues).filter((i) => i.level === 'warning');
    return measured(
      id,
      1,
      `${found.length} ${label} item(s) without errors${warnings.length ? `; recommended properties missing: ${[...new Set(warnings.map(issueText))].slice(0, 3).join('; ')}` : ''}.`,
    );
  }
  const errors = [...new Set(bad.flatMap((f) => f.issues.filter((i) => i.level === 'error').map(issueText)))];
  return measured(
    id,
    1 - bad.length / found.length,
    `${bad.length} of ${found.length} ${label} item(s) have errors: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? '; …' : ''}.`,
    [...new Set(bad.map((f) => f.page.url))],
  );
}

function orgScore(f: Found): { share: number; missing: string[] } {
  const byId = f.page.sd.byId;
  const e = f.entity;
  const missing: string[] = [];
  let points = 0;
  if (firstText(e, 'name', byId)) points += 4;
  else missing.push('name');
  const url = firstText(e, 'url', byId);
  if (url && isHttpUrl(url, f.page.url)) points += 3;
  else missing.push(url ? 'a valid url' : 'url');
  const logo = valuesOf(e, 'logo', byId)[0];
  const logoUrl =
    logo === undefined
      ? null
      : (literal(logo) ??
        (typeof logo === 'object' && 'props' in logo ? (firstText(logo, 'url', byId) ?? firstText(logo, 'contentUrl', byId)) : null));
  if (logoUrl && isHttpUrl(logoUrl, f.page.url)) points += 3;
  else missing.push(logoUrl ? 'a valid logo URL' : 'logo');
  return { share: points / 10, missing };
}

function sameAsOf(f: Found): string[] {
  return valuesOf(f.entity, 'sameAs', f.page.sd.byId)
    .map((v) => literal(v))
    .filter((s): s is string => !!s && /^https?:\/\//i.test(s));
}

export function evaluateSchema(ctx: SiteContext): CheckOutcome[] {
  const pages = ctx.pages;
  if (pages.length === 0) return schemaChecks.map((c) => notApplicable(c.id, 'no HTML page was analysed'));
  const out: CheckOutcome[] = [];

  const usable = (p: AnalyzedPage) => p.sd.entities.some((e) => e.vocabulary === 'schema.org' && e.types.length > 0 && e.topLevel);
  const without = pages.filter((p) => !usable(p));
  out.push(
    measured(
      'schema.structured-data.missing',
      1 - without.length / pages.length,
      without.length
        ? `${without.length} of ${pages.length} analysed pages carry no usable schema.org JSON-LD or microdata.`
        : `All ${pages.length} analysed pages carry schema.org structured data.`,
      without.map((p) => p.url),
    ),
  );

  const blocks = pages.flatMap((p) => p.sd.blocks.map((b) => ({ page: p, block: b })));
  const broken = blocks.filter((b) => !b.block.ok);
  out.push(
    blocks.length === 0
      ? notApplicable('schema.jsonld.malformed', 'no JSON-LD on the analysed pages')
      : measured(
          'schema.jsonld.malformed',
          1 - broken.length / blocks.length,
          broken.length
            ? `${broken.length} of ${blocks.length} JSON-LD blocks are unusable: ${broken
                .slice(0, 3)
                .map((b) => `block ${b.block.index + 1} on ${b.page.url}: ${b.block.error}`)
                .join('; ')}.`
            : `All ${blocks.length} JSON-LD blocks parse.`,
          [...new Set(broken.map((b) => b.page.url))],
        ),
  );

  const orgs = entitiesOf(ctx, 'organization');
  if (orgs.length === 0) {
    out.push(
      measured('schema.organization.missing', 0, `No Organization (or subtype) markup on any of the ${pages.length} analysed pages.`),
    );
    out.push(notApplicable('schema.organization.incomplete', 'no Organization markup'));
    out.push(notApplicable('schema.organization.sameas-missing', 'no Organization markup'));
  } else {
    // The most complete top-level Organization speaks for the site (nested publishers are often partial).
    const ranked = [...orgs].sort(
      (a, b) =>
        Number(b.entity.topLevel) - Number(a.entity.topLevel) ||
        orgScore(b).share - orgScore(a).share ||
        sameAsOf(b).length - sameAsOf(a).length,
    );
    const best = ranked[0];
    const name = firstText(best.entity, 'name', best.page.sd.byId) ?? '(no name)';
    out.push(measured('schema.organization.missing', 1, `Organization "${name.slice(0, 60)}" found on ${best.page.url}.`));
    const { share, missing } = orgScore(best);
    out.push(
      measured(
        'schema.organization.incomplete',
        share,
        missing.length
          ? `The Organization markup on ${best.page.url} lacks ${missing.join(', ')}.`
          : 'The Organization markup has name, url and logo.',
        missing.length ? [best.page.url] : [],
      ),
    );
    const profiles = Math.max(...orgs.map((o) => sameAsOf(o).length));
    out.push(
      measured(
        'schema.organization.sameas-missing',
        profiles >= 2 ? 1 : profiles === 1 ? 0.5 : 0,
        profiles >= 2
          ? `sameAs lists ${profiles} profile URLs.`
          : profiles === 1
            ? 'sameAs lists only one profile URL.'
            : 'The Organization markup has no sameAs profile URLs.',
        profiles >= 2 ? [] : [best.page.url],
      ),
    );
  }

  const sites = entitiesOf(ctx, 'website');
  out.push(
    sites.length
      ? measured('schema.website.missing', 1, `WebSite markup found on ${sites[0].page.url}.`)
      : measured('schema.website.missing', 0, 'No WebSite markup on any analysed page.'),
  );
  out.push(validity('schema.website.invalid', sites, 'WebSite'));

  const articlePages = pages.filter((p) => p.articleLike);
  const articles = entitiesOf(ctx, 'article');
  if (articlePages.length === 0) out.push(notApplicable('schema.article.missing', 'no article-like page was found'));
  else {
    const unmarked = articlePages.filter((p) => !articles.some((a) => a.page === p));
    out.push(
      measured(
        'schema.article.missing',
        1 - unmarked.length / articlePages.length,
        unmarked.length
          ? `${unmarked.length} of ${articlePages.length} article-like pages have no Article/BlogPosting/NewsArticle markup.`
          : `All ${articlePages.length} article-like pages carry Article markup.`,
        unmarked.map((p) => p.url),
      ),
    );
  }
  out.push(validity('schema.article.invalid', articles, 'Article'));
  out.push(validity('schema.faq.invalid', entitiesOf(ctx, 'faq'), 'FAQPage'));
  out.push(validity('schema.product.invalid', entitiesOf(ctx, 'product'), 'Product'));
  out.push(validity('schema.breadcrumb.invalid', entitiesOf(ctx, 'breadcrumb'), 'BreadcrumbList'));
  out.push(
    validity(
      'schema.person.invalid',
      entitiesOf(ctx, 'person').filter((f) => f.entity.topLevel),
      'Person',
    ),
  );

  const dv = pages.filter((p) => p.sd.entities.some((e) => e.vocabulary === 'data-vocabulary'));
  out.push(
    dv.length
      ? measured(
          'schema.deprecated.data-vocabulary',
          0,
          `${dv.length} page(s) use data-vocabulary.org markup, which Google no longer reads.`,
          dv.map((p) => p.url),
        )
      : notApplicable('schema.deprecated.data-vocabulary', 'no data-vocabulary.org markup'),
  );
  const howto = entitiesOf(ctx, 'howto');
  const faqPages = new Set(entitiesOf(ctx, 'faq').map((f) => f.page.url));
  const faqNote = faqPages.size
    ? ` FAQPage markup (on ${faqPages.size} page(s)) stays valid, but since 2023 Google shows FAQ rich results only for well-known government and health sites.`
    : '';
  out.push(
    howto.length
      ? measured(
          'schema.deprecated.rich-result-types',
          0,
          `HowTo markup on ${new Set(howto.map((h) => h.page.url)).size} page(s): Google retired HowTo rich results in 2023.${faqNote}`,
          [...new Set(howto.map((h) => h.page.url))],
        )
      : faqPages.size
        ? measured('schema.deprecated.rich-result-types', 1, faqNote.trim())
        : notApplicable('schema.deprecated.rich-result-types', 'no HowTo or FAQPage markup'),
  );
  return out;
}
