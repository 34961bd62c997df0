import { describe, expect, it } from '@jest/globals';
import { EVERY_PAGE, lazyModuleAssets } from '../../vite-plugins/view-assets';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  viteMetadata: { importedCss: Set<string> };
};

const chunk = (fileName: string, parts: Partial<Omit<Chunk, 'viteMetadata'>> & { css?: string[] } = {}): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  ...parts,
  viteMetadata: { importedCss: new Set(parts.css ?? []) },
});

// A client build in miniature: the entry and the root route every page loads, a route whose
// view is imported lazily, the view's own chunk and a chunk it shares with the root.
const bundle = Object.fromEntries(
  [
    chunk('assets/entry.client-1.js', { isEntry: true, facadeModuleId: '/shop/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx', imports: ['assets/framework-1.js'] }),
    chunk('assets/framework-1.js', { css: ['assets/framework-1.css'] }),
    chunk('assets/root-1.js', { isEntry: true, facadeModuleId: '/shop/app/root.tsx?__react-router-build-client-route', imports: ['assets/framework-1.js', 'assets/tile-1.js'] }),
    chunk('assets/tile-1.js', { css: ['assets/tile-1.css'] }),
    chunk('assets/catch-all-1.js', { isEntry: true, facadeModuleId: '/shop/app/routes/catch-all.tsx?__react-router-build-client-route', imports: ['assets/framework-1.js'], dynamicImports: ['assets/product-page-1.js'] }),
    chunk('assets/product-page-1.js', { isDynamicEntry: true, facadeModuleId: '/shop/app/catalogue/product/product-page.tsx', imports: ['assets/framework-1.js', 'assets/tile-1.js', 'assets/reviews-1.js'], css: ['assets/product-page-1.css'] }),
    chunk('assets/reviews-1.js', { css: ['assets/reviews-1.css'] }),
  ].map((entry) => [entry.fileName, entry]),
);

describe('the browser files of lazily imported modules', () => {
  const assets = lazyModuleAssets(bundle as never, '/shop', '/');

  it('keys each lazily imported module by its path from the project root', () => {
    expect(Object.keys(assets).filter((key) => key !== EVERY_PAGE)).toEqual(['app/catalogue/product/product-page.tsx']);
  });

  it('names the stylesheets every page links, for the layout to preload', () => {
    expect(assets[EVERY_PAGE]).toEqual({ js: [], css: ['/assets/framework-1.css', '/assets/tile-1.css'] });
  });

  it('lists its chunk and the chunks it imports that the page does not load already', () => {
    expect(assets['app/catalogue/product/product-page.tsx']?.js).toEqual(['/assets/product-page-1.js', '/assets/reviews-1.js']);
  });

  it('lists its stylesheets beyond those of the entry, the root and the route that imports it', () => {
    expect(assets['app/catalogue/product/product-page.tsx']?.css).toEqual(['/assets/product-page-1.css', '/assets/reviews-1.css']);
  });
});

describe('a lazily imported module in a manual chunk group (the CMS block renderer)', () => {
  // Home imports the renderer lazily; the renderer's group chunk is no dynamic entry and has no
  // facade; a lazy block shares the group's parts (static import) and the 404 page imports the
  // group both ways.
  const groupBundle = Object.fromEntries(
    [
      chunk('assets/entry.client-1.js', { isEntry: true, facadeModuleId: '/shop/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx', imports: ['assets/framework-1.js'] }),
      chunk('assets/framework-1.js', { css: ['assets/framework-1.css'] }),
      chunk('assets/root-1.js', { isEntry: true, facadeModuleId: '/shop/app/root.tsx?__react-router-build-client-route', imports: ['assets/framework-1.js'] }),
      chunk('assets/home-1.js', { isEntry: true, facadeModuleId: '/shop/app/routes/home.tsx?__react-router-build-client-route', imports: ['assets/framework-1.js'], dynamicImports: ['assets/content-blocks-1.js'] }),
      chunk('assets/error-page-1.js', { isDynamicEntry: true, facadeModuleId: '/shop/app/layout/error-page.tsx', imports: ['assets/framework-1.js', 'assets/content-blocks-1.js'], dynamicImports: ['assets/content-blocks-1.js'] }),
      chunk('assets/content-blocks-1.js', { imports: ['assets/framework-1.js', 'assets/tile-1.js'], moduleIds: ['/shop/app/content/blocks/parts/icon.tsx', '/shop/app/content/blocks/content-blocks.tsx'], css: ['assets/content-blocks-1.css'] }),
      chunk('assets/tile-1.js', { css: ['assets/tile-1.css'] }),
    ].map((entry) => [entry.fileName, entry]),
  );
  const lazilyImported = new Set(['/shop/app/content/blocks/content-blocks.tsx', '/shop/app/layout/error-page.tsx']);
  const assets = lazyModuleAssets(groupBundle as never, '/shop', '/', (id) => lazilyImported.has(id));

  it('is keyed by the lazily imported module in it, with its chunk, the chunks it imports and their stylesheets', () => {
    expect(assets['app/content/blocks/content-blocks.tsx']).toEqual({
      js: ['/assets/content-blocks-1.js', '/assets/tile-1.js'],
      css: ['/assets/content-blocks-1.css', '/assets/tile-1.css'],
    });
  });
});
