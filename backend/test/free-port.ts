import { createServer } from 'node:net';
import { once } from 'node:events';

/** A free loopback port, found by binding port 0 and releasing it (for servers tests and benches start). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}
