/**
 * The catalog of rubric check ids: one typed union shared by the rubric definitions, their
 * outcomes, the findings stored by core (finding.check_id) and docs/methodology.md (a test keeps
 * the document, this list and the definitions equal). An id names the problem a check detects;
 * it is stable across releases, so a finding can be followed from run to run.
 */

export const technicalCheckIds = [
  'technical.robots.unreachable',
  'technical.robots.search-engines-blocked',
  'technical.robots.ai-search-crawlers-blocked',
  'technical.robots.ai-user-agents-blocked',
  'technical.robots.google-extended-blocked',
  'technical.robots.ai-training-crawlers-blocked',
  'technical.robots.missing',
  'technical.robots.invalid',
  'technical.indexing.noindex',
  'technical.indexing.nosnippet',
  'technical.indexing.nofollow',
  'technical.indexing.noai',
  'technical.rendering.js-only-content',
  'technical.http.error-status',
  'technical.http.redirect-chain',
  'technical.links.broken-internal',
  'technical.page.title-missing',
  'technical.page.title-length',
  'technical.page.meta-description-missing',
  'technical.page.canonical-missing',
  'technical.page.canonical-invalid',
  'technical.page.lang-missing',
  'technical.page.viewport-missing',
  'technical.page.encoding-errors',
  'technical.security.https-missing',
  'technical.security.headers-missing',
  'technical.sitemap.missing',
  'technical.sitemap.invalid',
  'technical.performance.slow-response',
  'technical.llmstxt.missing',
  'technical.llmstxt.invalid',
] as const;

export const schemaCheckIds = [
  'schema.structured-data.missing',
  'schema.jsonld.malformed',
  'schema.organization.missing',
  'schema.organization.incomplete',
  'schema.organization.sameas-missing',
  'schema.website.missing',
  'schema.website.invalid',
  'schema.article.missing',
  'schema.article.invalid',
  'schema.faq.invalid',
  'schema.product.invalid',
  'schema.breadcrumb.invalid',
  'schema.person.invalid',
  'schema.deprecated.data-vocabulary',
  'schema.deprecated.rich-result-types',
] as const;

export const citabilityCheckIds = [
  'citability.answer-first.missing',
  'citability.definitions.missing',
  'citability.question-headings.missing',
  'citability.passage-length.poor',
  'citability.self-contained.poor',
  'citability.statistics.missing',
  'citability.sources.missing',
  'citability.structure.missing',
  'citability.readability.poor',
  'citability.llmstxt.weak',
] as const;

export const eeatCheckIds = [
  'eeat.about.missing',
  'eeat.contact.missing',
  'eeat.authors.missing',
  'eeat.authors.no-profile',
  'eeat.authors.credentials-missing',
  'eeat.dates.missing',
  'eeat.dates.stale',
  'eeat.citations.missing',
  'eeat.organization-facts.missing',
  'eeat.policies.missing',
] as const;

/** Every check id, in report order (technical, schema, citability, eeat). */
export const checkIds = [...technicalCheckIds, ...schemaCheckIds, ...citabilityCheckIds, ...eeatCheckIds] as const;

export type CheckId = (typeof checkIds)[number];
