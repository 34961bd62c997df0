import { walkBlocks } from '../content/blocks/block-tree';
import { PRODUCT_BLOCK_TYPES, TITLE_BLOCK_TYPES } from '../content/blocks/block-types';
import type { ContentBlock } from '../content/content-document';

/** Where the browser asks for the 404 page's blocks (routes/not-found-blocks.ts). */
export const NOT_FOUND_BLOCKS_PATH = '/not-found-blocks.json';

/** The CMS component holding them: `components/page-not-found-{locale}.json`. */
export const NOT_FOUND_COMPONENT = 'page-not-found';

export interface NotFoundBlocksAnswer {
  readonly blocks: readonly ContentBlock[];
}

const LEFT_OUT: readonly string[] = [...PRODUCT_BLOCK_TYPES, ...TITLE_BLOCK_TYPES];

/**
 * The CMS blocks the 404 page can show below its own view (spec 1 §2's optional blocks: shop by
 * department, trusted brands, and any other block the renderer shows from its props alone). Left
 * out, with any container holding one: product blocks (their search runs in a page's loader,
 * which a 404 has not) and title blocks (the 404 view is the page's h1).
 */
export function notFoundBlocksOf(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.filter((block) => {
    let fits = true;
    walkBlocks([block], (inner) => {
      if (LEFT_OUT.includes(inner.type)) fits = false;
    });
    return fits;
  });
}
