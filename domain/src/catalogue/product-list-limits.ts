/** Spec 1 §9 / spec 2 §9: related (and alternative) products shown with a product. */
export const RELATED_PRODUCTS_LIMIT = 8;

/** Spec 1 §9 / spec 2 §9: complementary products offered with a product. */
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;
