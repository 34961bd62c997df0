// The render figures' part of the printed report (render-phase.mjs): per page and encoding, CPU ms
// per request, what one core would serve (1000 ÷ CPU ms), req/s as measured, the ratio to the
// floor and the issue's goals beside them, never a pass/fail exit.
import { formatHostLoad } from './host-load.mjs';

// Issue 21's goals: renders per second on one core, each page's cost against the floor's, cache hits.
export const RENDER_GOALS = { perSecond: { home: 250, category: 250, product: 300 }, floorRatio: 2.5, cacheHitsPerSecond: 10_000 };

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
const fixed = (value, digits) => (value === undefined || value === null || !Number.isFinite(value) ? '–' : value.toFixed(digits));
const perCore = (figures) => (figures.cpuMsPerRequest ? 1000 / figures.cpuMsPerRequest : undefined);
const yesNo = (met) => (met === undefined ? '–' : met ? 'yes' : 'NO');
const ENCODING_LABEL = { plain: 'none', br: 'br' };

const HEADER = `  ${pad('page', 10)} ${pad('enc', 4)} ${padStart('CPU ms/req', 10)} ${padStart('/s per core', 11)} ${padStart('req/s', 7)} ${padStart('p50', 6)} ${padStart('p99', 6)} ${padStart('not 2xx', 7)}`;

function row(key, encoding, figures, extra = '') {
  const notOk = figures.non2xx + figures.errors + figures.timeouts;
  // What answered the probe request when it is not a plain 200 render (a cache, an error page).
  const notes = [
    figures.status !== 200 ? `answers ${figures.status}` : '',
    figures.pageCache ? `x-page-cache: ${figures.pageCache}` : '',
    encoding === 'br' && figures.encoding !== 'br' ? `sent ${figures.encoding ?? 'uncompressed'}` : '',
  ].filter(Boolean);
  return `  ${pad(key, 10)} ${pad(ENCODING_LABEL[encoding], 4)} ${padStart(fixed(figures.cpuMsPerRequest, 2), 10)} ${padStart(fixed(perCore(figures), 0), 11)} ${padStart(Math.round(figures.requestsPerSecond), 7)} ${padStart(fixed(figures.p50, 1), 6)} ${padStart(fixed(figures.p99, 1), 6)} ${padStart(notOk, 7)}${extra}  load ${fixed(figures.load1, 2)}${notes.length ? `  (${notes.join('; ')})` : ''}`;
}

/** The shop's rows with their goal and ratio to the floor's same page and encoding. */
function shopRows(pages, floor) {
  const lines = [`${HEADER} ${padStart('×floor', 6)} ${padStart('goal', 12)}  met`];
  for (const [key, encodings] of Object.entries(pages)) {
    for (const [encoding, figures] of Object.entries(encodings)) {
      const floorMs = floor?.[key]?.[encoding]?.cpuMsPerRequest;
      const ratio = floorMs && figures.cpuMsPerRequest ? figures.cpuMsPerRequest / floorMs : undefined;
      const goal = RENDER_GOALS.perSecond[key];
      const met = perCore(figures) === undefined ? undefined : perCore(figures) >= goal && (ratio === undefined || ratio <= RENDER_GOALS.floorRatio);
      lines.push(row(key, encoding, figures, ` ${padStart(ratio === undefined ? '–' : `${ratio.toFixed(2)}×`, 6)} ${padStart(`≥${goal}/s ≤${RENDER_GOALS.floorRatio}×`, 12)}  ${pad(yesNo(met), 3)}`));
    }
  }
  return lines;
}

function floorSection(floor) {
  const dom = Object.entries(floor.dom).map(([key, sizes]) => `${key} ${sizes.shop}/${sizes.floor}`).join(', ');
  return [
    `Floor: a bare React Router page of the same DOM, no data (${Object.values(floor.paths).join(', ')}; body elements shop/floor: ${dom})`,
    HEADER,
    ...Object.entries(floor.pages).flatMap(([key, encodings]) => Object.entries(encodings).map(([encoding, figures]) => row(key, encoding, figures))),
  ];
}

