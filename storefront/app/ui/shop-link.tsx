import type { ReactNode, RefAttributes } from 'react';
import { Link, useHref, type LinkProps } from 'react-router';

// React Router's own test for "an absolute URL" (lib/router/url.js): such a link keeps its address.
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

// Link's own props: the anchor gets every other one, in the order given (as Link spreads them).
const ROUTER_PROPS: ReadonlySet<string> = new Set([
  'onClick', 'discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'target', 'to',
  'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'ref',
]);

/**
 * The anchor React Router's <Link> renders on the server, without the work it does there for the
 * browser only (the click handler's navigate, location and second path resolution, the prefetch
 * state): a product page has about 70 links. The href is the router's own (useHref); the
 * attributes and their order are Link's, so the markup is the same byte for byte
 * (ui/shop-link.spec.tsx compares them). A link that renders prefetch tags (prefetch="render") or
 * masks its location is left to Link.
 */
function ServerLink(props: LinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  const { to, relative, prefetch, mask, target, discover = 'render' } = props;
  const href = useHref(to, { relative });
  if (prefetch === 'render' || mask) return <Link {...props} />;
  // A loop, not a rest pattern: V8 copies a rest object with 14 names left out slowly.
  const anchor: Record<string, unknown> = {};
  for (const name in props) if (!ROUTER_PROPS.has(name)) anchor[name] = props[name as keyof typeof props];
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  anchor['href'] = absolute ? to : href;
  anchor['target'] = target;
  anchor['data-discover'] = !absolute && discover === 'render' ? 'true' : undefined;
  return <a {...anchor} />;
}

/**
 * The shop's router link: React Router's <Link> in the browser (client navigation, prefetching,
 * route discovery unchanged), the same anchor rendered more cheaply on the server. Hydration
 * matches elements, not components, so the two may differ as long as their markup does not.
 */
export const ShopLink: (props: LinkProps & RefAttributes<HTMLAnchorElement>) => ReactNode =
  // Vite's builds know which side they are for (the browser's leaves ServerLink out); jest's runs
  // have no import.meta.env, and no document.
  (import.meta.env ? import.meta.env.SSR : typeof document === 'undefined') ? ServerLink : Link;
