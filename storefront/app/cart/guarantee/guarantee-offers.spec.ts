import { describe, expect, it } from '@jest/globals';
import type { BackendProduct } from '../../catalogue/product/backend-product';
import { guaranteeOffersFor, parentSkuOf, type GuaranteeCartLine } from './guarantee-offers';
import { LISTED_GUARANTEE_SKUS, toGuaranteeProducts } from './guarantee-products';

const everywhere = ['sk-SK', 'de-DE', 'de-AT'];
const product = (sku: string, attributes: { name: string; value: unknown }[], extra: Partial<BackendProduct> = {}): BackendProduct => ({
  id: `id-${sku}`,
  published: true,
  name: { sk: `Záruka ${sku}` },
  slug: { sk: `zaruka-${sku}` },
  masterVariant: { sku, attributes },
  ...extra,
});

const guaranteeProducts: BackendProduct[] = [
  product('4100010', [{ name: 'ratePercent', value: 5 }, { name: 'enabledOnMarket', value: everywhere }]),
  product('4100030', [{ name: 'ratePercent', value: 10 }, { name: 'enabledOnMarket', value: everywhere }, { name: 'excludedBrands', value: ['Mensora'] }]),
  product('4100040', [{ name: 'ratePercent', value: '7.5' }, { name: 'enabledOnMarket', value: everywhere }, { name: 'excludedSkus', value: ['EX20000001'] }]),
  product('4100020', [{ name: 'ratePercent', value: 8 }, { name: 'enabledOnMarket', value: ['de-DE'] }]),
  product('4100050', [{ name: 'ratePercent', value: 9 }, { name: 'enabledOnMarket', value: everywhere }], { published: false }),
  // Not a guarantee: no rate percent.
  product('EX10000001', [{ name: 'brand', value: 'Terravik' }]),
];

const line = (id: string, sku: string, centAmount: number, extra: Partial<GuaranteeCartLine> & { brand?: string; family?: string } = {}): GuaranteeCartLine => {
  const { brand, family, ...rest } = extra;
  return {
    id,
    quantity: 1,
    price: { value: { centAmount, currencyCode: 'EUR', fractionDigits: 2 } },
    variant: {
      sku,
      attributes: [
        ...(brand ? [{ name: 'brand', value: brand }] : []),
        ...(family ? [{ name: 'family', value: family }] : []),
      ],
    },
    ...rest,
  };
};

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('guarantee products', () => {
  it('lists every SKU of the spec range 4100010–4100040', () => {
    expect(LISTED_GUARANTEE_SKUS).toHaveLength(31);
    expect(LISTED_GUARANTEE_SKUS[0]).toBe('4100010');
    expect(LISTED_GUARANTEE_SKUS.at(-1)).toBe('4100040');
  });

  it('keeps published guarantees enabled on the language-country, sorted by SKU', () => {
    expect(toGuaranteeProducts(guaranteeProducts, 'sk', 'sk-SK').map((g) => g.sku)).toEqual(['4100010', '4100030', '4100040']);
    expect(toGuaranteeProducts(guaranteeProducts, 'de', 'de-DE').map((g) => g.sku)).toEqual(['4100010', '4100020', '4100030', '4100040']);
    expect(toGuaranteeProducts(guaranteeProducts, 'sk', 'sk-SK')[0]).toMatchObject({ name: 'Záruka 4100010', ratePercent: 5 });
  });
});

describe('guarantee offers per cart line', () => {
  const guarantees = toGuaranteeProducts(guaranteeProducts, 'sk', 'sk-SK');
  const context = { languageAndCountry: 'sk-SK', isPaymentPage: false };

  it('offers every guarantee to an eligible line, priced product price × rate (half to even)', () => {
    const offers = guaranteeOffersFor([line('a', 'EX10000005', 86900, { brand: 'Velbrenn Pro' })], guarantees, context);
    // 869.00 × 5 % = 43.45; × 10 % = 86.90; × 7.5 % = 65.175 → 65.18 (8 is odd: half-even rounds up).
    expect(offers['a']?.map((o) => [o.sku, o.unitPrice])).toEqual([
      ['4100010', eur(4345)],
      ['4100030', eur(8690)],
      ['4100040', eur(6518)],
    ]);
  });

  it('prices from the discounted unit price when the line has one', () => {
    const discounted = line('a', 'EX10000005', 10000, { price: { value: eur(10000), discounted: { value: eur(8000) } } });
    expect(guaranteeOffersFor([discounted], guarantees, context)['a']?.[0]?.unitPrice).toEqual(eur(400));
  });

  it('leaves out a guarantee that excludes the brand or the SKU', () => {
    const offers = guaranteeOffersFor([line('m', 'EX10000002', 10000, { brand: 'Mensora' }), line('b', 'EX20000001', 10000)], guarantees, context);
    expect(offers['m']?.map((o) => o.sku)).toEqual(['4100010', '4100040']);
    expect(offers['b']?.map((o) => o.sku)).toEqual(['4100010', '4100030']);
  });

  it('offers nothing to a SKU that already has a guarantee, to the guarantee line, to a gift, nor on the payment page', () => {
    const covered = line('a', 'EX10000005', 86900);
    const guaranteeLine = line('g', '4100010', 4345, { custom: { fields: { parentSku: 'EX10000005' } } });
    const gift = line('x', 'EX10000009', 0, { lineItemMode: 'GiftLineItem' });
    expect(guaranteeOffersFor([covered, guaranteeLine, gift], guarantees, context)).toEqual({});
    expect(guaranteeOffersFor([line('a', 'EX10000005', 86900)], guarantees, { ...context, isPaymentPage: true })).toEqual({});
  });

  it('reads the parent SKU of a guarantee line', () => {
    expect(parentSkuOf({ custom: { fields: { parentSku: 'EX1' } } })).toBe('EX1');
    expect(parentSkuOf({ custom: null })).toBeUndefined();
    expect(parentSkuOf({})).toBeUndefined();
  });
});
