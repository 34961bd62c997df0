// Real pages to measure, found from the backend's own catalogue (never hard-coded slugs): a product
// in stock, the category it sits in, and a search for a word of its name, on the SK market.
import { getFollowing, postJson } from './http.mjs';

const MARKET_HOST = 'sk.localhost';
const LOCALE = 'sk';

/**
 * A product to show: the first in-stock hit of an empty search, with its slug and category from
 * getProduct and getCategory (the storefront reads the same calls).
 */
async function realProduct(backendUrl) {
  const search = await postJson(`${backendUrl}/api/search/1/indexes/*/queries?host=${MARKET_HOST}`, {
    requests: [{ indexName: 'products_sk-SK', query: '', hitsPerPage: 20 }],
  });
  const hits = search.results?.[0]?.hits ?? [];
  const hit = hits.find((candidate) => candidate.inStock && candidate.url) ?? hits.find((candidate) => candidate.url);
  if (!hit) throw new Error('the backend\'s search found no product on the SK market');
  const { products } = await postJson(`${backendUrl}/api/ct/getProduct?host=${MARKET_HOST}`, [{ query: 'main', slug: hit.url }]);
  const product = products?.[0];
  const slug = product?.slug?.[LOCALE] ?? hit.url;
  const name = product?.name?.[LOCALE] ?? hit.name ?? '';
  const categoryId = product?.categories?.[0]?.id;
  let categorySlugs = [];
  if (categoryId) {
    const { categories } = await postJson(`${backendUrl}/api/ct/getCategory?host=${MARKET_HOST}`, [{ query: 'main', id: categoryId }]);
    const category = categories?.results?.[0];
    if (category) {
      const ancestors = (category.ancestors ?? []).map((ancestor) => ancestor.obj?.slug?.[LOCALE]).filter(Boolean);
      categorySlugs = [...ancestors, category.slug?.[LOCALE]].filter(Boolean);
    }
  }
  return { slug, name, categorySlugs };
}

/** The first word of a product name a shopper would type (letters only, at least 4 of them). */
export function searchWord(name) {
  const words = name.toLocaleLowerCase('sk').match(/\p{L}{4,}/gu) ?? [];
  return words[0] ?? name.split(/\s+/)[0] ?? 'product';
}

/** Each candidate path in turn until one answers 200 (after same-host redirects); else the first's answer. */
async function firstAnswering(port, host, candidates) {
  let first;
  for (const candidate of candidates) {
    const result = { requested: candidate, ...(await getFollowing(port, host, candidate)) };
    if (result.status === 200) return result;
    first ??= result;
  }
  return first;
}

/**
 * Home, a category listing, a product page and a search page on the storefront at 127.0.0.1:`port`
 * (host sk.localhost:`port`). Paths the router may spell either way are tried in order: the full
 * category path, then the leaf slug, then the native /c/ and /p/ forms.
 */
export async function findPages(backendUrl, port) {
  const host = `${MARKET_HOST}:${port}`;
  const product = await realProduct(backendUrl);
  const leaf = product.categorySlugs.at(-1);
  const word = searchWord(product.name);
  const wanted = [
    { key: 'home', candidates: ['/'] },
    {
      key: 'category',
      candidates: leaf ? [`/${product.categorySlugs.join('/')}/`, `/${leaf}/`, `/c/${leaf}/`] : ['/'],
    },
    { key: 'product', candidates: [`/${product.slug}`, `/p/${product.slug}`] },
    { key: 'search', candidates: [`/search?query=${encodeURIComponent(word)}`] },
  ];
  const pages = [];
  for (const { key, candidates } of wanted) {
    const result = await firstAnswering(port, host, candidates);
    pages.push({ key, origin: `http://${host}`, ...result });
  }
  return { host, product, word, pages };
}
