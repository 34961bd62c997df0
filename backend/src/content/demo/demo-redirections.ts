import { DEFAULT_REDIRECT_STATUS, SEO_REDIRECT_STATUS } from '@shop/domain';
import type { SeoRedirectionRule } from '../seo/seo-redirection-rule.js';

const seo = (sourceUrl: string, targetURL: string): SeoRedirectionRule => ({ sourceUrl, targetURL, redirectionCode: SEO_REDIRECT_STATUS });

/**
 * The demo's SEO registry: pages of an earlier shop that moved, pointing at the demo catalogue's
 * current paths (category slugs as the seed generates them per language, a product slug ending in
 * its 8 digits, the content routes). The alternative home slug restates the default 308.
 */
export const DEMO_SEO_REDIRECTIONS: readonly SeoRedirectionRule[] = [
  { sourceUrl: '/home', targetURL: '/', redirectionCode: DEFAULT_REDIRECT_STATUS },
  // Old category paths, one per language the department was once named in.
  seo('/gastro/', '/gastro-vybavenie/'),
  seo('/gastronomie/', '/gastronomiebedarf/'),
  seo('/kitchen-equipment/', '/catering-equipment/'),
  seo('/werkstatt/', '/werkzeuge-und-werkstatt/'),
  seo('/category/ovens/', '/ovens-and-combi-steamers/'),
  seo('/category/kuehlung/', '/kuehltechnik/'),
  // A product renamed since: the new slug keeps its SKU digits.
  seo('/product/combi-steamer-cs-18-10000001', '/combi-steamer-velbrenn-pro-cs-18-7-kw-10000001'),
  seo('/produkt/kombidaempfer-cs-18-10000001', '/kombidaempfer-velbrenn-pro-cs-18-7-kw-10000001'),
  // Old content slugs to the spec's content routes.
  seo('/blog/', '/inspirations/'),
  seo('/agb/', '/terms-and-conditions/'),
  seo('/datenschutz/', '/privacy-data/'),
  seo('/versand/', '/dispatch-information/'),
  seo('/shipping/', '/dispatch-information/'),
];
