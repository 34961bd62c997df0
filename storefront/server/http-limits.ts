/**
 * How long one client may hold the storefront (issue 18, item 7): the backend's bounds
 * (backend/src/http/http-limits.ts, issue 11) under the same variable names, so a gateway in front
 * of both is configured once. Tests give them a test size the same way.
 */
export interface StorefrontHttpLimits {
  /** HTTP_HEADERS_TIMEOUT_MS: a request's headers must have arrived within this (slowloris). */
  readonly headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: the whole request, headers and body, must have arrived within this. */
  readonly requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long a kept-alive connection may wait for its next request. */
  readonly keepAliveTimeoutMs: number;
  /** HTTP_IDLE_TIMEOUT_MS: how long a connection may go without a byte moving either way. */
  readonly idleTimeoutMs: number;
}

/** The backend's defaults: headers 10 s, request 30 s, keep-alive Fastify's 72 s, idle a minute. */
export const DEFAULT_STOREFRONT_LIMITS: StorefrontHttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 60_000,
};

const VARIABLES: Readonly<Record<keyof StorefrontHttpLimits, string>> = {
  headersTimeoutMs: 'HTTP_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'HTTP_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'HTTP_IDLE_TIMEOUT_MS',
};

/** The limits the environment sets; a value that is not a whole number of 1 ms to an hour stops start-up naming its variable. */
export function storefrontLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): StorefrontHttpLimits {
  const read = (key: keyof StorefrontHttpLimits): number => {
    const raw = env[VARIABLES[key]]?.trim();
    if (raw === undefined || raw === '') return DEFAULT_STOREFRONT_LIMITS[key];
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= 1 && value <= 3_600_000)) throw new Error(`${VARIABLES[key]} must be a whole number of milliseconds from 1 to 3600000, got '${raw}'`);
    return value;
  };
  return { headersTimeoutMs: read('headersTimeoutMs'), requestTimeoutMs: read('requestTimeoutMs'), keepAliveTimeoutMs: read('keepAliveTimeoutMs'), idleTimeoutMs: read('idleTimeoutMs') };
}

/**
 * Fastify's server options for these limits. Node looks for requests over their timeout on a timer
 * (30 s by default: a 30 s request timeout really was 61–81 s), so it checks at a quarter of the
 * shorter timeout, at most every second, as the backend does.
 */
export function serverTimeoutOptions(limits: StorefrontHttpLimits) {
  const shorter = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: shorter,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(shorter / 4))),
    },
  };
}
