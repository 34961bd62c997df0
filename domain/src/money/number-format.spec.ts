import { describe, expect, it } from '@jest/globals';
import { numberFormat } from './number-format.js';

describe('reused number formats', () => {
  it('hands out one formatter per locale and options', () => {
    expect(numberFormat('sk-SK', { maximumFractionDigits: 1 })).toBe(numberFormat('sk-SK', { maximumFractionDigits: 1 }));
    expect(numberFormat('sk-SK', { maximumFractionDigits: 1 })).not.toBe(numberFormat('de-DE', { maximumFractionDigits: 1 }));
    expect(numberFormat('sk-SK', { maximumFractionDigits: 1 })).not.toBe(numberFormat('sk-SK', { maximumFractionDigits: 2 }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('de-DE', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6 kg');
    expect(numberFormat('en-GB').format(1234.5)).toBe('1,234.5');
  });
});
