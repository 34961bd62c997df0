import { describe, expect, it } from '@jest/globals';
import type { VolumeCartDiscount } from '@shop/domain';
import type { BackendProduct } from './backend-product';
import { breadcrumbsOf } from './breadcrumbs';
import { comparisonColumns } from './comparison-columns';
import { deliveryEstimateOf } from './delivery-estimate';
import { toTile } from './product-tiles';
import { volumeTierViews } from './volume-tiers';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });
const sk = { languagePrefix: '', nativeRouting: false };

describe('breadcrumbsOf', () => {
  const text = (sk: string, en: string) => ({ sk, en });
  it('root first, each crumb the path of slugs down to it', () => {
    const category = {
      id: 'c3',
      name: text('Konvektomaty', 'Ovens'),
      slug: text('konvektomaty', 'ovens'),
      ancestors: [
        { id: 'c1', obj: { name: text('Gastro', 'Catering'), slug: text('gastro', 'catering') } },
        { id: 'c2', obj: { name: text('Tepelná technika', 'Cooking'), slug: text('tepelna-technika', 'cooking') } },
      ],
    };
    expect(breadcrumbsOf(category, 'sk', sk)).toEqual([
      { name: 'Gastro', href: '/gastro/' },
      { name: 'Tepelná technika', href: '/gastro/tepelna-technika/' },
      { name: 'Konvektomaty', href: '/gastro/tepelna-technika/konvektomaty/' },
    ]);
    expect(breadcrumbsOf(category, 'en', { languagePrefix: '', nativeRouting: true }).at(-1)).toEqual({ name: 'Ovens', href: '/c/catering/cooking/ovens/' });
  });

  it('an ancestor not expanded ends the trail above it', () => {
    const category = { id: 'c2', name: { sk: 'B' }, slug: { sk: 'b' }, ancestors: [{ id: 'c1' }] };
    expect(breadcrumbsOf(category, 'sk', sk)).toEqual([{ name: 'B', href: '/b/' }]);
  });
});

describe('deliveryEstimateOf', () => {
  const methods = [
    { key: 'parcel', isDefault: true, custom: { fields: { DeliveryTime: { 'sk-SK': '1-2', 'de-DE': '2-4' } } } },
    { key: 'freight', custom: { fields: { DeliveryTime: { 'sk-SK': '2-4', de: '4-7' } } } },
  ];
  // Wednesday 25 Nov 2026: + 2 working days = Fri 27; + 4 = Tue 1 Dec; + 7 = Fri 4 Dec.
  const wednesday = new Date(Date.UTC(2026, 10, 25, 19));

  it('parcel or freight by the product, the range for the locale, the day after the upper number of working days', () => {
    expect(deliveryEstimateOf(methods, false, 'sk-SK', wednesday)).toEqual({ minDays: 1, maxDays: 2, date: '2026-11-27', freight: false });
    expect(deliveryEstimateOf(methods, true, 'sk-SK', wednesday)).toEqual({ minDays: 2, maxDays: 4, date: '2026-12-01', freight: true });
    expect(deliveryEstimateOf(methods, true, 'de-AT', wednesday)).toEqual({ minDays: 4, maxDays: 7, date: '2026-12-04', freight: true });
  });

  it('says nothing without a method or a readable range', () => {
    expect(deliveryEstimateOf([], false, 'sk-SK', wednesday)).toBeUndefined();
    expect(deliveryEstimateOf([{ key: 'parcel', custom: { fields: { DeliveryTime: { 'sk-SK': 'soon' } } } }], false, 'sk-SK', wednesday)).toBeUndefined();
  });
});

describe('volumeTierViews', () => {
  const tier = (volume: number, permyriad: number, sortOrder: string, extra: Partial<VolumeCartDiscount> = {}): VolumeCartDiscount => ({
    id: `v${volume}`,
    isActive: true,
    sortOrder,
    value: { type: 'relative', permyriad },
    target: { type: 'lineItems', predicate: `quantity >= ${volume}` },
    custom: { fields: { volumeDiscountGroup: 'volume_discount_default' } },
    ...extra,
  });

  it('the group’s active tiers for this store in sort order, each with its unit price', () => {
    const discounts = [
      tier(5, 1000, '0.12'),
      tier(3, 500, '0.11'),
      tier(10, 1500, '0.13', { isActive: false }),
      tier(20, 2000, '0.14', { stores: [{ key: 'ex-de' }] }),
    ];
    // 6159.00 − 5 % = 5851.05; − 10 % = 5543.10.
    expect(volumeTierViews(discounts, 'ex-sk', undefined, eur(615900))).toEqual([
      { volume: 3, discountPercentage: 5, unitPrice: eur(585105) },
      { volume: 5, discountPercentage: 10, unitPrice: eur(554310) },
    ]);
    expect(volumeTierViews(discounts, 'ex-sk', 'other-group', eur(615900))).toEqual([]);
  });
});

