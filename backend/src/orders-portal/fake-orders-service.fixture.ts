import { JsonFakeServer, type FakeReply, type ReceivedRequest } from '../../test/fake-vat/json-fake-server.js';

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
export class FakeOrdersService extends JsonFakeServer {
  mode: FakeOrdersMode = 'ok';
  private issued = 0;

  /** The requests as the orders service reads them: method, path and the one `email` (null when not exactly one). */
  get requests(): OrdersRequest[] {
    return this.received.map((request) => {
      const url = new URL(request.path, 'http://fake');
      const emails = url.searchParams.getAll('email');
      return { method: request.method, path: url.pathname, email: emails.length === 1 ? emails[0]! : null };
    });
  }

  protected reply(request: ReceivedRequest): FakeReply {
    if (this.mode === 'hang') return 'hang';
    if (this.mode === 'fail') return { status: 502, body: { message: 'upstream down' } };
    const url = new URL(request.path, 'http://fake');
    const emails = url.searchParams.getAll('email');
    const shapeOk = request.method === 'GET' && url.pathname === '/my-orders/getUrlWithToken' && emails.length === 1
      && [...url.searchParams.keys()].every((key) => key === 'email') && /^[^@\s]+@[^@\s]+$/.test(emails[0]!);
    if (!shapeOk) return { status: 400, body: { message: 'unexpected request shape' } };
    const data = this.mode === 'javascript-link'
      ? 'javascript:alert(document.cookie)'
      : `https://orders.example/portal?token=t${++this.issued}&customer=${encodeURIComponent(emails[0]!)}`;
    return { status: 200, body: { data } };
  }
}
