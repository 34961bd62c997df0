import { describe, expect, it } from '@jest/globals';
import { moneyFromDecimal } from '@shop/domain';
import { cart, eur, line } from './fixtures';
import { attachedMethod, initialMethod, paymentCartOf, paymentOptionsFor } from './payment-options';

const fee = moneyFromDecimal('2.90', 'EUR');
const verdicts = (options: ReturnType<typeof paymentOptionsFor>) =>
  Object.fromEntries(options.map((option) => [option.code, option.eligibility.reasons.map((reason) => reason.code)]));

describe('payment options (domain rules on the cart view)', () => {
  it('offers COD and bank transfer for one machine in SK', () => {
    expect(verdicts(paymentOptionsFor(cart([line('EX1', 1, 86900)]), 'SK', fee))).toEqual({ cod: [], bank_transfer: [] });
  });

  it('refuses COD over the value limit, counting the fee, with every reason', () => {
    const options = paymentOptionsFor(cart([line('EX1', 1, 249_800), line('EX2', 1, 500)]), 'SK', fee);
    expect(verdicts(options)).toEqual({ cod: ['value-over-limit', 'too-many-standard-items'], bank_transfer: [] });
  });

  it('refuses bank transfer where it is disabled and COD for freight outside SK, HU, CZ, PL', () => {
    expect(verdicts(paymentOptionsFor(cart([line('EX1', 1, 10000, 'standard_product', true)]), 'GR', fee))).toEqual({
      cod: ['freight-not-allowed'], bank_transfer: ['disabled-in-country'],
    });
  });

  it('leaves out the fee line an earlier COD choice added, and extra guarantees from the item count', () => {
    const withFee = cart([line('EX1', 1, 1000), line('4100010', 1, 100, 'extra_guarantee')], {
      customLineItems: [{ id: 'f', key: 'cod-fee', name: 'Fee', quantity: 1, totalPrice: eur(290), taxedPrice: { totalGross: eur(290) } }],
      taxedPrice: { totalGross: eur(1390) },
    });
    expect(paymentCartOf(withFee, undefined).totalGross.centAmount).toBe(1100);
    expect(attachedMethod(withFee)).toBe('cod');
  });

  it('starts with the attached method when allowed, never attaching one on load', () => {
    const options = paymentOptionsFor(cart([line('EX1', 1, 1000)]), 'SK', fee);
    expect(initialMethod(options, cart([line('EX1', 1, 1000)], { paymentInfo: { payments: [{ id: 'p' }] } }), fee)).toBe('bank_transfer');
    const codField = { custom: { fields: { calculatedCodFee: eur(0) } }, paymentInfo: { payments: [{ id: 'p' }] } };
    expect(initialMethod(options, cart([line('EX1', 1, 1000)], codField), fee)).toBe('cod');
    // Nothing attached and two methods: the shopper chooses.
    expect(initialMethod(options, cart([line('EX1', 1, 1000)]), fee)).toBeUndefined();
    const none = paymentOptionsFor(cart([line('EX1', 21, 100, 'accessory')]), 'GR', fee);
    expect(initialMethod(none, cart([]), fee)).toBeUndefined();
  });

  it('preselects the only allowed method when attaching it leaves the total as shown', () => {
    const overLimit = cart([line('EX1', 1, 249_800), line('EX2', 1, 500)]);
    expect(initialMethod(paymentOptionsFor(overLimit, 'SK', fee), overLimit, fee)).toBe('bank_transfer');
    const greek = cart([line('EX1', 1, 1000)]);
    expect(initialMethod(paymentOptionsFor(greek, 'GR', fee), greek, fee)).toBeUndefined();
    const noFee = moneyFromDecimal('0', 'EUR');
    expect(initialMethod(paymentOptionsFor(greek, 'GR', noFee), greek, noFee)).toBe('cod');
  });

  it('preselects nothing when the attached method is no longer allowed', () => {
    const overLimit = cart([line('EX1', 1, 249_800), line('EX2', 1, 500)], { custom: { fields: { calculatedCodFee: fee } } });
    expect(initialMethod(paymentOptionsFor(overLimit, 'SK', fee), overLimit, fee)).toBeUndefined();
  });
});
