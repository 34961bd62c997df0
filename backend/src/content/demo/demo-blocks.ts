import { campaignTitle, DEFAULT_LISTING_SORT, type HitsPerPage, type ListingSort, type Money, type StoreCampaign } from '@shop/domain';
import type { ContentBlock } from '../content-document.js';
import type { DemoLocale } from './demo-locale.js';
import { campaignSearchPath } from './demo-links.js';
import { MARKETING_TEXTS } from './vocabulary/marketing-texts.js';
import { SERVICE_TEXTS } from './vocabulary/service-texts.js';

/**
 * Builders of the blocks the demo documents are made of. Each returns the props the storefront's
 * block component of that type takes; the shapes are the demo's, a real CMS defines its own.
 */

export interface Link {
  readonly label: string;
  readonly url: string;
}

/** The search a product-listing block shows: the listing parameters of domain (filters, sort, size). */
export interface ListingQuery {
  readonly filters: Readonly<Partial<Record<'tags' | 'brand', readonly string[]>>>;
  readonly sort: ListingSort;
  readonly hitsPerPage: HitsPerPage;
}

/** A product slider holds up to 12 products: the smallest listing page size. */
const LISTING_SIZE: HitsPerPage = 12;

export const pageTitle = (title: string): ContentBlock => ({ type: 'page-title', title });

export const hero = (heading: string, text: string, link?: Link): ContentBlock => ({
  type: 'hero', heading, text, ...(link ? { link } : {}),
});

export const richText = (paragraphs: readonly string[], heading?: string): ContentBlock => ({
  type: 'rich-text', ...(heading ? { heading } : {}), paragraphs,
});

export const faqSection = (heading: string, items: readonly { question: string; answer: string }[]): ContentBlock => ({
  type: 'faq-section', heading, items,
});

export const productListing = (heading: string, filters: ListingQuery['filters'], link: Link): ContentBlock => {
  const query: ListingQuery = { filters, sort: DEFAULT_LISTING_SORT, hitsPerPage: LISTING_SIZE };
  return { type: 'product-listing', heading, query, link };
};

export const strapWithLink = (text: string, link: Link): ContentBlock => ({ type: 'strap-with-link', text, link });

export const newsletter = (l: DemoLocale): ContentBlock => ({
  type: 'newsletter',
  heading: l.text(MARKETING_TEXTS.newsletterHeading),
  text: l.text(MARKETING_TEXTS.newsletterText),
  buttonLabel: l.text(MARKETING_TEXTS.subscribe),
});

/** Money travels as integer cents for the component and as text in the page's locale for display. */
const priced = (l: DemoLocale, value: Money): { price: Money; priceText: string } => ({ price: value, priceText: l.money(value) });

export const freeShippingText = (l: DemoLocale): string =>
  l.text(SERVICE_TEXTS.freeShippingFrom, { amount: l.money(l.fees.freeShippingThreshold) });

export const deliveryCards = (l: DemoLocale): ContentBlock => ({
  type: 'delivery-cards',
  heading: l.text(SERVICE_TEXTS.deliveryCosts),
  freeShippingThreshold: priced(l, l.fees.freeShippingThreshold),
  freeShippingText: freeShippingText(l),
  cards: [
    { kind: 'parcel', label: l.text(SERVICE_TEXTS.parcelDelivery), ...priced(l, l.fees.parcelFee) },
    { kind: 'freight', label: l.text(SERVICE_TEXTS.freightDelivery), ...priced(l, l.fees.freightFee) },
  ],
});

export const freeShippingFaq = (l: DemoLocale): { question: string; answer: string } => ({
  question: l.text(SERVICE_TEXTS.freeShippingQuestion),
  answer: l.text(SERVICE_TEXTS.freeShippingAnswer, {
    threshold: l.money(l.fees.freeShippingThreshold),
    parcel: l.money(l.fees.parcelFee),
    freight: l.money(l.fees.freightFee),
  }),
});

export const volumeDiscountFaq = (l: DemoLocale): { question: string; answer: string } => ({
  question: l.text(SERVICE_TEXTS.volumeQuestion),
  answer: l.text(SERVICE_TEXTS.volumeAnswer),
});

/**
 * A campaign's banner with its countdown: the storefront counts down to the start before the
 * campaign and to the end while it runs (active when start <= now < end, spec 1 §4), so the
 * document stays the same for the campaign's whole life.
 */
export const campaignBanner = (l: DemoLocale, campaign: StoreCampaign): ContentBlock => ({
  type: 'campaign-banner',
  campaignName: campaign.campaignName,
  title: campaignTitle(campaign.campaignName),
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  countdown: { startsInLabel: l.text(MARKETING_TEXTS.campaignStartsIn), endsInLabel: l.text(MARKETING_TEXTS.campaignEndsIn) },
  link: { label: l.text(MARKETING_TEXTS.shopNow), url: l.path(campaignSearchPath(campaign.campaignName)) },
});
