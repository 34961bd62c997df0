import { randomUUID } from 'node:crypto';
import type { Review, ReviewDraft } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';

/** commercetools' rating range: an integer from -100 to 100. */
export const MIN_REVIEW_RATING = -100;
export const MAX_REVIEW_RATING = 100;

/** What a review draft names, already resolved to ids by the caller. */
export interface ResolvedReviewReferences {
  readonly productId: string;
  readonly customerId?: string;
  readonly custom?: Review['custom'];
}

/**
 * The Review commercetools creates from a draft. Without review states every review counts in
 * statistics (includedInStatistics), as on the platform; one without a rating adds nothing to them.
 */
export function reviewFromDraft(draft: ReviewDraft, references: ResolvedReviewReferences, now: string): Review {
  const { rating } = draft;
  if (rating !== undefined && (!Number.isInteger(rating) || rating < MIN_REVIEW_RATING || rating > MAX_REVIEW_RATING)) {
    throw invalidInput(`The rating must be an integer between ${MIN_REVIEW_RATING} and ${MAX_REVIEW_RATING}, got ${String(rating)}.`, 'InvalidField', {
      field: 'rating', invalidValue: rating, allowedValues: [],
    });
  }
  const optional = <K extends 'key' | 'uniquenessValue' | 'locale' | 'authorName' | 'title' | 'text'>(name: K) =>
    draft[name] === undefined ? {} : { [name]: draft[name] };
  return {
    id: randomUUID(), version: 1, createdAt: now, lastModifiedAt: now,
    ...optional('key'), ...optional('uniquenessValue'), ...optional('locale'),
    ...optional('authorName'), ...optional('title'), ...optional('text'),
    target: { typeId: 'product', id: references.productId },
    ...(rating === undefined ? {} : { rating }),
    ...(references.customerId === undefined ? {} : { customer: { typeId: 'customer', id: references.customerId } }),
    ...(references.custom ? { custom: references.custom } : {}),
    includedInStatistics: true,
  };
}
