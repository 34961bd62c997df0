/**
 * What a footer sign-up ended in (client-safe), each told as it is: 'pending' only once the
 * backend has stored it (the double-opt-in mail confirms it), 'unavailable' when the shop has no
 * newsletter configured, 'invalid' for an e-mail the shop refuses, 'failed' for anything else.
 */
export const NEWSLETTER_STATUSES = ['pending', 'unavailable', 'invalid', 'failed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export interface NewsletterOutcome {
  readonly status: NewsletterStatus;
}

/** The query parameter that carries the outcome back to the page after a post without JavaScript. */
export const NEWSLETTER_PARAM = 'newsletter';

/** The resource route the footer form posts to (routes.ts). */
export const NEWSLETTER_ACTION = '/newsletter';

/** The form's anchor: a post without JavaScript lands back at it. */
export const NEWSLETTER_ANCHOR = 'newsletter';

export const isNewsletterStatus = (value: unknown): value is NewsletterStatus =>
  typeof value === 'string' && (NEWSLETTER_STATUSES as readonly string[]).includes(value);
