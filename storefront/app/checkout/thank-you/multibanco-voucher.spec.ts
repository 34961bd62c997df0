import { describe, expect, it } from '@jest/globals';
import { orderProgressLabel } from '@shop/domain';
import { multibancoVoucherOf, voucherDayText } from './multibanco-voucher';

const order = (fields: Record<string, unknown> | undefined) => ({
  paymentInfo: { payments: [{ id: 'p1', obj: { paymentMethodInfo: { paymentInterface: 'adyen', method: 'multibanco' }, ...(fields && { custom: { fields } }) } }] },
});
const voucherFields = {
  merchantReference: 'PT-1', cartId: 'c1', multibancoEntity: '12101', multibancoReference: '501 422 978',
  multibancoExpiresAt: '2026-12-04T23:30:00Z', multibancoAmount: { centAmount: 12345, currencyCode: 'EUR', fractionDigits: 2 },
};

describe('the Multibanco voucher of an order', () => {
  it('is read whole from the payment\'s custom fields, and its reference makes the order in progress', () => {
    const voucher = multibancoVoucherOf(order(voucherFields));
    expect(voucher).toEqual({ entity: '12101', reference: '501 422 978', expiresAt: '2026-12-04T23:30:00Z', amount: { centAmount: 12345, currencyCode: 'EUR', fractionDigits: 2 } });
    expect(orderProgressLabel({ paymentMethod: 'multibanco', multibancoReference: voucher?.reference })).toBe('in-progress');
  });

  it('is none when a part is missing or unreadable', () => {
    expect(multibancoVoucherOf(order(undefined))).toBeUndefined();
    expect(multibancoVoucherOf(order({ ...voucherFields, multibancoEntity: '' }))).toBeUndefined();
    expect(multibancoVoucherOf(order({ ...voucherFields, multibancoExpiresAt: 'soon' }))).toBeUndefined();
    expect(multibancoVoucherOf(order({ ...voucherFields, multibancoAmount: { centAmount: 1.5, currencyCode: 'EUR' } }))).toBeUndefined();
  });

  it('writes its last day on Lisbon\'s calendar in the shopper\'s locale', () => {
    // 23:30 UTC on 4 December is still the 4th in Lisbon (UTC+0 in winter), but 1 July 23:30 UTC is the 2nd (UTC+1).
    expect(voucherDayText('2026-12-04T23:30:00Z', 'pt-PT')).toBe('4 de dezembro de 2026');
    expect(voucherDayText('2026-07-01T23:30:00Z', 'de-DE')).toBe('2. Juli 2026');
  });
});
