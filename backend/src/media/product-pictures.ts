import { Inject, Injectable } from '@nestjs/common';
import { ACTIVE_COMMERCE, type ActiveCommerce } from '../commerce/commerce.providers.js';
import { IMAGE_PATH_PREFIX, seedImages } from '../commerce/seed/index.js';

/**
 * What a picture's file name may be: a SKU and `.svg`, nothing else. Checked before any lookup,
 * so a long, encoded or `../` name is refused without drawing the pictures; the lookup itself is
 * an exact match in a map, never a path on disk.
 */
const PICTURE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.svg$/;

/**
 * The product pictures of the demo shop (seed/images.ts): drawn from the same seed drafts the
 * embedded engine is loaded with, once, on the first request (the demo's 735 pictures: ~0.6 MB,
 * under half a second with the seed), then answered from memory. On commercetools the products
 * name their own absolute image URLs, so there is nothing to serve.
 */
@Injectable()
export class ProductPictures {
  private byFile: ReadonlyMap<string, string> | undefined;

  constructor(@Inject(ACTIVE_COMMERCE) private readonly commerce: ActiveCommerce) {}

  /** The SVG text of `file` ('EX10000001.svg'), or undefined when it names no picture. */
  svg(file: string): string | undefined {
    if (!PICTURE_FILE.test(file)) return undefined;
    return this.pictures().get(file);
  }

  private pictures(): ReadonlyMap<string, string> {
    if (this.byFile) return this.byFile;
    const { kind, seed } = this.commerce;
    this.byFile = kind === 'embedded' && seed
      ? new Map(seedImages(seed().products).map(({ path, svg }) => [path.slice(IMAGE_PATH_PREFIX.length), svg]))
      : new Map();
    return this.byFile;
  }
}
