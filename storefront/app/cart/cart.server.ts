import type { VolumeCartDiscount } from '@shop/domain';
import type { ShopRequest } from '../shop/shop-context';
import { createTtlCache } from '../shop/ttl-cache.server';
import { guaranteeOffers } from './guarantee/guarantee-offers.server';
import type { GuaranteeCartLine } from './guarantee/guarantee-offers';
import type { CartLoad, CartView } from './cart-view';
import { shapeCart, volumeGroupOf, type BackendCart } from './shape-cart';

export interface CartAnswer {
  readonly cart: BackendCart | null;
}
interface VolumeDiscountsAnswer {
  readonly cartDiscounts: { readonly results: readonly VolumeCartDiscount[] };
}
interface InventoryAnswer {
  readonly inventoryEntries: { readonly results: readonly { readonly sku: string; readonly availableQuantity?: number }[] };
}

/** Volume tiers change with the store's configuration, not per shopper: a minute per store and group (as the product page). */
const discountCache = createTtlCache<readonly VolumeCartDiscount[]>({ ttlMs: 60_000 });

/** A call whose failure only leaves something out (spec 2 §8: volume discount errors are logged and return nothing). */
async function optional<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`${what} unavailable for the cart: ${(error as Error).message}`);
    return fallback;
  }
}

/** The view of a cart the backend answered: its lines' volume tiers and stock asked for alongside. */
export async function cartViewOf(shop: ShopRequest, cart: BackendCart | null, options: { readonly isPaymentPage?: boolean } = {}): Promise<CartView | null> {
  if (!cart) return null;
  const { backend, storeKey } = shop;
  const groups = [...new Set(cart.lineItems.map(volumeGroupOf))];
  const skus = [...new Set(cart.lineItems.map((line) => line.variant.sku).filter((sku): sku is string => Boolean(sku)))];
  const [offers, discounts, stock] = await Promise.all([
    guaranteeOffers(shop, cart as unknown as { lineItems: readonly GuaranteeCartLine[] }, options),
    Promise.all(groups.map(async (group) => [group, await optional('volume discounts', () => discountCache.get(`${storeKey}|${group}`, async () =>
      (await backend.call<VolumeDiscountsAnswer>('getVolumeDiscounts', [{ discountGroup: group }])).cartDiscounts.results), [])] as const)),
    skus.length === 0
      ? {}
      : optional('stock', async () => {
          const answer = await backend.call<InventoryAnswer>('getInventory', [{ skus }]);
          return Object.fromEntries(answer.inventoryEntries.results.flatMap((entry) => (typeof entry.availableQuantity === 'number' ? [[entry.sku, entry.availableQuantity]] : [])));
        }, {} as Record<string, number>),
  ]);
  const view = shapeCart(cart, {
    language: shop.language,
    languagePrefix: shop.languagePrefix,
    nativeRouting: shop.nativeRouting,
    storeKey,
    country: shop.country,
    volumeDiscounts: Object.fromEntries(discounts),
    stock,
  });
  return Object.keys(offers).length > 0 ? { ...view, guaranteeOffers: offers } : view;
}

/** The session's cart as the page shows it; null when there is none. Throws when the backend cannot say. */
export async function loadCartView(shop: ShopRequest): Promise<CartView | null> {
  const answer = await shop.backend.call<CartAnswer>('getMyCart', []);
  return cartViewOf(shop, answer.cart);
}

export async function loadCartOrUnavailable(shop: ShopRequest): Promise<CartLoad> {
  try {
    return { cart: await loadCartView(shop) };
  } catch (error) {
    console.error(`getMyCart failed: ${(error as Error).message}`);
    return { cart: null, unavailable: true };
  }
}
