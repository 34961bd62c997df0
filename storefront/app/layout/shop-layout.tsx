import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { useMatches } from 'react-router';
import { NotificationRegion } from '../cart/notifications/notification-region';
import { CartSidebarHost } from '../cart/sidebar/cart-sidebar-host';
import { SupportDialogHost } from '../support/support-dialog-host';
import { EVERY_PAGE, viewAssetsOf } from '../shop/view-assets';
import { ClientBehaviours } from './client-behaviours';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationDrawer } from './navigation-drawer';
import './layout.css';

/**
 * Spec 1 §2's layouts; a route picks one with `handle: { layout }`:
 * - default: header with the category bar, the page, footer;
 * - full-width: the same, the page's content spanning the whole width;
 * - no-footer: header and page;
 * - base: the page alone (still with the page-wide behaviours).
 */
export type LayoutName = 'default' | 'full-width' | 'no-footer' | 'base';

export function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { layout?: LayoutName } | undefined;
    if (handle?.layout) return handle.layout;
  }
  return 'default';
}

export function ShopLayout({ children }: { children: ReactNode }) {
  const layout = useLayoutName();
  // The layout's stylesheet is linked after the page's script preloads: a preload ahead of them in
  // the head makes the browser fetch it first (it blocks the first paint; the scripts do not).
  if (import.meta.env.SSR) for (const href of viewAssetsOf(EVERY_PAGE).css) preload(href, { as: 'style' });
  if (layout === 'base') {
    return (
      <div className="layout layout--base">
        <ClientBehaviours />
        <main id="main" className="layout__main">
          {children}
        </main>
      </div>
    );
  }
  return (
    <div className={`layout layout--${layout}`} data-layout={layout}>
      <ClientBehaviours />
      <Header />
      <NavigationDrawer />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {layout !== 'no-footer' && <Footer />}
      {/* The cart's side panels and the notification sidebar (spec 2 §2), one each per page. */}
      <CartSidebarHost />
      <SupportDialogHost />
      <NotificationRegion />
    </div>
  );
}
