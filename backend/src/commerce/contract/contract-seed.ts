import type { CartDiscountDraft } from '@commercetools/platform-sdk';
import { CART_DISCOUNT_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { generateSeed, type SeedData } from '../seed/index.js';
import { reduceSeed } from '../seed/reduce-seed.fixture.js';

/** The volume-discount group of the validity case: no product has it, so its discounts never price a cart. */
export const VALIDITY_GROUP = 'contract_validity';
/** Far from any run's clock in either direction, so the case cannot depend on when it runs. */
const LONG_AGO = '2001-01-01T00:00:00.000Z';
const ENDED = '2001-02-01T00:00:00.000Z';
const FAR_AHEAD = '2999-01-01T00:00:00.000Z';

/**
 * Active volume discounts of VALIDITY_GROUP, one per validity window: ended, not started yet,
 * open now, and without dates. Keys say which; `valid` lists those valid at any run's clock.
 */
export function validityDiscounts(): { drafts: CartDiscountDraft[]; valid: string[] } {
  const discount = (key: string, sortOrder: string, window: Pick<CartDiscountDraft, 'validFrom' | 'validUntil'>): CartDiscountDraft => ({
    key: `${VALIDITY_GROUP}-${key}`,
    name: { en: `Validity ${key}` },
    value: { type: 'relative', permyriad: 100 },
    cartPredicate: 'true',
    target: { type: 'lineItems', predicate: `attributes.volumeDiscountGroup = "${VALIDITY_GROUP}"` },
    sortOrder,
    isActive: true,
    requiresDiscountCode: false,
    stackingMode: 'Stacking',
    ...window,
    custom: { type: { typeId: 'type', key: TYPE_KEYS.cartDiscount }, fields: { [CART_DISCOUNT_FIELDS.volumeDiscountGroup]: VALIDITY_GROUP } },
  });
  return {
    drafts: [
      discount('ended', '0.0801', { validFrom: LONG_AGO, validUntil: ENDED }),
      discount('not-started', '0.0802', { validFrom: FAR_AHEAD }),
      discount('open', '0.0803', { validFrom: LONG_AGO, validUntil: FAR_AHEAD }),
      discount('undated', '0.0804', {}),
    ],
    valid: [`${VALIDITY_GROUP}-open`, `${VALIDITY_GROUP}-undated`],
  };
}

/** A seed plus the data only the contract's cases need (the validity discounts). */
export const withContractData = (seed: SeedData): SeedData =>
  ({ ...seed, cartDiscounts: [...seed.cartDiscounts, ...validityDiscounts().drafts] });

let kept: SeedData | undefined;

/**
 * The reduced demo seed with the contract's own data, generated once per test file. Every target
 * holds at least this data (the embedded one the whole demo seed plus the contract's data), so
 * the cases take their SKUs, categories and expected values from it.
 */
export function keptDemoSeed(): SeedData {
  kept ??= withContractData(reduceSeed(generateSeed()));
  return kept;
}

/** The seed with its shipping rates' tiers left out (for an emulator that cannot price them). */
export const withoutShippingRateTiers = (seed: SeedData): SeedData => ({
  ...seed,
  shippingMethods: seed.shippingMethods.map((method) => ({
    ...method,
    zoneRates: method.zoneRates.map((zoneRate) => ({
      ...zoneRate,
      shippingRates: zoneRate.shippingRates.map(({ tiers: _tiers, ...rate }) => rate),
    })),
  })),
});
