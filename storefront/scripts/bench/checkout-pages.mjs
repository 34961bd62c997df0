// The checkout pages to measure (issue 13): the cart, the addresses and the payment step. They are
// guarded (no cart → home; no address → addresses), so the bench first makes a guest session the
// way a shopper's browser would: through the storefront's own /api proxy, so the session cookie is
// the storefront origin's, a cart with one real in-stock product, then the addresses and e-mail.
import { request } from 'node:http';
import { getFollowing, postJson } from './http.mjs';

const MARKET_HOST = 'sk.localhost';

/** POST JSON to the storefront at 127.0.0.1:`port` as host `host`, with the cookie; resolves with the answer and Set-Cookie. */
function postThroughShop(port, host, path, body, cookie) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1', port, path, method: 'POST', timeout: 30_000,
        // As the shop's own pages call it: the storefront's front door refuses a cookie without the shop's Origin.
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`POST ${path} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          resolve({ body: JSON.parse(text), setCookies: [res.headers['set-cookie'] ?? []].flat() });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A cookie header that keeps the latest value of every cookie set so far. */
function mergeCookies(cookie, setCookies) {
  const jar = new Map((cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => [pair.split('=')[0], pair]));
  for (const line of setCookies) {
    const pair = line.split(';')[0];
    jar.set(pair.split('=')[0], pair);
  }
  return [...jar.values()].join('; ');
}

/** The first in-stock product of the SK market that ships as a parcel, as the backend's search and catalogue say. */
async function parcelSku(backendUrl) {
  const search = await postJson(`${backendUrl}/api/search/1/indexes/*/queries?host=${MARKET_HOST}`, {
    requests: [{ indexName: 'products_sk-SK_price_asc', query: '', hitsPerPage: 20 }],
  });
  const skus = (search.results?.[0]?.hits ?? []).filter((hit) => hit.inStock).map((hit) => hit.sku);
  if (skus.length === 0) throw new Error('no in-stock product on the SK market');
  const { products } = await postJson(`${backendUrl}/api/ct/getProduct?host=${MARKET_HOST}`, [{ query: 'tagManager', skus }]);
  const freight = (product) => product.masterVariant?.attributes?.some((attribute) => attribute.name === 'isPackageTypeFreight' && attribute.value === true);
  return products.find((product) => !freight(product))?.masterVariant?.sku ?? skus[0];
}

/**
 * A guest session with a cart (one product) and addresses, made through the storefront at
 * 127.0.0.1:`port`. Resolves with its cookie header and the SKU it holds.
 */
export async function checkoutSession(backendUrl, port) {
  const host = `${MARKET_HOST}:${port}`;
  const sku = await parcelSku(backendUrl);
  const api = (method) => `/api/ct/${method}?host=${MARKET_HOST}`;
  const added = await postThroughShop(port, host, api('addToCart'), [{}, { sku, quantity: 1 }]);
  let cookie = mergeCookies('', added.setCookies);
  const cart = added.body.cart;
  const address = {
    firstName: 'Bench', lastName: 'Shopper', streetName: 'Hlavná', streetNumber: '1', postalCode: '811 01',
    city: 'Bratislava', country: 'SK', phone: '+421 900 000 000', email: 'bench@example.com',
  };
  const updated = await postThroughShop(port, host, api('updateCart'), [{ id: cart.id, version: cart.version }, {
    actions: [
      { action: 'setCustomerEmail', email: address.email },
      { action: 'setBillingAddress', address },
      { action: 'setShippingAddress', address },
    ],
  }], cookie);
  cookie = mergeCookies(cookie, updated.setCookies);
  return { cookie, sku };
}

/**
 * The cart, addresses and payment pages of that session, each fetched with its cookie (redirects
 * followed, so a guard that sends it elsewhere shows in the report). `headers` go along to
 * Lighthouse, so it loads the page as the same shopper.
 */
export async function findCheckoutPages(backendUrl, port) {
  const { cookie, sku } = await checkoutSession(backendUrl, port);
  const host = `${MARKET_HOST}:${port}`;
  const pages = [];
  for (const [key, path] of [['cart', '/checkout/cart'], ['addresses', '/checkout/addresses'], ['payment', '/checkout/payment']]) {
    const result = await getFollowing(port, host, path, { cookie });
    pages.push({ key, origin: `http://${host}`, requested: path, headers: { cookie }, ...result });
  }
  return { pages, sku, cookie };
}
