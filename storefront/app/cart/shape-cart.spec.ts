import { describe, expect, it } from '@jest/globals';
import { money } from '@shop/domain';
import { shapeCart, type BackendCart, type BackendLine, type ShapeContext } from './shape-cart';

const eur = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const tier = (volume: number, permyriad: number) => ({
  id: `t${volume}`, key: `t${volume}`, isActive: true, sortOrder: `0.${volume}`, stores: [],
  value: { type: 'relative', permyriad }, target: { type: 'lineItems', predicate: `quantity >= ${volume}` },
  custom: { fields: { volumeDiscountGroup: 'volume_discount_default' } },
});
const context: ShapeContext = {
  language: 'sk', languagePrefix: '', nativeRouting: false, storeKey: 'ex-sk', country: 'SK',
  volumeDiscounts: { volume_discount_default: [tier(3, 500), tier(5, 1000), tier(10, 1500)] },
  stock: { EX10000001: 28 },
};
const line = (overrides: Partial<BackendLine> = {}): BackendLine => ({
  id: 'l1', quantity: 3, name: { sk: 'Konvektomat' }, productSlug: { sk: 'konvektomat-10000001' }, productType: { key: 'standard_product' },
  price: { value: eur(10000) }, totalPrice: eur(28500),
  variant: { sku: 'EX10000001', images: [{ url: '/media/products/EX10000001.svg' }], attributes: [{ name: 'volumeDiscountGroup', value: 'volume_discount_default' }] },
  ...overrides,
});
const cart = (overrides: Partial<BackendCart> = {}): BackendCart => ({
  id: 'c1', version: 4, lineItems: [line()], totalPrice: eur(28500),
  taxedPrice: { totalGross: eur(28500), taxPortions: [{ rate: 0.23, amount: eur(5329) }] },
  shippingInfo: { price: eur(0) }, discountCodes: [], ...overrides,
});

describe('shapeCart', () => {
  it('shows the backend’s amounts with the volume tier reached, the next one and the caps', () => {
    const view = shapeCart(cart(), context);
    const [first] = view.lines;
    expect(first).toMatchObject({
      id: 'l1', sku: 'EX10000001', name: 'Konvektomat', href: '/konvektomat-10000001', quantity: 3,
      unitPrice: money(10000, 'EUR'), lineTotal: money(28500, 'EUR'), lineTotalBeforeDiscounts: money(30000, 'EUR'),
      volumeTier: { volume: 3, discountPercentage: 5 }, nextVolumeTier: { volume: 5, discountPercentage: 10 },
      limits: { stock: 28, maximum: 1000 }, atMaximum: false, guarantee: false,
    });
    expect(view.itemCount).toBe(3);
    expect(view.summary).toEqual({
      subtotal: money(30000, 'EUR'), discount: money(1500, 'EUR'), shipping: money(0, 'EUR'),
      vat: [{ ratePercent: 23, amount: money(5329, 'EUR') }], total: money(28500, 'EUR'),
    });
  });

  it('tells what is left to free shipping while shipping costs (domain: EUR 59)', () => {
    const small = cart({ lineItems: [line({ quantity: 1, totalPrice: eur(2000) })], shippingInfo: { price: eur(195) }, totalPrice: eur(2195) });
    expect(shapeCart(small, context).summary).toMatchObject({ shipping: money(195, 'EUR'), toFreeShipping: money(3900, 'EUR') });
  });

  it('holds the free-shipping threshold against the goods after cart discounts, not the subtotal before them', () => {
    // 3 × 20.00 is 60.00 before the 5 % tier, 57.00 after it: 2.00 short of EUR 59.
    const tiered = cart({ lineItems: [line({ price: { value: eur(2000) }, totalPrice: eur(5700) })], shippingInfo: { price: eur(195) }, totalPrice: eur(5895) });
    expect(shapeCart(tiered, context).summary).toMatchObject({ subtotal: money(6000, 'EUR'), discount: money(300, 'EUR'), toFreeShipping: money(200, 'EUR') });
  });

  it('marks a line at its stock cap, a product discount, a guarantee line and a language prefix', () => {
    const view = shapeCart(cart({
      lineItems: [
        line({ quantity: 28, totalPrice: eur(238000), price: { value: eur(10000), discounted: { value: eur(9000) } } }),
        line({ id: 'g1', quantity: 28, productType: { key: 'extra_guarantee' }, variant: { sku: '4100010' }, custom: { fields: { parentSku: 'EX10000001' } }, totalPrice: eur(28000) }),
      ],
    }), { ...context, languagePrefix: '/fr', nativeRouting: true });
    expect(view.lines[0]).toMatchObject({ atMaximum: true, standardUnitPrice: money(10000, 'EUR'), unitPrice: money(9000, 'EUR'), href: '/fr/p/konvektomat-10000001' });
    expect(view.lines[1]).toMatchObject({ guarantee: true, parentSku: 'EX10000001', atMaximum: false, limits: { maximum: 1000 } });
    expect(view.lines[1]?.volumeTier).toBeUndefined();
  });

  it('lists coupons with their state and the COD fee from its custom field', () => {
    const view = shapeCart(cart({
      discountCodes: [{ discountCode: { id: 'd1', code: 'BIG50' }, state: 'DoesNotMatchCart', code: 'BIG50' }],
      customLineItems: [{ key: 'cod-fee', name: { sk: 'Dobierka' }, totalPrice: eur(150) }],
      custom: { fields: { calculatedCodFee: { centAmount: 150, currencyCode: 'EUR', fractionDigits: 2 } } },
    }), context);
    expect(view.coupons).toEqual([{ id: 'd1', code: 'BIG50', state: 'DoesNotMatchCart' }]);
    expect(view.summary.codFee).toEqual({ title: 'Dobierka', amount: money(150, 'EUR') });
  });
});
