import {
  codFeeInCurrency,
  COD_POLICIES,
  DEFAULT_VOLUME_DISCOUNT_GROUP,
  extraGuaranteePrice,
  guaranteesOfferedFor,
  isValidPostalCode,
  money,
  requireShippingFees,
  VIRTUAL_SKU_MAX,
  VIRTUAL_SKU_MIN,
  volumeDiscountsFor,
  applicableVolumeTier,
  type CountryCode,
  type CurrencyCode,
  type ExtraGuaranteeProduct,
  type Money,
  type VolumeCartDiscount,
  type VolumeTier,
} from '@shop/domain';
import { countryByCode, localeFor, type LocaleCode } from '@shop/markets';
import { commerce, once, search, type SearchHit } from './backend';
import { expectedPayments, expectedTotals, lineTotal, type ExpectedPayments, type ExpectedTotals, type PlannedLine, type TotalsInput } from './checkout-expectations';
import { CommerceSession } from './commerce-session';

// The data of issue 13's checkout journeys, found in the backend under test before a journey starts
// (products, prices, stock, tax rates, store settings, discounts, guarantees), with what the pages
// must then show computed by `@shop/domain` (checkout-expectations.ts). Nothing here reads the
// storefront's code.

/** A product a journey puts in the cart, as the catalogue and a cart line describe it. */
export interface PlanProduct extends Omit<PlannedLine, 'quantity' | 'discountsPermyriad'> {
  /** The product page's path in the market (the search hit's slug). */
  readonly path: string;
  readonly brand: string;
  readonly volumeGroup?: string;
  readonly stock: number;
  /** The market's VAT rate, as a cart line of it is taxed (0.23). */
  readonly taxRate: number;
}

export interface StoreFacts {
  readonly key: string;
  readonly taxRate: number;
  readonly codFee: Money;
  readonly codFeeTitle: string;
  readonly bank: { readonly bic: string; readonly accountOwner: string; readonly institute: string; readonly iban: string };
}

export interface CartPlan {
  readonly country: CountryCode;
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly store: StoreFacts;
  readonly products: readonly PlanProduct[];
  readonly lines: readonly PlannedLine[];
  /** Paying by another method than COD. */
  readonly totals: ExpectedTotals;
  /** Paying cash on delivery: the same cart with the store's fee line. */
  readonly totalsWithCod: ExpectedTotals;
  readonly payments: ExpectedPayments;
}

interface CatalogueProduct {
  readonly masterVariant: { readonly sku: string; readonly attributes?: readonly { name: string; value: unknown }[] };
}

interface CartLineAnswer {
  readonly productType: { readonly key: string };
  readonly variant: { readonly sku: string; readonly attributes?: readonly { name: string; value: unknown }[] };
  readonly price: { readonly value: MoneyAnswer; readonly discounted?: { readonly value: MoneyAnswer } };
  /** The rate the platform taxes the line at, from the product's tax category for the cart's country. */
  readonly taxRate?: { readonly amount: number };
}
interface MoneyAnswer {
  readonly centAmount: number;
  readonly currencyCode: CurrencyCode;
  readonly fractionDigits: number;
}
interface CartAnswer {
  readonly cart: { readonly id: string; readonly version: number; readonly lineItems: readonly CartLineAnswer[] };
}

const attribute = (attributes: readonly { name: string; value: unknown }[] | undefined, name: string): unknown =>
  attributes?.find((entry) => entry.name === name)?.value;

const siteOf = (country: CountryCode) => {
  const site = countryByCode(country);
  if (!site) throw new Error(`no market ${country}`);
  return site;
};

/** A shopper's market and language: the locale of the search index, the path prefix of a non-default language. */
interface Market {
  readonly country: CountryCode;
  readonly locale: LocaleCode;
  readonly prefix: string;
}
const marketOf = (country: CountryCode, language?: string): Market => {
  const site = siteOf(country);
  const locale = localeFor(country, language);
  return { country, locale, prefix: language && language !== site.defaultLanguage ? `/${language}` : '' };
};

