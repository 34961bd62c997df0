import type { ShopRequest } from '../../shop/shop-context';
import { COUPON_CODE_PARAM, COUPON_STATE_PARAM, CART_UPDATE_PARAM, isCartActionStatus, type CartActionStatus } from '../cart-action-outcome';
import { loadCartOrUnavailable } from '../cart.server';
import { isCouponState, type CartLoad, type CouponState } from '../cart-view';

export interface CartPageData extends CartLoad {
  /** The outcome of a post made without JavaScript, read from the page's query. */
  readonly returned: { readonly status?: CartActionStatus; readonly coupon?: { readonly code: string; readonly state: CouponState } };
}

/** The cart page (step 1): the session's cart, or an empty one; never a redirect (spec 2 §2). */
export async function loadCartPage(shop: ShopRequest): Promise<CartPageData> {
  const load = await loadCartOrUnavailable(shop);
  const query = shop.url.searchParams;
  const status = query.get(CART_UPDATE_PARAM);
  const state = query.get(COUPON_STATE_PARAM);
  const code = (query.get(COUPON_CODE_PARAM) ?? '').slice(0, 128);
  return {
    ...load,
    returned: {
      ...(isCartActionStatus(status) ? { status } : {}),
      ...(isCouponState(state) ? { coupon: { code, state } } : {}),
    },
  };
}
