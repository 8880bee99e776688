/**
 * Validation of the schema.org types answer engines and search features read. Errors are what
 * makes an item unusable or wrong (a missing required property, a wrong type, an invalid date);
 * warnings are missing recommended properties. Required/recommended follow schema.org's
 * definitions and Google Search Central's structured data guidelines, summarised in
 * docs/methodology.md.
 */
import { firstText, isEntity, isHttpUrl, literal, urlOf, valuesOf } from './schema-values.ts';
import type { Entity } from './structured-data.ts';
import { type Family, familiesOf, isArticleType, isOrganizationType } from './schema-families.ts';

export interface SchemaIssue {
  level: 'error' | 'warning';
  family: Family;
  entityType: string;
  property: string | null;
  message: string;
}

export interface ValidationContext {
  byId: Map<string, Entity>;
  pageUrl: string;
  /** The audit's start, for "date in the future" (never the wall clock). */
  now: Date;
}

const availabilityValues = new Set([
  'InStock',
  'OutOfStock',
  'PreOrder',
  'BackOrder',
  'Discontinued',
  'InStoreOnly',
  'LimitedAvailability',
  'OnlineOnly',
  'PreSale',
  'SoldOut',
  'Reserved',
  'MadeToOrder',
]);

/** schema.org Date / DateTime in ISO 8601 form, with a real calendar date. */
export function parseIsoDate(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(s.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 60))) return null;
  const zone = m[7] ? (m[7] === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z';
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}${zone}`;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t) : null;
}

class Issues {
  list: SchemaIssue[] = [];
  constructor(
    private readonly family: Family,
    private readonly type: string,
  ) {}
  error(property: string | null, message: string) {
    this.list.push({ level: 'error', family: this.family, entityType: this.type, property, message });
  }
  warn(property: string | null, message: string) {
    this.list.push({ level: 'warning', family: this.family, entityType: this.type, property, message });
  }
}

function requireName(e: Entity, out: Issues, ctx: ValidationContext, prop = 'name'): void {
  const vals = valuesOf(e, prop, ctx.byId);
  if (vals.length === 0) return out.error(prop, `${prop} is missing`);
  if (!vals.some((v) => literal(v))) out.error(prop, `${prop} must be non-empty text`);
}

function checkUrls(e: Entity, prop: string, out: Issues, ctx: ValidationContext, missing: 'error' | 'warning' | null) {
  const vals = valuesOf(e, prop, ctx.byId);
  if (vals.length === 0) {
    if (missing === 'error') out.error(prop, `${prop} is missing`);
    if (missing === 'warning') out.warn(prop, `${prop} is missing (recommended)`);
    return;
  }
  for (const v of vals) {
    const u = urlOf(v, ctx.byId);
    if (!u || !isHttpUrl(u, ctx.pageUrl)) out.error(prop, `${prop} is not a valid URL${u ? ` ("${u.slice(0, 80)}")` : ''}`);
  }
}

function validateOrganization(e: Entity, t: string, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('organization', t);
  requireName(e, out, ctx);
  checkUrls(e, 'url', out, ctx, 'warning');
  checkUrls(e, 'logo', out, ctx, 'warning');
  checkUrls(e, 'sameAs', out, ctx, 'warning');
  return out.list;
}

function validateWebSite(e: Entity, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('website', 'WebSite');
  checkUrls(e, 'url', out, ctx, 'error');
  if (!firstText(e, 'name', ctx.byId)) out.warn('name', 'name is missing (recommended: the site name)');
  for (const action of valuesOf(e, 'potentialAction', ctx.byId)) {
    if (!isEntity(action) || !action.types.includes('SearchAction')) continue;
    let template: string | null = null;
    for (const t of valuesOf(action, 'target', ctx.byId))
      template ??= literal(t) ?? (isEntity(t) ? firstText(t, 'urlTemplate', ctx.byId) : null);
    const placeholder = template ? (/\{([^}]+)\}/.exec(template)?.[1] ?? null) : null;
    if (!template) out.error('potentialAction.target', 'SearchAction has no target URL template');
    else if (!placeholder) out.error('potentialAction.target', 'SearchAction target has no {placeholder} for the search terms');
    let inputName: string | null = null;
    for (const q of [...valuesOf(action, 'query-input', ctx.byId), ...valuesOf(action, 'query', ctx.byId)]) {
      const s = literal(q);
      if (s) inputName ??= /name=([^\s]+)/.exec(s)?.[1] ?? null;
      else if (isEntity(q)) inputName ??= firstText(q, 'valueName', ctx.byId);
    }
    if (!inputName) out.error('potentialAction.query-input', 'SearchAction has no query-input naming the placeholder');
    else if (placeholder && inputName !== placeholder)
      out.error('potentialAction.query-input', `query-input names "${inputName}" but the target uses {${placeholder}}`);
  }
  return out.list;
}

function validateArticle(e: Entity, t: string, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('article', t);
  requireName(e, out, ctx, 'headline');
  const authors = valuesOf(e, 'author', ctx.byId);
  if (authors.length === 0) out.error('author', 'author is missing');
  for (const a of authors) {
    if (!isEntity(a)) {
      const text = literal(a);
      if (text) out.warn('author', `author is plain text ("${text.slice(0, 60)}"): use a Person with a name (and url)`);
      else out.error('author', 'author refers to an item that is not on the page');
      continue;
    }
    if (!a.types.includes('Person') && !a.types.some(isOrganizationType))
      out.warn('author', `author should be a Person (or Organization), not ${a.types.join('/') || 'an untyped object'}`);
    if (!firstText(a, 'name', ctx.byId)) out.error('author.name', 'author has no name');
  }
  const published = dateProp(e, 'datePublished', out, ctx, 'error');
  const modified = dateProp(e, 'dateModified', out, ctx, 'warning');
  if (published && modified && modified.getTime() < published.getTime())
    out.error('dateModified', 'dateModified is earlier than datePublished');
  if (valuesOf(e, 'image', ctx.byId).length === 0) out.warn('image', 'image is missing (recommended)');
  return out.list;
}

function dateProp(e: Entity, prop: string, out: Issues, ctx: ValidationContext, missing: 'error' | 'warning'): Date | null {
  const raw = firstText(e, prop, ctx.byId);
  if (!raw) {
    if (missing === 'error') out.error(prop, `${prop} is missing`);
    else out.warn(prop, `${prop} is missing (recommended)`);
    return null;
  }
  const d = parseIsoDate(raw);
  if (!d) {
    out.error(prop, `${prop} "${raw.slice(0, 40)}" is not an ISO 8601 date`);
    return null;
  }
  if (d.getTime() > ctx.now.getTime() + 24 * 3600 * 1000) out.error(prop, `${prop} ${raw.slice(0, 40)} is in the future`);
  return d;
}

function validateFaq(e: Entity, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('faq', 'FAQPage');
  const questions = valuesOf(e, 'mainEntity', ctx.byId);
  if (questions.length === 0) out.error('mainEntity', 'mainEntity (the list of Questions) is missing');
  questions.slice(0, 200).forEach((q, i) => {
    const where = `mainEntity[${i}]`;
    if (!isEntity(q) || !q.types.includes('Question')) return out.error(where, 'is not a Question');
    if (!firstText(q, 'name', ctx.byId)) out.error(`${where}.name`, 'Question has no name (the question text)');
    const answers = valuesOf(q, 'acceptedAnswer', ctx.byId);
    if (answers.length === 0) return out.error(`${where}.acceptedAnswer`, 'Question has no acceptedAnswer');
    for (const a of answers) {
      if (!isEntity(a)) out.error(`${where}.acceptedAnswer`, 'acceptedAnswer is not an Answer');
      else if (!firstText(a, 'text', ctx.byId)) out.error(`${where}.acceptedAnswer.text`, 'Answer has no text');
    }
  });
  return out.list;
}

function validateProduct(e: Entity, t: string, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('product', t);
  requireName(e, out, ctx);
  const offers = valuesOf(e, 'offers', ctx.byId);
  if (offers.length === 0 && !valuesOf(e, 'review', ctx.byId).length && !valuesOf(e, 'aggregateRating', ctx.byId).length) {
    out.error('offers', 'a Product needs offers, review or aggregateRating');
  }
  offers.slice(0, 50).forEach((o) => {
    if (!isEntity(o)) return out.error('offers', 'offers is not an Offer');
    const aggregate = o.types.includes('AggregateOffer');
    const priceProp = aggregate ? 'lowPrice' : 'price';
    let price = firstText(o, priceProp, ctx.byId);
    if (!price) {
      for (const spec of valuesOf(o, 'priceSpecification', ctx.byId)) if (isEntity(spec)) price ??= firstText(spec, 'price', ctx.byId);
    }
    if (!price) out.error(`offers.${priceProp}`, `${priceProp} is missing`);
    else if (!/^\d+(\.\d+)?$/.test(price))
      out.error(`offers.${priceProp}`, `${priceProp} "${price.slice(0, 30)}" must be a number (no currency symbol or thousands separator)`);
    let currency = firstText(o, 'priceCurrency', ctx.byId);
    if (!currency)
      for (const spec of valuesOf(o, 'priceSpecification', ctx.byId))
        if (isEntity(spec)) currency ??= firstText(spec, 'priceCurrency', ctx.byId);
    if (!currency) out.error('offers.priceCurrency', 'priceCurrency is missing');
    else if (!/^[A-Z]{3}$/.test(currency))
      out.error('offers.priceCurrency', `priceCurrency "${currency.slice(0, 20)}" is not an ISO 4217 code`);
    if (!aggregate) {
      const availability = firstText(o, 'availability', ctx.byId);
      if (!availability) out.warn('offers.availability', 'availability is missing (recommended)');
      else if (!availabilityValues.has(availability.replace(/^(https?:\/\/)?(www\.)?schema\.org\//i, '').replace(/^schema:/i, ''))) {
        out.error('offers.availability', `availability "${availability.slice(0, 60)}" is not a schema.org ItemAvailability value`);
      }
    }
  });
  return out.list;
}

function validateBreadcrumb(e: Entity, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('breadcrumb', 'BreadcrumbList');
  const items = valuesOf(e, 'itemListElement', ctx.byId);
  if (items.length === 0) {
    out.error('itemListElement', 'itemListElement is missing');
    return out.list;
  }
  const positions: number[] = [];
  items.slice(0, 100).forEach((item, i) => {
    const where = `itemListElement[${i}]`;
    if (!isEntity(item)) return out.error(where, 'is not a ListItem');
    const pos = firstText(item, 'position', ctx.byId);
    if (!pos) out.error(`${where}.position`, 'position is missing');
    else if (!/^\d+$/.test(pos) || Number(pos) < 1)
      out.error(`${where}.position`, `position "${pos.slice(0, 20)}" is not an integer from 1`);
    else positions.push(Number(pos));
    const target = valuesOf(item, 'item', ctx.byId)[0];
    const name = firstText(item, 'name', ctx.byId) ?? (isEntity(target) ? firstText(target, 'name', ctx.byId) : null);
    if (!name) out.error(`${where}.name`, 'name is missing');
    const isLast = i === items.length - 1;
    if (!target && !isLast) out.error(`${where}.item`, 'item (the URL of the level) is missing');
    if (target) {
      const u = urlOf(target, ctx.byId) ?? (isEntity(target) ? target.id : null);
      if (!u || !isHttpUrl(u, ctx.pageUrl)) out.error(`${where}.item`, 'item is not a valid URL');
    }
  });
  const sorted = [...positions].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) out.error('itemListElement.position', 'positions repeat');
  else if (sorted.some((p, i) => p !== i + 1))
    out.warn('itemListElement.position', `positions are ${sorted.join(', ')}, not 1..${sorted.length}`);
  return out.list;
}

function validatePerson(e: Entity, ctx: ValidationContext): SchemaIssue[] {
  const out = new Issues('person', 'Person');
  requireName(e, out, ctx);
  checkUrls(e, 'url', out, ctx, null);
  checkUrls(e, 'sameAs', out, ctx, null);
  return out.list;
}

/** The type an entity is judged as: its first type of the family (`of`), else its first type. */
const typeAs = (e: Entity, of?: (type: string) => boolean): string => (of && e.types.find(of)) ?? e.types[0] ?? '';

/** The validator of each family; a family without one (howto) is not judged. */
const validators: Partial<Record<Family, (e: Entity, ctx: ValidationContext) => SchemaIssue[]>> = {
  organization: (e, ctx) => validateOrganization(e, typeAs(e, isOrganizationType), ctx),
  website: validateWebSite,
  article: (e, ctx) => validateArticle(e, typeAs(e, isArticleType), ctx),
  faq: validateFaq,
  product: (e, ctx) => validateProduct(e, typeAs(e), ctx),
  breadcrumb: validateBreadcrumb,
  // Nested persons (authors) are judged by their article; a standalone Person here.
  person: (e, ctx) => (e.topLevel ? validatePerson(e, ctx) : []),
};

export function validateEntity(e: Entity, ctx: ValidationContext): SchemaIssue[] {
  if (e.vocabulary === 'data-vocabulary') return [];
  return familiesOf(e).flatMap((family) => validators[family]?.(e, ctx) ?? []);
}
