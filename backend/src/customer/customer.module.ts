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
    { provide: PASSWORD_RESET_NOTIFIER, useClass: OutboxPasswordResetNotifier },
  ],
  exports: [SessionCustomer],
})
export class CustomerModule {}
