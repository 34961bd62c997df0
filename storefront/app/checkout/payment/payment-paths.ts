/** Where the payment and thank-you pages link to (spec 2 §2 routes), before the language prefix. */
export const ADDRESSES_PATH = '/checkout/addresses';
export const THANK_YOU_PATH = '/checkout/thank-you';
export const PAYMENT_PATH = '/checkout/payment';
/**
 * Spec 2 §2, §8: where a failed card payment lands, with `?error=<code>`; written as its canonical
 * URL (domain's trailing-slash rule gives this page a slash), so no redirect follows.
 */
export const PAYMENT_ERROR_PATH = '/adyen-payment-error/';
/** Where Adyen sends the shopper back after a payment page of its own (the `returnUrl`), with `?redirectResult=`. */
export const ADYEN_RETURN_PATH = '/checkout/adyen-return';

/**
 * The query the place-order POST sends the shopper back with when attaching the chosen method
 * changed the total (the COD fee line): the page then asks to confirm the new total.
 */
export const TOTAL_CHANGED = { name: 'total', value: 'changed' } as const;
