import type { CountryCode } from '@shop/domain';

/** What the shopper needs to set a new password: sent to them, never in an HTTP answer. */
export interface PasswordResetNotice {
  readonly email: string;
  readonly tokenValue: string;
  readonly expiresAt: string;
  /** The storefront locale the request came from, e.g. 'sk-SK': the language of the message. */
  readonly locale: string;
  /** The market the request came from: its configured domain is the link's origin. */
  readonly country: CountryCode;
  /** The storefront path with the token, e.g. '/password-reset/change-password?token=…' (language-prefixed). */
  readonly resetPath: string;
}

/**
 * Delivers a reset token to its customer (e-mail, CRM journey, …). A provider token, so a
 * deployment swaps the transport without touching the calls.
 */
export interface PasswordResetNotifier {
  notify(notice: PasswordResetNotice): Promise<void>;
}

export const PASSWORD_RESET_NOTIFIER = Symbol('PasswordResetNotifier');
