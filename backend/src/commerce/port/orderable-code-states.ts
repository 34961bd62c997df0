/**
 * The discount code states a cart may be ordered with: commercetools refuses Create Order from
 * Cart with DiscountCodeNonApplicable for a code in any other state (platform API reference,
 * DiscountCodeNonApplicableError). Such a code takes nothing off the cart.
 */
export const ORDERABLE_CODE_STATES: readonly string[] = ['MatchesCart', 'ApplicationStoppedByGroupBestDeal'];
