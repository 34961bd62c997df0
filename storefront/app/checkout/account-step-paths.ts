/** The checkout's own account pages (spec 2 §2), before the language prefix; their forms lead back into the checkout. */
export const CHECKOUT_LOGIN_PATH = '/checkout/login';
export const CHECKOUT_CREATE_ACCOUNT_PATH = '/checkout/create-account';
export const CHECKOUT_PASSWORD_RESET_PATH = '/checkout/password-reset';
/** Where the checkout's reset request goes on to: the check-email words, inside the checkout. */
export const CHECKOUT_RESET_CHECK_EMAIL_PATH = `${CHECKOUT_PASSWORD_RESET_PATH}/check-email`;
