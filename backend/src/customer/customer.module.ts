import { Module } from '@nestjs/common';
import { SessionGenerationsModule } from '../api/session-generations.module.js';
import { CartModule } from '../cart/cart.module.js';
import { AccountCalls } from './account.calls.js';
import { AddressBook } from './address-book.js';
import { BillingAddressCalls } from './billing-address.calls.js';
import { OutboxPasswordResetNotifier } from './outbox-password-reset-notifier.js';
import { PASSWORD_RESET_NOTIFIER } from './password-reset-notifier.js';
import { PasswordResetCalls } from './password-reset.calls.js';
import { ProfileCalls } from './profile.calls.js';
import { PASSWORD_RESET_DELIVERY_CONFIG, passwordResetDeliveryConfigFromEnv, type PasswordResetDeliveryConfig } from './reset-mail/reset-delivery-config.js';
import { QueuedPasswordResetNotifier } from './reset-mail/queued-password-reset-notifier.js';
import { SessionCustomer } from './session-customer.js';
import { ShippingAddressCalls } from './shipping-address.calls.js';

/**
 * Customers: sign-up, sign-in, profile, password reset and addresses, each for the session's own
 * customer only. The sign-in merge and getMe read the shopper's cart through the cart module's
 * ShopperCarts; SessionCustomer serves other modules' customer-only calls (addReview).
 */
@Module({
  imports: [CartModule, SessionGenerationsModule],
  providers: [
    AccountCalls, ProfileCalls, PasswordResetCalls, BillingAddressCalls, ShippingAddressCalls,
    SessionCustomer, AddressBook,
    // Read when the module is built: a partial SMTP_URL/MAIL_FROM pair stops start-up naming it.
    { provide: PASSWORD_RESET_DELIVERY_CONFIG, useFactory: () => passwordResetDeliveryConfigFromEnv(process.env) },
    {
      provide: PASSWORD_RESET_NOTIFIER,
      inject: [PASSWORD_RESET_DELIVERY_CONFIG],
      // E-mail (SMTP_URL + MAIL_FROM), else the tracking service (TRACKING_URL), both through the
      // durable outbox; unconfigured, the link is only logged outside production.
      useFactory: (config: PasswordResetDeliveryConfig) => {
        const { channel } = config;
        return channel.kind === 'log' ? new OutboxPasswordResetNotifier() : new QueuedPasswordResetNotifier({ ...config, channel });
      },
    },
  ],
  exports: [SessionCustomer],
})
export class CustomerModule {}
