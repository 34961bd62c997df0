// The server-side figures, one thing at a time on a pinned core: the floor (floor-app.mjs), the
// shop's home, category and product pages fresh, the backend call behind the product page, the
// same pages after --age-minutes of load, and the guest page cache (page-cache.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ageServer } from './ageing.mjs';
import { buildFloorApp } from './floor-app.mjs';
import { hostLoad } from './host-load.mjs';
import { get } from './http.mjs';
import { bodyElementCount, pageParts } from './html-tree.mjs';
import { measurePages } from './page-figures.mjs';
import { measurePageCache } from './page-cache.mjs';
import { ALL_CORES, canPin, freePort, onCleanup, pinProcess, startNode, waitUntil } from './processes.mjs';
import { measureThroughput } from './throughput.mjs';

export const RENDERED_PAGES = ['home', 'category', 'product'];

/** Builds the floor from the shop's pages and starts it alone on core 0; resolves with its port, pid, paths and DOM sizes. */
async function startFloor({ found, rootDir, storefrontDir, backendUrl, log }) {
  const dir = mkdtempSync(join(rootDir, 'node_modules/.bench-floor-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const pages = RENDERED_PAGES.map((key) => ({ key, html: found.pages.find((page) => page.key === key).body }));
  log('floor: building a bare React Router app of the same DOM (react-router build)…');
  const floor = await buildFloorApp({
    dir,
    pages,
    lang: pageParts(pages.find((page) => page.key === 'product').html).lang,
    reactRouterBin: join(rootDir, 'node_modules/@react-router/dev/bin.cjs'),
  });
  const port = await freePort();
  // The same setting that keeps the shop's own page cache out of its figures (the floor runs the shop's server).
  const proc = startNode('floor', 'scripts/bench/floor-server.mjs', {
    cwd: storefrontDir,
    core: 0,
    env: { PORT: String(port), HOST: '127.0.0.1', FLOOR_BUILD_DIR: floor.buildDir, BACKEND_URL: backendUrl, NODE_ENV: 'production', PAGE_CACHE: 'off' },
  });
  await waitUntil('serving the floor', proc, async () => (await get(port, found.host, floor.paths.product)).status === 200 || 'no page yet', 60_000);
  const dom = {};
  for (const page of pages) {
    dom[page.key] = { shop: bodyElementCount(page.html), floor: bodyElementCount((await get(port, found.host, floor.paths[page.key])).body) };
  }
  return { port, pid: proc.child.pid, paths: floor.paths, dom, stop: proc.stop };
}

export async function renderPhase({ servers, found, options, rootDir, storefrontDir, startCacheStorefront, log }) {
  const settings = { connections: options.connections, seconds: options.seconds, warmUpSeconds: options.warmUp };
  const shopPaths = Object.fromEntries(RENDERED_PAGES.map((key) => [key, found.pages.find((page) => page.key === key).path]));
  const statuses = Object.fromEntries(RENDERED_PAGES.map((key) => [key, found.pages.find((page) => page.key === key).status]));
  const hostAtStart = hostLoad();
  const floor = await startFloor({ found, rootDir, storefrontDir, backendUrl: servers.backendUrl, log });

  // The load generator (this process) keeps to core 1; the server measured has core 0 to itself.
  const pinned = canPin && pinProcess(process.pid, '1');
  if (pinned) onCleanup(() => void pinProcess(process.pid, ALL_CORES));
  const shop = { port: servers.storefrontPort, host: found.host, cpuPid: servers.storefront.child.pid, settings, log };

  const floorFigures = await measurePages({ ...shop, label: 'floor', port: floor.port, paths: floor.paths, cpuPid: floor.pid });
  await floor.stop();
  const fresh = await measurePages({ ...shop, label: 'shop (fresh)', paths: shopPaths });

  if (pinned) {
    pinProcess(servers.backend.child.pid, '0');
    pinProcess(servers.storefront.child.pid, '1');
  }
  log(`throughput: backend getProduct, ${options.seconds} s…`);
  const backend = await measureThroughput({
    ...settings,
    url: `${servers.backendUrl}/api/ct/getProduct?host=sk.localhost`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ query: 'main', slug: found.product.slug }]),
    cpuPid: servers.backend.child.pid,
  });
  if (pinned) {
    pinProcess(servers.backend.child.pid, '1');
    pinProcess(servers.storefront.child.pid, '0');
  }

  let aged;
  if (options.ageMinutes > 0) {
    log(`ageing: ${options.ageMinutes} min of home, category and product pages with br on the same storefront process…`);
    const load = await ageServer({ ...shop, paths: shopPaths, minutes: options.ageMinutes, connections: options.connections });
    aged = { load, pages: await measurePages({ ...shop, label: `shop (after ${options.ageMinutes} min)`, paths: shopPaths }) };
  }

  let pageCache;
  if (!options.skip.has('cache')) {
    // Its own storefront with the page cache as deployed (on), alone on core 0 while measured.
    const cached = await startCacheStorefront();
    pageCache = await measurePageCache({ ...shop, port: cached.port, cpuPid: cached.pid, paths: shopPaths });
    await cached.stop();
  }
  if (pinned) pinProcess(process.pid, ALL_CORES);

  return {
    pinned,
    seconds: options.seconds,
    connections: options.connections,
    host: { atStart: hostAtStart, atEnd: hostLoad() },
    paths: shopPaths,
    statuses,
    floor: { paths: floor.paths, dom: floor.dom, pages: floorFigures },
    fresh,
    backend,
    aged,
    pageCache,
  };
}
