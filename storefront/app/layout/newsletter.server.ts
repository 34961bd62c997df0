import { isValidEmail, sameSitePath } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError, type BackendClient } from '../shop/backend.server';
import { fieldText, postedVia } from '../shop/form-fields';
import { NEWSLETTER_ANCHOR, NEWSLETTER_PARAM, type NewsletterOutcome, type NewsletterStatus } from './newsletter-outcome';

/** The README's subscribeNewsletter part: `email: e-mail ≤254`. */
const MAX_EMAIL_LENGTH = 254;

const HTTP_STATUS: Readonly<Record<NewsletterStatus, number>> = { pending: 200, unavailable: 503, invalid: 400, failed: 502 };

/** Asks the backend to sign the e-mail up; what it answered, never a guess at success. */
export async function subscribeNewsletter(backend: BackendClient, email: string): Promise<NewsletterOutcome> {
  try {
    await backend.call('subscribeNewsletter', [{ email }]);
    return { status: 'pending' };
  } catch (error) {
    if (error instanceof BackendError) {
      // Only the backend's own "not configured" refusal is 'unavailable'; an overloaded proxy's 503 is a failure.
      if (error.status === 503 && (error.body as { error?: unknown } | undefined)?.error === 'newsletterNotConfigured') return { status: 'unavailable' };
      if (error.status === 400) return { status: 'invalid' };
    }
    console.warn(`subscribeNewsletter failed: ${(error as Error).message}`);
    return { status: 'failed' };
  }
}

/** The page a post came from (a path on this site) with this outcome in the query, back at the form. */
export function newsletterReturnLocation(returnTo: string, status: NewsletterStatus): string {
  const url = new URL(sameSitePath(returnTo) ?? '/', 'http://return.invalid');
  url.searchParams.set(NEWSLETTER_PARAM, status);
  return sameSitePath(`${url.pathname}${url.search}#${NEWSLETTER_ANCHOR}`) ?? '/';
}

/**
 * `POST /newsletter`. The enhanced form (via=fetch) gets the outcome as data with a matching
 * status; a plain HTML post goes back to its page (303) with the outcome in the query. An e-mail
 * the shop's rule (domain) refuses is not sent to the backend.
 */
export async function newsletterAction(backend: BackendClient, request: Request): Promise<Response | ReturnType<typeof data>> {
  const form = await request.formData();
  const email = fieldText(form, 'email');
  const outcome: NewsletterOutcome = email.length <= MAX_EMAIL_LENGTH && isValidEmail(email)
    ? await subscribeNewsletter(backend, email)
    : { status: 'invalid' };
  if (postedVia(form) === 'fetch') return data(outcome, { status: HTTP_STATUS[outcome.status] });
  return redirect(newsletterReturnLocation(fieldText(form, 'returnTo'), outcome.status), 303);
}
