import type { Review } from '@commercetools/platform-sdk';
import { sortReviewsForLanguage, type ReviewSort } from '@shop/domain';
import type { CataloguePort } from '../commerce/port/catalogue-port.js';
import { REVIEW_FIELDS } from '../commerce/schema/index.js';
import { MAX_OFFSET, MAX_PAGE_LIMIT } from './catalogue-limits.js';

/**
 * Every review of a product, in the order a shopper reading `language` sees them (domain's
 * sortReviewsForLanguage): the port pages newest first only, and a language-first order must hold
 * across pages, so all of them are read (in the port's largest pages, up to its largest offset).
 */
export async function reviewsInOrder(catalogue: Pick<CataloguePort, 'reviewsOfProduct'>, productId: string, sort: ReviewSort, language: string): Promise<Review[]> {
  const reviews: Review[] = [];
  for (let offset = 0; offset <= MAX_OFFSET; offset += MAX_PAGE_LIMIT) {
    const page = await catalogue.reviewsOfProduct(productId, { limit: MAX_PAGE_LIMIT, offset });
    reviews.push(...page.results);
    if (page.results.length < MAX_PAGE_LIMIT || reviews.length >= page.total) break;
  }
  const sortable = reviews.map((review) => ({
    review,
    createdAt: review.createdAt,
    reviewCreatedAt: fieldOf(review, REVIEW_FIELDS.reviewCreatedAt) as string | null,
    rating: review.rating ?? null,
    text: review.text ?? null,
    locale: review.locale ?? null,
    textTranslations: fieldOf(review, REVIEW_FIELDS.textTranslations) as Record<string, unknown> | null,
  }));
  return sortReviewsForLanguage(sortable, sort, language).map((entry) => entry.review);
}

const fieldOf = (review: Review, name: string): unknown => review.custom?.fields[name] ?? null;
