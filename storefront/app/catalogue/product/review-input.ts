import { isSameSitePath } from '@shop/domain';

/** The backend's addReview limits (README: title ≤200, text ≤5000, authorName ≤100, rating 1–5). */
export const REVIEW_LIMITS = { title: 200, text: 5000, authorName: 100, productId: 256 } as const;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

export interface ReviewInput {
  readonly productId: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly authorName: string;
  readonly consent: boolean;
  readonly returnTo: string;
  readonly via: 'fetch' | 'form';
}

export type ReviewField = 'productId' | 'rating' | 'title' | 'text' | 'authorName';
export type ReviewInputResult = { readonly ok: true; readonly input: ReviewInput } | { readonly ok: false; readonly field: ReviewField };

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

/** The review form's fields, checked as the backend will check them, before calling it. */
export function parseReviewInput(form: FormData): ReviewInputResult {
  const productId = text(form.get('productId'));
  if (productId === '' || productId.length > REVIEW_LIMITS.productId) return { ok: false, field: 'productId' };
  const ratingText = text(form.get('rating'));
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : Number.NaN;
  if (Number.isNaN(rating)) return { ok: false, field: 'rating' };
  const fields = { title: text(form.get('title')), text: text(form.get('text')), authorName: text(form.get('authorName')) };
  for (const name of ['title', 'text', 'authorName'] as const) {
    if (fields[name] === '' || fields[name].length > REVIEW_LIMITS[name]) return { ok: false, field: name };
  }
  const returnTo = text(form.get('returnTo'));
  return {
    ok: true,
    input: {
      productId,
      rating,
      ...fields,
      consent: form.get('consent') === 'on' || form.get('consent') === 'true',
      returnTo: isSameSitePath(returnTo) ? returnTo : '/',
      via: text(form.get('via')) === 'fetch' ? 'fetch' : 'form',
    },
  };
}
