/** Where the payment and thank-you pages link to (spec 2 §2 routes), before the language prefix. */
export const ADDRESSES_PATH = '/checkout/addresses';
export const THANK_YOU_PATH = '/checkout/thank-you';
