import type { Money } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError } from '../../shop/backend.server';
import { localHome } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import { accountCall } from './account-call.server';

/** An order as the page lists it (spec 2 §3 order: orderNumber, createdAt, totalPrice, orderState). */
export interface OrderRow {
  readonly id: string;
  readonly orderNumber?: string;
  readonly createdAt: string;
  readonly totalPrice: Money;
  readonly orderState: string;
}

/**
 * What 'My orders' shows: the self-service site's fresh signed link (ORDERS_PORTAL_URL), the
 * customer's own orders (unconfigured), or that the service cannot be reached right now.
 */
export type MyOrdersView =
  | { readonly kind: 'portal'; readonly url: string }
  | { readonly kind: 'list'; readonly orders: readonly OrderRow[]; readonly total: number }
  | { readonly kind: 'unavailable' };

export const MY_ORDERS_LIMIT = 50;

type OrdersLink = { readonly configured: false } | { readonly configured: true; readonly url: string };

/** The backend checked the link already; the page renders it only if it still reads as an http(s) URL. */
const isWebUrl = (value: string): boolean => /^https?:\/\/[^/\\\s]/i.test(value);

/**
 * The link decision is made here and rendered in the page as a link: an off-origin redirect would
 * have to pass server/safe-location.ts (which refuses a Location to another origin after a POST
 * and is meant for the shop's own domains), and a link shown in the page keeps 'My orders' a page
 * of the account with its navigation, the honest place to say when the service is down.
 */
export async function loadMyOrders(shop: ShopRequest): Promise<MyOrdersView> {
  let link: OrdersLink;
  try {
    link = await accountCall<OrdersLink>(shop, 'getMyOrdersLink');
  } catch (error) {
    if (error instanceof Response) throw error;
    return { kind: 'unavailable' };
  }
  if (link.configured) return isWebUrl(link.url) ? { kind: 'portal', url: link.url } : { kind: 'unavailable' };
  try {
    const answer = await shop.backend.call<{ me: { orders: { total: number; results: OrderRow[] } } }>('getOrders', [{ limit: MY_ORDERS_LIMIT }]);
    const orders = answer.me.orders.results.map(({ id, orderNumber, createdAt, totalPrice, orderState }) => ({
      id, createdAt, orderState, ...(orderNumber ? { orderNumber } : {}),
      totalPrice: { centAmount: totalPrice.centAmount, currencyCode: totalPrice.currencyCode, fractionDigits: totalPrice.fractionDigits },
    }));
    return { kind: 'list', orders, total: answer.me.orders.total };
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) throw redirect(localHome(shop));
    console.error(`getOrders failed on my orders: ${(error as Error).message}`);
    return { kind: 'unavailable' };
  }
}

/** 503 while the orders cannot be shown (the page says so), 200 otherwise. */
export const myOrdersStatus = (view: MyOrdersView): number => (view.kind === 'unavailable' ? 503 : 200);

export const myOrdersData = (view: MyOrdersView) => data(view, { status: myOrdersStatus(view), headers: { 'Cache-Control': 'private, no-store' } });
