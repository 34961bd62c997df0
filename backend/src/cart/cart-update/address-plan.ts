import type { CartUpdateAction } from '@commercetools/platform-sdk';
import { requireValidPostalCodes, storedAddress } from '../../api/address-fields.payload.js';
import type { MarketContext } from '../../api/call-context.js';
import { actionError } from './action-error.js';
import type { SetBillingAddressAction, SetShippingAddressAction } from './cart-field-actions.payload.js';


/** A billing address may be in another country than the market (a company abroad); its postal code is checked against that country. */
export function planBillingAddress(action: SetBillingAddressAction): CartUpdateAction[] {
  const address = storedAddress(action.address);
  requireValidPostalCodes({ billingAddress: address });
  return [{ action: 'setBillingAddress', address }];
}

/**
 * The shipping address decides tax and the shipping zone, and a market's store ships only to its
 * own country, so it must be in the market's country (choice; the spec resets the form to it).
 */
export function planShippingAddress(index: number, action: SetShippingAddressAction, market: MarketContext): CartUpdateAction[] {
  const address = storedAddress(action.address);
  if (address.country !== market.country) {
    throw actionError(index, `address.country must be the market's country ${market.country}`);
  }
  requireValidPostalCodes({ shippingAddress: address });
  return [{ action: 'setShippingAddress', address }];
}
