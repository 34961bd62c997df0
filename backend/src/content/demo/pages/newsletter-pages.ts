import type { ContentDocument } from '../../content-document.js';
import { newsletter, pageTitle, productListing, richText } from '../demo-blocks.js';
import type { DemoLocale } from '../demo-locale.js';
import { tagSearchPath } from '../demo-links.js';
import { MARKETING_TEXTS } from '../vocabulary/marketing-texts.js';
import { PAGE_TITLES } from '../vocabulary/page-titles.js';
import { pageDocument } from './page-document.js';

/** Where the newsletter confirmation link lands: thanks, then something to shop. */
export function newsletterConfirmationPage(l: DemoLocale): ContentDocument {
  const title = l.text(PAGE_TITLES['newsletter-confirmation']);
  const thanks = l.text(MARKETING_TEXTS.newsletterConfirmed);
  return pageDocument(l, 'newsletter-confirmation', title, thanks, [
    pageTitle(title),
    richText([thanks]),
    productListing(l.text(MARKETING_TEXTS.bestsellers), { tags: ['bestseller'] }, { label: l.text(MARKETING_TEXTS.bestsellers), url: l.path(tagSearchPath('bestseller')) }),
  ], 'noindex, nofollow');
}

/** After unsubscribing: the confirmation and a way back in. */
export function optOutPage(l: DemoLocale): ContentDocument {
  const title = l.text(PAGE_TITLES['opt-out']);
  const optedOut = l.text(MARKETING_TEXTS.optedOut);
  return pageDocument(l, 'opt-out', title, optedOut, [pageTitle(title), richText([optedOut]), newsletter(l)], 'noindex, nofollow');
}
