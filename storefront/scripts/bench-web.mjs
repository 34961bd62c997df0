// npm run bench:web — how fast the storefront is, as figures (never assertions; issue 12, "Quality
// bars → Speed"): Lighthouse mobile performance of home, a category listing, a product page and a
// search page; first-load JavaScript per page, gzipped, from the build; and the server render
// figures of home, a category listing and the product page beside the backend call it makes.
//
// It starts its own backend (embedded engine, fresh database in a temp folder) and its own
// storefront server on the production build (STOREFRONT_BUILD_DIR, default `build`), on free ports,
// and stops both (and any Chromium) when it ends, fails or is interrupted. Phases run one after
// another, so a busy 2-core machine measures one thing at a time.
//
// Issue 13 adds the checkout pages (cart, addresses, payment; a guest session with a cart and
// addresses made through the storefront's /api first) to the Lighthouse and first-load lists, and
// the time from "add to cart" to the updated header badge in a real browser (median of --clicks N).
//
// Issue 21 (render figures, bench/render-phase.mjs), each page with and without
// `Accept-Encoding: br`, as CPU ms per request of the serving process (from /proc, holds still on a
// busy machine) and req/s with the server alone on core 0, beside the host's load and the goals:
// - the floor: a bare React Router app rendering the same DOM with no data. The shop's rendered
//   home, category and product pages are turned into static createElement trees (bench/html-tree.mjs;
//   not dangerouslySetInnerHTML, which would cost React nothing), one route each, no loader, in an
//   app of React Router's default entries and template root (Meta, Links, ScrollRestoration,
//   Scripts), built by `react-router build` into a temp folder under node_modules (bench/floor-app.mjs)
//   and served by the shop's own server code in its own process (bench/floor-server.mjs). So the
//   floor differs from the shop only in the app, and each page's CPU ms ÷ the floor's is what the
//   shop's loaders, data and components cost (goal ≤ 2.5×). The printed DOM sizes show the trees match;
// - the shop's pages fresh, then again after --age-minutes of a mix of them with br on the same process;
// - the guest page cache: a second storefront with the cache as built, guest requests (no cookie)
//   measured when the answer says `x-page-cache: HIT`; a build without the header prints "no guest
//   page cache". The shop's render figures run with PAGE_CACHE=off, and each row shows the
//   x-page-cache header its probe request got, so a cached answer can never pass for a render.
//
// Options: --runs N (Lighthouse runs per page, 3), --seconds N (autocannon, 10), --connections N (10),
// --warm-up N (unmeasured autocannon seconds before each run, 2), --clicks N (badge clicks, 10),
// --age-minutes N (load before the aged figures, 30; 0 skips them), --skip lighthouse,js,throughput,cache,badge,
// --json[=FILE] (also write every figure as JSON; default FILE in the temp folder; or set
// BENCH_WEB_JSON=FILE, since npm swallows a --json passed through the root script).
// Run from the root (builds first): npm run bench:web; options after a build:
// npm run bench:web -w storefront -- --runs 5 --age-minutes 5 --json /tmp/bench-web.json
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dropInOnDemand, firstLoadJs, gzipSizeOf } from './bench/first-load-js.mjs';
import { get } from './bench/http.mjs';
import { hostLoad } from './bench/host-load.mjs';
import { findPages } from './bench/pages.mjs';
import { cleanUpAll, freePort, onCleanup, startNode, waitUntil } from './bench/processes.mjs';
import { formatReport } from './bench/report.mjs';
import { findCheckoutPages } from './bench/checkout-pages.mjs';

const storefrontDir = resolve(import.meta.dirname, '..');
const rootDir = resolve(storefrontDir, '..');
const buildName = process.env.STOREFRONT_BUILD_DIR || 'build';
const buildDir = resolve(storefrontDir, buildName);
const clientDir = join(buildDir, 'client');

