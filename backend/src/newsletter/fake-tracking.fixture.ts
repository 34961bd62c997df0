import { JsonFakeServer, type FakeReply, type ReceivedRequest } from '../../test/fake-vat/json-fake-server.js';

/** What the fake does with a request: take it, fail it, or never answer. */
export type FakeTrackingMode = 'ok' | 'fail' | 'hang';

export type ReceivedDoi = ReceivedRequest;

/**
 * A tracking service on a free loopback port (plain node http). It records every request and
 * takes only the spec's shapes (spec 2 §7): POST /cia/newsletter-doi or /cia/reset-password with a
 * JSON `{ email, locale }`, /cia/customer-consent with `{ email, locale, user_id, consents }`
 * (consents: booleans named as the spec names them), and no other field (anything else is a 400,
 * so a wrong shape cannot count as delivered).
 */
export class FakeTracking extends JsonFakeServer {
  mode: FakeTrackingMode = 'ok';
  /** Requests the fake took (answered 2xx). */
  readonly accepted: ReceivedDoi[] = [];

  protected reply(received: ReceivedRequest): FakeReply {
    if (this.mode === 'hang') return 'hang';
    if (this.mode === 'fail') return { status: 500, body: { message: 'tracking is down' } };
    const { body } = received;
    const shapeOk = received.method === 'POST' && received.contentType?.startsWith('application/json') === true
      && typeof body === 'object' && body !== null && hasSpecShape(received.path, body as Record<string, unknown>);
    if (!shapeOk) return { status: 400, body: { message: 'unexpected request shape' } };
    this.accepted.push(received);
    return { status: 202, body: {} };
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
