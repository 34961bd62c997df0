import type { LocaleCode } from '@shop/markets';

/**
 * What the shop's chrome (header, category bar, footer, third-party scripts) needs from the
 * server, beside the market and session the shell already carries. Loaded once per document by
 * the root loader (`chrome.server.ts`); every field may be empty when the backend is down.
 */
export interface ChromeData {
  /** First-level categories that have products, in the shopper's language, in order. */
  readonly categories: readonly ChromeCategory[];
  /** The on-sale listing in the shopper's language (domain's tag-search link). */
  readonly onSaleHref: string;
  /** Each of the country's languages' home page (spec 1 §1: a language switch goes there). */
  readonly languageHomes: Readonly<Partial<Record<LocaleCode, string>>>;
  /** The locale cookie's name and lifetime (markets' LOCALE_COOKIE, sent so the browser bundle needs no market tables). */
  readonly localeCookie: { readonly name: string; readonly maxAgeSeconds: number };
  /** The footer's columns from the CMS, or null when the CMS is unreachable. */
  readonly footerColumns: readonly FooterColumnData[] | null;
  readonly links: ChromeLinks;
  readonly thirdParty: ThirdPartyConfig;
}

export interface ChromeCategory {
  readonly key: string;
  readonly name: string;
  readonly href: string;
}

/** Spec 1 §3: a footer link has a name or translation key, and a url or route key. */
export interface FooterLinkData {
  readonly name?: string;
  readonly translationKey?: string;
  readonly url?: string;
  readonly routeKey?: string;
  readonly tag?: string;
}

export interface FooterColumnData {
  readonly heading: string;
  readonly links: readonly FooterLinkData[];
}

export interface SocialLink {
  readonly network: string;
  readonly url: string;
}

/** Addresses outside the shop, set per deployment (none by default). */
export interface ChromeLinks {
  /** The corporate site's careers page ("jobs"). */
  readonly careers?: string;
  /** The returns portal; without one the footer links the return-policy page. */
  readonly returnsPortal?: string;
  readonly social: readonly SocialLink[];
}

/**
 * Third-party scripts, each loaded only when configured (spec 1 §7). The tracking ones (tag
 * manager, survey) also wait for the shopper's consent, which only a consent manager can give.
 */
export interface ThirdPartyConfig {
  readonly consentManagerUrl?: string;
  readonly tagManagerId?: string;
  readonly surveyUrl?: string;
  readonly trustWidget?: TrustWidgetConfig;
  readonly reviewWidgetUrl?: string;
  readonly parcelTrackingUrl?: string;
}

export interface TrustWidgetConfig {
  /** The widget's bootstrap script; without it the header shows the plain link to the reviews. */
  readonly scriptUrl?: string;
  readonly businessId: string;
  readonly templateId?: string;
  /** The external reviews page the rating links to (spec 1 §9). */
  readonly reviewsUrl: string;
}
