import { CATEGORY_LETTER, PRODUCT_LETTER } from '@shop/domain';

/** The shopper's market as far as links care (the root middleware's ShopRequest has both). */
export interface LinkMarket {
  /** '' at the root, '/fr' for a non-default language. */
  readonly languagePrefix: string;
  readonly nativeRouting: boolean;
}

const encode = (segment: string): string => encodeURIComponent(segment);

/**
 * A product page's canonical path (domain's URL rules: products take no trailing slash, native
 * routing puts them under /p/), so a link never costs the shopper a redirect.
 */
export const productHref = (slug: string, market: LinkMarket): string =>
  `${market.languagePrefix}${market.nativeRouting ? `/${PRODUCT_LETTER}` : ''}/${encode(slug)}`;

/** A category page's canonical path: its slugs from the root category down, with a trailing slash. */
export const categoryHref = (slugs: readonly string[], market: LinkMarket): string =>
  `${market.languagePrefix}${market.nativeRouting ? `/${CATEGORY_LETTER}` : ''}/${slugs.map(encode).join('/')}/`;
