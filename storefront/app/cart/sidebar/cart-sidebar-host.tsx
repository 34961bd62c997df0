import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useLocalPath } from '../../shop/shell';
import { useCloseOnRouteChange } from '../../ui/close-on-route-change';
import { cartSidebarAtom, type CartSidebar as OpenPanel } from './sidebar-state';

/**
 * A panel whose code did not load (the connection dropped, or a new release replaced the files):
 * the page stays as it is and the panel closes; the cart, which has a page of its own, opens there.
 */
function PanelUnavailable({ cart }: { cart?: boolean }) {
  const setSidebar = useSetAtom(cartSidebarAtom);
  const local = useLocalPath();
  useEffect(() => {
    setSidebar(null);
    if (cart) window.location.assign(local('/checkout/cart'));
  }, [cart, local, setSidebar]);
  return null;
}

/** A panel loaded when it first opens: every page mounts the host, few pages open a panel. */
function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, cart = false) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: () => <PanelUnavailable cart={cart} /> }),
    ),
  );
}

const loadCartSidebar = () => import('./cart-sidebar').then((module) => module.CartSidebar);
const CartSidebar = lazyPanel(loadCartSidebar, true);
const ComplementarySidebar = lazyPanel(() => import('../complementary/complementary-sidebar').then((module) => module.ComplementarySidebar));
const GuaranteeSidebar = lazyPanel(() => import('../guarantee/guarantee-sidebar').then((module) => module.GuaranteeSidebar));

/**
 * Where the cart's side panels mount (spec 2 §2), once, in the layout: the one cartSidebarAtom
 * names, and none after a route change (every navigation closes it). Nothing shows while a
 * panel's code loads; the panel opens, and takes focus, once it is there.
 */
export function CartSidebarHost() {
  const [sidebar, setSidebar] = useAtom(cartSidebarAtom);
  useCloseOnRouteChange(useCallback(() => setSidebar(null), [setSidebar]));

  // After add to cart the complementary panel hands over to the cart: its code comes along meanwhile.
  const kind = sidebar?.kind;
  useEffect(() => {
    if (kind === 'complementary') void loadCartSidebar().catch(() => undefined);
  }, [kind]);

  if (!sidebar) return null;
  return <Suspense fallback={null}>{panelOf(sidebar, () => setSidebar(null))}</Suspense>;
}

function panelOf(sidebar: NonNullable<OpenPanel>, close: () => void) {
  switch (sidebar.kind) {
    case 'cart':
      return <CartSidebar onClose={close} />;
    // The complementary products after add to cart (they hand over to { kind: 'cart' } when the
    // product has none) and a line's guarantee options.
    case 'complementary':
      return <ComplementarySidebar sku={sidebar.sku} />;
    case 'guarantee':
      return <GuaranteeSidebar lineId={sidebar.lineId} sku={sidebar.sku} />;
  }
}
