import { describe, expect, it } from '@jest/globals';
import {
  PRODUCT_NUMBER_LENGTH,
  isCompleteProductNumber,
  normaliseProductNumber,
  productNumberFromSku,
} from './product-number.js';

describe('support form product number: digits only, cut to 8, minimum 8 (spec 2 §5, §9)', () => {
  it('is 8 long', () => {
    expect(PRODUCT_NUMBER_LENGTH).toBe(8);
  });

  it.each([
    ['10012345', '10012345'],
    ['EX10012345', '10012345'],
    ['100-123 45', '10012345'],
    ['1001234567', '10012345'],
    ['EX1', '1'],
    ['abc', ''],
    ['', ''],
  ])('normalises %j to %j', (input, normalised) => {
    expect(normaliseProductNumber(input)).toBe(normalised);
  });

  it.each([
    ['EX10012345', '10012345'], // standard
    ['EX20012345', '20012345'], // B-ware
    ['EX18001234', '18001234'], // set
  ])('takes the product number from SKU %j (spec 2 §3: prefix EX, length 10)', (sku, productNumber) => {
    expect(productNumberFromSku(sku)).toBe(productNumber);
  });

  it.each([
    ['10012345', true],
    ['EX10012345', true],
    ['123456789', true], // cut to 8, still complete
    ['1234567', false],
    ['EX1234567', false],
    ['', false],
  ])('%j is complete: %s', (input, complete) => {
    expect(isCompleteProductNumber(input)).toBe(complete);
  });
});
