// Reads of several owners at once (a field of every item of a GraphQL page: one statement for the
// page) answer by owner; an owner they do not answer for was not there or not visible to the
// principal. The read of one owner is the read of a list of one, through `oneOf`.
import { AppError } from './errors.ts';

/** An owner's value of a read of several; none (not there, or not visible to the principal): 404, exactly as if it did not exist. */
export function found<V>(value: V | undefined): V {
  if (value === undefined) throw new AppError('not_found');
  return value;
}

/** The value of `key` in a read of several, or 404 (`found`). */
export function oneOf<V>(values: ReadonlyMap<string, V>, key: string): V {
  return found(values.get(key));
}

/** Rows of several owners grouped by owner, in their order. */
export function groupRows<R, V>(rows: readonly R[], owner: (row: R) => string, value: (row: R) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const key = owner(row);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(value(row));
  }
  return groups;
}
