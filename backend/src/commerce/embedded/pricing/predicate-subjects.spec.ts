import { describe, expect, it } from '@jest/globals';
import type { LineItem, ProductProjection } from '@commercetools/platform-sdk';
import { inMemoryPricingCatalogue } from './pricing-catalogue.js';
import { lineSubject } from './predicate-subjects.js';

const EUR = { currencyCode: 'EUR', fractionDigits: 2 };
const amounts = { unit: 1000, total: 2000 };
const catalogue = inMemoryPricingCatalogue({});

const variant = { id: 1, sku: 'EX1', attributes: [{ name: 'colour', value: 'red' }, { name: 'group', value: 'variant' }] };
const line = { productId: 'p1', quantity: 2, variant } as unknown as LineItem;
const product = (attributes: { name: string; value: unknown }[]) =>
  ({ id: 'p1', productType: { typeId: 'product-type', id: 'pt' }, attributes, masterVariant: variant, variants: [] }) as unknown as ProductProjection;

describe('line subject attributes', () => {
  it('merges product and variant attributes, the variant winning', () => {
    const subject = lineSubject(line, { product: product([{ name: 'group', value: 'product' }, { name: 'brand', value: 'ex' }]), variant },
      amounts, EUR, catalogue);
    expect(Object.fromEntries(subject.attributes)).toEqual({ group: 'variant', brand: 'ex', colour: 'red' });
  });

  it('are merged again when the line is priced against other product attributes', () => {
    const before = lineSubject(line, { product: product([{ name: 'brand', value: 'ex' }]), variant }, amounts, EUR, catalogue);
    const again = lineSubject(line, { product: product([{ name: 'brand', value: 'other' }]), variant }, amounts, EUR, catalogue);
    const gone = lineSubject(line, undefined, amounts, EUR, catalogue);
    expect(before.attributes.get('brand')).toBe('ex');
    expect(again.attributes.get('brand')).toBe('other');
    expect(gone.attributes.has('brand')).toBe(false);
    expect(gone.attributes.get('colour')).toBe('red');
  });
});
