/**
 * The blocks the CMS can hold and the storefront renders (spec 1 §2, "Content blocks that the CMS
 * can render"), as kebab-case names. One list for both sides: the backend refuses a document with
 * another type and lists these at GET /api/content/components; the storefront's renderer registry
 * is typed by it, so a type without a component does not compile.
 */
export const CONTENT_BLOCK_TYPES = [
  'banner-box', 'banner-boxes', 'blog-posts', 'campaign-banner', 'campaign-countdown', 'carousel',
  'category-boxes', 'category-cards', 'category-links', 'category-items', 'delivery-cards', 'department-block',
  'faq-section', 'gallery', 'grid', 'heading', 'hero', 'html-injection', 'image-banner', 'list',
  'marketing-banner', 'marketing-cards', 'navigation-image-grid', 'navigation', 'newsletter',
  'notification-banner', 'page-title', 'product-groups-slider', 'product-listing', 'product-zone',
  'promo-banners', 'promo-list', 'rich-text', 'rich-text-multiple', 'rich-text-highlights', 'steps',
  'strap-with-link', 'tabs', 'trusted-brands', 'trusted-payments', 'usp-section', 'usp-carousel',
  'video-banner', 'working-time', 'help-menu',
  'vertical-lander-home-products', 'vertical-lander-image-banner', 'vertical-lander-hero-slide',
  'vertical-lander-featured-category', 'vertical-lander-linkout-image',
] as const;

export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

export const isContentBlockType = (value: unknown): value is ContentBlockType =>
  typeof value === 'string' && (CONTENT_BLOCK_TYPES as readonly string[]).includes(value);
