import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import { storefrontLimitsFromEnv } from './http-limits.js';
import { listeningStorefront, type ListeningStorefront } from './test-build.fixture.js';

/**
 * Slow clients and the backend's `Connection: close` (issue 18, item 7), over raw sockets against
 * the real listening server. The limits get a test size through the same variables production
 * sets; no test sleeps or measures: each waits for the server to close the connection. Without
 * the limits Node would cut a trickled body only after 61–81 s, and these tests time out.
 */
const SERVER_CLOSES_IT_MS = 20_000;

let storefront: ListeningStorefront;
let port: number;
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];

/** A raw connection: what it received, and a promise of its close (by either side). */
function open(): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => Buffer.concat(chunks).toString('latin1'), closed };
}

beforeAll(async () => {
  // A backend that wants the connection gone after its answer, as on its 408/413 or when over budget.
  storefront = await listeningStorefront(
    (request, response) => {
      response.setHeader('connection', 'close');
      response.setHeader('content-type', 'application/json');
      response.statusCode = request.url?.startsWith('/api/busy') ? 503 : 200;
      response.end('{"backend":true}');
    },
    { limits: storefrontLimitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600', HTTP_IDLE_TIMEOUT_MS: '600000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000' }) },
  );
  port = storefront.port;
});

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
});

afterAll(async () => storefront.close());

const formHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients are cut at the request timeout (issue 18, item 7)', () => {
  it('answers 408 and closes a form body trickled one byte at a time', async () => {
    const client = open();
    client.socket.write(formHead('/add-to-cart', 10_000));
    // The client's behaviour, not a wait: a byte now and then, for as long as the server lets it.
    timers.push(setInterval(() => client.socket.writable && client.socket.write('x'), 20));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, SERVER_CLOSES_IT_MS);

  it('answers 408 and closes a client that never finishes its headers', async () => {
    const client = open();
    client.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, SERVER_CLOSES_IT_MS);

  it('refuses a setting that is not a whole number of milliseconds, naming it', () => {
    expect(() => storefrontLimitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '30s' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });
});

describe('the /api proxy honours the backend’s Connection: close (issue 18, item 7)', () => {
  it.each([
    ['a GET', 'GET /api/busy HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a POST whose body the backend did not wait for', 'POST /api/ct/getMe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n['],
  ])('passes it on and closes the shopper’s connection after %s', async (_case, head) => {
    const client = open();
    client.socket.write(head.replace('Host: 127.0.0.1', `Host: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}`));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 (200|503) /);
    expect(client.received().toLowerCase()).toContain('\r\nconnection: close\r\n');
  }, SERVER_CLOSES_IT_MS);
});
