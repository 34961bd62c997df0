import { data, redirect } from 'react-router';
import { returnLocation } from '../../cart/return-location';
import { BackendError, type BackendClient } from '../../shop/backend.server';
import { REVIEWS_ANCHOR } from './review-query';
import { parseReviewInput, type ReviewInput } from './review-input';
import { REVIEW_NOTICE_PARAM, type ReviewOutcome, type ReviewStatus } from './review-outcome';

/**
 * The outcome of a refused addReview, from the status the backend gives each refusal (README:
 * 401 guest, 400 not bought or no consent, 409 already reviewed, 404 and 502 failures). The two
 * 400s differ in their reason: only the consent refusal names the consent field.
 */
export function reviewRefusalStatus(status: number, body: unknown): ReviewStatus {
  const reason = body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown }) : {};
  if (status === 401) return 'sign-in';
  if (status === 409) return 'already-reviewed';
  if (status === 400) {
    const words = `${String(reason.error ?? '')} ${String(reason.message ?? '')}`;
    if (/\bconsent\b/.test(words)) return 'consent';
    return typeof reason.error === 'string' ? 'not-purchased' : 'failed';
  }
  return 'failed';
}

export async function submitReview(backend: BackendClient, input: ReviewInput, consentRequired: boolean): Promise<ReviewOutcome> {
  if (consentRequired && !input.consent) return { status: 'consent' };
  const { productId, rating, title, text, authorName, consent } = input;
  try {
    await backend.call('addReview', [{ productId, rating, title, text, authorName, ...(consentRequired ? { consent } : {}) }]);
    return { status: 'submitted' };
  } catch (error) {
    if (error instanceof BackendError) return { status: reviewRefusalStatus(error.status, error.body) };
    console.warn(`addReview failed: ${(error as Error).message}`);
    return { status: 'failed' };
  }
}

const HTTP_STATUS: Readonly<Record<ReviewStatus, number>> = {
  submitted: 200,
  'not-purchased': 403,
  'already-reviewed': 409,
  failed: 502,
  'sign-in': 401,
  consent: 422,
  invalid: 400,
};

/**
 * `POST /add-review`: the enhanced form gets the outcome as data; a plain post goes back to the
 * product's reviews (303) with the outcome in the query. Bad input is a 400.
 */
export async function addReviewAction(backend: BackendClient, request: Request, consentRequired: boolean) {
  const parsed = parseReviewInput(await request.formData());
  if (!parsed.ok) return data<ReviewOutcome>({ status: 'invalid' }, { status: 400, statusText: `Bad ${parsed.field}` });
  const outcome = await submitReview(backend, parsed.input, consentRequired);
  if (parsed.input.via === 'fetch') return data(outcome, { status: HTTP_STATUS[outcome.status] });
  return redirect(returnLocation(parsed.input.returnTo, { [REVIEW_NOTICE_PARAM]: outcome.status }, `#${REVIEWS_ANCHOR}`), 303);
}
