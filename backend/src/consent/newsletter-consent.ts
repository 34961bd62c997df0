import type { Customer } from '@commercetools/platform-sdk';
import type { CountryCode } from '@shop/domain';
import { COUNTRY_SWITCHES } from '@shop/markets';
import { CUSTOMER_FIELDS } from '../commerce/schema/index.js';

/** What my-newsletter shows: the customer's choice, whether they made one, and the market's reading. */
export interface NewsletterConsent {
  /** Subscribed: only by the customer's own choice; a customer who never chose is not. */
  readonly newsletter: boolean;
  /** The customer has made a choice (the record holds it). */
  readonly chosen: boolean;
  /** The market's newsletterOptional switch (HU, PL): an explicit opt-in only, no soft opt-in. */
  readonly optional: boolean;
}

export function newsletterConsentOf(customer: Customer, country: CountryCode): NewsletterConsent {
  const stored = customer.custom?.fields?.[CUSTOMER_FIELDS.newsletterConsent] as unknown;
  return { newsletter: stored === true, chosen: typeof stored === 'boolean', optional: COUNTRY_SWITCHES[country].newsletterOptional };
}

/**
 * The consents of the tracking service's customer-consent call (spec 2 §7: newsletter, sms, phone,
 * soft_newsletter, soft_phone, soft_sms) that my-newsletter decides. Reading pinned ("newsletter
 * optional in HU and PL", spec 1 §9): where it is optional the newsletter is an explicit opt-in
 * only, so the choice sets `newsletter`; elsewhere the shop may also mail its customers under the
 * soft opt-in, and the same choice sets `soft_newsletter` too (unsubscribing stops both). SMS and
 * phone are not the page's to change, so they are never sent.
 */
export function trackedNewsletterConsents(newsletter: boolean, optional: boolean): Record<string, boolean> {
  return optional ? { newsletter } : { newsletter, soft_newsletter: newsletter };
}
