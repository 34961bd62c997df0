import { orderProgressLabel, type OrderProgressLabel, type PaymentMethodCode } from '@shop/domain';
import { data } from 'react-router';
import { assertRoutable } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import { createTtlCache } from '../../shop/ttl-cache.server';
import type { DocumentView } from '../../cart/cart-view';
import { documentViewOf } from '../../cart/summary/document-summary';
import type { CommerceAddress, CommerceOrder } from '../payment/commerce-shapes';
import { storeFieldsOf } from '../payment/store-fields.server';
import { bankDetailsOf, type BankDetails } from '../payment/store-payment-settings';
import { orderDeliveryEstimate, type ShippingMethodTimes } from './delivery-estimate';
import { orderPaymentMethod } from './order-payment-method';
import { orderReferenceOf } from './order-reference';
import { multibancoVoucherOf, voucherDayText, type MultibancoVoucher } from './multibanco-voucher';

export interface ThankYouData {
  readonly orderNumber: string;
  /** The order's lines and totals, read as the cart's are (the one summary of every page). */
  readonly summary: DocumentView;
  readonly paymentMethod: PaymentMethodCode | undefined;
  readonly progress: OrderProgressLabel;
  readonly bankDetails: BankDetails | undefined;
  /** 'YYYY-MM-DD'. */
  readonly deliveryBy: string | undefined;
  readonly email: string | undefined;
  readonly shippingAddress: CommerceAddress | undefined;
  /** A Multibanco order's voucher, with its last day already written in the shopper's locale (the same text on server and browser). */
  readonly multibanco: (MultibancoVoucher & { readonly payBy: string }) | undefined;
}

interface OrdersAnswer {
  readonly me: { readonly orders: { readonly results: readonly CommerceOrder[] } };
}

const shippingMethods = createTtlCache<readonly ShippingMethodTimes[]>({ ttlMs: 300_000 });

async function deliveryTimes(shop: ShopRequest): Promise<readonly ShippingMethodTimes[]> {
  try {
    return await shippingMethods.get(shop.storeKey, async () =>
      (await shop.backend.call<{ shippingMethods: ShippingMethodTimes[] }>('getShippingMethodsWithoutId', [])).shippingMethods);
  } catch (error) {
    // The estimate is a courtesy: the confirmation stands without it.
    console.warn(`getShippingMethodsWithoutId failed on the thank-you page: ${(error as Error).message}`);
    return [];
  }
}

/**
 * The thank-you page (spec 2 §2, step 5) of the order named by `?order=`: only the session's own
 * orders are found (the backend answers nothing for anyone else's), so an unknown or foreign
 * reference is the 404 page, never another customer's data.
 */
export async function loadThankYouPage(shop: ShopRequest): Promise<ThankYouData> {
  assertRoutable(shop);
  const reference = orderReferenceOf(shop.url.searchParams.get('order'));
  if (!reference) throw data(null, { status: 404 });
  let order: CommerceOrder | undefined;
  try {
    order = (await shop.backend.call<OrdersAnswer>('getOrders', [reference])).me.orders.results[0];
  } catch (error) {
    console.error(`getOrders failed on the thank-you page: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  if (!order) throw data(null, { status: 404 });
  const paymentMethod = orderPaymentMethod(order);
  const voucher = multibancoVoucherOf(order);
  const [methods, fields] = await Promise.all([
    deliveryTimes(shop),
    paymentMethod === 'bank_transfer' ? storeFieldsOf(shop).catch(() => ({})) : Promise.resolve({}),
  ]);
  return {
    orderNumber: order.orderNumber ?? order.id,
    summary: documentViewOf(order, shop),
    paymentMethod,
    progress: orderProgressLabel({ paymentMethod: paymentMethod ?? '', multibancoReference: voucher?.reference }),
    bankDetails: paymentMethod === 'bank_transfer' ? bankDetailsOf(fields) : undefined,
    deliveryBy: orderDeliveryEstimate(methods, order.shippingInfo?.shippingMethod?.id, shop.locale, order.createdAt),
    email: order.customerEmail,
    shippingAddress: order.shippingAddress,
    multibanco: voucher && { ...voucher, payBy: voucherDayText(voucher.expiresAt, shop.locale) },
  };
}