/** --name value, --name=value, or a bare --json. */
function readOptions(argv) {
  const options = { runs: 3, seconds: 10, connections: 10, warmUp: 2, clicks: 10, ageMinutes: 30, skip: new Set(), json: undefined };
  const numeric = { '--runs': 'runs', '--seconds': 'seconds', '--connections': 'connections', '--warm-up': 'warmUp', '--clicks': 'clicks', '--age-minutes': 'ageMinutes' };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++index];
    if (name in numeric) {
      const number = Number(value());
      if (!Number.isFinite(number) || number < 0) throw new Error(`${name} wants a number`);
      options[numeric[name]] = number;
    } else if (name === '--skip') {
      for (const phase of value().split(',')) options.skip.add(phase.trim());
    } else if (name === '--json') {
      const next = inline ?? (argv[index + 1] && !argv[index + 1].startsWith('--') ? argv[++index] : undefined);
      options.json = next ?? join(tmpdir(), `bench-web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    } else {
      throw new Error(`unknown option ${argv[index]} (known: --runs, --seconds, --connections, --warm-up, --clicks, --age-minutes, --skip, --json)`);
    }
  }
  options.runs = Math.max(1, Math.round(options.runs));
  options.json ??= process.env.BENCH_WEB_JSON || undefined;
  return options;
}

function checkPrerequisites() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 19)) {
    throw new Error(`Node ${process.versions.node}: Lighthouse needs Node ≥ 22.19; run it through npm (the project's Node 24): npm run bench:web`);
  }
  const needed = [
    [join(rootDir, 'backend/dist/main.js'), 'the built backend'],
    [join(storefrontDir, 'dist/server/main.js'), "the storefront's built server"],
    [join(buildDir, 'server/index.js'), `the storefront's production build (${buildName})`],
  ];
  for (const [file, what] of needed) {
    if (!existsSync(file)) throw new Error(`${what} is missing (${file}): run \`npm run build\` first, or \`npm run bench:web\` from the repository root`);
  }
}

const log = (message) => console.error(`bench: ${message}`);

/** A storefront server on the production build, alone on core 0, on a free port. */
async function startStorefront(backendUrl, { pageCache }) {
  const port = await freePort();
  log(`starting the storefront on http://sk.localhost:${port} (build ${buildName}, page cache ${pageCache ? 'as built' : 'off'})…`);
  const proc = startNode(pageCache ? 'storefront (page cache)' : 'storefront', 'dist/server/main.js', {
    cwd: storefrontDir,
    core: 0,
    env: { PORT: String(port), HOST: '127.0.0.1', BACKEND_URL: backendUrl, NODE_ENV: 'production', ...(pageCache ? {} : { PAGE_CACHE: 'off' }) },
  });
  await waitUntil('serving its files', proc, async () => (await get(port, `sk.localhost:${port}`, '/favicon.svg')).status === 200 || 'no favicon yet', 60_000);
  return { proc, port, pid: proc.child.pid, stop: proc.stop };
}

async function startServers() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  const backendPort = await freePort();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  log(`starting the backend on ${backendUrl} (fresh database, search warm-up)…`);
  const backend = startNode('backend', 'backend/dist/main.js', {
    cwd: rootDir,
    core: 1,
    env: {
      PORT: String(backendPort),
      HOST: '127.0.0.1',
      ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'),
      TRUST_PROXY: 'loopback',
      SEARCH_WARM_UP: 'true',
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  await waitUntil('ready with its search indexes built', backend, async () => {
    const health = await (await fetch(`${backendUrl}/api/health`)).json();
    return health.search === 'ready' || `search: ${health.search}`;
  }, 180_000);

  // The shop's own figures are renders: its guest page cache (if the build has one) is off here
  // and measured on a storefront of its own (startStorefront({ pageCache: true })).
  const { proc: storefront, port: storefrontPort } = await startStorefront(backendUrl, { pageCache: false });
  return { backend, backendUrl, storefront, storefrontPort };
}

async function lighthousePhase(found, runs) {
  // Imported here so `--skip lighthouse` works without Chromium or Lighthouse around.
  const { lighthouseMedian } = await import('./bench/lighthouse.mjs');
  const results = {};
  for (const page of found.pages) {
    if (page.status !== 200) {
      log(`lighthouse: ${page.key} skipped, it answers ${page.status}`);
      continue;
    }
    // A warm-up request, so the first run does not pay for the server's cold code paths.
    await get(Number(new URL(page.origin).port), found.host, page.path, { headers: page.headers ?? {} });
    results[page.key] = await lighthouseMedian(`${page.origin}${page.path}`, runs, (run, result) => {
      log(`lighthouse: ${page.key} run ${run}/${runs}: ${result.score ?? `failed (${result.error})`}`);
    }, { headers: page.headers });
  }
  return results;
}

/** The Content-Encoding the storefront sends a script with when the browser accepts gzip and br (undefined: none). */
async function assetEncoding(found, firstLoad) {
  const port = Number(new URL(found.pages[0].origin).port);
  const largest = Object.values(firstLoad).flatMap((result) => result.chunks)[0];
  if (!largest) return undefined;
  const response = await get(port, found.host, largest.href, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return response.headers['content-encoding'] || undefined;
}

/** First-load JS per page; the scripts Lighthouse saw beyond it (lazy chunks) are listed beside it. */
function firstLoadPhase(found, lighthouse) {
  const results = {};
  for (const page of found.pages) {
    const result = firstLoadJs(page.body, clientDir);
    const firstLoad = new Set(result.chunks.map((chunk) => chunk.href).concat(result.missing));
    const origin = page.origin;
    const seen = (lighthouse?.[page.key]?.scripts ?? [])
      .filter((url) => url.startsWith(`${origin}/`))
      .map((url) => new URL(url).pathname)
      .filter((path) => !firstLoad.has(path));
    result.lateScripts = [...new Set(seen)].map((href) => gzipSizeOf(clientDir, href));
    results[page.key] = result;
  }
  return results;
}

function methodLine(options, results) {
  const parts = [
    'own backend (backend/dist/main.js, embedded engine, fresh database, NODE_ENV=production) and storefront server (dist/server/main.js) on free ports',
    'pages on the SK market host, found from the backend (first in-stock search hit, its category, a word of its name)',
  ];
  if (results.lighthouse && !results.lighthouse.failed) {
    const version = Object.values(results.lighthouse).find((result) => result.lighthouseVersion)?.lighthouseVersion ?? '?';
    parts.push(`Lighthouse ${version} node API, performance only, default mobile config with simulated throttling, ${options.runs} run(s) per page, each in a fresh headless Chromium (each figure its own median), a warm-up request first`);
  }
  parts.push('first-load JS = the modulepreload links and bootstrap imports (entry, root, matched routes, their static imports) in the server-rendered HTML, each file from the build gzipped separately with zlib level 9');
  if (results.checkout && !results.checkout.failed) {
    parts.push(`checkout pages: one guest session (cart with ${results.checkout.sku}, addresses and e-mail set through the storefront's /api), its cookie sent with every request and to Lighthouse`);
  }
  if (results.badge && !results.badge.failed) {
    parts.push(`add to cart → badge: headless Chromium (Playwright), the product page hydrated, ${results.badge.clicks} clicks after one warm-up, each timed in the page from the click to the header badge's new count (MutationObserver), the median reported`);
  }
  if (results.throughput && !results.throughput.failed) {
    parts.push(`throughput: autocannon ${options.connections} connections, ${options.seconds} s after one warm-up request and ${options.warmUp} s of unmeasured load, ${results.throughput.pinned ? 'the server under load pinned alone to core 0 (taskset), autocannon on core 1' : 'unpinned'}; CPU ms/req = the serving process's user+system CPU time (/proc/<pid>/stat) over the measured run ÷ its requests, and "/s per core" = 1000 ÷ CPU ms, what one core would serve with nothing else on it (the goals are judged on it; req/s swings with whatever else runs on a 2-core machine shared with other work)`);
    parts.push('floor: the shop\'s home, category and product HTML as static React element trees in a bare React Router app (one route each, no loader, no data; React Router\'s default entries), built with react-router build and served by the shop\'s own server code in its own process');
  }
  return `${parts.join('; ')}.`;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  checkPrerequisites();
  // The machine's load before the bench adds its own: other work on a shared box moves every figure.
  const hostAtStart = hostLoad();
  const servers = await startServers();

  log('finding real pages…');
  const found = await findPages(servers.backendUrl, servers.storefrontPort);
  // The checkout pages need a session with a cart; without one they are left out, said so.
  let checkout;
  try {
    const made = await findCheckoutPages(servers.backendUrl, servers.storefrontPort);
    found.pages.push(...made.pages);
    checkout = { sku: made.sku };
  } catch (error) {
    log(`checkout pages left out: ${error instanceof Error ? error.message : error}`);
    checkout = { failed: error instanceof Error ? error.message : String(error) };
  }
  for (const page of found.pages) log(`  ${page.key}: ${page.status} ${page.path}`);

  // A phase that fails is reported as failed; the others' figures still print.
  const phase = async (name, run) => {
    if (options.skip.has(name)) return undefined;
    try {
      return await run();
    } catch (error) {
      log(`${name} failed: ${error instanceof Error ? error.stack : error}`);
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  };
  const lighthouse = await phase('lighthouse', () => lighthousePhase(found, options.runs));
  const firstLoad = await phase('js', () => firstLoadPhase(found, lighthouse?.failed ? undefined : lighthouse));
  const throughput = await phase('throughput', async () => {
    const { renderPhase } = await import('./bench/render-phase.mjs');
    return renderPhase({
      servers, found, options, rootDir, storefrontDir, log,
      startCacheStorefront: () => startStorefront(servers.backendUrl, { pageCache: true }),
    });
  });
  const badge = await phase('badge', async () => {
    const { badgeLatency } = await import('./bench/badge-latency.mjs');
    const product = found.pages.find((page) => page.key === 'product');
    log(`badge: add to cart → badge, ${options.clicks} clicks on ${product.path}…`);
    return { ...(await badgeLatency({ url: `${product.origin}${product.path}`, clicks: Math.max(1, Math.round(options.clicks)), storefrontDir })), path: product.path };
  });

  const results = {
    date: new Date().toISOString(),
    build: buildName,
    host: { atStart: hostAtStart, atEnd: hostLoad() },
    origin: `SK market http://${found.host}`,
    options: { ...options, skip: [...options.skip] },
    found: { host: found.host, product: found.product, word: found.word, pages: found.pages.map(({ body, headers, ...page }) => ({ ...page, documentBytes: Buffer.byteLength(body ?? '') })) },
    checkout,
    badge,
    lighthouse,
    firstLoadJs: firstLoad,
    dropIn: options.skip.has('js') ? undefined : dropInOnDemand(clientDir),
    throughput,
    assetEncoding: firstLoad && !firstLoad.failed ? await assetEncoding(found, firstLoad).catch(() => undefined) : undefined,
  };
  results.method = methodLine(options, results);
  console.log(`\n${formatReport(results)}`);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nJSON: ${options.json}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUpAll();
}
