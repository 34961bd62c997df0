import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutshopperRoutes } from './checkoutshopper-routes.js';

// The answers Drop-in 6.45.2 reads from the fake's browser routes. (The real Drop-in against them
// runs in Chromium: harness/drop-in-card.pw.ts.)
const KEY = 'test_FAKECLIENTKEY';
let server: Server;
let base = '';

beforeAll(async () => {
  const routes = checkoutshopperRoutes({ clientKey: KEY });
  server = createServer((req, res) => {
    void routes(req, res).then((handled) => {
      if (!handled) res.writeHead(599, { 'Content-Type': 'text/plain' }).end('not handled');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('fake Adyen: the secured-field iframe', () => {
  it('serves the page for its client key under a strict CSP, with its script as a same-origin file', async () => {
    const res = await fetch(`${base}/checkoutshopper/securedfields/${KEY}/6.3.0/securedFields.html?type=card&d=aHR0cDovL3g=`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).toContain('<script type="module" src="securedFields.js"></script>');
    expect(html).not.toMatch(/<script>|<style|style=/);
    const script = await fetch(`${base}/checkoutshopper/securedfields/${KEY}/6.3.0/securedFields.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("action: 'encryption'");
    const rules = await fetch(`${base}/checkoutshopper/securedfields/${KEY}/6.3.0/card-rules.js`);
    expect(rules.status).toBe(200);
  });

  it('refuses another client key and leaves unknown files and methods to the caller', async () => {
    const wrongKey = await fetch(`${base}/checkoutshopper/securedfields/test_OTHER/6.3.0/securedFields.html`);
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.text()).toContain('test_OTHER');
    expect((await fetch(`${base}/checkoutshopper/securedfields/${KEY}/6.3.0/secret.txt`)).status).toBe(599);
    expect((await fetch(`${base}/checkoutshopper/securedfields/${KEY}/6.3.0/card-rules.d.ts`)).status).toBe(599);
    expect((await post('/checkout/v72/payments', {})).status).toBe(599);
  });

  it('serves the device-fingerprint iframe the risk module loads', async () => {
    const res = await fetch(`${base}/checkoutshopper/assets/html/${KEY}/dfp.1.0.0.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('src="dfp.js"');
    expect(await (await fetch(`${base}/checkoutshopper/assets/html/${KEY}/dfp.js`)).text()).toContain("type: 'deviceFingerprint'");
  });
});

describe('fake Adyen: /binLookup', () => {
  const lookup = (body: unknown, token = KEY) => post(`/checkoutshopper/v3/bin/binLookup?token=${token}`, body);

  it('answers the brand of a test_ BIN, supported when the shop accepts it, with the requestId', async () => {
    const res = await lookup({ type: 'card', supportedBrands: ['visa', 'mc'], encryptedBin: 'test_411111', requestId: 'r-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({
      brands: [
        {
          brand: 'visa',
          cvcPolicy: 'required',
          enableLuhnCheck: true,
          expiryDatePolicy: 'required',
          panLength: 16,
          paymentMethodVariant: 'visa',
          showSocialSecurityNumber: false,
          supported: true,
        },
      ],
      requestId: 'r-1',
    });
    const amex = (await (await lookup({ supportedBrands: ['visa', 'mc'], encryptedBin: 'test_370000', requestId: 'r-2' })).json()) as { brands: unknown[] };
    expect(amex.brands[0]).toMatchObject({ brand: 'amex', supported: false, panLength: 15 });
  });

  it('answers only the requestId for a BIN it does not know', async () => {
    const res = await lookup({ supportedBrands: ['visa'], encryptedBin: 'test_601111', requestId: 'r-3' });
    expect(await res.json()).toEqual({ requestId: 'r-3' });
  });

  it('refuses a bad body with Adyen error JSON naming the field, and another client key', async () => {
    const bad = await lookup({ supportedBrands: ['visa'], encryptedBin: '4111', requestId: 'r-4' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ status: 422, errorType: 'validation', message: expect.stringContaining('encryptedBin') });
    expect((await lookup({ supportedBrands: ['visa'], encryptedBin: 'test_411111' })).status).toBe(422);
    expect((await lookup({ supportedBrands: ['visa'], encryptedBin: 'test_411111', requestId: 'r' }, 'test_OTHER')).status).toBe(403);
  });

  it('answers the CORS preflight Drop-in sends before its JSON POST', async () => {
    const res = await fetch(`${base}/checkoutshopper/v3/bin/binLookup?token=${KEY}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });
});

describe('fake Adyen: analytics, logos and translations', () => {
  it('gives a checkoutAttemptId, and takes the flavor and events', async () => {
    const setUp = await post(`/checkoutanalytics/v3/analytics?clientKey=${KEY}`, { version: '6.45.2', level: 'initial' });
    const { checkoutAttemptId } = (await setUp.json()) as { checkoutAttemptId: string };
    expect(checkoutAttemptId).toMatch(/^fake-/);
    const flavor = await post(`/checkoutanalytics/v3/analytics?clientKey=${KEY}`, { flavor: 'dropin', checkoutAttemptId });
    expect(await flavor.json()).toEqual({});
    const events = await post(`/checkoutanalytics/v3/analytics/${checkoutAttemptId}?clientKey=${KEY}`, { info: [], errors: [], logs: [] });
    expect(events.status).toBe(200);
    expect((await post('/checkoutanalytics/v3/analytics?clientKey=test_OTHER', {})).status).toBe(403);
  });

  it('draws a logo as a labelled SVG, an icon as an empty one, and GIF and PNG pictures as a valid pixel', async () => {
    const svg = await fetch(`${base}/checkoutshopper/images/logos/visa.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*VISA[^]*<\/svg>$/);
    const icon = await (await fetch(`${base}/checkoutshopper/images/components/bento_lock.svg`)).text();
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*\/>$/);
    const gif = Buffer.from(await (await fetch(`${base}/checkoutshopper/images/components/success.gif`)).arrayBuffer());
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const png = Buffer.from(await (await fetch(`${base}/checkoutshopper/images/logos/small/ideal@2x.png`)).arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await fetch(`${base}/checkoutshopper/images/logos/visa.txt`)).status).toBe(599);
    expect((await fetch(`${base}/checkoutshopper/images/logos/%3Cscript%3E.svg`)).status).toBe(599);
  });

  it('answers a locale with no strings, so Drop-in keeps its bundled English', async () => {
    const res = await fetch(`${base}/checkoutshopper/sdk/6.45.2/translations/nl-NL.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await fetch(`${base}/checkoutshopper/sdk/6.45.2/translations/nl-NL.js`)).status).toBe(599);
  });
});
