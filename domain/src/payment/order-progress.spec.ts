import { describe, expect, it } from '@jest/globals';
import { orderProgressLabel } from './order-progress.js';

describe('order progress label (spec 2 §4, payment flow)', () => {
  it.each([
    [{ paymentMethod: 'bank_transfer' }, 'in-progress'],
    [{ paymentMethod: 'bank_transfer', multibancoReference: null }, 'in-progress'],
    [{ paymentMethod: 'multibanco', multibancoReference: '123 456 789' }, 'in-progress'],
    [{ paymentMethod: 'scheme', multibancoReference: '123456789' }, 'in-progress'],
    [{ paymentMethod: 'multibanco' }, 'paid'],
    [{ paymentMethod: 'multibanco', multibancoReference: null }, 'paid'],
    // Reading chosen: a blank reference is no reference.
    [{ paymentMethod: 'multibanco', multibancoReference: '  ' }, 'paid'],
    [{ paymentMethod: 'scheme' }, 'paid'],
    [{ paymentMethod: 'cod' }, 'paid'],
    [{ paymentMethod: 'paypal' }, 'paid'],
  ] as const)('%j → %s', (input, label) => {
    expect(orderProgressLabel(input)).toBe(label);
  });
});
