import type { SeedData } from '../../seed/seed-data.js';

const en = (text: string) => ({ en: text, de: `${text} (de)` });

/** A seed small enough to reason about by hand: two products in a three-level tree, one market. */
export const MINI_SEED: SeedData = {
  types: [{ key: 'line-item-fields', name: en('Line item'), resourceTypeIds: ['line-item'], fieldDefinitions: [] }],
  channels: [{ key: 'channel-ex-sk', roles: ['InventorySupply', 'ProductDistribution'] }],
  taxCategories: [{ key: 'standard', name: 'standard', rates: [{ name: 'SK 23%', amount: 0.23, includedInPrice: true, country: 'SK' }] }],
  zones: [{ key: 'zone-sk', name: 'Slovakia', locations: [{ country: 'SK' }] }],
  productTypes: [{ key: 'standard_product', name: 'Standard product', description: 'tools', attributes: [] }],
  categories: [
    { key: 'workshop', name: en('Workshop'), slug: en('workshop'), orderHint: '0.1' },
    { key: 'workshop-power-tools', name: en('Power tools'), slug: en('power-tools'), parent: { typeId: 'category', key: 'workshop' } },
    { key: 'workshop-drills', name: en('Drills'), slug: en('drills'), parent: { typeId: 'category', key: 'workshop-power-tools' } },
  ],
  shippingMethods: [{
    key: 'parcel', name: 'parcel', isDefault: true, taxCategory: { typeId: 'tax-category', key: 'standard' },
    zoneRates: [{ zone: { typeId: 'zone', key: 'zone-sk' }, shippingRates: [{ price: { centAmount: 195, currencyCode: 'EUR' }, freeAbove: { centAmount: 5900, currencyCode: 'EUR' } }] }],
  }],
  products: [
    {
      key: 'bench-drill-dp16', productType: { typeId: 'product-type', key: 'standard_product' }, name: en('Bench drill DP-16'),
      slug: en('bench-drill-dp-16-10012345'), categories: [{ typeId: 'category', key: 'workshop-drills' }],
      taxCategory: { typeId: 'tax-category', key: 'standard' }, publish: true,
      masterVariant: {
        sku: 'EX10012345', prices: [{ value: { centAmount: 34900, currencyCode: 'EUR' }, country: 'SK' }],
        attributes: [{ name: 'family', value: 'bench-drill' }],
      },
    },
    {
      key: 'bench-drill-dp16-bware', productType: { typeId: 'product-type', key: 'standard_product' }, name: en('Bench drill DP-16 B-stock'),
      slug: en('bench-drill-dp-16-b-stock-20012345'), categories: [{ typeId: 'category', key: 'workshop-drills' }],
      taxCategory: { typeId: 'tax-category', key: 'standard' }, publish: false,
      masterVariant: { sku: 'EX20012345', prices: [{ value: { centAmount: 29900, currencyCode: 'EUR' }, country: 'SK' }] },
      variants: [{ sku: 'EX20012346', prices: [] }],
    },
  ],
  productDiscounts: [],
  stores: [{ key: 'ex-sk', name: en('ProEquip Slovensko'), languages: ['sk'], distributionChannels: [{ typeId: 'channel', key: 'channel-ex-sk' }] }],
  cartDiscounts: [{
    key: 'volume-default-3', name: en('Volume 3'), value: { type: 'relative', permyriad: 500 }, cartPredicate: '1 = 1',
    target: { type: 'lineItems', predicate: 'quantity >= 3' }, sortOrder: '0.3', requiresDiscountCode: false,
    custom: { type: { typeId: 'type', key: 'line-item-fields' }, fields: { volumeDiscountGroup: 'volume_discount_default' } },
  }, {
    key: 'big50', name: en('BIG50'), value: { type: 'absolute', money: [{ centAmount: 5000, currencyCode: 'EUR' }] }, cartPredicate: '1 = 1',
    target: { type: 'lineItems', predicate: '1 = 1' }, sortOrder: '0.9', requiresDiscountCode: true,
  }],
  discountCodes: [{ code: 'BIG50', cartDiscounts: [{ typeId: 'cart-discount', key: 'big50' }] }],
  inventory: [{ sku: 'EX10012345', quantityOnStock: 12 }],
  reviews: [
    { target: { typeId: 'product', key: 'bench-drill-dp16' }, rating: 5, title: 'Great', locale: 'en' },
    { target: { typeId: 'product', key: 'bench-drill-dp16' }, rating: 4, title: 'Good', locale: 'de' },
    { target: { typeId: 'product', key: 'bench-drill-dp16' }, rating: 4, title: 'Fine', locale: 'sk' },
  ],
};