function agedSection(aged, fresh, floor) {
  const { load } = aged;
  const change = Object.entries(aged.pages).flatMap(([key, encodings]) => Object.entries(encodings).map(([encoding, figures]) => {
    const before = fresh[key]?.[encoding]?.cpuMsPerRequest;
    return `${key} ${ENCODING_LABEL[encoding]} ${before && figures.cpuMsPerRequest ? `${(figures.cpuMsPerRequest / before).toFixed(2)}×` : '–'}`;
  }));
  return [
    `Shop after ${load.minutes} min of load on the same process (${load.requests} requests of home, category and product with br, ${Math.round(load.requestsPerSecond)} req/s, ${fixed(load.cpuMsPerRequest, 2)} CPU ms/req, ${load.notOk} not 2xx, load ${fixed(load.load1, 2)})`,
    ...shopRows(aged.pages, floor),
    `  aged ÷ fresh CPU ms/req: ${change.join(', ')}`,
  ];
}

function cacheSection(cache) {
  if (!cache.present) return [`Guest page cache: no guest page cache (the product page answered ${cache.status} without an x-page-cache header)`];
  const lines = [`Guest page cache: guest requests (no cookie), a storefront with its cache as built   goal ≥ ${RENDER_GOALS.cacheHitsPerSecond}/s per core, from a HIT`, `${HEADER}  met`];
  for (const [key, encodings] of Object.entries(cache.pages)) {
    for (const [encoding, figures] of Object.entries(encodings)) {
      const met = figures.pageCache === 'HIT' && perCore(figures) !== undefined ? perCore(figures) >= RENDER_GOALS.cacheHitsPerSecond : undefined;
      lines.push(row(key, encoding, figures, `  ${pad(figures.pageCache === 'HIT' ? yesNo(met) : 'not a HIT', 3)}`));
    }
  }
  return lines;
}

/** The render sections, in the order measured. */
export function renderSections(result) {
  const { pinned, seconds, connections, host, fresh, floor, backend, aged, pageCache, paths, statuses } = result;
  const where = pinned ? 'each server alone on core 0 (taskset), autocannon on core 1' : 'unpinned (no taskset or one core)';
  const sections = [[
    `Server render figures (autocannon ${seconds} s, ${connections} connections; ${where}); goals on one core: ${Object.entries(RENDER_GOALS.perSecond).map(([key, goal]) => `${key} ≥ ${goal}/s`).join(', ')}, each within ${RENDER_GOALS.floorRatio}× the floor's CPU ms`,
    `  host at start: ${formatHostLoad(host.atStart)}; at end: ${formatHostLoad(host.atEnd)} (load beside each row: 1-minute average at its end, this bench's own load included)`,
    `  pages: ${Object.entries(paths).map(([key, path]) => `${key} ${path}${statuses[key] === 200 ? '' : ` (answers ${statuses[key]})`}`).join(', ')}`,
  ]];
  sections.push(floorSection(floor));
  const productPerSecond = fresh.product.plain.requestsPerSecond;
  sections.push([
    'Shop, fresh process (page cache off: PAGE_CACHE=off)',
    ...shopRows(fresh, floor.pages),
    `  backend getProduct main, direct: ${Math.round(backend.requestsPerSecond)} req/s, ${fixed(backend.cpuMsPerRequest, 2)} CPU ms/req, p99 ${fixed(backend.p99, 1)} ms, load ${fixed(backend.load1 ?? host.atEnd.load1, 2)}` +
      (productPerSecond > 0 && backend.requestsPerSecond > 0 ? `; a product page costs ${(backend.requestsPerSecond / productPerSecond).toFixed(1)}× the call (req/s)` : ''),
  ]);
  sections.push(aged ? agedSection(aged, fresh, floor.pages) : ['Shop after load: skipped (--age-minutes 0)']);
  if (pageCache) sections.push(cacheSection(pageCache));
  return sections;
}
