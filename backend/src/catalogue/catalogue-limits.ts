// The shop's list sizes are domain rules (@shop/domain); these two are commercetools' query limits.

/** commercetools' query page limit: a larger page or SKU list is refused rather than truncated. */
export const MAX_PAGE_LIMIT = 500;
/** commercetools refuses offsets above 10 000. */
export const MAX_OFFSET = 10_000;
