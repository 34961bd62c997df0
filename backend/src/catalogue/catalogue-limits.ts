/** Spec 1 §9: related (and alternative) products shown on a product page. */
export const RELATED_PRODUCTS_LIMIT = 8;
/** Spec 1 §9: complementary products offered with a product. */
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;
/** Spec 1 §9: reviews per page by default. */
export const REVIEW_PAGE_LIMIT = 10;
/** Spec 1 §9: the listing's default page size (12, 24, 36, 48 offered). */
export const LISTING_PAGE_LIMIT = 24;
/** commercetools' query page limit: a larger page or SKU list is refused rather than truncated. */
export const MAX_PAGE_LIMIT = 500;
/** commercetools refuses offsets above 10 000. */
export const MAX_OFFSET = 10_000;
