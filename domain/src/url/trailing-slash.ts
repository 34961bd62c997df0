import type { PageKind } from './page-kind.js';

/**
 * First segments of the routes spec 1 §2 exempts from the trailing slash (login, log-out,
 * checkout/*, my-account/*, password-reset/*, create-account, search), child pages included.
 */
export const ROUTES_WITHOUT_TRAILING_SLASH = [
  'search', 'login', 'log-out', 'create-account', 'password-reset', 'my-account', 'checkout',
] as const;

/**
 * Home, products and the exempt routes take no trailing slash; every other page (categories,
 * content pages, the payment failure page, which the exception list does not name) takes one.
 * Reading chosen: an exempt page written with a slash loses it, so each page has one canonical URL.
 */
export const takesTrailingSlash = (kind: PageKind): boolean =>
  kind === 'category' || kind === 'content' || kind === 'route';
