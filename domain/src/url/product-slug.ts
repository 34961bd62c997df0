// Reading chosen: "product slugs end in 8 digits" means the last hyphen-separated part is exactly
// 8 digits (drill-press-dp-16-10012345), the length of a product number (spec 2 §9), so a
// category such as /sizes-2024/ or a 9-digit tail is not mistaken for a product.
const PRODUCT_SLUG = /(?:^|-)\d{8}$/;

export const isProductSlug = (slug: string): boolean => PRODUCT_SLUG.test(slug);
