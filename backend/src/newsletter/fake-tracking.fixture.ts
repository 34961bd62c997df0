import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/** What the fake does with a request: take it, fail it, or never answer. */
export type FakeTrackingMode = 'ok' | 'fail' | 'hang';

export interface ReceivedDoi {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

/**
 * A tracking service on a free loopback port (plain node http). It records every request and
 * takes only the spec's shape: POST /cia/newsletter-doi or /cia/reset-password with a JSON `{ email, locale }` and no
 * other field (anything else is a 400, so a wrong shape cannot count as delivered).
 */
export class FakeTracking {
  mode: FakeTrackingMode = 'ok';
  /** Requests the fake took (answered 2xx). */
  readonly accepted: ReceivedDoi[] = [];
  /** Every request that reached it, whatever it answered. */
  readonly received: ReceivedDoi[] = [];
  private readonly server = createServer((request, response) => void this.handle(request, response));

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

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const received: ReceivedDoi = { method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], body };
    this.received.push(received);
    if (this.mode === 'hang') return;
    if (this.mode === 'fail') {
      response.writeHead(500).end('tracking is down');
      return;
    }
    const shapeOk = received.method === 'POST' && (received.path === '/cia/newsletter-doi' || received.path === '/cia/reset-password')
      && received.contentType?.startsWith('application/json') === true
      && typeof body === 'object' && body !== null && Object.keys(body).sort().join() === 'email,locale'
      && typeof (body as { email: unknown }).email === 'string' && typeof (body as { locale: unknown }).locale === 'string';
    if (!shapeOk) {
      response.writeHead(400).end('unexpected request shape');
      return;
    }
    this.accepted.push(received);
    response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
  }
}
