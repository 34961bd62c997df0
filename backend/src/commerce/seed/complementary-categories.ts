import type { LeafCategory } from './categories.js';
import { randomFor } from './prng.js';

/** How many other categories a standard product points shoppers to, at most. */
export const MAX_COMPLEMENTARY_CATEGORIES = 2;

/*
 * The vocabulary has no accessory or consumable categories of its own (a kind's accessory sits in
 * the kind's leaf), so "what goes with this" reads as: other leaves of the same department, the
 * equipment a workshop or kitchen buying this one also buys. One or two, drawn from the SKU's own
 * stream so the seed stays byte-for-byte repeatable; a department with a single leaf gives none.
 */
export function complementaryCategoryKeys(sku: string, leaf: LeafCategory, leaves: readonly LeafCategory[]): string[] {
  const department = leaf.path[0];
  const siblings = leaves.filter((candidate) => candidate.path[0] === department && candidate.key !== leaf.key);
  if (siblings.length === 0) return [];
  const random = randomFor('complementary', sku);
  const count = Math.min(siblings.length, random.int(1, MAX_COMPLEMENTARY_CATEGORIES));
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(random.pick(siblings).key);
  return [...chosen];
}
