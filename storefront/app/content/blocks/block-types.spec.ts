import { describe, expect, it } from '@jest/globals';
// The list GET /api/content/components answers, from the backend's own source.
import { CONTENT_BLOCK_TYPES } from '../../../../backend/src/content/content-block-types';
import { BLOCK_REGISTRY } from './registry';
import { BLOCK_TYPES, isBlockType, PRODUCT_BLOCK_TYPES, TITLE_BLOCK_TYPES } from './block-types';

describe('the block registry', () => {
  it('has a component for every type the backend lists (GET /api/content/components), and for no other', () => {
    expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    for (const type of CONTENT_BLOCK_TYPES) expect(typeof BLOCK_REGISTRY[type]).toBe('function');
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
