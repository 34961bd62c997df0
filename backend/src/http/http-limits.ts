import { wholeNumberSetting } from '../config/whole-number-setting.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What one client may hold of the server, the limits a gateway applies too (issue 11, item 4:
 * 1,100 requests that sent their headers and a Content-Length and then nothing stayed open for
 * good and made the health check fail). Every value comes from an environment variable with a
 * production default; tests give them a test size the same way.
 */
export interface HttpLimits {
  /** HTTP_HEADERS_TIMEOUT_MS: a request's headers must have arrived within this (slowloris). */
  readonly headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: the whole request, headers and body, must have arrived within this. */
  readonly requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long a kept-alive connection may wait for its next request. */
  readonly keepAliveTimeoutMs: number;
  /**
   * HTTP_IDLE_TIMEOUT_MS: how long a connection may go without a byte moving either way: a
   * client that connects and sends nothing, or one that stops reading its answer.
   */
  readonly idleTimeoutMs: number;
  /** HTTP_CONNECTIONS_PER_IP: open connections (behind a trusted gateway: requests in flight) per client address; 0 = no budget. */
  readonly connectionsPerIp: number;
}

/**
 * The defaults. Headers: 10 s is ample for a few kB even on a bad mobile link, and far under
 * Node's 60 s. Request: a body is at most 256 kB (bodyLimit), 30 s allows ~9 kB/s. Keep-alive:
 * Fastify's 72 s, longer than a gateway's usual 60 s upstream idle timeout, so the gateway never
 * sends a request on a connection the server is closing. Idle: a minute without a byte is a dead
 * or hostile peer. Connections: browsers open at most 6 per host; 128 leaves room for an office
 * or a carrier NAT behind one address, while 1,100 from one address are refused.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 60_000,
  connectionsPerIp: 128,
};

/** No timeout over an hour: a longer one is a typo (seconds written as milliseconds). */
const MAX_TIMEOUT_MS = 3_600_000;
const MAX_CONNECTIONS_PER_IP = 100_000;

/**
 * The limits set by the environment. A value that is not a whole number in range, or a headers
 * timeout longer than the request timeout (the request timeout would fire first and the headers
 * one mean nothing), stops start-up with a message naming the variable.
 */
export function httpLimitsFromEnv(env: Env): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: wholeNumberSetting(env, { name: 'HTTP_HEADERS_TIMEOUT_MS', fallback: DEFAULT_HTTP_LIMITS.headersTimeoutMs, min: 1, max: MAX_TIMEOUT_MS }),
    requestTimeoutMs: wholeNumberSetting(env, { name: 'HTTP_REQUEST_TIMEOUT_MS', fallback: DEFAULT_HTTP_LIMITS.requestTimeoutMs, min: 1, max: MAX_TIMEOUT_MS }),
    keepAliveTimeoutMs: wholeNumberSetting(env, { name: 'HTTP_KEEP_ALIVE_TIMEOUT_MS', fallback: DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs, min: 1, max: MAX_TIMEOUT_MS }),
    idleTimeoutMs: wholeNumberSetting(env, { name: 'HTTP_IDLE_TIMEOUT_MS', fallback: DEFAULT_HTTP_LIMITS.idleTimeoutMs, min: 1, max: MAX_TIMEOUT_MS }),
    connectionsPerIp: wholeNumberSetting(env, { name: 'HTTP_CONNECTIONS_PER_IP', fallback: DEFAULT_HTTP_LIMITS.connectionsPerIp, min: 0, max: MAX_CONNECTIONS_PER_IP }),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  return limits;
}

/**
 * How often Node looks for requests over their headers or request timeout. Node checks on a
 * timer (30 s by default), so a 10 s headers timeout could really be 40 s; checking at a quarter
 * of the shorter timeout (at most every second) keeps the real limit near the configured one.
 * The check walks only the connections with a request under way, so a second is cheap.
 */
export const timeoutCheckIntervalMs = (limits: HttpLimits): number =>
  Math.min(1000, Math.max(10, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
