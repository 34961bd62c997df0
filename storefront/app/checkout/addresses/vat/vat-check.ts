import type { VatValidatorClassification } from '@shop/domain';

/** What checking a VAT ID told the shopper's page (the browser's fetch and the no-JavaScript post alike). */
export interface VatCheckResult {
  /** The number as validated (prefix + number, domain's normaliseVatId requestId). */
  readonly number: string;
  readonly classification: VatValidatorClassification;
  /** No validator answered in time: spec 2 §8's 'taking too much time'. */
  readonly timedOut: boolean;
  /** The cart is NET after the check (the backend decided from its own validation). */
  readonly netPriceActive: boolean;
}

/** The resource route the browser posts a VAT ID to (routes/checkout-vat-id.ts). */
export const VAT_CHECK_PATH = '/checkout-vat-id';

/** The posted field that says the shopper chose to continue with this number whatever its check said. */
export const VAT_ACKNOWLEDGED_FIELD = 'vatAcknowledged';
