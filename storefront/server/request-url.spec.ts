import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { serverBuild } from './server-build.fixture.js';
import { createStorefrontServer } from './storefront-server.js';

/**
 * A build with one page (a component, so React Router treats a post to it as a document request
 * and runs its own action origin check) whose action answers the URL it was given; the document
 * "rendering" reports the status and the action's answer as JSON.
 */
function formPageBuild(): ServerBuild {
  const form = {
    default: () => null,
    action: ({ request }: { request: Request }) => ({ url: request.url }),
    loader: ({ request }: { request: Request }) => ({ url: request.url }),
  };
  const render = (_request: Request, status: number, _headers: Headers, entry: { staticHandlerContext: { actionData: unknown; loaderData: unknown } }) =>
    Response.json({ status, actionData: entry.staticHandlerContext.actionData, loaderData: entry.staticHandlerContext.loaderData });
  return serverBuild({
    root: { id: 'root', path: '', module: { default: () => null } },
    form: { id: 'form', parentId: 'root', path: 'checkout/payment', module: form },
  }, render);
}

const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const server = async (trustProxy?: string): Promise<FastifyInstance> => {
  app = await createStorefrontServer({ build: formPageBuild(), clientDir, backendUrl: 'http://127.0.0.1:9', trustProxy });
  return app;
};

/** What a TLS gateway in front of www.proequip.de passes on for a shopper's own form post. */
const gatewayPost = {
  method: 'POST' as const,
  url: '/checkout/payment',
  headers: {
    host: 'www.proequip.de',
    origin: 'https://www.proequip.de',
    'x-forwarded-proto': 'https',
    'content-type': 'application/x-www-form-urlencoded',
  },
  payload: 'paymentMethod=cod',
};

describe('the request URL behind a TLS gateway (TRUST_PROXY)', () => {
  // light-my-request's requests come from 127.0.0.1, the gateway's address here.
  it('takes the forwarded scheme from a trusted gateway, so the shopper\'s own post is same-origin', async () => {
    const response = await (await server('loopback')).inject(gatewayPost);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, actionData: { form: { url: 'https://www.proequip.de/checkout/payment' } }, loaderData: expect.anything() });
  });

  it('takes the forwarded host from a trusted gateway', async () => {
    const response = await (await server('loopback')).inject({ url: '/checkout/payment?step=2', headers: { host: 'storefront:3000', 'x-forwarded-host': 'www.proequip.de', 'x-forwarded-proto': 'https' } });
    expect(response.json().loaderData.form.url).toBe('https://www.proequip.de/checkout/payment?step=2');
  });

  it('ignores forwarded headers without TRUST_PROXY: the post from an https page of that host is refused', async () => {
    const response = await (await server()).inject(gatewayPost);
    // The front door refuses it first: https://www.proequip.de is not the http:// origin it sees.
    expect(response.statusCode).toBe(403);
    const page = await app!.inject({ url: '/checkout/payment', headers: { host: 'www.proequip.de', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(page.json().loaderData.form.url).toBe('http://www.proequip.de/checkout/payment');
  });

  it('ignores forwarded headers from a peer that is not one of the listed gateways', async () => {
    const page = await (await server('10.0.0.0/8')).inject({ url: '/checkout/payment', headers: { host: 'www.proequip.de', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(page.json().loaderData.form.url).toBe('http://www.proequip.de/checkout/payment');
  });

  it('answers 400 naming the Host header when it is no host name', async () => {
    const response = await (await server()).inject({ url: '/checkout/payment', headers: { host: 'www.proequip.de bad' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/Host/);
  });
});
