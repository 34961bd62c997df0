import { netPriceChangeFailed, type VatTaxRateChangeContext } from './tax-rate-change.js';
import type { VatValidationState } from './validation-state.js';

/*
 * Shopper-facing VAT texts of spec 2 §8, verbatim: the English text is the translation key.
 * Readings chosen where §8 does not say which text belongs to which outcome:
 * - 'VAT ID not validated.' belongs to the invalid outcome; of its two hints, the NET/GROSS one
 *   is shown only when the store changes the tax rate (a NET invoice is on offer only then),
 *   'Please correct it or continue anyway.' otherwise.
 * - could-not-validate (including the shop's own configuration errors) shows 'Technical issue
 *   occurred.' with the retry button, which spec 2 §4 puts on this outcome.
 * - 'Need support?' (spec 2 §4) appears for invalid only and opens the issues modal.
 */
export const VAT_RETRY_BUTTON = 'Validate my VAT ID';
export const VAT_SUPPORT_LINK = 'Need support?';

export const VAT_OUTCOME_MESSAGES = {
  valid: { title: 'VAT ID successfully validated.' },
  invalid: {
    title: 'VAT ID not validated.',
    hintWhenNetInvoiceOffered:
      'Make sure your VAT ID format is correct to receive a NET invoice or ignore and continue with GROSS invoice.',
    hint: 'Please correct it or continue anyway.',
    supportLink: VAT_SUPPORT_LINK,
  },
  'could-not-validate': { title: 'Technical issue occurred.', retryButton: VAT_RETRY_BUTTON },
  timeout: {
    title: 'VAT ID validation is taking too much time.',
    hint: 'Confirm by clicking the button below.',
    retryButton: VAT_RETRY_BUTTON,
  },
} as const;

/** Shown after a valid result when the store changes the tax rate. */
export const NET_PRICE_MESSAGES = {
  adjusted: 'Prices have been adjusted to NET.',
  notAdjusted: 'We were unable to adjust prices to NET. You can continue and contact our support service to claim the tax back.',
} as const;

/**
 * The 'VAT ID Validation Issues' modal. Spec 2 §8 quotes the reason titles but only paraphrases
 * their explanations, so the `text` lines are our wording and may be replaced by the real copy.
 */
export const VAT_ISSUES_MODAL = {
  title: 'VAT ID Validation Issues',
  intro: 'There was a problem validating your VAT ID. Here are the possible reasons:',
  reasons: [
    { title: 'Invalid VAT ID', text: 'The number may be incorrect or does not exist.' },
    { title: 'Private VAT ID', text: 'A personal VAT ID was used instead of a business one.' },
    { title: 'System Error', text: 'A technical issue occurred.' },
  ],
  reassurance:
    'You can still complete your purchase and easily reclaim any taxes by contacting your local tax office with the right documents.',
  continueButton: 'Continue with Purchase',
} as const;

export interface VatFieldMessage {
  readonly title: string;
  readonly hint?: string;
  readonly netPriceNotice?: string;
  readonly retryButton?: string;
  readonly supportLink?: string;
}

/** What the VAT field shows for a state; nothing while idle or validating. */
export function vatFieldMessage(state: VatValidationState, context: VatTaxRateChangeContext): VatFieldMessage | undefined {
  switch (state.status) {
    case 'idle':
    case 'validating':
      return undefined;
    case 'valid': {
      const { title } = VAT_OUTCOME_MESSAGES.valid;
      if (!context.taxRateChangeEnabled) return { title };
      return { title, netPriceNotice: netPriceChangeFailed(context) ? NET_PRICE_MESSAGES.notAdjusted : NET_PRICE_MESSAGES.adjusted };
    }
    case 'invalid': {
      const { title, hint, hintWhenNetInvoiceOffered, supportLink } = VAT_OUTCOME_MESSAGES.invalid;
      return { title, hint: context.taxRateChangeEnabled ? hintWhenNetInvoiceOffered : hint, supportLink };
    }
    case 'could-not-validate':
      return state.cause === 'timeout' ? { ...VAT_OUTCOME_MESSAGES.timeout } : { ...VAT_OUTCOME_MESSAGES['could-not-validate'] };
  }
}
