/** Spec 2 §2/§4: no extra guarantee is offered on the payment page (with or without a language prefix). */
export const isPaymentPagePath = (pathname: string): boolean => /\/checkout\/payment\/?$/.test(pathname);
