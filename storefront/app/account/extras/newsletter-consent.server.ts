import { data } from 'react-router';
import type { ShopRequest } from '../../shop/shop-context';
import { accountCall } from './account-call.server';

/** The backend's answer (getNewsletterConsent / setNewsletterConsent). */
export interface NewsletterConsent {
  readonly newsletter: boolean;
  readonly chosen: boolean;
  /** HU and PL (markets' newsletterOptional): an explicit opt-in only. */
  readonly optional: boolean;
}

export type NewsletterOutcome = { readonly saved: boolean } | { readonly failed: true };

export const loadNewsletterConsent = (shop: ShopRequest): Promise<NewsletterConsent> => accountCall<NewsletterConsent>(shop, 'getNewsletterConsent');

/**
 * The form's POST: `newsletter=on` subscribes, its absence (an unticked box sends nothing)
 * unsubscribes. Any other value is a 400; a failure to save is said on the page (503).
 */
export async function saveNewsletterConsent(shop: ShopRequest, request: Request) {
  const value = (await request.formData()).get('newsletter');
  if (value !== null && value !== 'on') return data<NewsletterOutcome>({ failed: true }, { status: 400 });
  const newsletter = value === 'on';
  try {
    const saved = await accountCall<NewsletterConsent>(shop, 'setNewsletterConsent', [{ newsletter }]);
    return data<NewsletterOutcome>({ saved: saved.newsletter });
  } catch (error) {
    // A guest (or an ended session) is sent on as the page's guard sends them; anything else failed to save.
    if (error instanceof Response) throw error;
    return data<NewsletterOutcome>({ failed: true }, { status: 503 });
  }
}
