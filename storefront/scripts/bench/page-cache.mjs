// The guest page cache's figure (issue 21: ≥ 10,000 pages/s): requests without a cookie on a
// storefront with its cache on, measured only when its answer says `x-page-cache: HIT`. A build
// without the cache sends no such header: then there is no figure, and the report says so.
import { get } from './http.mjs';
import { measurePage } from './page-figures.mjs';

/**
 * { present: false } when the storefront answers the product page without x-page-cache; else
 * { present: true, pages: { key: { br, plain? } } }: every page with br (browsers), the product
 * page without too. A page that still does not say HIT after a second request is measured as it
 * is and marked by its header in the report.
 */
export async function measurePageCache({ port, host, paths, cpuPid, settings, log }) {
  const guest = { accept: 'text/html', 'accept-encoding': 'br' };
  const first = await get(port, host, paths.product, { headers: guest });
  if (first.headers['x-page-cache'] === undefined) return { present: false, status: first.status };
  // A cache that follows the catalogue's change feed keeps nothing until the feed is live: up to 15 s for a first HIT.
  for (let tries = 0; tries < 60 && (await get(port, host, paths.product, { headers: guest })).headers['x-page-cache'] !== 'HIT'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pages = {};
  for (const [key, path] of Object.entries(paths)) {
    // The first guest request fills the cache (MISS); the measured ones are to be hits.
    await get(port, host, path, { headers: guest });
    pages[key] = {};
    const encodings = key === 'product' ? { br: { 'accept-encoding': 'br' }, plain: {} } : { br: { 'accept-encoding': 'br' } };
    for (const [encoding, headers] of Object.entries(encodings)) {
      log(`page cache: ${key}${encoding === 'br' ? ' with Accept-Encoding: br' : ''}, guest (no cookie), ${settings.seconds} s…`);
      pages[key][encoding] = await measurePage({ port, host, path, headers, cpuPid, settings });
    }
  }
  return { present: true, pages };
}
