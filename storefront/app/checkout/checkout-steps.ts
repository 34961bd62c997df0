/**
 * The checkout's pages (spec 2 §2) by route name, and which of them the routing guards cover.
 * Steps in order: cart 1, shipping and billing on the addresses page 2–3, payment 4, thank-you 5.
 */
export const CHECKOUT_STEPS = ['cart', 'login', 'create-account', 'addresses', 'payment', 'thank-you', 'password-reset'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const FIRST_CHECKOUT_STEP: CheckoutStep = 'cart';
export const CHECKOUT_PATH = '/checkout';
export const PAYMENT_STEP_PATH = '/checkout/payment';

export const isCheckoutStep = (value: unknown): value is CheckoutStep => (CHECKOUT_STEPS as readonly unknown[]).includes(value);

/** Guest-only pages inside the checkout (spec 2 §2: "guest-only pages such as login"). */
export const GUEST_ONLY_STEPS: readonly CheckoutStep[] = ['login', 'create-account', 'password-reset'];

/**
 * Spec 2 §2: every step but the first needs the active cart with lines. Reading chosen: the
 * thank-you page is exempt, because placing the order is what ends the cart it would look for.
 */
export const stepNeedsCart = (step: CheckoutStep): boolean => step !== FIRST_CHECKOUT_STEP && step !== 'thank-you';

