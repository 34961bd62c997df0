import type { DiscountCodeInfo, DiscountCodeState } from '@commercetools/platform-sdk';

/**
 * A discount code of the cart as the shopper's answer carries it (spec 2 §3 Cart: discountCodes
 * with state, code, cartDiscounts, and a discountCode holding id and code):
 *
 *   { discountCode: { typeId: 'discount-code', id, code }, state, code, cartDiscounts: [{ typeId: 'cart-discount', id }] }
 *
 * How the storefront reads it: `discountCode.id` (removeCartCoupon takes `{ typeId:
 * 'discount-code', id }` with it), `code` or `discountCode.code` (the text shown beside the
 * code's remove button), `state` (MatchesCart: applied; any other: shown as not applicable),
 * `cartDiscounts` (the cart discounts it unlocked, found in the lines' discountedPricePerQuantity[]
 * .discountedPrice.includedDiscounts[].discount.id, so the page can say what the code took off).
 *
 * It is made from the reference commercetools expands (`discountCode.obj`, cart-port.ts), of
 * which only id, code and the cart-discount ids are kept: the whole DiscountCode (names in every
 * language, predicates, limits) is none of the shopper's business. A code deleted since it was
 * added has no expansion: its entry keeps id and state only.
 */
export interface DiscountCodeView {
  readonly discountCode: { readonly typeId: 'discount-code'; readonly id: string; readonly code?: string };
  readonly state: DiscountCodeState;
  readonly code?: string;
  readonly cartDiscounts?: readonly { readonly typeId: 'cart-discount'; readonly id: string }[];
}

export function discountCodeView(info: DiscountCodeInfo): DiscountCodeView {
  const { id, obj } = info.discountCode;
  if (!obj) return { discountCode: { typeId: 'discount-code', id }, state: info.state };
  return {
    discountCode: { typeId: 'discount-code', id, code: obj.code },
    state: info.state,
    code: obj.code,
    cartDiscounts: obj.cartDiscounts.map((reference) => ({ typeId: 'cart-discount', id: reference.id })),
  };
}