/** The store's tax rate, COD fee (domain's codFeeInCurrency) and bank details, from getStores and a product's tax category. */
async function storeFacts({ country, locale }: Market, taxRate: number): Promise<StoreFacts> {
  const site = siteOf(country);
  const { data } = await commerce<{ data: { key: string; custom: { fields: Record<string, unknown> } }[] }>(country, 'getStores', [{ key: site.storeKey }]);
  const fields = data[0]!.custom.fields;
  const fee = fields['codFee'] as { centAmount: number; currencyCode: CurrencyCode } | undefined;
  const title = fields['codFeeTitle'] as Record<string, string> | undefined;
  return {
    key: site.storeKey,
    taxRate,
    codFee: codFeeInCurrency(fee ? money(fee.centAmount, fee.currencyCode) : undefined, site.currency),
    codFeeTitle: title?.[locale.split('-')[0]!] ?? '',
    bank: {
      bic: String(fields['BIC']),
      accountOwner: String(fields['accountOwner']),
      institute: String(fields['institute']),
      iban: String(fields['IBAN']),
    },
  };
}

/**
 * Candidate products: in stock and not on sale (price = standard price, so the line is charged the
 * listed price), cheapest first from `minCents` on, as the market's price-ascending replica lists them.
 */
async function candidates(market: Market, minCents = 0, brand?: string): Promise<SearchHit[]> {
  const answer = await search({
    indexName: `products_${market.locale}_price_asc`, query: '', hitsPerPage: 48, numericFilters: [`price>=${minCents}`],
    ...(brand ? { facetFilters: [[`brand:${brand}`]] } : {}),
  });
  return (answer.hits as (SearchHit & { standardPrice?: number })[]).filter((hit) => hit.inStock && hit.price === (hit.standardPrice ?? hit.price));
}

/**
 * What the catalogue and a cart line say about each hit: the product type key as a cart line
 * names it (a throwaway cart, deleted again), freight, brand, volume group, stock and the market's
 * VAT rate.
 */
async function describe({ country, prefix }: Market, hits: readonly SearchHit[]): Promise<PlanProduct[]> {
  if (hits.length === 0) return [];
  const session = new CommerceSession(country);
  let cart: CartAnswer['cart'] | undefined;
  for (const hit of hits) {
    cart = (await session.call<CartAnswer>('addToCart', [cart ? { id: cart.id, version: cart.version } : {}, { sku: hit.sku, quantity: 1 }])).cart;
  }
  await session.call('deleteCart', [{ id: cart!.id, version: cart!.version }]);
  const { inventoryEntries } = await commerce<{ inventoryEntries: { results: { sku: string; availableQuantity: number }[] } }>(
    country, 'getInventory', [{ skus: hits.map((hit) => hit.sku) }]);
  const stock = new Map(inventoryEntries.results.map((entry) => [entry.sku, entry.availableQuantity]));
  const { products } = await commerce<{ products: CatalogueProduct[] }>(country, 'getProduct', [{ query: 'tagManager', skus: hits.map((hit) => hit.sku) }]);
  return hits.flatMap((hit): PlanProduct[] => {
    const line = cart!.lineItems.find((candidate) => candidate.variant.sku === hit.sku);
    const product = products.find((candidate) => candidate.masterVariant.sku === hit.sku);
    const rate = line?.taxRate?.amount;
    if (!line || !product || rate === undefined) return [];
    const price = line.price.discounted?.value ?? line.price.value;
    const group = attribute(product.masterVariant.attributes, 'volumeDiscountGroup');
    return [{
      sku: hit.sku,
      name: hit.name,
      path: `${prefix}/${hit.url}`,
      brand: hit.brand ?? '',
      productTypeKey: line.productType.key,
      isPackageTypeFreight: attribute(line.variant.attributes, 'isPackageTypeFreight') === true,
      unitPrice: money(price.centAmount, price.currencyCode, price.fractionDigits),
      stock: stock.get(hit.sku) ?? 0,
      taxRate: rate,
      ...(typeof group === 'string' ? { volumeGroup: group } : {}),
    }];
  });
}

