// Requests per second and latency of one URL under autocannon: a warm-up request, a short
// unmeasured load (V8 optimises the hot code in its first seconds), then the measured run.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc: a figure that holds
 * still on a busy machine, where requests per second swing with whatever else runs.
 */
export function cpuMsOf(pid) {
  // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** One autocannon run (its own options), as a promise. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Loads `url` (127.0.0.1) with the given request shape; resolves with requests/s (mean), p50 and
 * p99 latency (ms), how many answers were not 2xx or failed, and — given the serving process's
 * `cpuPid` — its CPU ms per request over the measured run.
 */
export async function measureThroughput({ url, method = 'GET', headers = {}, body, connections, seconds, warmUpSeconds, cpuPid }) {
  const request = { url, method, headers, ...(body === undefined ? {} : { body }) };
  await load({ ...request, connections: 1, amount: 1 });
  if (warmUpSeconds > 0) await load({ ...request, connections, duration: warmUpSeconds });
  const cpuBefore = cpuPid === undefined ? undefined : cpuMsOf(cpuPid);
  const result = await load({ ...request, connections, duration: seconds });
  const cpuMs = cpuBefore === undefined ? undefined : cpuMsOf(cpuPid) - cpuBefore;
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
    ...(cpuMs === undefined || result.requests.total === 0 ? {} : { cpuMsPerRequest: cpuMs / result.requests.total }),
  };
}
