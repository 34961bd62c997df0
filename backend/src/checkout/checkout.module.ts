import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { StoresModule } from '../stores/stores.module.js';
import { CartOrders } from './cart-orders.js';
import { MyOrders } from './my-orders.js';
import { OrderCalls } from './order.calls.js';
import { OrderPlacement } from './order-placement.js';
import { OwnPayments } from './own-payments.js';
import { PaymentCalls } from './payment.calls.js';
import { StorePayments } from './store-payment-settings.js';

/** Checkout and orders: the shop's own payments, idempotent order creation, the shopper's orders. */
@Module({
  imports: [CartModule, StoresModule],
  providers: [PaymentCalls, OwnPayments, OrderCalls, OrderPlacement, MyOrders, StorePayments, CartOrders],
  exports: [CartOrders, OwnPayments],
})
export class CheckoutModule {}
