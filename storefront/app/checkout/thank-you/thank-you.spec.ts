import { describe, expect, it } from '@jest/globals';
import { orderDeliveryEstimate } from './delivery-estimate';
import { orderPaymentMethod } from './order-payment-method';
import { orderReferenceOf } from './order-reference';

describe('thank-you page parts', () => {
  it('reads the order reference as an order number or an id, and refuses blanks', () => {
    expect(orderReferenceOf('SK-7F3K9Q2M4XAB')).toEqual({ orderNumber: 'SK-7F3K9Q2M4XAB' });
    expect(orderReferenceOf('71dc2bb0-66ff-4338-8a79-9193701aa4ed')).toEqual({ id: '71dc2bb0-66ff-4338-8a79-9193701aa4ed' });
    expect(orderReferenceOf(null)).toBeUndefined();
    expect(orderReferenceOf('  ')).toBeUndefined();
    expect(orderReferenceOf('x'.repeat(257))).toBeUndefined();
  });

  it('estimates delivery from the method\'s range for the locale in working days (Friday + 2 = Tuesday)', () => {
    const methods = [{ id: 'parcel', custom: { fields: { DeliveryTime: { 'sk-SK': '1-2', 'de-DE': '2-4' } } } }];
    expect(orderDeliveryEstimate(methods, 'parcel', 'sk-SK', '2026-11-27T10:00:00Z')).toBe('2026-12-01');
    expect(orderDeliveryEstimate(methods, 'parcel', 'de-DE', '2026-11-25T10:00:00Z')).toBe('2026-12-01');
    expect(orderDeliveryEstimate(methods, 'freight', 'sk-SK', '2026-11-27T10:00:00Z')).toBeUndefined();
  });

  it('takes the payment method from the order\'s expanded payment', () => {
    expect(orderPaymentMethod({ paymentInfo: { payments: [{ id: 'p', obj: { paymentMethodInfo: { method: 'bank_transfer' } } }] } })).toBe('bank_transfer');
    expect(orderPaymentMethod({ paymentInfo: { payments: [{ id: 'p' }] } })).toBeUndefined();
  });
});
