import type { Cart, LineItem, Price } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import { inLanguage } from '../catalogue/in-language.js';
import { discountCodeView, type DiscountCodeView } from './discount-code-view.js';
import { productTypeView, type ProductTypeView } from './product-type-view.js';

/** A line's product data, frozen when it was added: the part of a line the market's view narrows. */
type FrozenLineData = Pick<LineItem, 'name' | 'productSlug' | 'variant'>;

/** The prices a shopper of this cart can be charged: its currency, its country or no country. */
const pricesOf = (prices: readonly Price[] | undefined, cart: Cart): Price[] | undefined =>
  prices?.filter((price) => price.value.currencyCode === cart.totalPrice.currencyCode && (price.country === undefined || price.country === cart.country));

/** The view of one line's frozen data in one market, and the objects it was made from. */
export interface FrozenLineView {
  readonly name: object;
  readonly productSlug: object | undefined;
  readonly view: FrozenLineData;
}

/*
 * Frozen product data is shared by every line of the same product state (the engine keeps one
 * object per snapshot), so its view is made once per language and market instead of per answer.
 * Keyed by the variant object; trusted only while name and slug are the very objects it was made
 * from. Data that arrives fresh on every read (commercetools) simply misses and is projected.
 */
const projections = new WeakMap<object, Map<string, FrozenLineView>>();

/** The view of a line's frozen product data in the cart's market and the language. */
export function frozenLineView(line: LineItem, cart: Cart, language: string): FrozenLineView {
  let byMarket = projections.get(line.variant);
  if (!byMarket) {
    byMarket = new Map();
    projections.set(line.variant, byMarket);
  }
  const key = `${language}|${cart.totalPrice.currencyCode}|${cart.country ?? ''}`;
  const known = byMarket.get(key);
  if (known && known.name === line.name && known.productSlug === line.productSlug) return known;
  const prices = pricesOf(line.variant.prices, cart);
  const projection: FrozenLineView = {
    name: line.name,
    productSlug: line.productSlug,
    view: {
      name: inLanguage(line.name, language),
      ...(line.productSlug ? { productSlug: inLanguage(line.productSlug, language) } : {}),
      variant: {
        ...line.variant,
        ...(prices ? { prices } : {}),
        ...(line.variant.attributes ? { attributes: inLanguage(line.variant.attributes, language) } : {}),
      },
    },
  };
  byMarket.set(key, projection);
  return projection;
}

/** A line as the shopper reads it: its product type by key (product-type-view.ts). */
export interface LineItemView extends Omit<LineItem, 'productType'> {
  readonly productType: ProductTypeView;
}

/** The cart as the shopper reads it; still a commercetools Cart to whoever reads it as one. */
export interface CartView extends Omit<Cart, 'lineItems' | 'discountCodes'> {
  readonly lineItems: LineItemView[];
  readonly discountCodes: DiscountCodeView[];
}

/**
 * The cart as the storefront of one market reads it. A line carries its product's texts in every
 * language and prices of every market (as commercetools stores them), about 14 KB a line; the
 * storefront reads one language and its own prices, as the spec's GraphQL selection did. Totals,
 * ids and versions are untouched, so every update the shopper sends back stays valid. The port's
 * expanded references become what the spec's Cart names: discount codes with their code text and
 * cart discounts (discount-code-view.ts), line product types with their key (product-type-view.ts).
 */
export const cartView = (cart: Cart, market: Pick<MarketContext, 'language'>): CartView => ({
  ...cart,
  lineItems: cart.lineItems.map((line) => ({
    ...line, productType: productTypeView(line.productType), ...frozenLineView(line, cart, market.language).view,
  })),
  discountCodes: cart.discountCodes.map(discountCodeView),
});
