/**
 * Spec 1 §2: the mobile category slider has two rows, the first holding half of the categories
 * rounded up, the second the rest.
 */
export function splitIntoTwoRows<T>(items: readonly T[]): [T[], T[]] {
  const firstRowLength = Math.ceil(items.length / 2);
  return [items.slice(0, firstRowLength), items.slice(firstRowLength)];
}
