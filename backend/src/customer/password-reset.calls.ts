import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { requireMarketStore } from '../api/market-store.js';
import { SessionGenerations } from '../api/session-generations.js';
import { PASSWORD_RESET_NOTIFIER, type PasswordResetNotifier } from './password-reset-notifier.js';
import { RequestPasswordResetPayload } from './request-password-reset.payload.js';
import { ResetPasswordPayload } from './reset-password.payload.js';
import { resetPath } from './reset-path.js';
import { AttemptLimiter, tooMany } from '../throttle/attempt-limiter.js';
import { PasswordHashingSlots } from '../throttle/password-hashing-slots.js';

/** The /password-reset flow (spec 2 §2, §7): request a token by e-mail, then set a new password with it. */
@Injectable()
export class PasswordResetCalls {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    @Inject(PASSWORD_RESET_NOTIFIER) private readonly notifier: PasswordResetNotifier,
    private readonly generations: SessionGenerations,
    private readonly attempts: AttemptLimiter,
    private readonly hashing: PasswordHashingSlots,
  ) {}

  /**
   * Always `{}`: whether the e-mail has an account here is not told (no account enumeration), and
   * neither is a failure to deliver, which is logged instead. The token goes to the notifier only.
   *
   * Reading chosen: over the limit per address (RATE_LIMIT_PASSWORD_RESET_PER_IP) the call is
   * refused with 429; over the limit per e-mail it still answers `{}` but sends nothing. The
   * e-mail's owner already has the links sent in the window (they stay valid), a 429 there would
   * let anyone block a stranger's reset with a visible error, and the mailbox is not flooded.
   */
  @CommerceMethod('requestPasswordReset', { parts: [RequestPasswordResetPayload] })
  async requestPasswordReset([request]: [RequestPasswordResetPayload], context: CallContext): Promise<Record<string, never>> {
    const { market } = context;
    const refusal = await this.attempts.count('requestPasswordReset', context, request.email);
    if (refusal?.scope === 'ip') throw tooMany('requestPasswordReset', refusal);
    if (refusal) return {};
    let token;
    try {
      token = await this.commerce.customers.createPasswordResetToken(request.email, undefined, market.storeKey);
    } catch (error) {
      if (error instanceof CommerceError && error.statusCode === 404) return {};
      throw error;
    }
    try {
      await this.notifier.notify({
        email: request.email, tokenValue: token.value, expiresAt: token.expiresAt, locale: market.locale, country: market.country, resetPath: resetPath(market, token.value),
      });
    } catch (error) {
      this.logger.error(`A password reset could not be delivered: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {};
  }

  /**
   * Sets the new password (domain's rule: one letter and one number) with a live token. A token
   * works once; an unknown or used one is commercetools' 404, an expired one its 400. The shopper
   * then signs in with the new password. Every session of the customer issued before ends: a
   * reset is what someone does who fears another knows the old password (the shop has no other
   * password change, so this is also the password change of issue 11).
   */
  @CommerceMethod('customerResetPassword', { parts: [ResetPasswordPayload] })
  async customerResetPassword([reset]: [ResetPasswordPayload], context: CallContext): Promise<Record<string, never>> {
    requireMarketStore(reset.storeKey, context, 'payload[0].storeKey');
    const customer = await this.hashing.run(context, () => this.commerce.customers.resetPassword(reset.tokenValue, reset.newPassword, context.market.storeKey));
    await this.generations.endAll(customer.id);
    return {};
  }
}
