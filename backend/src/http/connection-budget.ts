import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ProxyTrust } from './trusted-proxy.js';

/** Counts what each client address holds open, up to a budget. */
class PerAddressCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly budget: number) {}

  /** Takes one of the address's slots; false when it has none left. */
  take(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.budget) return false;
    this.open.set(address, held + 1);
    return true;
  }

  give(address: string): void {
    const held = this.open.get(address) ?? 0;
    // Deleted at zero so the map holds only addresses with something open, never every address seen.
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }
}

/**
 * The per-IP connection budget (HTTP_CONNECTIONS_PER_IP), the limit a gateway applies as well:
 * the timeouts bound how long one slow connection lasts, the budget how many one address holds at
 * once, so a single client cannot take all the server's sockets (1,100 slow requests from one
 * address made the health check fail).
 *
 * A direct client is counted by its socket, when it connects and before it sends a byte (a
 * slowloris client never completes a request): one over the budget is closed at once, without an
 * answer, as there is no request yet to answer. A trusted gateway (TRUST_PROXY) carries many
 * clients on its connections, so its sockets are not counted; the budget then applies to each
 * real client (X-Forwarded-For, read through the trusted gateways only) as requests in flight, one
 * over it answered 503 with Retry-After. An untrusted peer's X-Forwarded-For is never read: a
 * client cannot escape its budget by naming other addresses. 0 turns the budget off.
 */
export function addConnectionBudget(fastify: FastifyInstance, server: Server, budget: number, trustsProxy: ProxyTrust | undefined): void {
  if (budget === 0) return;
  const connections = new PerAddressCounter(budget);
  const isGateway = (address: string | undefined): boolean => address !== undefined && trustsProxy !== undefined && trustsProxy(address, 0);

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A socket already closed by its peer has no address: nothing to count.
    if (address === undefined || isGateway(address)) return;
    if (!connections.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => connections.give(address));
  });

  if (trustsProxy === undefined) return;
  const requests = new PerAddressCounter(budget);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isGateway(request.raw.socket.remoteAddress)) return done();
    const client = request.ip;
    if (!requests.take(client)) {
      void reply.code(503).header('Retry-After', '1').send({ statusCode: 503, error: 'Service Unavailable', message: 'Too many requests in flight from this address' });
      return;
    }
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    reply.raw.once('close', () => requests.give(client));
    done();
  });
}
