// Ages a storefront process the way shoppers do (issue 21: processes 30–40 minutes old cost twice
// as much per request with brotli): N minutes of a mix of pages, asked for with
// `Accept-Encoding: br` as browsers do, before the same figures are measured again.
import { hostLoad } from './host-load.mjs';
import { cpuMsOf, load } from './throughput.mjs';

/** Loads `paths` ({ key: path }) in turn on every connection for `minutes`; resolves with what the load did. */
export async function ageServer({ port, host, paths, cpuPid, minutes, connections, headers = {} }) {
  const sent = { host, accept: 'text/html', 'accept-encoding': 'br', ...headers };
  const cpuBefore = cpuMsOf(cpuPid);
  const result = await load({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: Math.round(minutes * 60),
    headers: sent,
    requests: Object.values(paths).map((path) => ({ method: 'GET', path })),
  });
  const cpuMs = cpuMsOf(cpuPid) - cpuBefore;
  return {
    minutes,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: result.requests.total ? cpuMs / result.requests.total : undefined,
    notOk: result.non2xx + result.errors + result.timeouts,
    load1: hostLoad().load1,
  };
}
