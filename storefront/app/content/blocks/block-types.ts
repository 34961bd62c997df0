/**
 * The block types this storefront renders (spec 1 §2, "Content blocks that the CMS can render"),
 * under the names the backend's GET /api/content/components lists. The registry (registry.tsx)
 * is typed by this list, so a type here without a component does not compile, and a unit spec
 * compares the list with the backend's.
 */
export const BLOCK_TYPES = [
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

export type BlockType = (typeof BLOCK_TYPES)[number];

export const isBlockType = (value: unknown): value is BlockType =>
  typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

/** Blocks whose products the page loads on the server (blocks/products.server.ts). */
export const PRODUCT_BLOCK_TYPES = ['product-listing', 'product-zone', 'product-groups-slider', 'vertical-lander-home-products'] as const satisfies readonly BlockType[];

/** Blocks that open a page: the first of them is its h1. */
export const TITLE_BLOCK_TYPES = ['page-title', 'hero', 'vertical-lander-hero-slide'] as const satisfies readonly BlockType[];