function product(id: string, sku: string, options: { stock?: number; tags?: string[]; brand?: string; rating?: number; attributes?: { name: string; value: unknown }[] } = {}): BackendProduct {
  return {
    id,
    name: { sk: `Produkt ${sku}` },
    slug: { sk: `produkt-${sku.slice(2)}` },
    masterVariant: {
      sku,
      price: { value: eur(10000) },
      availability: { isOnStock: (options.stock ?? 1) > 0, availableQuantity: options.stock ?? 1 },
      attributes: [
        { name: 'tags', value: options.tags ?? [] },
        ...(options.brand ? [{ name: 'brand', value: options.brand }] : []),
        ...(options.attributes ?? []),
      ],
    },
    ...(options.rating ? { reviewRatingStatistics: { averageRating: options.rating, count: 2 } } : {}),
  };
}

describe('toTile', () => {
  it('a priced, named product becomes a tile linking to its page', () => {
    expect(toTile(product('p', 'EX10000007', { rating: 4.5 }), 'sk', sk, '/img.svg')).toEqual({
      sku: 'EX10000007',
      name: 'Produkt EX10000007',
      href: '/produkt-10000007',
      image: '/img.svg',
      price: eur(10000),
      averageRating: 4.5,
      reviewCount: 2,
      inStock: true,
    });
    const unpriced = product('q', 'EX10000008');
    expect(toTile({ ...unpriced, masterVariant: { ...unpriced.masterVariant, price: undefined } } as BackendProduct, 'sk', sk, '/i')).toBeUndefined();
  });
});

describe('comparisonColumns', () => {
  const context = { language: 'sk', locale: 'sk-SK', market: sk, imageOf: () => '/i.svg' };
  it('this product first, then the best ranked (in stock 3, Popular 2, Sale 1), 5 at most, "-" where a value is missing', () => {
    const current = product('self', 'EX10000001', { brand: 'Hartmoor' });
    const others = [
      product('out', 'EX10000002', { stock: 0 }), // 0
      product('plain', 'EX10000003'), // 3
      product('popular', 'EX10000004', { tags: ['Popular'] }), // 5
      product('sale', 'EX10000005', { tags: ['Sale'] }), // 4
      product('both', 'EX10000006', { tags: ['Popular', 'Sale'] }), // 6
      product('plain2', 'EX10000007'), // 3
      product('self', 'EX10000001'), // the product itself is never its own rival
    ];
    const columns = comparisonColumns(current, others, context);
    expect(columns.map((column) => [column.sku, column.current])).toEqual([
      ['EX10000001', true],
      ['EX10000006', false],
      ['EX10000004', false],
      ['EX10000005', false],
      ['EX10000003', false],
      ['EX10000007', false],
    ]);
    expect(columns[0]!.cells).toEqual({ brand: 'Hartmoor', model: '-', techdetails: '-', netDimensions: '-', netWeight: '-', energyClass: '-' });
  });

  it('the net measures as the page writes them, "-" unless all three sides are known', () => {
    const measured = (id: string, sku: string, sides: number[]) =>
      product(id, sku, {
        attributes: [
          ...['netLength', 'netWidth', 'netHeight'].slice(0, sides.length).map((name, index) => ({ name, value: sides[index] })),
          { name: 'netWeight', value: 42.5 },
          { name: 'description', value: { sk: 'Výkon 18,7 kW' } },
        ],
      });
    const [own, rival] = comparisonColumns(measured('self', 'EX10000001', [60, 55.5, 80]), [measured('other', 'EX10000002', [60, 55.5])], context);
    expect(own!.cells).toMatchObject({ netDimensions: '60\u00a0×\u00a055,5\u00a0×\u00a080\u00a0cm', netWeight: '42,5\u00a0kg' });
    expect(rival!.cells).toMatchObject({ netDimensions: '-', netWeight: '42,5\u00a0kg' });
  });

  it('no rivals, no table', () => {
    expect(comparisonColumns(product('self', 'EX10000001'), [], context)).toEqual([]);
  });
});
