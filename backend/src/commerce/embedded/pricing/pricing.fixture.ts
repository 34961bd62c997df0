import type {
  Address, Cart, CartDiscount, CentPrecisionMoney, DiscountCode, LineItem, Price, ProductProjection, ShippingMethod,
  ShippingRate, TaxCategory, TaxRate, Zone,
} from '@commercetools/platform-sdk';
import { inMemoryPricingCatalogue, type PricingCatalogue, type PricingCatalogueData } from './pricing-catalogue.js';

/*
 * A small catalogue shaped like the shop's (spec §9): three products priced in six markets, the
 * real standard VAT rates, parcel and freight shipping with the per-currency fees and thresholds,
 * the 3/5/10 → 5/10/15 % volume tiers of one group, and four discount codes.
 */

export const NOW = new Date('2026-03-15T10:00:00.000Z');
const CREATED = '2026-01-01T00:00:00.000Z';
const base = (id: string) => ({ id, version: 1, createdAt: CREATED, lastModifiedAt: CREATED });

export const FRACTION: Readonly<Record<string, number>> = { EUR: 2, CZK: 2, HUF: 2, CHF: 2, GBP: 2 };

export const cents = (centAmount: number, currencyCode: string): CentPrecisionMoney =>
  ({ type: 'centPrecision', centAmount, currencyCode, fractionDigits: FRACTION[currencyCode] ?? 2 });

let priceSequence = 0;
export const price = (centAmount: number, currencyCode: string, country?: string, extra: Partial<Price> = {}): Price => ({
  id: `price-${(priceSequence += 1)}`,
  value: cents(centAmount, currencyCode),
  ...(country ? { country } : {}),
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Tax: one category with the standard VAT rates of the six markets, all included in the price.

const vat = (country: string, amount: number): TaxRate =>
  ({ id: `rate-${country}`, name: `${country} ${Math.round(amount * 1000) / 10}%`, amount, includedInPrice: true, country });

export const STANDARD_TAX: TaxCategory = {
  ...base('tax-standard'), key: 'standard', name: 'standard',
  rates: [vat('SK', 0.23), vat('DE', 0.19), vat('CZ', 0.21), vat('HU', 0.27), vat('CH', 0.081), vat('GB', 0.2)],
};
const taxCategory = { typeId: 'tax-category' as const, id: STANDARD_TAX.id };

// ---------------------------------------------------------------------------------------------
// Products: a drill of the "power-tools" volume group, a freight workbench, parcel gloves.

const PRODUCT_TYPE = { typeId: 'product-type' as const, id: 'pt-standard' };

function product(id: string, sku: string, attributes: Record<string, unknown>, prices: Price[]): ProductProjection {
  return {
    ...base(id), key: id, productType: PRODUCT_TYPE, name: { en: id }, slug: { en: id }, categories: [],
    taxCategory, attributes: [],
    masterVariant: { id: 1, sku, prices, attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })) },
    variants: [],
  };
}

export const DRILL = product('drill', 'EX10000001', { isPackageTypeFreight: false, volumeDiscountGroup: 'power-tools' }, [
  price(4990, 'EUR', 'SK'), price(4790, 'EUR', 'DE'), price(5290, 'EUR'), price(124900, 'CZK', 'CZ'),
  price(1999000, 'HUF', 'HU'), price(5490, 'CHF', 'CH'), price(4290, 'GBP', 'GB'),
]);

export const WORKBENCH = product('workbench', 'EX10000002', { isPackageTypeFreight: true }, [
  price(4490, 'EUR', 'SK'), price(4490, 'EUR', 'DE'), price(109900, 'CZK', 'CZ'),
  price(1749000, 'HUF', 'HU'), price(4690, 'CHF', 'CH'), price(3890, 'GBP', 'GB'),
]);

export const GLOVES = product('gloves', 'EX10000003', { isPackageTypeFreight: false }, [
  price(1290, 'EUR', 'SK'), price(1290, 'EUR', 'DE'), price(32900, 'CZK', 'CZ'),
  price(519000, 'HUF', 'HU'), price(1390, 'CHF', 'CH'), price(1090, 'GBP', 'GB'),
]);

