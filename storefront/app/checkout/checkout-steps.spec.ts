import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_STEPS, GUEST_ONLY_STEPS, isCheckoutStep, stepNeedsCart } from './checkout-steps';

describe('checkout steps (spec 2 §2)', () => {
  it('lists the checkout children of the spec', () => {
    expect([...CHECKOUT_STEPS].sort()).toEqual(['addresses', 'cart', 'create-account', 'login', 'password-reset', 'payment', 'thank-you']);
    expect(isCheckoutStep('payment')).toBe(true);
    expect(isCheckoutStep('shipping')).toBe(false);
  });

  it('needs a cart with lines on every step but the first (and the confirmation, which ends the cart)', () => {
    expect(CHECKOUT_STEPS.filter(stepNeedsCart).sort()).toEqual(['addresses', 'create-account', 'login', 'password-reset', 'payment']);
  });

  it('keeps login, registration and password reset for guests', () => {
    expect([...GUEST_ONLY_STEPS].sort()).toEqual(['create-account', 'login', 'password-reset']);
  });
});
