import { describe, expect, it } from '@jest/globals';
import type { Cart, ShippingMethod } from '@commercetools/platform-sdk';
import { defaultShippingAction } from './default-shipping.js';

const method = (id: string) => ({ id, key: id }) as ShippingMethod;
const line = { lineItemMode: 'Standard' };
const cartWith = (id: string | undefined, state: 'MatchesCart' | 'DoesNotMatchCart' = 'MatchesCart', lineItems: unknown[] = [line]) =>
  ({ lineItems, shippingInfo: id ? { shippingMethod: { typeId: 'shipping-method', id }, shippingMethodState: state } : undefined }) as unknown as Cart;
const set = (id: string) => ({ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id } });

describe('the default shipping method after every change (spec 2 §4)', () => {
  it('keeps a method that is the first matching one and matches', () => {
    expect(defaultShippingAction(cartWith('parcel'), [method('parcel')])).toBeUndefined();
  });
  it('sets the first matching method when the cart has none or another one', () => {
    expect(defaultShippingAction(cartWith(undefined), [method('parcel')])).toEqual(set('parcel'));
    expect(defaultShippingAction(cartWith('parcel'), [method('freight')])).toEqual(set('freight'));
  });
  it('resets a method whose state is DoesNotMatchCart', () => {
    expect(defaultShippingAction(cartWith('parcel', 'DoesNotMatchCart'), [method('parcel')])).toEqual(set('parcel'));
  });
  it('takes the method off a cart without lines (an empty cart costs nothing), and sets none on it', () => {
    expect(defaultShippingAction(cartWith('parcel', 'MatchesCart', []), [method('parcel')])).toEqual({ action: 'setShippingMethod' });
    expect(defaultShippingAction(cartWith('parcel', 'MatchesCart', [{ lineItemMode: 'GiftLineItem' }]), [method('parcel')]))
      .toEqual({ action: 'setShippingMethod' });
    expect(defaultShippingAction(cartWith(undefined, 'MatchesCart', []), [method('parcel')])).toBeUndefined();
  });
  it('changes nothing when no method matches', () => {
    expect(defaultShippingAction(cartWith('parcel', 'DoesNotMatchCart'), [])).toBeUndefined();
  });
});
