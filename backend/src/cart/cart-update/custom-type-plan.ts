import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { CART_FIELDS, TYPE_KEYS } from '../../commerce/schema/index.js';

/**
 * setCustomType replaces a cart's custom fields. The client may only (re)set the shop's cart type
 * and sends no fields (the DTO refuses them); the COD fee the checkout's cash-on-delivery payment
 * set is carried over, so a client can neither set nor wipe it.
 */
export function planCustomType(cart: Cart): CartUpdateAction[] {
  const codFee = cart.custom?.fields[CART_FIELDS.calculatedCodFee];
  return [{
    action: 'setCustomType',
    type: { typeId: 'type', key: TYPE_KEYS.cart },
    fields: codFee === undefined ? {} : { [CART_FIELDS.calculatedCodFee]: codFee },
  }];
}
