/**
 * The account area's child pages (spec 1 §2, spec 2 §2), by their route names. Reading chosen:
 * spec 2 gives the loyalty card to one market variant without naming it; spec 1 lists it for the
 * account area, so every market has the route.
 */
export const ACCOUNT_SECTIONS = ['my-profile', 'shipping-details', 'billing-details', 'my-newsletter', 'my-reviews', 'loyalty-card'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const isAccountSection = (value: unknown): value is AccountSection =>
  (ACCOUNT_SECTIONS as readonly unknown[]).includes(value);

export const ACCOUNT_PATH = '/my-account';
export const LOG_OUT_PATH = '/log-out';
