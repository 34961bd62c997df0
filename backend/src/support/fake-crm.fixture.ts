import { JsonFakeServer, type FakeReply, type ReceivedRequest } from '../../test/fake-vat/json-fake-server.js';

/** What the fake does with a request: take it, fail it, or never answer. */
export type FakeCrmMode = 'ok' | 'fail' | 'hang';

export const FAKE_CRM_PATH = '/servlet/servlet.WebToCase';

/** Hidden fields the form always carries, the shopper's fields the spec names, the ones a subreason may add. */
const ALWAYS = ['orgid', 'retURL', 'recordType', 'country', 'locale', 'reference', 'reason', 'subreason', 'contactName', 'customerEmail', 'subject', 'description'];
const OPTIONAL = ['companyName', 'orderNumber', 'productNumber', 'invoiceNumber', 'vatId', 'quantity', 'phoneNumber', 'debug', 'debugEmail'];

/**
 * A web-to-case endpoint (Salesforce's shape, spec 2 §7) on a free loopback port: it takes only
 * `POST /servlet/servlet.WebToCase?encoding=UTF-8&orgId=<org>` with a form-encoded body holding
 * `orgid` equal to that org, the hidden and shopper fields above and nothing else, each once and
 * non-empty; anything else is a 400, so a wrong shape can never count as handed on. The real
 * service answers 200 with a small page; so does this one (as JSON, which the shop ignores).
 */
export class FakeCrm extends JsonFakeServer {
  mode: FakeCrmMode = 'ok';
  /** The forms the fake took, as field → value. */
  readonly accepted: Array<Record<string, string>> = [];

  constructor(private readonly orgId: string) {
    super();
  }

  protected reply(received: ReceivedRequest): FakeReply {
    if (this.mode === 'hang') return 'hang';
    if (this.mode === 'fail') return { status: 503, body: { message: 'the CRM is down' } };
    const form = this.formOf(received);
    if (!form) return { status: 400, body: { message: 'unexpected request shape' } };
    this.accepted.push(form);
    return { status: 200, body: { taken: true } };
  }

  private formOf(received: ReceivedRequest): Record<string, string> | undefined {
    const url = new URL(received.path, 'http://fake');
    if (received.method !== 'POST' || url.pathname !== FAKE_CRM_PATH) return undefined;
    if (url.searchParams.get('encoding') !== 'UTF-8' || url.searchParams.get('orgId') !== this.orgId) return undefined;
    if (!received.contentType?.startsWith('application/x-www-form-urlencoded') || typeof received.body !== 'string') return undefined;
    const params = new URLSearchParams(received.body);
    const names = [...params.keys()];
    if (new Set(names).size !== names.length) return undefined;
    if (!ALWAYS.every((name) => params.has(name)) || !names.every((name) => ALWAYS.includes(name) || OPTIONAL.includes(name))) return undefined;
    if ([...params.values()].some((value) => value === '') || params.get('orgid') !== this.orgId) return undefined;
    return Object.fromEntries(params);
  }
}
