import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { CallRefusal } from '../api/call-refusal.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { SessionCustomer } from '../customer/session-customer.js';
import { ORDERS_PORTAL_CONFIG, type OrdersPortalConfig } from './orders-portal-config.js';
import { portalLinkOf } from './portal-link.js';

export type MyOrdersLink = { readonly configured: false } | { readonly configured: true; readonly url: string };

export const PORTAL_UNAVAILABLE = 'The orders service is not available right now; please try again in a moment.';

/**
 * 'My orders' (spec 2 §2, §7): the external self-service site's signed, expiring link for the
 * signed-in customer, from the orders service's `GET {ORDERS_PORTAL_URL}/my-orders/getUrlWithToken?email=…`.
 * The e-mail is the session customer's own, never the request's. Unconfigured the answer says so
 * (`configured: false`) and the account lists the orders itself (getOrders). A slow, failing or
 * nonsensical answer is a 503 `ordersPortalUnavailable`, never a 500; a guest 401.
 */
@Injectable()
export class OrdersPortalCalls {
  private readonly logger = new Logger('OrdersPortal');

  constructor(
    @Inject(ORDERS_PORTAL_CONFIG) private readonly config: OrdersPortalConfig,
    private readonly customers: SessionCustomer,
  ) {}

  @CommerceMethod('getMyOrdersLink')
  async getMyOrdersLink(_parts: [], context: CallContext): Promise<MyOrdersLink> {
    const customer = await this.customers.require(context);
    if (!this.config.url) return { configured: false };
    const url = await this.signedLink(this.config.url, customer.email);
    return { configured: true, url };
  }

  private async signedLink(origin: string, email: string): Promise<string> {
    let reason: string;
    try {
      const response = await fetch(`${origin}/my-orders/getUrlWithToken?${new URLSearchParams({ email })}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const body: unknown = response.ok ? await response.json().catch(() => undefined) : await response.arrayBuffer().then(() => undefined);
      const link = response.ok ? portalLinkOf(body) : undefined;
      if (link) return link;
      reason = response.ok ? 'its answer held no http(s) URL in data' : `it answered ${response.status}`;
    } catch (error) {
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    this.logger.warn(`No my-orders link from the orders service: ${reason}`);
    throw new CallRefusal(503, 'ordersPortalUnavailable', PORTAL_UNAVAILABLE);
  }
}
