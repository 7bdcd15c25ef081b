/**
 * replaceInList swaps the item with the same id in a fetched list (docs/product.md §4: an item fetched by id
 * updates the list). An item the list does not hold is left out: it may be someone else's.
 */
export function replaceInList<T>(list: T[] | undefined, item: T, idOf: (value: T) => number): T[] | undefined {
  if (!list) return undefined;
  const id = idOf(item);
  return list.some((x) => idOf(x) === id) ? list.map((x) => (idOf(x) === id ? item : x)) : list;
}

/** prependToList puts a created item first in a fetched list (lists are newest first), replacing any copy. */
export function prependToList<T>(list: T[] | undefined, item: T, idOf: (value: T) => number): T[] | undefined {
  if (!list) return undefined;
  const id = idOf(item);
  return [item, ...list.filter((x) => idOf(x) !== id)];
}
