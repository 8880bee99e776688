// An operation of the API run for several projects at once (a field of every project of a GraphQL
// page, the dashboard's list of projects): the surface calls the operation's procedure once per
// project, each call through the whole chain (middleware, access, input, resolver, output), with
// one batch in their context; the resolver's read of several projects is made once for all of them
// (one statement for the page), and each call takes its project's value from it.
import { oneOf } from '../kernel/of-several.ts';

/** What a read of several projects is given: the input without the project and the cursor (a first page). */
export type BatchFilter<I> = Omit<I, 'slug' | 'cursor'>;

/** The projects a surface runs one operation for at once, and the reads their calls share. */
export class ProjectBatch {
  /** By operation (its definition), then by filter. */
  private readonly reads = new Map<object, Map<string, Promise<ReadonlyMap<string, unknown>>>>();
  private readonly members: ReadonlySet<string>;
  constructor(readonly slugs: readonly string[]) {
    this.members = new Set(slugs);
  }

  /** Whether `slug` is one of the batch's projects. */
  has(slug: string) {
    return this.members.has(slug);
  }

  /** The read of every project of the batch for `operation` (its definition) and `filter`, started by the first call that asks. */
  read<V>(operation: object, filter: object, readAll: (slugs: readonly string[]) => Promise<ReadonlyMap<string, V>>) {
    let reads = this.reads.get(operation);
    if (!reads) this.reads.set(operation, (reads = new Map<string, Promise<ReadonlyMap<string, unknown>>>()));
    const key = JSON.stringify(filter);
    let read = reads.get(key);
    if (!read) reads.set(key, (read = readAll(this.slugs)));
    return read as Promise<ReadonlyMap<string, V>>;
  }
}

/**
 * In an operation's resolver: when the call is one project of the caller's batch (`ctx.batch`) and
 * reads no cursor, its value from the batch's one read of every project (`readAll`, given the
 * input's filter); otherwise undefined, and the resolver reads its one project. A project the read
 * does not answer for (not there, or not visible to the principal) is 404, as for one project.
 */
export function fromBatch<I extends { slug: string; cursor?: string }, V>(
  ctx: { batch?: ProjectBatch },
  operation: object,
  input: I,
  readAll: (slugs: readonly string[], filter: BatchFilter<I>) => Promise<ReadonlyMap<string, V>>,
): Promise<V> | undefined {
  const batch = ctx.batch;
  if (!batch || input.cursor !== undefined || !batch.has(input.slug)) return undefined;
  const { slug, cursor: _cursor, ...filter } = input;
  return batch.read(operation, filter, (slugs) => readAll(slugs, filter)).then((values) => oneOf(values, slug));
}

/** A read of several projects' values as the operation answers each: `{ data: value }`. */
export async function eachAsData<V>(values: Promise<ReadonlyMap<string, V>>): Promise<ReadonlyMap<string, { data: V }>> {
  return new Map([...(await values)].map(([slug, data]) => [slug, { data }]));
}
