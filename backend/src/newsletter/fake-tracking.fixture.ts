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
 * takes only the spec's shapes (spec 2 §7): POST /cia/newsletter-doi or /cia/reset-password with a
 * JSON `{ email, locale }`, /cia/customer-consent with `{ email, locale, user_id, consents }`
 * (consents: booleans named as the spec names them), and no other field (anything else is a 400,
 * so a wrong shape cannot count as delivered).
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
    const shapeOk = received.method === 'POST' && received.contentType?.startsWith('application/json') === true
      && typeof body === 'object' && body !== null && hasSpecShape(received.path, body as Record<string, unknown>);
    if (!shapeOk) {
      response.writeHead(400).end('unexpected request shape');
      return;
    }
    this.accepted.push(received);
    response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
  }
}

const CONSENT_NAMES = ['newsletter', 'sms', 'phone', 'soft_newsletter', 'soft_phone', 'soft_sms'];
const isText = (value: unknown): boolean => typeof value === 'string' && value.length > 0;

function hasSpecShape(path: string, body: Record<string, unknown>): boolean {
  const keys = Object.keys(body).sort().join();
  if (path === '/cia/newsletter-doi' || path === '/cia/reset-password') return keys === 'email,locale' && isText(body['email']) && isText(body['locale']);
  if (path !== '/cia/customer-consent') return false;
  const consents = body['consents'];
  return keys === 'consents,email,locale,user_id' && isText(body['email']) && isText(body['locale']) && isText(body['user_id'])
    && typeof consents === 'object' && consents !== null && Object.keys(consents).length > 0
    && Object.entries(consents).every(([name, value]) => CONSENT_NAMES.includes(name) && typeof value === 'boolean');
}
