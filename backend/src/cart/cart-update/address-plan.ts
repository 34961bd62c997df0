import { BadRequestException } from '@nestjs/common';
import type { BaseAddress, CartUpdateAction } from '@commercetools/platform-sdk';
import { validateAddressPostalCodes } from '@shop/domain';
import type { MarketContext } from '../../api/call-context.js';
import { actionError } from './action-error.js';
import type { CartAddressPayload } from './cart-address.payload.js';
import type { SetBillingAddressAction, SetShippingAddressAction } from './cart-field-actions.payload.js';

/** The address as the cart stores it: only the fields sent, without the customer-address flags. */
function cartAddress(address: CartAddressPayload): BaseAddress {
  const { isDefaultBillingAddress: _billing, isDefaultShippingAddress: _shipping, ...rest } = address;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as unknown as BaseAddress;
}

/** spec 2 §5/§8: the postal code against the address's own country, with the spec's message. */
function requirePostalCodes(addresses: Parameters<typeof validateAddressPostalCodes>[0]): void {
  const [message] = validateAddressPostalCodes(addresses);
  if (message !== undefined) throw new BadRequestException(message);
}

/** A billing address may be in another country than the market (a company abroad); its postal code is checked against that country. */
export function planBillingAddress(action: SetBillingAddressAction): CartUpdateAction[] {
  const address = cartAddress(action.address);
  requirePostalCodes({ billingAddress: address });
  return [{ action: 'setBillingAddress', address }];
}

/**
 * The shipping address decides tax and the shipping zone, and a market's store ships only to its
 * own country, so it must be in the market's country (choice; the spec resets the form to it).
 */
export function planShippingAddress(index: number, action: SetShippingAddressAction, market: MarketContext): CartUpdateAction[] {
  const address = cartAddress(action.address);
  if (address.country !== market.country) {
    throw actionError(index, `address.country must be the market's country ${market.country}`);
  }
  requirePostalCodes({ shippingAddress: address });
  return [{ action: 'setShippingAddress', address }];
}
