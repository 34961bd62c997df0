/** Rolldown's view of the module graph while it splits chunks (the part this file reads). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { readonly dynamicImporters: readonly string[] } | null;
}

const CONTENT_BLOCKS = /[\\/]app[\\/]content[\\/]blocks[\\/]/;
const REGISTRY = /[\\/]app[\\/]content[\\/]blocks[\\/]registry\.tsx$/;

/** The product tile: listings and product pages load it too, so it stays a chunk of its own. */
const PRODUCT_TILE = /[\\/]app[\\/]catalogue[\\/]product-tile\.tsx$/;

/** A block the registry imports lazily: it keeps a chunk of its own. */
const isLazyBlock = (id: string, ctx: ChunkingContext) => (ctx.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => REGISTRY.test(importer));

/**
 * One chunk for the CMS block renderer and everything of app/content/blocks that is not a lazily
 * imported block (app/content/blocks/registry.tsx): the registry, the parts and props readers the
 * blocks share, and the blocks kept in the renderer's chunk. Left to itself, the bundler cuts the
 * parts into a chunk each (every lazy block shares a different few of them), each compressed on
 * its own; yet every page with blocks loads the renderer, so they can travel with it. Each lazy
 * block keeps a chunk of its own.
 *
 * A group takes in what its modules import, too: the product tile (which the block rails show) is
 * captured first by a group of its own, else listings and product pages would load the whole
 * renderer for it.
 */
export function contentBlocksChunkGroups() {
  return [
    { name: 'product-tile', test: PRODUCT_TILE },
    { name: (id: string, ctx: ChunkingContext) => (CONTENT_BLOCKS.test(id) && !isLazyBlock(id, ctx) ? 'content-blocks' : null) },
  ];
}
