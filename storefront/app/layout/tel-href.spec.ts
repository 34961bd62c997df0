import { describe, expect, it } from '@jest/globals';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the leading plus and the digits only', () => {
    expect(telHref('+49 30 2555 4410')).toBe('tel:+493025554410');
    expect(telHref('+33 1 86 95 44 10')).toBe('tel:+33186954410');
    expect(telHref('0800-123 (free)')).toBe('tel:0800123');
  });
});
