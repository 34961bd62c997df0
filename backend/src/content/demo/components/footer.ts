import type { ContentDocument } from '../../content-document.js';
import { newsletter } from '../demo-blocks.js';
import { demoDepartments } from '../demo-catalogue.js';
import { ownBrandLinks } from '../demo-catalogue-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { contentPagePath, tagSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { NAVIGATION_TEXTS } from '../vocabulary/navigation-texts.js';
import { PAGE_TITLES, type TitledPageSlug } from '../vocabulary/page-titles.js';
import { componentDocument } from '../pages/page-document.js';

/**
 * A footer link as spec 1 §3 has it: a name or translation key, and a url or route key. Links to
 * pages outside the CMS (account, order tracking, jobs) carry the storefront's keys, which it
 * translates and routes itself.
 */
export interface FooterLink {
  readonly name?: string;
  readonly translationKey?: string;
  readonly url?: string;
  readonly routeKey?: string;
  readonly tag?: string;
}

const pageLink = (l: DemoLocale, slug: TitledPageSlug, tag?: string): FooterLink => ({
  name: l.text(PAGE_TITLES[slug]), url: l.path(contentPagePath(slug)), ...(tag ? { tag } : {}),
});

/** The footer's four columns (spec 1 §2) and the newsletter sign-up the storefront shows to guests. */
export function footer(l: DemoLocale): ContentDocument {
  const columns = [
    {
      heading: l.text(NAVIGATION_TEXTS.customerService),
      links: [
        pageLink(l, 'shipping-info'),
        { translationKey: 'order-tracking', routeKey: 'my-orders' },
        { translationKey: 'my-account', routeKey: 'my-account' },
        pageLink(l, 'returns'),
        pageLink(l, 'complaints'),
        pageLink(l, 'premium-guarantee'),
        pageLink(l, 'faq'),
        pageLink(l, 'payment'),
      ],
    },
    {
      heading: l.text(NAVIGATION_TEXTS.aboutUs),
      links: [
        pageLink(l, 'terms-and-conditions'),
        pageLink(l, 'privacy'),
        pageLink(l, 'company-information'),
        { translationKey: 'jobs', routeKey: 'careers' },
        pageLink(l, 'inspirations', 'Blog'),
      ],
    },
    {
      heading: l.text(NAVIGATION_TEXTS.ourProducts),
      links: [
        pageLink(l, 'product-recalls'),
        ...demoDepartments().map((department) => ({
          name: department.name[l.language] ?? department.key,
          url: l.path(`/${department.slug[l.language] ?? department.key}/`),
        })),
        { name: l.text(MARKETING_TEXTS.onSale), url: l.path(tagSearchPath('on-sale')) },
      ],
    },
    { heading: l.text(NAVIGATION_TEXTS.ourBrands), links: ownBrandLinks(l) },
  ] satisfies readonly { heading: string; links: readonly FooterLink[] }[];
  return componentDocument(l, 'footer', [{ type: 'navigation', columns }, newsletter(l)]);
}
