// npm run bench:api — the built backend over HTTP (autocannon, 50 connections) on the full demo
// catalogue: getProduct, a faceted listing search, a quick search and addToCart. Prints requests/s,
// client p50/p99 and the server-side p50/p95/p99 read from the Server-Timing header, next to the
// issue's targets as ratios. Figures, not assertions: see the README.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSeed } from '../src/commerce/seed/index.js';
import { startBenchServer } from './api-server.js';
import { probeHost } from './host-probe.js';
import { formatMs, percentile } from './percentiles.js';
import { runPinnedToCoreOne } from './pin-client.js';

if (!runPinnedToCoreOne()) process.exit();

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
// Load before each scenario's measured runs, not measured: until V8 has optimised a scenario's
// code its first seconds run at a fraction of its speed.
const WARM_UP_SECONDS = Number(process.env['BENCH_WARM_UP_SECONDS'] ?? 3);
// Runs per scenario: on a shared host one run can swing by 15 %; the median of several is the figure.
const RUNS = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 1));
const root = resolve(import.meta.dirname, '../..');

interface Scenario {
  readonly name: string;
  readonly path: string;
  /** Request bodies a connection cycles through. */
  readonly bodies: readonly unknown[];
  /** Per-connection cookies (a shopper each), when the call needs a session. */
  readonly cookies?: readonly string[];
  readonly target: { readonly kind: 'rps' | 'serverP95'; readonly value: number };
}

const seed = generateSeed();
const sk = (value: Record<string, string> | undefined): string | undefined => value?.['sk'] ?? value?.['en'];
const standard = seed.products.filter((product) => product.masterVariant?.sku?.startsWith('EX10'));
const slugs = standard.slice(0, 200).map((product) => sk(product.slug)).filter((slug): slug is string => slug !== undefined);
const names = standard.slice(0, 200).map((product) => sk(product.name)).filter((name): name is string => name !== undefined);
const stock = new Map(seed.inventory.map((entry) => [entry.sku, entry.quantityOnStock]));
const cartSkus = standard.map((product) => product.masterVariant!.sku!).filter((sku) => (stock.get(sku) ?? 0) >= 200).slice(0, 64);

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const server = await startBenchServer(root, join(dir, 'shop.sqlite'));
const call = (method: string) => `/api/ct/${method}?host=sk.localhost`;
const searchPath = '/api/search/1/indexes/*/queries?host=sk.localhost';

/** One anonymous shopper with a cart: the session cookie its first addToCart set. */
async function shopper(index: number): Promise<string> {
  const response = await fetch(`${server.url}${call('addToCart')}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{}, { sku: cartSkus[index % cartSkus.length], quantity: 1 }]),
  });
  if (!response.ok) throw new Error(`addToCart for the bench's shoppers failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

// Returning shoppers: each connection carries the session cookie of a shopper with a cart.
const shoppers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => shopper(index)));

const facets = ['tags', 'brand', 'averageRating', 'price', 'categories.lvl0', 'categories.lvl1'];
const scenarios: Scenario[] = [
  {
    name: 'getProduct (main, by slug)', path: call('getProduct'),
    bodies: slugs.map((slug) => [{ query: 'main', slug }]), cookies: shoppers, target: { kind: 'rps', value: 5_000 },
  },
  {
    name: 'faceted listing search', path: searchPath,
    bodies: [0, 1, 2, 3].flatMap((page) => ['', 'tags:on-sale', 'tags:bestseller'].map((filter) => ({
      requests: [{ indexName: 'products_sk-SK', query: '', page, hitsPerPage: 24, facets, ...(filter ? { facetFilters: [[filter]] } : {}) }],
    }))),
    target: { kind: 'rps', value: 0 },
  },
  {
    name: 'quick search', path: searchPath,
    // Distinct prefixes of product names, so most queries miss the result cache.
    bodies: names.flatMap((name) => [3, 5, 8].map((length) => ({
      requests: [{ indexName: 'products_sk-SK', query: name.slice(0, length), hitsPerPage: 5, attributesToRetrieve: ['name', 'url'] }],
    }))),
    target: { kind: 'serverP95', value: 10 },
  },
  {
    name: 'addToCart', path: call('addToCart'),
    bodies: cartSkus.slice(0, 8).map((sku) => [{}, { sku, quantity: 1 }]),
    cookies: shoppers,
    target: { kind: 'rps', value: 1_500 },
  },
];