async function cartPlan(market: Market, lines: readonly PlannedLine[], products: readonly PlanProduct[]): Promise<CartPlan> {
  const { country, locale } = market;
  const site = siteOf(country);
  const store = await storeFacts(market, products[0]!.taxRate);
  const input: TotalsInput = { country, currency: site.currency, lines, taxRate: store.taxRate };
  return {
    country,
    locale,
    currency: site.currency,
    store,
    products,
    lines,
    totals: expectedTotals(input),
    totalsWithCod: expectedTotals({ ...input, codFee: store.codFee }),
    payments: expectedPayments(input, store.codFee),
  };
}

const lineOf = (product: PlanProduct, quantity = 1, discountsPermyriad: readonly number[] = []): PlannedLine => ({
  sku: product.sku,
  name: product.name,
  unitPrice: product.unitPrice,
  quantity,
  productTypeKey: product.productTypeKey,
  isPackageTypeFreight: product.isPackageTypeFreight,
  discountsPermyriad,
});

const parcels = (products: readonly PlanProduct[]) => products.filter((product) => !product.isPackageTypeFreight && product.sku.startsWith('EX10'));

/**
 * Journey 1 and 7 (SK, COD): one standard product and one accessory, both parcels, together under
 * the free-shipping threshold so the shipping fee shows beside the COD fee. Two standard products
 * would not do: SK's COD item limit is one standard product (domain COD_POLICIES).
 */
async function findSkCod(): Promise<CartPlan> {
  const country: CountryCode = 'SK';
  const market = marketOf(country);
  const described = parcels(await describe(market, (await candidates(market)).slice(0, 30)));
  const threshold = requireShippingFees(country, 'EUR').freeShippingThreshold.centAmount;
  const standard = described.find((product) => product.productTypeKey === 'standard_product' && product.stock >= 5);
  const accessory = described.find((product) => product.productTypeKey === 'accessory' && product.stock >= 5);
  if (!standard || !accessory) throw new Error('SK: no in-stock parcel standard product and accessory among the cheapest products');
  if (standard.unitPrice.centAmount + accessory.unitPrice.centAmount >= threshold) throw new Error('SK: the cheapest pair already ships free');
  const plan = await cartPlan(market, [lineOf(standard), lineOf(accessory)], [standard, accessory]);
  if (!plan.payments.cod.allowed) throw new Error(`SK: domain refuses COD for the planned cart: ${JSON.stringify(plan.payments.cod.reasons)}`);
  return plan;
}

/** Journey 2 (DE, bank transfer): one parcel product at or above the free-shipping threshold. */
async function findDeBank(): Promise<CartPlan> {
  const country: CountryCode = 'DE';
  const market = marketOf(country);
  const threshold = requireShippingFees(country, 'EUR').freeShippingThreshold.centAmount;
  const described = parcels(await describe(market, (await candidates(market, threshold)).slice(0, 10)));
  const product = described.find((candidate) => candidate.stock >= 3);
  if (!product) throw new Error('DE: no in-stock parcel product over the free-shipping threshold');
  const plan = await cartPlan(market, [lineOf(product)], [product]);
  if (!plan.payments.bankTransfer.allowed) throw new Error('DE: domain refuses bank transfer for the planned cart');
  return plan;
}

/**
 * Journey 3 (CZ, CZK): one product whose price alone is over the COD value limit (60 000 CZK), so the
 * only reason COD is refused is the value (one standard product is within CZ's item limit).
 */
async function findCzOverCodLimit(): Promise<CartPlan> {
  const country: CountryCode = 'CZ';
  const market = marketOf(country);
  const limit = COD_POLICIES[country].valueLimit.centAmount;
  const described = await describe(market, (await candidates(market, limit + 1)).slice(0, 10));
  for (const product of described.filter((candidate) => candidate.stock >= 3)) {
    const plan = await cartPlan(market, [lineOf(product)], [product]);
    const reasons = plan.payments.cod.reasons.map((reason) => reason.code);
    if (reasons.length === 1 && reasons[0] === 'value-over-limit') return plan;
  }
  throw new Error('CZ: no in-stock product whose only COD refusal is the value limit');
}

