import { storeFeaturesFor, type LocaleCode } from '@shop/markets';
import type { ContentDocument, ContentKind } from '../content-document.js';
import { footer } from './components/footer.js';
import { pageNotFound } from './components/page-not-found.js';
import { promoBanners } from './components/promo-banners.js';
import { OWN_BRANDS } from './demo-catalogue.js';
import { demoLocale, type DemoLocale } from './demo-locale.js';
import { campaignPageSlug } from './demo-links.js';
import { brandPage } from './pages/brand-page.js';
import { campaignPage } from './pages/campaign-page.js';
import { faqPage } from './pages/faq-page.js';
import { homePage } from './pages/home-page.js';
import { INFORMATION_PAGE_SLUGS, informationPage } from './pages/information-page.js';
import { newsletterConfirmationPage, optOutPage } from './pages/newsletter-pages.js';
import { shippingInfoPage } from './pages/shipping-info-page.js';
import { volumeDiscountPage } from './pages/volume-discount-page.js';

type Builder = (l: DemoLocale) => ContentDocument;

/**
 * The demo documents of one locale, by kind and slug: the CMS pages of spec 1 §2 (home, the
 * legal and service pages, newsletter confirmation and opt-out), one page per campaign of the
 * locale's store (ex_store_campaigns) and per own brand, and the shared components.
 */
function builders(locale: LocaleCode): Readonly<Record<ContentKind, ReadonlyMap<string, Builder>>> {
  const campaigns = storeFeaturesFor(demoLocale(locale).country).ex_store_campaigns;
  const pages = new Map<string, Builder>([
    ['home', (l) => homePage(l, campaigns)],
    ...INFORMATION_PAGE_SLUGS.map((slug): [string, Builder] => [slug, (l) => informationPage(l, slug)]),
    ['shipping-info', shippingInfoPage],
    ['volume-discount', volumeDiscountPage],
    ['faq', faqPage],
    ['newsletter-confirmation', newsletterConfirmationPage],
    ['opt-out', optOutPage],
    ...campaigns.map((campaign): [string, Builder] => [campaignPageSlug(campaign.campaignName), (l) => campaignPage(l, campaign)]),
    ...OWN_BRANDS.map((brand): [string, Builder] => [brand.key, (l) => brandPage(l, brand)]),
  ]);
  const components = new Map<string, Builder>([
    ['footer', footer],
    ['promo-banners', (l) => promoBanners(l, campaigns)],
    ['page-not-found', pageNotFound],
  ]);
  return { pages, components };
}

/** The demo document for a key; undefined when the demo has none of that slug. */
export function demoDocument(kind: ContentKind, slug: string, locale: LocaleCode): ContentDocument | undefined {
  const build = builders(locale)[kind].get(slug);
  return build?.(demoLocale(locale));
}

/** Every slug the demo serves in a locale, per kind. */
export function demoSlugs(locale: LocaleCode): Readonly<Record<ContentKind, readonly string[]>> {
  const all = builders(locale);
  return { pages: [...all.pages.keys()], components: [...all.components.keys()] };
}
