import type { ProductDraft } from '@commercetools/platform-sdk';
import { drawingFor, hueFor, productImagePath, productImageSvg } from './images.js';
import { ATTRIBUTES } from '../schema/index.js';

export interface SeedImage {
  /** The URL path the product's image entry names ('/media/products/EX10000001.svg'). */
  readonly path: string;
  readonly svg: string;
}

/**
 * The pictures of every product with an image, drawn from the draft itself (its family gives
 * the drawing and the colour), for a loader that writes them to disk or a route that serves them.
 */
export function seedImages(products: readonly ProductDraft[]): SeedImage[] {
  return products.flatMap((product) => {
    const variant = product.masterVariant;
    if (!variant?.sku || !variant.images?.length) return [];
    const family = variant.attributes?.find((a) => a.name === ATTRIBUTES.family)?.value;
    const known = typeof family === 'string' ? family : undefined;
    return [{ path: productImagePath(variant.sku), svg: productImageSvg({ drawing: drawingFor(known), hue: hueFor(known ?? variant.sku) }) }];
  });
}
