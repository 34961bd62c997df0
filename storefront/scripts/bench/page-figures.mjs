// One server's render figures for a set of pages, each with and without `Accept-Encoding: br`:
// CPU ms per request from the serving process (holds still on a busy machine) and req/s. A probe
// request first records what answered: status, encoding and the page cache's x-page-cache header,
// so a figure that came from a cache (or from an error page) says so beside it.
import { get } from './http.mjs';
import { hostLoad } from './host-load.mjs';
import { measureThroughput } from './throughput.mjs';

export const ENCODINGS = { plain: {}, br: { 'accept-encoding': 'br' } };

/** Figures for `path` on 127.0.0.1:`port` (Host `host`) with `headers`, CPU from `cpuPid`. */
export async function measurePage({ port, host, path, headers = {}, cpuPid, settings }) {
  const sent = { host, accept: 'text/html', ...headers };
  const probe = await get(port, host, path, { headers: sent });
  const figures = await measureThroughput({ ...settings, url: `http://127.0.0.1:${port}${path}`, headers: sent, cpuPid });
  return {
    ...figures,
    path,
    status: probe.status,
    encoding: probe.headers['content-encoding'] ?? null,
    pageCache: probe.headers['x-page-cache'] ?? null,
    load1: hostLoad().load1,
  };
}

/**
 * { key: { plain, br } } for every `paths` entry ({ key: path }), in order, logging each run.
 * `headers` go with every request (e.g. a cookie), the encoding's on top.
 */
export async function measurePages({ label, port, host, paths, cpuPid, settings, headers = {}, log }) {
  const result = {};
  for (const [key, path] of Object.entries(paths)) {
    result[key] = {};
    for (const [encoding, extra] of Object.entries(ENCODINGS)) {
      log(`throughput: ${label} ${key}${encoding === 'br' ? ' with Accept-Encoding: br' : ''}, ${settings.seconds} s…`);
      result[key][encoding] = await measurePage({ port, host, path, headers: { ...headers, ...extra }, cpuPid, settings });
    }
  }
  return result;
}
