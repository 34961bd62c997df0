import proxyAddr from '@fastify/proxy-addr';

type Env = Readonly<Record<string, string | undefined>>;

/** Whether a peer address is one of the shop's own gateways (Fastify's trustProxy function shape). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY: the gateways whose X-Forwarded-For and X-Forwarded-Proto headers are believed, as
 * a comma-separated list of addresses, CIDR ranges and proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal` (`10.0.0.0/8,loopback`). Unset: no peer is a proxy, the socket's address is the
 * client and the connection's own protocol is the protocol, whatever headers say.
 *
 * The same function is Fastify's `trustProxy` (request.ip, request.protocol, so the session
 * cookie's Secure flag) and the connection budget's test of a peer, so the two never disagree.
 * Reading chosen: a hop count and `true` are refused. Fastify 5 trusts no peer for a hop count
 * (it cannot check the immediate peer), and `true` would let any client on the internet forge its
 * address and protocol; naming the gateways is the only setting that is safe. A malformed value
 * stops start-up naming the variable.
 */
export function proxyTrustFromEnv(env: Env): ProxyTrust | undefined {
  const raw = env['TRUST_PROXY']?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return undefined;
  if (raw === 'true' || /^\d+$/.test(raw)) {
    throw new Error(`TRUST_PROXY must list the gateways' addresses or CIDR ranges (e.g. '10.0.0.0/8,loopback'), not '${raw}': a hop count or 'true' would trust any client's forwarded headers`);
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new Error(`TRUST_PROXY has an empty entry: '${raw}'`);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message} (in '${raw}')`);
  }
}