// ---------------------------------------------------------------------------------------------
// Shipping: one zone per market; parcel (default) and freight with fee and free-above per currency.

export const MARKETS = ['SK', 'DE', 'CZ', 'HU', 'CH', 'GB'] as const;
export type Market = (typeof MARKETS)[number];
export const CURRENCY: Readonly<Record<Market, string>> = { SK: 'EUR', DE: 'EUR', CZ: 'CZK', HU: 'HUF', CH: 'CHF', GB: 'GBP' };

export const ZONES: Zone[] = MARKETS.map((country) => ({ ...base(`zone-${country}`), name: country, locations: [{ country }] }));

/** Spec §9: parcel fee, freight fee, free above — Hungary at its temporary 1481/7481 fees. */
const FEES: Readonly<Record<Market, readonly [parcel: number, freight: number, freeAbove: number]>> = {
  SK: [195, 995, 5900], DE: [195, 995, 5900], CZ: [4600, 23500, 139900],
  HU: [148100, 748100, 2209900], CH: [195, 995, 5900], GB: [195, 995, 5200],
};

const rate = (country: Market, kind: 0 | 1): ShippingRate => ({
  price: cents(FEES[country][kind], CURRENCY[country]),
  freeAbove: cents(FEES[country][2], CURRENCY[country]),
  tiers: [],
});

const FREIGHT_LINE = 'lineItemExists(variant.attributes.isPackageTypeFreight = true)';

function shippingMethod(id: string, kind: 0 | 1, predicate: string, isDefault: boolean): ShippingMethod {
  return {
    ...base(id), key: id, name: id, taxCategory, active: true, isDefault, predicate, stores: [],
    zoneRates: MARKETS.map((country) => ({ zone: { typeId: 'zone', id: `zone-${country}` }, shippingRates: [rate(country, kind)] })),
  };
}

export const PARCEL = shippingMethod('parcel', 0, `${FREIGHT_LINE} = false`, true);
export const FREIGHT = shippingMethod('freight', 1, FREIGHT_LINE, false);

// ---------------------------------------------------------------------------------------------
// Cart discounts: volume tiers (automatic) and the code-bound discounts.

export function cartDiscount(id: string, fields: Partial<CartDiscount> & Pick<CartDiscount, 'value' | 'sortOrder'>): CartDiscount {
  return {
    ...base(id), key: id, name: { en: id }, cartPredicate: '1 = 1', target: { type: 'lineItems', predicate: '1 = 1' },
    stores: [], isActive: true, requiresDiscountCode: false, references: [], stackingMode: 'Stacking',
    recurringOrderScope: { type: 'NonRecurringOrdersOnly' },
    ...fields,
  };
}

const GROUP = 'attributes.volumeDiscountGroup = "power-tools"';
/**
 * The tiers as disjoint quantity ranges of the group: on commercetools, plain `quantity >= N`
 * tiers in Stacking mode would all apply to a line of 10 and compound (see the spec of that case).
 */
export const VOLUME_TIERS: CartDiscount[] = [
  cartDiscount('volume-3', { value: { type: 'relative', permyriad: 500 }, sortOrder: '0.51',
    target: { type: 'lineItems', predicate: `quantity >= 3 and quantity < 5 and ${GROUP}` } }),
  cartDiscount('volume-5', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.52',
    target: { type: 'lineItems', predicate: `quantity >= 5 and quantity < 10 and ${GROUP}` } }),
  cartDiscount('volume-10', { value: { type: 'relative', permyriad: 1500 }, sortOrder: '0.53',
    target: { type: 'lineItems', predicate: `quantity >= 10 and ${GROUP}` } }),
];

