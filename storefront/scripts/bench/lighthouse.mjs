// Lighthouse's performance category with its default settings (mobile form factor, simulated
// throttling), each run in a fresh headless Chromium so no run inherits another's cache.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './processes.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Lighthouse run: the score (0–100), the metrics (ms; CLS unitless) and the scripts it fetched. */
export async function lighthouseRun(url, { headers } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  const unregister = onCleanup(() => chrome.kill());
  try {
    // `headers` (a session cookie) make Lighthouse load a guarded page as that shopper.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(headers ? { extraHeaders: headers } : {}) });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const score = lhr.categories.performance?.score;
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    // What Lighthouse says would save the most first-paint time, so a low score comes with a lead.
    const hints = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.metricSavings)
      .map((audit) => ({ id: audit.id, title: audit.title, detail: audit.displayValue ?? '', ms: Math.max(audit.metricSavings.FCP ?? 0, audit.metricSavings.LCP ?? 0, audit.metricSavings.TBT ?? 0) }))
      .filter((hint) => hint.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      hints,
      ...metrics,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      warnings: lhr.runWarnings ?? [],
      scripts: scripts.map((item) => item.url),
      // Bytes on the wire for scripts, as the simulated slow network saw them (compressed or not).
      scriptTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
    unregister();
  }
}

/** The median of the numbers that are there (null when none). */
export function median(values) {
  const present = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
}

/**
 * `runs` Lighthouse runs of one URL; each figure is the median of its own values across the runs
 * that produced one. `progress` hears about each run as it ends.
 */
export async function lighthouseMedian(url, runs, progress = () => {}, options = {}) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await lighthouseRun(url, options);
      results.push(result);
      progress(run, result);
    } catch (error) {
      const failed = { score: null, error: error instanceof Error ? error.message : String(error), warnings: [], scripts: [] };
      results.push(failed);
      progress(run, failed);
    }
  }
  const pick = (key) => median(results.map((result) => result[key]));
  const medianScore = pick('score');
  const medianRun = results.find((result) => result.score === medianScore) ?? results[0];
  return {
    runs: results.length,
    measured: results.filter((result) => result.score !== null).length,
    score: medianScore,
    hints: medianRun?.hints ?? [],
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    scriptTransfer: pick('scriptTransfer'),
    scores: results.map((result) => result.score),
    errors: [...new Set(results.map((result) => result.error).filter(Boolean))],
    warnings: [...new Set(results.flatMap((result) => result.warnings))],
    scripts: [...new Set(results.flatMap((result) => result.scripts))],
    lighthouseVersion: results.find((result) => result.lighthouseVersion)?.lighthouseVersion,
  };
}
