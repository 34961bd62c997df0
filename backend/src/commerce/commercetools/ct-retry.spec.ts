import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { Payment } from '@commercetools/platform-sdk';
import { CommerceError } from '../port/commerce-error.js';
import type { CommercePort } from '../port/commerce-port.js';
import { commercetoolsCommerce } from './commercetools-commerce.js';
import { ctpConfigFromEnv } from './ctp-config.js';

const PROJECT = 'retry';

/**
 * A loopback proxy in front of the commercetools emulator that plays a platform failing after the
 * fact: the first request matching `failNext` is forwarded (so it takes effect) and then answered
 * 503, as a gateway does when the platform's answer is lost on the way back.
 */
class FlakyGateway {
  failNext: ((method: string, path: string) => boolean) | undefined;
  readonly seen: string[] = [];
  private server: Server | undefined;

  constructor(private readonly upstream: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.forward(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    this.seen.push(`${method} ${path}`);
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
    const upstream = await fetch(`${this.upstream}${request.url}`, { method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) });
    const text = await upstream.text();
    if (this.failNext?.(method, path)) {
      this.failNext = undefined;
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 503, message: 'Service Unavailable', errors: [{ code: 'ServiceUnavailable', message: 'Service Unavailable' }] }));
      return;
    }
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    response.end(text);
  }
}

// The adapter's client retries a request the platform answered 503 (or that timed out). A retried
// POST that created something creates it again, so only requests that change nothing are retried.
describe('commercetools adapter: retries only requests that change nothing', () => {
  let mock: CommercetoolsMock;
  let mockUrl: string;
  let gateway: FlakyGateway;
  let commerce: CommercePort;

  beforeAll(async () => {
    mock = new CommercetoolsMock({ enableAuthentication: false, validateCredentials: false, silent: true });
    await mock.runServer(0);
    mockUrl = `http://127.0.0.1:${(mock.app.server.address() as AddressInfo).port}`;
    gateway = new FlakyGateway(mockUrl);
    const url = await gateway.start();
    commerce = commercetoolsCommerce(ctpConfigFromEnv({
      CTP_PROJECT_KEY: PROJECT, CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret', CTP_AUTH_URL: url, CTP_API_URL: url,
    })!);
  });
  afterAll(async () => {
    await commerce.close();
    await gateway.stop();
    await mock.app.close();
  });
  beforeEach(() => {
    gateway.seen.length = 0;
  });

  /** The payments the platform holds, read from the emulator directly (not through the gateway). */
  const paymentsHeld = async (): Promise<Payment[]> =>
    ((await (await fetch(`${mockUrl}/${PROJECT}/payments?limit=500`)).json()) as { results: Payment[] }).results;

  it('creates one payment when the platform created it but answered 503: the call fails, no second payment', async () => {
    const before = (await paymentsHeld()).length;
    gateway.failNext = (method, path) => method === 'POST' && path === `/${PROJECT}/payments`;
    const failure = await commerce.payments
      .create({ amountPlanned: { currencyCode: 'EUR', centAmount: 1995 }, paymentMethodInfo: { method: 'COD' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).statusCode).toBe(503);
    expect(gateway.seen.filter((request) => request === `POST /${PROJECT}/payments`)).toHaveLength(1);
    expect((await paymentsHeld()).length).toBe(before + 1);
  });

  it('does not retry an update either (a retried update would fail on the version it just changed)', async () => {
    const payment = await commerce.payments.create({ amountPlanned: { currencyCode: 'EUR', centAmount: 500 } });
    gateway.failNext = (method, path) => method === 'POST' && path === `/${PROJECT}/payments/${payment.id}`;
    const failure = await commerce.payments
      .update(payment.id, payment.version, [{ action: 'setMethodInfoMethod', method: 'COD' }])
      .catch((error: unknown) => error);
    expect((failure as CommerceError).statusCode).toBe(503);
    expect(gateway.seen.filter((request) => request === `POST /${PROJECT}/payments/${payment.id}`)).toHaveLength(1);
  });

  it('still retries a read the platform answered 503', async () => {
    const payment = await commerce.payments.create({ amountPlanned: { currencyCode: 'EUR', centAmount: 700 } });
    gateway.failNext = (method, path) => method === 'GET' && path === `/${PROJECT}/payments/${payment.id}`;
    expect((await commerce.payments.get(payment.id))?.id).toBe(payment.id);
    expect(gateway.seen.filter((request) => request === `GET /${PROJECT}/payments/${payment.id}`)).toHaveLength(2);
  });
});