export const CODE_DISCOUNTS: CartDiscount[] = [
  cartDiscount('cd-welcome10', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.9', requiresDiscountCode: true }),
  cartDiscount('cd-summer', { value: { type: 'relative', permyriad: 1500 }, sortOrder: '0.85', requiresDiscountCode: true }),
  cartDiscount('cd-big50', {
    value: { type: 'absolute', money: [cents(5000, 'EUR')] }, sortOrder: '0.8', requiresDiscountCode: true,
    cartPredicate: 'totalPrice >= "500.00 EUR"',
  }),
  cartDiscount('cd-spring', { value: { type: 'relative', permyriad: 500 }, sortOrder: '0.7', requiresDiscountCode: true }),
];

export function discountCode(id: string, code: string, discountIds: readonly string[], fields: Partial<DiscountCode> = {}): DiscountCode {
  return {
    ...base(id), code, cartDiscounts: discountIds.map((discountId) => ({ typeId: 'cart-discount', id: discountId })),
    stores: [], isActive: true, references: [], groups: [], ...fields,
  };
}

export const CODES: DiscountCode[] = [
  discountCode('dc-welcome10', 'WELCOME10', ['cd-welcome10']),
  discountCode('dc-summer2025', 'SUMMER2025', ['cd-summer'], { validFrom: '2025-06-01T00:00:00.000Z', validUntil: '2025-09-01T00:00:00.000Z' }),
  discountCode('dc-big50', 'BIG50', ['cd-big50']),
  discountCode('dc-spring5', 'SPRING5', ['cd-spring'], { isActive: false }),
];

export const SHOP_DATA: PricingCatalogueData = {
  products: [DRILL, WORKBENCH, GLOVES],
  taxCategories: [STANDARD_TAX],
  shippingMethods: [PARCEL, FREIGHT],
  zones: ZONES,
  cartDiscounts: [...VOLUME_TIERS, ...CODE_DISCOUNTS],
  discountCodes: CODES,
  productTypeKeys: { 'pt-standard': 'standard_product' },
};

export const SHOP: PricingCatalogue = inMemoryPricingCatalogue(SHOP_DATA);

// ---------------------------------------------------------------------------------------------
// Carts: only the inputs recalculateCart reads; every derived field holds a placeholder.

export interface LineInput {
  readonly product: ProductProjection;
  readonly quantity: number;
  readonly fields?: Partial<LineItem>;
}

export function lineItem({ product: item, quantity, fields = {} }: LineInput, index: number, currency: string): LineItem {
  const placeholder = price(0, currency);
  return {
    id: `line-${index + 1}`, productId: item.id, name: item.name, productType: item.productType, variant: item.masterVariant,
    price: placeholder, quantity, totalPrice: cents(0, currency), discountedPricePerQuantity: [], taxedPricePortions: [],
    state: [], perMethodTaxRate: [], priceMode: 'Platform', lineItemMode: 'Standard',
    ...fields,
  };
}

export interface CartInput {
  readonly country?: string;
  readonly currency?: string;
  readonly lines: readonly LineInput[];
  readonly codes?: readonly string[];
  readonly shippingMethodId?: string;
  readonly shippingAddress?: Address | null;
  readonly fields?: Partial<Cart>;
}

/** A cart of a market: country and shipping address in it, its currency, a shipping method when asked. */
export function cartIn(market: string, input: CartInput): Cart {
  const currency = input.currency ?? CURRENCY[market as Market] ?? 'EUR';
  return {
    ...base('cart-1'),
    lineItems: input.lines.map((line, index) => lineItem(line, index, currency)),
    customLineItems: [],
    totalPrice: cents(0, currency),
    taxMode: 'Platform', priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven', taxCalculationMode: 'LineItemLevel',
    inventoryMode: 'TrackOnly', cartState: 'Active', shippingMode: 'Single', shipping: [], itemShippingAddresses: [],
    discountCodes: (input.codes ?? []).map((id) => ({ discountCode: { typeId: 'discount-code', id }, state: 'MatchesCart' })),
    directDiscounts: [], refusedGifts: [], origin: 'Customer',
    country: input.country ?? market,
    ...(input.shippingAddress === null ? {} : { shippingAddress: input.shippingAddress ?? { country: market } }),
    ...(input.shippingMethodId
      ? {
          shippingInfo: {
            shippingMethodName: input.shippingMethodId, price: cents(0, currency), shippingRate: { price: cents(0, currency), tiers: [] },
            shippingMethodState: 'MatchesCart', shippingMethod: { typeId: 'shipping-method', id: input.shippingMethodId },
          },
        }
      : {}),
    ...input.fields,
  };
}
