import type { GuaranteeOption } from './guarantee-offers';

/**
 * What an add-guarantee post did (client-safe): 'added' only when the backend's cart has the
 * guarantee line; 'refused' when the backend said no (line gone, already covered, excluded),
 * 'unavailable' when it could not be asked, 'invalid' for a malformed post.
 */
export const GUARANTEE_STATUSES = ['added', 'refused', 'unavailable', 'invalid'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export interface GuaranteeOutcome {
  readonly status: GuaranteeStatus;
  readonly lineId?: string;
}

export const isGuaranteeStatus = (value: unknown): value is GuaranteeStatus =>
  typeof value === 'string' && (GUARANTEE_STATUSES as readonly string[]).includes(value);

/** The query parameters carrying a plain post's outcome back to the cart page. */
export const GUARANTEE_NOTICE_PARAM = 'guarantee';
export const GUARANTEE_LINE_PARAM = 'guaranteeLine';

/** The sidebar's data: one line's options (GET /cart/guarantee-options.json?line=…). */
export interface GuaranteeOptionsData {
  readonly lineId: string;
  readonly sku: string;
  readonly productName: string;
  readonly quantity: number;
  readonly options: readonly GuaranteeOption[];
}

/** What the sidebar's request answers: the options, or why there are none to show. */
export type GuaranteeOptionsAnswer = GuaranteeOptionsData | { readonly error: 'not-found' | 'unavailable' };

/** The resource route the add-guarantee forms post to (routes.ts). */
export const GUARANTEE_ROUTE = '/cart/guarantee';
/** The sidebar's options of one line (a file-like path: URL rules leave it without a trailing slash). */
export const GUARANTEE_OPTIONS_ROUTE = '/cart/guarantee-options.json';
