import type { ResolvedPage } from './page-resolver.server';
import { serverReadyLazy } from './server-ready-lazy';
import { ViewStylesheets } from '../ui/view-stylesheets';

// One route draws three kinds of page; each view comes in its own chunk, so a product page does
// not carry the listing's filters or the CMS renderer (and their stylesheets), and the reverse.
// The paths are also page-resolver.server.ts's VIEW_MODULES.
const ProductView = serverReadyLazy(() => import('../catalogue/product/product-page').then((module) => module.ProductPage));
const CategoryView = serverReadyLazy(() => import('../catalogue/listing/category-page').then((module) => module.CategoryPage));
const ContentView = serverReadyLazy(() => import('../content/content-page').then((module) => module.ContentPage));

/**
 * The page the loader found, after its view's files: the stylesheets in place (before the content
 * they style, after the head's, so the cascade is as if the route had imported them; a preload in
 * the head starts their download first) and the scripts as modulepreload hints, which React moves
 * into the head.
 */
export function ResolvedPageView({ page }: { page: ResolvedPage }) {
  return (
    <>
      <ViewStylesheets hrefs={page.view.css} />
      {page.view.js.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {page.kind === 'product' ? <ProductView data={page} /> : page.kind === 'category' ? <CategoryView data={page} /> : <ContentView data={page} />}
    </>
  );
}