/** One request first (it must succeed), then unmeasured load, so cold code and caches are not in the figures. */
async function warmUp(scenario: Scenario): Promise<void> {
  const response = await fetch(`${server.url}${scenario.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(scenario.cookies ? { cookie: scenario.cookies[0]! } : {}) },
    body: JSON.stringify(scenario.bodies[0]),
  });
  if (!response.ok) throw new Error(`${scenario.name}: warm-up answered ${response.status} ${await response.text()}`);
  if (WARM_UP_SECONDS > 0) await runOnce(scenario, WARM_UP_SECONDS);
}

interface RunFigures {
  readonly rps: number;
  readonly clientP50: number;
  readonly clientP99: number;
  /** Server-Timing durations of every answer, sorted. */
  readonly serverTimes: readonly number[];
  readonly statuses: ReadonlyMap<number, number>;
}

async function runOnce(scenario: Scenario, seconds = SECONDS): Promise<RunFigures> {
  const serverTimes: number[] = [];
  const statuses = new Map<number, number>();
  let nextCookie = 0;
  const result = await autocannon({
    url: server.url, connections: CONNECTIONS, duration: seconds,
    requests: [{
      method: 'POST', path: scenario.path, headers: { 'content-type': 'application/json' },
      setupRequest: (request, context: { index?: number; cookie?: string }) => {
        context.index = ((context.index ?? Math.floor(Math.random() * scenario.bodies.length)) + 1) % scenario.bodies.length;
        if (scenario.cookies) context.cookie ??= scenario.cookies[nextCookie++ % scenario.cookies.length];
        return {
          ...request,
          body: JSON.stringify(scenario.bodies[context.index]),
          headers: { ...request.headers, ...(context.cookie ? { cookie: context.cookie } : {}) },
        };
      },
      onResponse: (status, _body, _context, headers) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // Raw header names keep the server's case ('Server-Timing').
        const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'server-timing');
        const timing = /dur=([\d.]+)/.exec(String(name === undefined ? '' : (headers as Record<string, unknown>)[name]));
        if (timing) serverTimes.push(Number(timing[1]));
      },
    }],
  });
  serverTimes.sort((a, b) => a - b);
  return { rps: result.requests.average, clientP50: result.latency.p50, clientP99: result.latency.p99, serverTimes, statuses };
}

async function run(scenario: Scenario): Promise<string> {
  await warmUp(scenario);
  const runs: RunFigures[] = [];
  for (let index = 0; index < RUNS; index++) runs.push(await runOnce(scenario));
  // The run with the median throughput is reported whole, so its figures belong together.
  const byRps = [...runs].sort((a, b) => a.rps - b.rps);
  const median = byRps[Math.floor((byRps.length - 1) / 2)]!;
  const { rps, serverTimes } = median;
  const p95 = percentile(serverTimes, 95);
  const target = scenario.target.kind === 'rps'
    ? (scenario.target.value ? `target ≥ ${scenario.target.value}/s: ${(rps / scenario.target.value).toFixed(2)}×` : 'no target')
    : `target server p95 ≤ ${scenario.target.value} ms: ${(scenario.target.value / p95).toFixed(2)}× headroom`;
  const codes = [...median.statuses].map(([status, count]) => `${status}×${count}`).join(' ');
  const spread = RUNS > 1 ? ` (median of ${RUNS} runs: ${byRps.map((each) => Math.round(each.rps)).join(', ')})` : '';
  return [
    `${scenario.name}: ${Math.round(rps)} req/s${spread}; client p50 ${median.clientP50} ms, p99 ${median.clientP99} ms;`,
    `  server p50 ${formatMs(percentile(serverTimes, 50))}, p95 ${formatMs(p95)}, p99 ${formatMs(percentile(serverTimes, 99))}; ${target}; statuses ${codes}`,
  ].join('\n');
}

try {
  console.log(`backend on the embedded engine, full demo catalogue, ${server.pinned ? 'pinned to one core (taskset -c 0), load generator on core 1' : 'not pinned (no taskset)'}; ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s of warm-up then ${RUNS > 1 ? `${RUNS} runs of ` : ''}${SECONDS} s per scenario`);
  // BENCH_ONLY=addToCart runs the scenarios whose name contains it.
  const only = process.env['BENCH_ONLY'];
  const probe = () => {
    const ms = probeHost(root);
    return ms === undefined ? 'n/a' : `${Math.round(ms)} ms`;
  };
  console.log(`host probe before (fixed work on core 0; lower is a quieter host): ${probe()}`);
  for (const scenario of scenarios.filter((each) => !only || each.name.includes(only))) console.log(await run(scenario));
  console.log(`host probe after: ${probe()}`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
