import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/** What the fake answers: a signed link, a failure, a link that is no http(s) URL, or nothing at all. */
export type FakeOrdersMode = 'ok' | 'fail' | 'javascript-link' | 'hang';

export interface OrdersRequest {
  readonly method: string;
  readonly path: string;
  readonly email: string | null;
}

/**
 * The orders service (spec 2 §7, base path my-orders) on a free loopback port: it takes only
 * `GET /my-orders/getUrlWithToken?email=…` (one e-mail, nothing else) and answers
 * `{ data: 'https://orders.example/…?token=…' }`; any other shape is a 400, so a wrong request
 * can never yield a link.
 */
export class FakeOrdersService {
  mode: FakeOrdersMode = 'ok';
  readonly received: OrdersRequest[] = [];
  private issued = 0;
  private readonly server = createServer((request, response) => this.handle(request, response));

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    const emails = url.searchParams.getAll('email');
    this.received.push({ method: request.method ?? '', path: url.pathname, email: emails.length === 1 ? emails[0]! : null });
    if (this.mode === 'hang') return;
    if (this.mode === 'fail') {
      response.writeHead(502).end('upstream down');
      return;
    }
    const shapeOk = request.method === 'GET' && url.pathname === '/my-orders/getUrlWithToken' && emails.length === 1
      && [...url.searchParams.keys()].every((key) => key === 'email') && /^[^@\s]+@[^@\s]+$/.test(emails[0]!);
    if (!shapeOk) {
      response.writeHead(400).end('unexpected request shape');
      return;
    }
    const data = this.mode === 'javascript-link'
      ? 'javascript:alert(document.cookie)'
      : `https://orders.example/portal?token=t${++this.issued}&customer=${encodeURIComponent(emails[0]!)}`;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  }
}
