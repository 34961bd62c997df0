import { createServer, request as forward, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through in front of a real backend that writes down the path of every request it
 * forwards: a spec counts what a page asked the backend for, the backend answering as always.
 */
export interface CountingBackend {
  readonly url: string;
  /** The paths forwarded since the last `clear()`, in order (`/api/ct/getProductPage`, …). */
  readonly paths: readonly string[];
  clear(): void;
  stop(): Promise<void>;
}

export async function startCountingBackend(target: string): Promise<CountingBackend> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const paths: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    paths.push(new URL(incoming.url ?? '/', 'http://backend.invalid').pathname);
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    clear: () => void paths.splice(0),
    stop: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
