import { invalidInput } from '../../port/commerce-error.js';
import { parsePredicate, validateCartDiscount } from '../pricing/index.js';
import type { SeedData } from '../../seed/seed-data.js';

/**
 * The engine understands a subset of commercetools' predicate language. A predicate outside it is
 * refused when the data is loaded, naming the resource, instead of silently never matching.
 */
export function validateSeedPredicates(seed: SeedData): void {
  const check = (what: string, work: () => void) => {
    try {
      work();
    } catch (error) {
      throw invalidInput(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const d of seed.cartDiscounts) check(`cart discount '${d.key ?? ''}'`, () => validateCartDiscount(d as never));
  for (const d of seed.discountCodes) if (d.cartPredicate) check(`discount code '${d.code}'`, () => parsePredicate(d.cartPredicate!, 'cart'));
  for (const m of seed.shippingMethods) if (m.predicate) check(`shipping method '${m.key ?? m.name}'`, () => parsePredicate(m.predicate!, 'cart'));
  for (const d of seed.productDiscounts) check(`product discount '${d.key ?? ''}'`, () => parsePredicate(d.predicate, 'line'));
}
