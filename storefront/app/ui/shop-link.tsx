import type { ReactNode, RefAttributes } from 'react';
import { Link, useHref, type LinkProps } from 'react-router';
import { SERVER_RENDER } from './server-render';

// React Router's own test for "an absolute URL" (lib/router/url.js): such a link keeps its address.
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

// Link's own props: the anchor gets every other one, in the order given (as Link spreads them).
const ROUTER_PROPS: ReadonlySet<string> = new Set([
  'onClick', 'discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'target', 'to',
  'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'ref',
]);

// A site path whose href React Router would leave as it is: one leading slash, no doubled slash,
// backslash or dot segment, and no empty "?" or "#" (which the router drops). Most of a page's links.
const PLAIN_SITE_PATH = /^(?!\/\/)(\/[^?#\\]*)(?:\?[^#]+)?(?:#.+)?$/;
const PATH_TO_RESOLVE = /\/\/|\/\.\.?(?:\/|$)/;

/** The href React Router's useHref gives a plain site path (the shop's basename is "/"), without its route resolution. */
function plainSitePath(to: LinkProps['to']): string | undefined {
  if (typeof to !== 'string') return undefined;
  const path = PLAIN_SITE_PATH.exec(to)?.[1];
  return path === undefined || PATH_TO_RESOLVE.test(path) ? undefined : to;
}

/**
 * The anchor React Router's <Link> renders on the server, without the work it does there for the
 * browser only (the click handler's navigate, location and second path resolution, the prefetch
 * state): a product page has about 70 links. The href is the router's own (useHref, or the path
 * itself where useHref would return it unchanged); the attributes and their order are Link's, so
 * the markup is the same byte for byte (ui/shop-link.spec.tsx compares them). A link that renders
 * prefetch tags (prefetch="render") or masks its location is left to Link.
 */
function ServerLink(props: LinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  const href = plainSitePath(props.to);
  return href === undefined ? <ResolvedServerLink {...props} /> : anchorOf(props, href);
}

function ResolvedServerLink(props: LinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  return anchorOf(props, useHref(props.to, { relative: props.relative }));
}

function anchorOf(props: LinkProps & RefAttributes<HTMLAnchorElement>, href: string): ReactNode {
  const { to, prefetch, mask, target, discover = 'render' } = props;
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
export const ShopLink: (props: LinkProps & RefAttributes<HTMLAnchorElement>) => ReactNode = SERVER_RENDER ? ServerLink : Link;
