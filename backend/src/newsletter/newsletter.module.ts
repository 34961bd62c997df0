import { Module } from '@nestjs/common';
import { NEWSLETTER_CONFIG, newsletterConfigFromEnv } from './newsletter-config.js';
import { NewsletterCalls } from './newsletter.calls.js';
import { NewsletterService } from './newsletter.service.js';

/** Newsletter: guests' sign-up, kept in an outbox and delivered to the tracking service (TRACKING_URL). */
@Module({
  providers: [
    // Read when the module is built: a malformed TRACKING_URL stops start-up naming it.
    { provide: NEWSLETTER_CONFIG, useFactory: () => newsletterConfigFromEnv(process.env) },
    NewsletterService,
    NewsletterCalls,
  ],
})
export class NewsletterModule {}
