import { sameSitePath } from '@shop/domain';

/** Query parameters that only ever carry a post's outcome back to a page (never kept for the next one). */
export const NOTICE_PARAMS = ['cart', 'added', 'review', 'cartUpdate', 'coupon', 'couponCode'] as const;

/**
 * Where a form post without JavaScript sends the shopper back: the page they posted from (decided
 * by sameSitePath here too, so no caller can hand it another origin), with the previous outcome's parameters replaced by this
 * one's, so a second post never shows two notices. `hash` lands them back at the form.
 */
export function returnLocation(returnTo: string, notice: Readonly<Record<string, string>>, hash = ''): string {
  const url = new URL(sameSitePath(returnTo) ?? '/', 'http://return.invalid');
  for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(notice)) url.searchParams.set(name, value);
  return sameSitePath(`${url.pathname}${url.search}${hash}`) ?? '/';
}
