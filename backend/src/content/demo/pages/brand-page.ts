import type { ContentDocument } from '../../content-document.js';
import type { Brand } from '../../../commerce/seed/vocabulary/index.js';
import { hero, productListing } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { brandSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { pageDocument } from './page-document.js';

/** An own brand's page (spec 1 §1: brand links lead to own brand pages): the brand, then its products. */
export function brandPage(l: DemoLocale, brand: Brand): ContentDocument {
  const text = l.text(MARKETING_TEXTS.ownBrand);
  const listing = { label: l.text(MARKETING_TEXTS.allProducts), url: l.path(brandSearchPath(brand.name)) };
  return pageDocument(l, brand.key, brand.name, text, [
    hero(brand.name, text, listing),
    productListing(l.text(MARKETING_TEXTS.allProducts), { brand: [brand.name] }, listing),
  ]);
}
