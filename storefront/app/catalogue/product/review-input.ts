import { fieldText, postedVia, returnPath, type PostedVia } from '../../shop/form-fields';

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
  readonly via: PostedVia;
}

export type ReviewField = 'productId' | 'rating' | 'title' | 'text' | 'authorName';
export type ReviewInputResult = { readonly ok: true; readonly input: ReviewInput } | { readonly ok: false; readonly field: ReviewField };

/** The review form's fields, checked as the backend will check them, before calling it. */
export function parseReviewInput(form: FormData): ReviewInputResult {
  const productId = fieldText(form, 'productId');
  if (productId === '' || productId.length > REVIEW_LIMITS.productId) return { ok: false, field: 'productId' };
  const ratingText = fieldText(form, 'rating');
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : Number.NaN;
  if (Number.isNaN(rating)) return { ok: false, field: 'rating' };
  const fields = { title: fieldText(form, 'title'), text: fieldText(form, 'text'), authorName: fieldText(form, 'authorName') };
  for (const name of ['title', 'text', 'authorName'] as const) {
    if (fields[name] === '' || fields[name].length > REVIEW_LIMITS[name]) return { ok: false, field: name };
  }
  return {
    ok: true,
    input: {
      productId,
      rating,
      ...fields,
      consent: form.get('consent') === 'on' || form.get('consent') === 'true',
      returnTo: returnPath(form, '/'),
      via: postedVia(form),
    },
  };
}
