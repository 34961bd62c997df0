import { numberConventions } from '@shop/domain';
import { DEFAULT_TOGGLES, languageOptions, resolveToggles, storeFeaturesFor, COUNTRY_SITES, type StoreFeatures } from '@shop/markets';
import { loadChrome } from '../layout/chrome.server';
import { currentCustomer } from './current-customer.server';
import { sendsSession } from './session-cookie';
import type { ShopRequest } from './shop-context';
import { createTtlCache } from './ttl-cache.server';
import type { ShellCustomer, ShellData, ShellFeatures } from './shell';

interface StoreAnswer {
  data: { custom?: { fields?: Record<string, unknown> } }[];
}

const FEATURE_NAMES = Object.keys(storeFeaturesFor('SK')) as (keyof StoreFeatures)[];

/** The store's switches are the same for every shopper of a market: asked for once a minute, not per page. */
const storeFields = createTtlCache<Record<string, unknown>>({ ttlMs: 60_000 });

/**
 * The store's switches (spec 1 §1): the backend's store decides, the market's defaults stand in when
 * the store is unreachable, and `toggle<Name>` query parameters override either.
 */
async function storeFeatures(shop: ShopRequest): Promise<ShellFeatures> {
  const defaults = storeFeaturesFor(shop.country);
  let fields: Record<string, unknown> = {};
  try {
    fields = await storeFields.get(shop.storeKey, async () => (await shop.backend.call<StoreAnswer>('getStores', [{ key: shop.storeKey }])).data[0]?.custom?.fields ?? {});
  } catch (error) {
    console.warn(`getStores failed, using the market's default switches: ${(error as Error).message}`);
  }
  const switches: Record<string, boolean> = {};
  for (const name of FEATURE_NAMES) {
    const value = fields[name] ?? defaults[name];
    if (typeof value === 'boolean') switches[name] = value;
  }
  const query = Object.fromEntries(shop.url.searchParams);
  return resolveToggles({ ...switches, ...DEFAULT_TOGGLES }, query) as ShellFeatures;
}

interface CartAnswer {
  cart: { lineItems?: { quantity: number }[] } | null;
}

/** Cart badge and account menu need a session; a guest without the session cookie costs no call. */
async function session(shop: ShopRequest, hasSession: boolean): Promise<{ cartItemCount: number; customer: ShellCustomer | null }> {
  if (!hasSession) return { cartItemCount: 0, customer: null };
  const [cart, customer] = await Promise.all([
    shop.backend.call<CartAnswer>('getMyCart', []).catch(() => ({ cart: null })),
    currentCustomer(shop),
  ]);
  const cartItemCount = (cart.cart?.lineItems ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return {
    cartItemCount,
    customer: customer ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '' } : null,
  };
}

export async function loadShell(shop: ShopRequest, cookieHeader: string | null): Promise<ShellData> {
  const hasSession = sendsSession(cookieHeader);
  const [features, sessionData, chrome] = await Promise.all([storeFeatures(shop), session(shop, hasSession), loadChrome(shop)]);
  return {
    market: {
      country: shop.country,
      language: shop.language,
      locale: shop.locale,
      currency: shop.currency,
      storeKey: shop.storeKey,
      languagePrefix: shop.languagePrefix,
      nativeRouting: shop.nativeRouting,
      label: COUNTRY_SITES[shop.country].label,
      languages: languageOptions(shop.country),
    },
    numbers: numberConventions(shop.locale),
    features,
    ...sessionData,
    year: new Date().getFullYear(),
    origin: shop.origin,
    chrome,
  };
}
