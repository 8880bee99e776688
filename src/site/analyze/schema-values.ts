/**
 * Reading property values of structured-data entities: references resolved, literals as text,
 * URLs. Shared by the validators (schema-validate.ts) and the rubrics that read markup.
 */
import type { Entity, SdValue } from './structured-data.ts';

export function resolve(v: SdValue, byId: Map<string, Entity>): SdValue {
  if (typeof v === 'object' && 'ref' in v) return byId.get(v.ref) ?? v;
  return v;
}

export function valuesOf(e: Entity, prop: string, byId: Map<string, Entity>): SdValue[] {
  return (e.props[prop] ?? []).map((v) => resolve(v, byId));
}

export function isEntity(v: SdValue | undefined): v is Entity {
  return typeof v === 'object' && v !== null && 'props' in v;
}

/** A literal as trimmed text; entities and references give null. */
export function literal(v: SdValue | undefined): string | null {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

export function firstText(e: Entity, prop: string, byId: Map<string, Entity>): string | null {
  for (const v of valuesOf(e, prop, byId)) {
    const t = literal(v);
    if (t) return t;
  }
  return null;
}

export function isHttpUrl(s: string, base: string): boolean {
  try {
    const u = new URL(s, base);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL-valued property: a URL string, or an entity carrying url/contentUrl (ImageObject). */
export function urlOf(v: SdValue, byId: Map<string, Entity>): string | null {
  const t = literal(v);
  if (t !== null) return t;
  if (isEntity(v)) return firstText(v, 'url', byId) ?? firstText(v, 'contentUrl', byId) ?? (v.id && /^https?:/i.test(v.id) ? v.id : null);
  return null;
}
