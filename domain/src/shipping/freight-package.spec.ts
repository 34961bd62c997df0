import { describe, expect, it } from '@jest/globals';
import { cartHasFreightPackage, shippingPackageTypeOf, type ShippingLine } from './freight-package.js';

describe('freight package in the cart (attribute isPackageTypeFreight, spec 1 §3)', () => {
  it.each<[string, ShippingLine[], boolean, 'freight' | 'parcel']>([
    ['an empty cart', [], false, 'parcel'],
    ['parcel lines only', [{ isPackageTypeFreight: false }, {}], false, 'parcel'],
    ['a line with the attribute missing', [{ isPackageTypeFreight: undefined }], false, 'parcel'],
    ['one freight line among parcels', [{ isPackageTypeFreight: false }, { isPackageTypeFreight: true }], true, 'freight'],
    ['freight lines only', [{ isPackageTypeFreight: true }], true, 'freight'],
  ])('%s', (_name, lines, hasFreight, type) => {
    expect(cartHasFreightPackage(lines)).toBe(hasFreight);
    expect(shippingPackageTypeOf(lines)).toBe(type);
  });
});
