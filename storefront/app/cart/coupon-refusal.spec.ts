import { describe, expect, it } from '@jest/globals';
import { isCartGoneAnswer, refusedCouponState } from './coupon-refusal';

describe('refusedCouponState', () => {
  it('an unknown code and one outside its dates are NotValid; a reason that is a state keeps it', () => {
    expect(refusedCouponState({ code: 'DiscountCodeNonApplicable', errors: [{ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' }] })).toBe('NotValid');
    expect(refusedCouponState({ code: 'DiscountCodeNonApplicable', errors: [{ code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable' }] })).toBe('NotValid');
    expect(refusedCouponState({ code: 'DiscountCodeNonApplicable', errors: [{ code: 'DiscountCodeNonApplicable', reason: 'MaxApplicationReached' }] })).toBe('MaxApplicationReached');
  });

  it('another refusal is not about the code', () => {
    expect(refusedCouponState({ code: 'InvalidOperation' })).toBeUndefined();
    expect(refusedCouponState(undefined)).toBeUndefined();
  });
});

describe('isCartGoneAnswer', () => {
  it('is a 404 ResourceNotFound or a "was not found in store" message', () => {
    expect(isCartGoneAnswer(404, { code: 'ResourceNotFound', message: "The Resource with ID 'c1' was not found." })).toBe(true);
    expect(isCartGoneAnswer(404, { message: "The Resource with ID 'c1' was not found in store 'ex-sk'." })).toBe(true);
    expect(isCartGoneAnswer(400, { code: 'InvalidOperation' })).toBe(false);
    expect(isCartGoneAnswer(404, { message: 'Unknown method' })).toBe(false);
  });
});
