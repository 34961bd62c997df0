import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module.js';
import { CONSENT_FORWARDING_CONFIG, consentForwardingConfigFromEnv } from './consent-forwarding-config.js';
import { ConsentForwarding } from './consent-forwarding.js';
import { NewsletterConsentCalls } from './newsletter-consent.calls.js';

/** The customer's consents (my-newsletter), kept on the customer and forwarded to the tracking service (TRACKING_URL). */
@Module({
  imports: [CustomerModule],
  providers: [
    { provide: CONSENT_FORWARDING_CONFIG, useFactory: () => consentForwardingConfigFromEnv(process.env) },
    ConsentForwarding,
    NewsletterConsentCalls,
  ],
})
export class ConsentModule {}