/**
 * The demo coupon that takes 10 % off every line (backend/src/commerce/seed/discounts.ts,
 * DISCOUNT_CODES.valid, cart discount 'code-welcome10', permyriad 1000, sortOrder 0.91). No
 * backend call lists discount codes, so the code and its rate are the seed's, written here once.
 */
export const DEMO_COUPON = { code: 'WELCOME10', permyriad: 1000 } as const;

export interface CouponPlan extends CartPlan {
  readonly coupon: typeof DEMO_COUPON;
  readonly tier: VolumeTier;
}

/**
 * Journey 4 (CH in French): three of one product whose volume group has a 3-item tier, with the
 * coupon. The coupon (sortOrder 0.91) is applied before the tier (0.1x): commercetools applies the
 * higher sortOrder first. A product well above the threshold after both discounts, so shipping is
 * free whichever total the threshold is held against.
 */
async function findChCoupon(): Promise<CouponPlan> {
  const country: CountryCode = 'CH';
  const site = siteOf(country);
  const market = marketOf(country, 'fr');
  const threshold = requireShippingFees(country, site.currency).freeShippingThreshold.centAmount;
  const described = parcels(await describe(market, (await candidates(market, threshold)).slice(0, 10)));
  for (const product of described.filter((candidate) => candidate.stock >= 6)) {
    const group = product.volumeGroup;
    const { cartDiscounts } = await commerce<{ cartDiscounts: { results: VolumeCartDiscount[] } }>(country, 'getVolumeDiscounts', [{ discountGroup: group ?? DEFAULT_VOLUME_DISCOUNT_GROUP }]);
    const tiers = volumeDiscountsFor(cartDiscounts.results, { storeKey: site.storeKey, ...(group ? { group } : {}) });
    const tier = applicableVolumeTier(tiers, 3);
    if (!tier || tier.volume !== 3) continue;
    const line = lineOf(product, 3, [DEMO_COUPON.permyriad, tier.permyriad]);
    if (lineTotal(line).centAmount < threshold) continue;
    return { ...(await cartPlan(market, [line], [product])), coupon: DEMO_COUPON, tier };
  }
  throw new Error('CH: no in-stock parcel product with a 3-item volume tier');
}

export interface PostalCase {
  readonly country: CountryCode;
  readonly locale: LocaleCode;
  readonly product: PlanProduct;
  readonly invalid: string;
  readonly valid: string;
}

/** Postal codes domain refuses and accepts, per market of journey 5 (checked against domain below). */
const POSTAL_CODES: Readonly<Partial<Record<CountryCode, { invalid: string; valid: string }>>> = {
  PL: { invalid: '00950', valid: '00-950' },
  NL: { invalid: '0123 AB', valid: '1012 AB' },
  GB: { invalid: 'SW1A 1A', valid: 'SW1A 1AA' },
};

async function findPostal(country: CountryCode): Promise<PostalCase> {
  const codes = POSTAL_CODES[country]!;
  if (isValidPostalCode(country, codes.invalid) || !isValidPostalCode(country, codes.valid)) throw new Error(`${country}: domain disagrees with the planned postal codes`);
  const market = marketOf(country);
  const product = parcels(await describe(market, (await candidates(market)).slice(0, 5))).find((candidate) => candidate.stock >= 3);
  if (!product) throw new Error(`${country}: no cheap in-stock parcel product`);
  return { country, locale: market.locale, product, ...codes };
}

export interface GuaranteeOffer {
  readonly sku: string;
  readonly name: string;
  readonly ratePercent: string | number;
  /** Domain's price of the guarantee for one unit of the line it covers. */
  readonly unitPrice: Money;
}

export interface GuaranteePlan {
  readonly country: CountryCode;
  readonly locale: LocaleCode;
  /** An own-brand product: every guarantee is offered. */
  readonly eligible: PlanProduct;
  readonly eligibleOffers: readonly GuaranteeOffer[];
  /** A product of a brand every guarantee excludes: it is offered none. */
  readonly excludedBrand: PlanProduct;
}

interface GuaranteeAnswer {
  readonly published: boolean;
  readonly name: Record<string, string>;
  readonly masterVariant: { readonly sku: string; readonly attributes?: readonly { name: string; value: unknown }[] };
}

