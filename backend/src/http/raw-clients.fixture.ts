import { get } from 'node:http';
import { connect, type Socket } from 'node:net';

/** A raw TCP client of the test: what it received, and a promise of its close. */
export interface RawClient {
  readonly socket: Socket;
  /** Everything the server sent, as text. */
  received(): string;
  /** Resolves when the connection is closed, by either side. */
  readonly closed: Promise<void>;
  /** Resolves when the head of an answer (status line and headers) has arrived. */
  readonly answered: Promise<void>;
}

/**
 * Raw connections to a listening test server, each from a chosen loopback address (127.0.0.2 is
 * another client than 127.0.0.1 on the same machine), kept so that a test can close every one it
 * opened however it ends. Traffic only to loopback.
 */
export class RawClients {
  private readonly clients: RawClient[] = [];

  constructor(private readonly port: number) {}

  async open(from = '127.0.0.1'): Promise<RawClient> {
    const socket = connect({ host: '127.0.0.1', port: this.port, localAddress: from });
    const chunks: Buffer[] = [];
    const received = () => Buffer.concat(chunks).toString('latin1');
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (received().includes('\r\n\r\n')) resolve();
      }),
    );
    // A connection the server refuses or times out may end in a reset: that is an outcome, not a failure.
    socket.on('error', () => undefined);
    // Not events.once: it rejects on 'error', and a reset is followed by 'close' all the same.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const client: RawClient = { socket, received, closed, answered };
    this.clients.push(client);
    await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), closed]);
    return client;
  }

  /** Closes every connection still open and waits for each to be gone. */
  async closeAll(): Promise<void> {
    for (const client of this.clients) client.socket.destroy();
    await Promise.all(this.clients.map((client) => client.closed));
    this.clients.length = 0;
  }
}

/** The start of a call whose body never comes: its headers, with a Content-Length, and nothing more. */
export const headersWithoutBody = (extraHeaders = ''): string =>
  `POST /api/ct/getMyCart?host=localhost HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n${extraHeaders}\r\n`;

/** GET on its own connection from a chosen loopback address; resolves with the status and headers. */
export function getFrom(port: number, path: string, { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, localAddress: from, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
  });
}
