import { createContext, useContext, type ComponentType } from 'react';
import type { ContentBlock } from '../content-document';
import type { BlockProductsByPath } from '../products/later-rows';

/** What the page's loader fetched for its blocks. */
export interface BlockData {
  readonly products: BlockProductsByPath;
  /** Server time of the render (countdowns hydrate with the server's text). */
  readonly renderedAt: number;
}

export const BlockDataContext = createContext<BlockData>({ products: {}, renderedAt: 0 });
export const useBlockData = (): BlockData => useContext(BlockDataContext);

/** Section headings: h2 on the page, h3 inside a grid cell or a tab. */
export const HeadingLevelContext = createContext<2 | 3>(2);
export const useHeadingLevel = (): 2 | 3 => useContext(HeadingLevelContext);

/**
 * The renderer of nested blocks (grid cells, tab panels), handed down by the page's renderer so
 * that container blocks need not import it (it imports them through the registry).
 */
export type ChildBlocksRenderer = ComponentType<{ blocks: readonly ContentBlock[]; parent: string }>;
export const ChildBlocksContext = createContext<ChildBlocksRenderer>(() => null);
export const useChildBlocks = (): ChildBlocksRenderer => useContext(ChildBlocksContext);
