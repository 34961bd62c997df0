import type { CartDiscountDraft } from '@commercetools/platform-sdk';
import { DEFAULT_VOLUME_DISCOUNT_GROUP, DEFAULT_VOLUME_TIERS, permyriadToPercent, type VolumeTier } from '@shop/domain';
import { ATTRIBUTES, CART_DISCOUNT_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { VOLUME_DISCOUNT_LABEL } from './discount-texts.js';
import { localize } from './localized.js';

/** The groups that get volume discounts: the default group first, then the others by name. */
export const volumeDiscountGroups = (groupsInCatalogue: Iterable<string>): string[] => [
  DEFAULT_VOLUME_DISCOUNT_GROUP,
  ...[...new Set(groupsInCatalogue)].filter((g) => g !== DEFAULT_VOLUME_DISCOUNT_GROUP).sort(),
];

/*
 * The line-item target of one tier: 'quantity >= N' (the spec's pattern, first so a reader of
 * the predicate finds the volume where domain looks for it), an upper bound below the next tier,
 * and the product's group:
 *   quantity >= 3 and quantity < 5 and attributes.volumeDiscountGroup = "consumables"
 * Why the upper bound: commercetools applies every matching cart discount, so without it a line
 * of 10 would get 5 %, 10 % and 15 % one after another; with it exactly one tier matches a line,
 * which stays compatible with the other (code) discounts stacking on top. Why the group clause:
 * without it every group's tiers would apply to every product.
 */
export function volumeTierPredicate(group: string, tier: VolumeTier, next: VolumeTier | undefined): string {
  return [
    `quantity >= ${tier.volume}`,
    ...(next ? [`quantity < ${next.volume}`] : []),
    `${`attributes.${ATTRIBUTES.volumeDiscountGroup}`} = "${group}"`,
  ].join(' and ');
}

/**
 * Volume discounts (spec 2 §3, §9) per group with domain's default tiers 3/5/10 → 5/10/15 %.
 * Each carries its group in the custom field volumeDiscountGroup (what domain's
 * volumeDiscountsFor reads) and in its key. sortOrder: '0.1' + group index + tier index, so a
 * group's tiers sort by volume (domain shows them in ascending sortOrder) and stay below the
 * code discounts ('0.9…'); valid in every store, no code needed, stacking with other discounts.
 */
export function volumeCartDiscounts(groups: readonly string[], tiers: readonly VolumeTier[] = DEFAULT_VOLUME_TIERS): CartDiscountDraft[] {
  const sorted = [...tiers].sort((a, b) => a.volume - b.volume);
  if (groups.length > 8 || sorted.length > 9) throw new RangeError('sortOrder scheme fits 8 groups of 9 tiers');
  return groups.flatMap((group, groupIndex) =>
    sorted.map((tier, tierIndex): CartDiscountDraft => ({
      key: `volume-${group}-${tier.volume}`,
      name: localize((language) => `${VOLUME_DISCOUNT_LABEL[language]} ${permyriadToPercent(tier.permyriad)} % (${tier.volume}+)`),
      value: { type: 'relative', permyriad: tier.permyriad },
      cartPredicate: 'true',
      target: { type: 'lineItems', predicate: volumeTierPredicate(group, tier, sorted[tierIndex + 1]) },
      sortOrder: `0.${groupIndex + 1}${tierIndex + 1}`,
      isActive: true,
      requiresDiscountCode: false,
      stackingMode: 'Stacking',
      custom: {
        type: { typeId: 'type', key: TYPE_KEYS.cartDiscount },
        fields: { [CART_DISCOUNT_FIELDS.volumeDiscountGroup]: group },
      },
    })),
  );
}
