import { describe, expect, it } from '@jest/globals';
import { hasShippingAddress, isReadyForPayment } from './shipping-ready';

const address = { firstName: 'Jana', streetName: 'Hlavná', postalCode: '81101', city: 'Bratislava', country: 'SK' };

describe('payment step readiness (spec 2 §2)', () => {
  it('needs a shipping method and a deliverable shipping address', () => {
    expect(isReadyForPayment({ shippingInfo: { shippingMethod: { id: 'parcel' } }, shippingAddress: address })).toBe(true);
    expect(isReadyForPayment({ shippingAddress: address })).toBe(false);
    expect(isReadyForPayment({ shippingInfo: { shippingMethod: { id: 'parcel' } }, shippingAddress: { country: 'SK' } })).toBe(false);
    expect(hasShippingAddress({ ...address, city: ' ' })).toBe(false);
  });
});
