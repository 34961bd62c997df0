/**
 * Content page slugs of spec 1 §2 (spelling as given, 'premium-gurantee' included). The FAQ /
 * help-centre slug is not given: callers add it, and any translated slugs, through `contentSlugs`.
 */
export const CONTENT_PAGE_SLUGS = [
  'privacy-data', 'company-information', 'terms-and-conditions', 'payment', 'return-policy',
  'dispatch-information', 'battery-regulations', 'premium-gurantee', 'complaints',
  'best-prices-guaranteed', 'our-history', 'inspirations', 'product-recalls', 'merchant-information',
] as const;
