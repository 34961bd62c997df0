// Requests per second and latency of one URL under autocannon: a warm-up request, a short
// unmeasured load (V8 optimises the hot code in its first seconds), then the measured run.
import autocannon from 'autocannon';

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Loads `url` (127.0.0.1) with the given request shape; resolves with requests/s (mean), p50 and
 * p99 latency (ms), and how many answers were not 2xx or failed.
 */
export async function measureThroughput({ url, method = 'GET', headers = {}, body, connections, seconds, warmUpSeconds }) {
  const request = { url, method, headers, ...(body === undefined ? {} : { body }) };
  await load({ ...request, connections: 1, amount: 1 });
  if (warmUpSeconds > 0) await load({ ...request, connections, duration: warmUpSeconds });
  const result = await load({ ...request, connections, duration: seconds });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    seconds,
    connections,
  };
}
