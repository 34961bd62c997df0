import { Injectable } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { AttemptLimiter, tooMany } from '../throttle/attempt-limiter.js';
import { NewsletterService } from './newsletter.service.js';
import { SubscribeNewsletterPayload } from './subscribe-newsletter.payload.js';

/** The newsletter calls of the protocol. */
@Injectable()
export class NewsletterCalls {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly attempts: AttemptLimiter,
  ) {}

  /**
   * `/subscribeNewsletter`: `{ status: 'pending' }` once the sign-up is stored for the tracking
   * service (in the call's market locale); the shopper confirms it from the double-opt-in mail.
   * 503 when the shop has no TRACKING_URL.
   *
   * Reading chosen, as for password reset: over the limit per address (RATE_LIMIT_NEWSLETTER_PER_IP)
   * the call is refused with 429; over the limit per e-mail it answers `pending` all the same but
   * stores nothing, so nobody learns whether an address signed up and a stranger's mailbox gets
   * no more confirmation mails.
   */
  @CommerceMethod('subscribeNewsletter', { parts: [SubscribeNewsletterPayload] })
  async subscribeNewsletter([request]: [SubscribeNewsletterPayload], context: CallContext): Promise<{ status: 'pending' }> {
    this.newsletter.requireConfigured();
    const refusal = await this.attempts.count('subscribeNewsletter', context, request.email);
    if (refusal?.scope === 'ip') throw tooMany('subscribeNewsletter', refusal);
    if (refusal) return { status: 'pending' };
    return this.newsletter.subscribe(request.email, context.market.locale);
  }
}
