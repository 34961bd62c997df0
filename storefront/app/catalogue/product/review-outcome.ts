/**
 * What a review post ended in (client-safe). Spec 1 §8's three refusals — not bought, already
 * reviewed, anything else — plus success, a guest told to log in, and the consent the Czech
 * market asks for.
 */
export const REVIEW_STATUSES = ['submitted', 'not-purchased', 'already-reviewed', 'failed', 'sign-in', 'consent', 'invalid'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);

export interface ReviewOutcome {
  readonly status: ReviewStatus;
}

/** The query parameter that carries the outcome back after a post without JavaScript. */
export const REVIEW_NOTICE_PARAM = 'review';
