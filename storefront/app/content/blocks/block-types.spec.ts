import { describe, expect, it } from '@jest/globals';
// The list GET /api/content/components answers, from the backend's own source.
import { CONTENT_BLOCK_TYPES } from '../../../../backend/src/content/content-block-types';
import { BLOCK_TYPES, isBlockType, PRODUCT_BLOCK_TYPES, TITLE_BLOCK_TYPES } from './block-types';

describe('the block registry', () => {
  it('renders every type the backend lists (GET /api/content/components), and no other', () => {
    // registry.tsx is typed { [T in BlockType]: BlockComponent }: a type of BLOCK_TYPES without a
    // component does not compile, so the same list here means a renderer for each backend type.
    expect([...BLOCK_TYPES].sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    expect(new Set(BLOCK_TYPES).size).toBe(BLOCK_TYPES.length);
  });

  it('covers every block spec 1 §2 names, one component each', () => {
    expect(BLOCK_TYPES).toHaveLength(50);
    for (const type of ['html-injection', 'vertical-lander-linkout-image', 'campaign-countdown', 'help-menu', 'working-time']) {
      expect(isBlockType(type)).toBe(true);
    }
    expect(isBlockType('marquee')).toBe(false);
    expect(isBlockType(undefined)).toBe(false);
  });

  it('knows which blocks load products and which can open a page', () => {
    expect([...PRODUCT_BLOCK_TYPES].sort()).toEqual(['product-groups-slider', 'product-listing', 'product-zone', 'vertical-lander-home-products']);
    expect([...TITLE_BLOCK_TYPES].sort()).toEqual(['hero', 'page-title', 'vertical-lander-hero-slide']);
  });
});
