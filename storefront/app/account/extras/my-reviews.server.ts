import type { ShopRequest } from '../../shop/shop-context';
import { accountCall } from './account-call.server';

/** One of the customer's reviews as getMyReviews answers it. */
export interface MyReview {
  readonly id: string;
  readonly createdAt: string;
  readonly title?: string;
  readonly text?: string;
  readonly rating?: number;
  readonly product?: { readonly id: string; readonly name: string; readonly slug: string };
}

export interface MyReviewsPage {
  readonly reviews: readonly MyReview[];
  /** 1-based; the `page` query parameter. */
  readonly page: number;
  readonly pages: number;
}

export const MY_REVIEWS_PAGE_SIZE = 20;

/** A page number from the query: a whole number from 1, anything else the first page. */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get('page');
  const page = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

export async function loadMyReviews(shop: ShopRequest): Promise<MyReviewsPage> {
  const page = pageOf(shop.url);
  const answer = await accountCall<{ total: number; results: MyReview[] }>(shop, 'getMyReviews', [
    { limit: MY_REVIEWS_PAGE_SIZE, offset: (page - 1) * MY_REVIEWS_PAGE_SIZE },
  ]);
  return { reviews: answer.results, page, pages: Math.max(1, Math.ceil(answer.total / MY_REVIEWS_PAGE_SIZE)) };
}
