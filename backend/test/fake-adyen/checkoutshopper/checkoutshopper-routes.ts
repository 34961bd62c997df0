import type { IncomingMessage, ServerResponse } from 'node:http';
import { analytics } from './analytics.js';
import { binLookup } from './bin-lookup.js';
import { DEVICE_FINGERPRINT_FILES, SECURED_FIELD_FILES, refuseClientKey, serveFrameFile } from './frames.js';
import { sendPreflight } from './http.js';
import { serveImage } from './images.js';
import { serveTranslations } from './translations.js';

export interface CheckoutshopperOptions {
  /** The only client key the fake accepts (Drop-in's `clientKey`, e.g. 'test_FAKECLIENTKEY'). */
  clientKey: string;
}

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * What Adyen Web Drop-in 6.45.2 loads from Adyen in the browser, for the core option
 * `_environmentUrls: { api: '<origin>/checkoutshopper/', analytics: '<origin>/checkoutanalytics/',
 * cdn: { images: '<origin>/checkoutshopper/', translations: '<origin>/checkoutshopper/' } }`:
 * the secured-field iframes, the device-fingerprint iframe, /binLookup, analytics, logos and
 * translations. Resolves true when it answered the request, false when the path is not one of these.
 */
export function checkoutshopperRoutes({ clientKey }: CheckoutshopperOptions): RouteHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const shopper = /^\/checkoutshopper\/(.*)$/.exec(url.pathname)?.[1];
    const analyticsPath = /^\/checkoutanalytics\/v3\/analytics(?:\/([^/]+))?$/.exec(url.pathname);
    if (shopper === undefined && !analyticsPath) return false;
    if (req.method === 'OPTIONS') {
      sendPreflight(res);
      return true;
    }
    if (analyticsPath && req.method === 'POST') {
      if (url.searchParams.get('clientKey') !== clientKey) refuseClientKey(res, url.searchParams.get('clientKey') ?? '');
      else await analytics(req, res, analyticsPath[1]);
      return true;
    }
    if (shopper === undefined) return false;
    if (shopper === 'v3/bin/binLookup' && req.method === 'POST') {
      if (url.searchParams.get('token') !== clientKey) refuseClientKey(res, url.searchParams.get('token') ?? '');
      else await binLookup(req, res);
      return true;
    }
    if (req.method !== 'GET') return false;
    const frame = /^(securedfields\/([^/]+)\/\d+\.\d+\.\d+|assets\/html\/([^/]+))\/([^/]+)$/.exec(shopper);
    if (frame) {
      const key = decodeURIComponent(frame[2] ?? frame[3] ?? '');
      const files = frame[2] ? SECURED_FIELD_FILES : DEVICE_FINGERPRINT_FILES;
      if (key !== clientKey) {
        refuseClientKey(res, key);
        return true;
      }
      return serveFrameFile(res, files, frame[4] ?? '');
    }
    return serveImage(res, shopper) || serveTranslations(res, shopper);
  };
}
