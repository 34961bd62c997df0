import { Injectable } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CUSTOMER_FIELDS, customerFieldAction } from '../commerce/schema/index.js';
import { SessionCustomer } from '../customer/session-customer.js';
import { ConsentForwarding } from './consent-forwarding.js';
import { newsletterConsentOf, trackedNewsletterConsents, type NewsletterConsent } from './newsletter-consent.js';
import { SetNewsletterConsentPayload } from './set-newsletter-consent.payload.js';

/**
 * my-newsletter (spec 1 §2, issue 20): the signed-in customer's newsletter consent, kept on the
 * customer (custom field `newsletterConsent`) and forwarded to the tracking service's
 * customer-consent call when TRACKING_URL is set. Always the session's own customer; a guest 401.
 */
@Injectable()
export class NewsletterConsentCalls {
  constructor(
    private readonly customers: SessionCustomer,
    private readonly forwarding: ConsentForwarding,
  ) {}

  @CommerceMethod('getNewsletterConsent')
  async getNewsletterConsent(_parts: [], context: CallContext): Promise<NewsletterConsent> {
    return newsletterConsentOf(await this.customers.require(context), context.market.country);
  }

  /** Stored on the customer first, then queued for the tracking service, both before the answer. */
  @CommerceMethod('setNewsletterConsent', { parts: [SetNewsletterConsentPayload] })
  async setNewsletterConsent([choice]: [SetNewsletterConsentPayload], context: CallContext): Promise<NewsletterConsent> {
    const customer = await this.customers.require(context);
    const updated = await this.customers.change(context, customer, undefined, (current) => [
      customerFieldAction(current, CUSTOMER_FIELDS.newsletterConsent, choice.newsletter),
    ]);
    const consent = newsletterConsentOf(updated, context.market.country);
    this.forwarding.forward(updated.email, context.market.locale, updated.id, trackedNewsletterConsents(choice.newsletter, consent.optional));
    return consent;
  }
}
