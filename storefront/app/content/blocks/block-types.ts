import { CONTENT_BLOCK_TYPES } from '@shop/domain';

/**
 * The block types this storefront renders: domain's one list (spec 1 §2), which the backend's
 * GET /api/content/components serves too. The registry (registry.tsx) is typed by it, so a type
 * without a component does not compile.
 */
export const BLOCK_TYPES = CONTENT_BLOCK_TYPES;

export type BlockType = (typeof BLOCK_TYPES)[number];

export const isBlockType = (value: unknown): value is BlockType =>
  typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

/** Blocks whose products the page loads on the server (blocks/products.server.ts). */
export const PRODUCT_BLOCK_TYPES = ['product-listing', 'product-zone', 'product-groups-slider', 'vertical-lander-home-products'] as const satisfies readonly BlockType[];

/** Blocks that open a page: the first of them is its h1. */
export const TITLE_BLOCK_TYPES = ['page-title', 'hero', 'vertical-lander-hero-slide'] as const satisfies readonly BlockType[];
