import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CartSidebar } from './cart-sidebar';
import { cartSidebarAtom } from './sidebar-state';

// The extras' panels (app/cart/complementary, app/cart/guarantee), loaded when first opened.
const ComplementarySidebar = lazy(() => import('../complementary/complementary-sidebar').then((module) => ({ default: module.ComplementarySidebar })));
const GuaranteeSidebar = lazy(() => import('../guarantee/guarantee-sidebar').then((module) => ({ default: module.GuaranteeSidebar })));

/**
 * Where the cart's side panels mount (spec 2 §2), once, in the layout: the one cartSidebarAtom
 * names, and none after a route change (every navigation closes it).
 */
export function CartSidebarHost() {
  const [sidebar, setSidebar] = useAtom(cartSidebarAtom);
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const shownAt = useRef(route);

  useEffect(() => {
    if (shownAt.current !== route) {
      shownAt.current = route;
      setSidebar(null);
    }
  }, [route, setSidebar]);

  if (!sidebar) return null;
  const close = () => setSidebar(null);
  switch (sidebar.kind) {
    case 'cart':
      return <CartSidebar onClose={close} />;
    // The extras' panels mount here: the complementary products after add to cart (they fall back to
    // { kind: 'cart' } when the product has none) and a line's guarantee options.
    case 'complementary':
      return (
        <Suspense fallback={null}>
          <ComplementarySidebar sku={sidebar.sku} />
        </Suspense>
      );
    case 'guarantee':
      return (
        <Suspense fallback={null}>
          <GuaranteeSidebar lineId={sidebar.lineId} sku={sidebar.sku} />
        </Suspense>
      );
  }
}
