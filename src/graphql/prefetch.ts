// Lists of a project that start with the project lookup instead of after it.
//
// `project(slug) { citations(first: 50) { ... } }` would otherwise wait for the project row and
// only then ask for the page: two database round trips one after the other. The list functions
// check the key's scope for the slug themselves (core/access/project-scope.ts), so they need nothing from the
// project row; `project(slug)` starts the lists its selection names directly (no fragment, no
// directive) at the same time as its own lookup, and each list field takes its started page. The
// rules are unchanged: when the project is out of scope, `project` is null with `not_found`, as
// before, and the started lists (which fail the same way) are never read.
import { type FieldNode, type GraphQLResolveInfo, getArgumentValues, getNamedType, isObjectType, Kind } from 'graphql';
import type { GraphQLContext } from './context.ts';

/** Fetches a list field of a project, given the project's slug and the field's arguments. */
export type ListStarter = (slug: string, args: Record<string, unknown>, ctx: GraphQLContext) => Promise<unknown>;

const started = Symbol('started lists');

type WithStarted<T> = T & { [started]?: Map<string, Promise<unknown>> };

/**
 * Starts, beside `lookup`, every field of `starters` that the selection of this field names
 * directly; resolves to the looked-up object carrying the started pages by response key.
 */
export async function lookupWithLists<T extends object>(
  lookup: Promise<T>,
  info: GraphQLResolveInfo,
  slug: string,
  ctx: GraphQLContext,
  starters: Record<string, ListStarter>,
): Promise<WithStarted<T>> {
  const pages = new Map<string, Promise<unknown>>();
  const type = getNamedType(info.returnType);
  if (isObjectType(type)) {
    const fields = type.getFields();
    for (const node of info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? [])) {
      if (node.kind !== Kind.FIELD || node.directives?.length) continue;
      const start = Object.hasOwn(starters, node.name.value) ? starters[node.name.value] : undefined;
      const key = (node.alias ?? node.name).value;
      if (!start || pages.has(key)) continue;
      const page = startList(start, fields[node.name.value], node, info, slug, ctx);
      // Read only if the project is found; a page that failed meanwhile must not go unhandled.
      page.catch(() => undefined);
      pages.set(key, page);
    }
  }
  const found: WithStarted<T> = await lookup;
  return Object.assign(found, { [started]: pages });
}

function startList(
  start: ListStarter,
  field: Parameters<typeof getArgumentValues>[0],
  node: FieldNode,
  info: GraphQLResolveInfo,
  slug: string,
  ctx: GraphQLContext,
): Promise<unknown> {
  try {
    return start(slug, getArgumentValues(field, node, info.variableValues), ctx);
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

/** The page started for this field by `lookupWithLists`, else a fresh fetch. */
export function startedOrFetch(
  parent: WithStarted<{ slug: string }>,
  info: GraphQLResolveInfo,
  fetch: () => Promise<unknown>,
): Promise<unknown> {
  return parent[started]?.get(info.path.key as string) ?? fetch();
}
