// First-load JavaScript of a page, from the build: the files a first visit downloads before the
// page is interactive. React Router writes no Vite manifest for the client (build.manifest is
// off), so the list is read where the browser reads it: the server-rendered HTML's modulepreload
// links (entry, root, the matched routes and their static imports) and the modules its inline
// bootstrap script imports. (The inline route manifest is not used: it can name routes whose
// modules the page never loads, e.g. the index route beside a 404.)
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const isScript = (href) => /\.m?js(\?|$)/.test(href);

/**
 * The script URLs a first visit loads, in document order without repeats, and the ids of the
 * route modules the bootstrap script hands to the router.
 */
export function firstLoadScripts(html) {
  const urls = [];
  const add = (href) => {
    if (href && isScript(href) && !urls.includes(href)) urls.push(href);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(tag)) add(tag.match(/\bhref="([^"]+)"/)?.[1]);
  }
  for (const [, href] of html.matchAll(/\bimport(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"([^"]+)"/g)) add(href);
  const modules = html.match(/window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/)?.[1] ?? '';
  const routeIds = [...modules.matchAll(/"([^"]+)"\s*:/g)].map(([, id]) => id);
  return { routeIds, urls };
}

/** A file's size and its gzip -9 size; `missing` when the URL is not a file of this build. */
export function gzipSizeOf(clientDir, href) {
  const path = decodeURIComponent(new URL(href, 'http://x/').pathname);
  const file = resolve(clientDir, `.${path}`);
  if (relative(clientDir, file).startsWith('..')) return { href, missing: true };
  try {
    const content = readFileSync(file);
    return { href, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  } catch {
    return { href, missing: true };
  }
}

/** First-load JS of the page whose HTML is given: each chunk's gzip size and the total. */
export function firstLoadJs(html, clientDir) {
  const { routeIds, urls } = firstLoadScripts(html);
  const chunks = urls.map((href) => gzipSizeOf(clientDir, href));
  const found = chunks.filter((chunk) => !chunk.missing);
  return {
    routeIds,
    chunks: found.sort((a, b) => b.gzip - a.gzip),
    missing: chunks.filter((chunk) => chunk.missing).map((chunk) => chunk.href),
    bytes: found.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzip: found.reduce((sum, chunk) => sum + chunk.gzip, 0),
  };
}

/**
 * What the payment page loads on demand, after its first load, when the backend offers card
 * payment (issue 19): Adyen's Drop-in module and its style sheet, found in the build by name.
 */
export function dropInOnDemand(clientDir) {
  const files = readdirSync(resolve(clientDir, 'assets')).filter((name) => /^drop-in-mount(\.client)?-[\w-]+\.(js|css)$/.test(name));
  const sized = files.map((name) => gzipSizeOf(clientDir, `/assets/${name}`));
  const total = (extension) => sized.filter((file) => file.href.endsWith(extension)).reduce((sum, file) => sum + (file.gzip ?? 0), 0);
  return { files: sized, jsGzip: total('.js'), cssGzip: total('.css') };
}
