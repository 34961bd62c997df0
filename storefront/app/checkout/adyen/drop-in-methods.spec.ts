import { describe, expect, it } from '@jest/globals';
import { DROP_IN_METHODS_CONFIGURATION } from './drop-in-methods';

describe("Drop-in's method configuration", () => {
  it('PayPal captures at once (spec 2 §1) and the card form requires the holder name', () => {
    expect(DROP_IN_METHODS_CONFIGURATION.paypal).toEqual({ intent: 'capture' });
    expect(DROP_IN_METHODS_CONFIGURATION.card).toEqual({ hasHolderName: true, holderNameRequired: true });
  });
});
