import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module.js';
import { ORDERS_PORTAL_CONFIG, ordersPortalConfigFromEnv } from './orders-portal-config.js';
import { OrdersPortalCalls } from './orders-portal.calls.js';

/** 'My orders' through the external self-service site (ORDERS_PORTAL_URL). */
@Module({
  imports: [CustomerModule],
  providers: [
    // Read when the module is built: a malformed ORDERS_PORTAL_URL stops start-up naming it.
    { provide: ORDERS_PORTAL_CONFIG, useFactory: () => ordersPortalConfigFromEnv(process.env) },
    OrdersPortalCalls,
  ],
})
export class OrdersPortalModule {}
