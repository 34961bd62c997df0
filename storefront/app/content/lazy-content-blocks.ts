import { serverReadyLazy } from '../shop/server-ready-lazy';

/** The renderer's file, by which the build lists its browser files (app/shop/view-assets.ts). */
export const CONTENT_BLOCKS_MODULE = 'app/content/blocks/content-blocks.tsx';

/**
 * The CMS block renderer for a route that shows blocks beside other things (home): imported
 * lazily, so its stylesheets (the blocks' and the product tile's) are not the route's, which React
 * Router would link in the head, where they hold back the first paint of the whole page. The page
 * links them in the body instead (ViewStylesheets, with the list from its loader).
 */
export const LazyContentBlocks = serverReadyLazy(() => import('./blocks/content-blocks').then((module) => module.ContentBlocks), CONTENT_BLOCKS_MODULE);
