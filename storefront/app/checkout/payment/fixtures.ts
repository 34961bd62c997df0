import type { DocumentLine } from '../../cart/summary/priced-document';
import type { CommerceCart } from './commerce-shapes';

/** Test data in the backend's answer shapes (unit specs only). */
export const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

export const line = (sku: string, quantity: number, unitCents: number, key = 'standard_product', freight = false): DocumentLine => ({
  id: `line-${sku}`,
  name: { sk: `Stroj ${sku}`, en: `Machine ${sku}` },
  quantity,
  productType: { key },
  price: { value: eur(unitCents) },
  totalPrice: eur(unitCents * quantity),
  variant: { sku, images: [{ url: `/media/${sku}.svg` }], attributes: freight ? [{ name: 'isPackageTypeFreight', value: true }] : [] },
});

export function cart(lines: DocumentLine[], extra: Partial<CommerceCart> = {}): CommerceCart {
  const total = lines.reduce((sum, item) => sum + item.totalPrice.centAmount, 0);
  return {
    id: 'cart-1', version: 3, lineItems: lines, customLineItems: [],
    totalPrice: eur(total),
    taxedPrice: { totalGross: eur(total), totalNet: eur(Math.round(total / 1.23)), taxPortions: [{ rate: 0.23, amount: eur(total - Math.round(total / 1.23)) }] },
    shippingInfo: { shippingMethod: { id: 'parcel' }, price: eur(0) },
    ...extra,
  };
}
