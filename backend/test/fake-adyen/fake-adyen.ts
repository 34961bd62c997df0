import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { checkoutApi } from './checkout-api.js';
import { checkoutshopperRoutes } from './checkoutshopper/checkoutshopper-routes.js';
import type { FakeContext } from './context.js';
import { hostedPages } from './hosted-pages.js';
import { jsonAnswer, send } from './http-io.js';
import { signedItem, notificationBody } from './notification-item.js';
import { Notifier } from './notifier.js';
import { finish } from './outcomes.js';
import { PaymentStore } from './payment-store.js';
import { postJson } from './post-json.js';
import type { FakeAdyen, FakeAdyenOptions, NotificationRequestItem, Problem, RecordedRequest, SendOptions } from './types.js';

export type { FakeAdyen, FakeAdyenOptions } from './types.js';

const CHECKOUT_PREFIX = '/checkout/v72';

/**
 * A local stand-in for Adyen's Checkout API v72, its hosted pages and its webhook sender, on a
 * loopback port. See README.md beside this file and ADYEN-CONTRACT.md.
 */
export async function startFakeAdyen(options: FakeAdyenOptions): Promise<FakeAdyen> {
  const requests: RecordedRequest[] = [];
  const problems: Problem[] = [];
  const autoNotify = options.autoNotify ?? options.webhookUrl !== undefined;
  const notifier = new Notifier(autoNotify ? options.webhookUrl : undefined, options.maxDeliveryAttempts ?? 10);
  const closing = new AbortController();
  const sign = (partial: Partial<NotificationRequestItem>) =>
    signedItem(partial, { merchantAccount: options.merchantAccount, signWith: options.hmacKey });

  const ctx: FakeContext = {
    url: '',
    merchantAccount: options.merchantAccount,
    store: new PaymentStore(),
    notify: (partial) => notifier.notify(sign(partial)),
  };
  // What the browser's Drop-in loads (secured card fields, analytics, logos): the fake's own unless a test brings other routes.
  const browserRoutes = options.browserRoutes ?? checkoutshopperRoutes({ clientKey: options.clientKey });
  const api = checkoutApi(ctx, { apiKey: options.apiKey, merchantAccount: options.merchantAccount, requests, problems });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path.startsWith(`${CHECKOUT_PREFIX}/`)) return api(req, res, path.slice(CHECKOUT_PREFIX.length));
    if ((path.startsWith('/checkoutshopper/') || path.startsWith('/checkoutanalytics/')) && (await browserRoutes(req, res))) return;
    if (await hostedPages(ctx, req, res, path)) return;
    send(res, jsonAnswer(404, { status: 404, errorCode: '000', message: 'Not Found', errorType: 'validation' }));
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      send(res, jsonAnswer(500, { status: 500, errorCode: '000', message: `Fake Adyen failed: ${String(error)}`, errorType: 'internal' }));
    });
  });
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  Object.assign(ctx, { url });

  return {
    url,
    checkoutUrl: `${url}${CHECKOUT_PREFIX}`,
    requests,
    problems,
    deliveries: notifier.deliveries,
    notificationItem: (partial = {}) => sign(partial),
    async sendNotifications(items: readonly NotificationRequestItem[], send: SendOptions = {}) {
      const target = send.url ?? options.webhookUrl;
      if (target === undefined) throw new Error('sendNotifications: no url and no webhookUrl configured');
      const prepared = items.map((item) => {
        if (send.unsigned) return signedItem(item, { merchantAccount: options.merchantAccount, signWith: null });
        if (send.signWith !== undefined) return signedItem(item, { merchantAccount: options.merchantAccount, signWith: send.signWith });
        return item;
      });
      return postJson(target, notificationBody(prepared), closing.signal);
    },
    payVoucher(pspReference: string) {
      const payment = ctx.store.get(pspReference);
      if (!payment || payment.flow !== 'voucher') throw new Error(`payVoucher: no voucher payment ${pspReference}`);
      finish(payment, 'Authorised', ctx.notify);
    },
    settled: () => notifier.settled(),
    async close() {
      notifier.close();
      closing.abort();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
