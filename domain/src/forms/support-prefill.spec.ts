import { describe, expect, it } from '@jest/globals';
import { emptySupportRequest } from './support-form.js';
import { manualRequestPrefill, quoteRequestPrefill, selectSupportReason } from './support-prefill.js';
import { subreasonsOf } from './support-reasons.js';

const filled = {
  ...emptySupportRequest(),
  reason: 'product-claim',
  subreason: 'defective-product',
  contactName: 'Jana Nováková',
  orderNumber: '4711',
};

describe('choosing a reason resets the subreason (spec 2 §4)', () => {
  it.each([
    ['another reason', 'sales'],
    ['the same reason again (our reading: still resets)', 'product-claim'],
    ['no reason', ''],
  ])('%s', (_case, reason) => {
    const next = selectSupportReason(filled, reason);
    expect(next).toEqual({ ...filled, reason, subreason: '' });
  });

  it('is pure: the given form is not changed', () => {
    const before = { ...filled };
    selectSupportReason(filled, 'sales');
    expect(filled).toEqual(before);
  });
});

describe('pre-fills from a product page (spec 2 §4)', () => {
  it('manual request: product claim, manual not in language, product number from the SKU, read-only', () => {
    expect(manualRequestPrefill('EX10012345')).toEqual({
      form: {
        ...emptySupportRequest(),
        reason: 'product-claim',
        subreason: 'manual-not-in-language',
        productNumber: '10012345',
      },
      readOnly: ['productNumber'],
    });
  });

  it('quote: sales, offer/discount request, product number from the SKU, quantity 1, nothing read-only', () => {
    expect(quoteRequestPrefill('EX20054321')).toEqual({
      form: {
        ...emptySupportRequest(),
        reason: 'sales',
        subreason: 'offer-discount-request',
        productNumber: '20054321',
        quantity: '1',
      },
      readOnly: [],
    });
  });

  it.each([
    ['manual', manualRequestPrefill],
    ['quote', quoteRequestPrefill],
  ])('%s: keeps what the base form knows and overrides the rest', (_case, prefill) => {
    const base = { ...filled, customerEmail: 'jana@example.sk' };
    const { form } = prefill('EX10012345', base);
    expect(form.contactName).toBe('Jana Nováková');
    expect(form.customerEmail).toBe('jana@example.sk');
    expect(form.productNumber).toBe('10012345');
    expect(subreasonsOf(form.reason)).toContain(form.subreason);
  });
});
