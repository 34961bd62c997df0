/** tracking's shipping_type and the fee the cart pays (spec 1 §3, spec 2 §3). */
export type ShippingPackageType = 'freight' | 'parcel';

/** A cart line as far as shipping cares: the variant's isPackageTypeFreight attribute. */
export interface ShippingLine {
  readonly isPackageTypeFreight?: boolean | undefined;
}

/** One freight-package line makes the whole cart ship as freight. Only a real `true` counts. */
export const cartHasFreightPackage = (lines: readonly ShippingLine[]): boolean =>
  lines.some((line) => line.isPackageTypeFreight === true);

export const shippingPackageTypeOf = (lines: readonly ShippingLine[]): ShippingPackageType =>
  cartHasFreightPackage(lines) ? 'freight' : 'parcel';
