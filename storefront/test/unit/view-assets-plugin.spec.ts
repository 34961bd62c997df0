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