/** The guarantee products of the virtual SKU range (spec 2 §3: 4100010 to 4100040), as domain reads them. */
async function guaranteeProducts(country: CountryCode): Promise<(ExtraGuaranteeProduct & { name: string })[]> {
  const skus: string[] = [];
  for (let sku = Number(VIRTUAL_SKU_MIN); sku <= Number(VIRTUAL_SKU_MAX); sku += 10) skus.push(String(sku));
  const { products } = await commerce<{ products: GuaranteeAnswer[] }>(country, 'getProduct', [{ query: 'tagManager', skus }]);
  const language = siteOf(country).defaultLanguage;
  return products.map((product) => {
    const list = (name: string) => attribute(product.masterVariant.attributes, name) as string[] | undefined;
    return {
      sku: product.masterVariant.sku,
      name: product.name[language] ?? '',
      published: product.published,
      ratePercent: attribute(product.masterVariant.attributes, 'ratePercent') as string | number,
      ...(list('excludedSkus') ? { excludedSkus: list('excludedSkus')! } : {}),
      ...(list('excludedBrands') ? { excludedBrands: list('excludedBrands')! } : {}),
      ...(list('excludedRelations') ? { excludedRelations: list('excludedRelations')! } : {}),
      ...(list('enabledOnMarket') ? { enabledOnMarket: list('enabledOnMarket')! } : {}),
    };
  });
}

/** Journey 6 (SK): domain's offer for an own-brand line, and a line of a brand every guarantee excludes. */
async function findGuarantees(): Promise<GuaranteePlan> {
  const country: CountryCode = 'SK';
  const market = marketOf(country);
  const locale = market.locale;
  const guarantees = await guaranteeProducts(country);
  const excludedBrands = new Set(guarantees.flatMap((guarantee) => guarantee.excludedBrands ?? []));
  const excludedEverywhere = [...excludedBrands].filter((brand) => guarantees.every((guarantee) => (guarantee.excludedBrands ?? []).includes(brand)));
  const suitable = (products: PlanProduct[]) => parcels(products).filter((product) => product.productTypeKey === 'standard_product' && product.stock >= 5);
  const offers = (product: PlanProduct): GuaranteeOffer[] =>
    guaranteesOfferedFor({ sku: product.sku, brand: product.brand }, { guarantees, languageAndCountry: locale, isPaymentPage: false, cartLines: [] })
      .map((guarantee) => ({ sku: guarantee.sku, name: guarantee.name, ratePercent: guarantee.ratePercent, unitPrice: extraGuaranteePrice(product.unitPrice, guarantee.ratePercent) }));
  const eligible = suitable(await describe(market, (await candidates(market, 5000)).slice(0, 24))).find((product) => !excludedBrands.has(product.brand));
  const brand = excludedEverywhere[0];
  const excluded = brand ? suitable(await describe(market, (await candidates(market, 0, brand)).slice(0, 8)))[0] : undefined;
  if (!eligible || !excluded) throw new Error(`SK: no in-stock parcel product of an own brand, or of a brand every guarantee excludes (${excludedEverywhere.join(', ') || 'none'})`);
  if (offers(excluded).length > 0) throw new Error(`SK: domain still offers guarantees for ${excluded.brand}`);
  return { country, locale, eligible, eligibleOffers: offers(eligible), excludedBrand: excluded };
}

export const skCodPlan = (): Promise<CartPlan> => once('checkout-plan:sk-cod', findSkCod);
export const deBankPlan = (): Promise<CartPlan> => once('checkout-plan:de-bank', findDeBank);
export const czOverCodLimitPlan = (): Promise<CartPlan> => once('checkout-plan:cz-cod-limit', findCzOverCodLimit);
export const chCouponPlan = (): Promise<CouponPlan> => once('checkout-plan:ch-coupon', findChCoupon);
export const postalPlan = (country: 'PL' | 'NL' | 'GB'): Promise<PostalCase> => once(`checkout-plan:postal:${country}`, () => findPostal(country));
export const guaranteePlan = (): Promise<GuaranteePlan> => once('checkout-plan:guarantees', findGuarantees);
