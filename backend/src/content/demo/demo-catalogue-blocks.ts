import type { ContentBlock } from '../content-document.js';
import { demoDepartments, OWN_BRANDS, TRUSTED_BRANDS } from './demo-catalogue.js';
import type { DemoLocale } from './demo-locale.js';
import { brandSearchPath } from './demo-links.js';
import { NAVIGATION_TEXTS } from './vocabulary/navigation-texts.js';

/** "Shop by department": the first-level categories, named and linked in the page's language. */
export const departmentBlock = (l: DemoLocale): ContentBlock => ({
  type: 'department-block',
  heading: l.text(NAVIGATION_TEXTS.shopByDepartment),
  departments: demoDepartments().map((department) => ({
    key: department.key,
    name: department.name[l.language] ?? department.key,
    url: l.path(`/${department.slug[l.language] ?? department.key}/`),
  })),
});

/** The third-party brands the shop sells, each linked to its search listing. */
export const trustedBrands = (l: DemoLocale): ContentBlock => ({
  type: 'trusted-brands',
  heading: l.text(NAVIGATION_TEXTS.trustedBrands),
  brands: TRUSTED_BRANDS.map((brand) => ({ key: brand.key, name: brand.name, url: l.path(brandSearchPath(brand.name)) })),
});

/** Own brands lead to their brand pages (spec 1 §1). */
export const ownBrandLinks = (l: DemoLocale): readonly { name: string; url: string }[] =>
  OWN_BRANDS.map((brand) => ({ name: brand.name, url: l.path(`/${brand.key}/`) }));
