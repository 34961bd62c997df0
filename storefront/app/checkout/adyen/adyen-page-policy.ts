import { PREFIXED_LANGUAGES } from '../../prefixed-languages';
import type { PolicySources } from '../../shop/content-security-policy';
import { PAYMENT_PATH } from '../payment/payment-paths';
import { adyenPolicySources } from './adyen-policy-sources';
import type { DropInSettings } from './drop-in-settings';

/**
 * The payment page's own Content-Security-Policy additions (its route's `handle.pageSources`):
 * Adyen's origins when its loader offers Drop-in, nothing otherwise. No other page allows them.
 */
export function paymentPageSources(loaderData: unknown): readonly PolicySources[] {
  const dropIn = (loaderData as { dropIn?: DropInSettings } | undefined)?.dropIn;
  return dropIn ? adyenPolicySources(dropIn) : [];
}

const PAYMENT_PATHS: ReadonlySet<string> = new Set([PAYMENT_PATH, ...PREFIXED_LANGUAGES.map((language) => `/${language}${PAYMENT_PATH}`)]);

/** Whether an address is the payment step (any language), the one page whose document allows Adyen. */
export function isPaymentPagePath(pathname: string): boolean {
  return PAYMENT_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * Whether the document the browser runs was loaded as the payment page, so its policy is the one
 * with Adyen's origins: a client-side navigation keeps the policy of the document it started in.
 * The navigation entry names the address the document was loaded from (after redirects), which
 * history changes do not move.
 */
export function documentIsPaymentPage(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return isPaymentPagePath(new URL(entry?.name ?? window.location.href).pathname);
}
