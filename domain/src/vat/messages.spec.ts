import { describe, expect, it } from '@jest/globals';
import {
  NET_PRICE_MESSAGES, VAT_ISSUES_MODAL, VAT_OUTCOME_MESSAGES, VAT_RETRY_BUTTON, VAT_SUPPORT_LINK, vatFieldMessage,
  type VatFieldMessage,
} from './messages.js';
import type { VatTaxRateChangeContext } from './tax-rate-change.js';
import type { VatValidationState } from './validation-state.js';

const N = 'DE123456789';
const NET_HINT = 'Make sure your VAT ID format is correct to receive a NET invoice or ignore and continue with GROSS invoice.';
const PLAIN_HINT = 'Please correct it or continue anyway.';
const off: VatTaxRateChangeContext = { taxRateChangeEnabled: false, netPriceActive: false };
const adjusted: VatTaxRateChangeContext = { taxRateChangeEnabled: true, netPriceActive: true };
const notAdjusted: VatTaxRateChangeContext = { taxRateChangeEnabled: true, netPriceActive: false };

describe('VAT texts, verbatim (spec 2 §8 "VAT messages", §4)', () => {
  it('pins the outcome table', () => {
    expect(VAT_OUTCOME_MESSAGES).toEqual({
      valid: { title: 'VAT ID successfully validated.' },
      invalid: { title: 'VAT ID not validated.', hintWhenNetInvoiceOffered: NET_HINT, hint: PLAIN_HINT, supportLink: 'Need support?' },
      'could-not-validate': { title: 'Technical issue occurred.', retryButton: 'Validate my VAT ID' },
      timeout: {
        title: 'VAT ID validation is taking too much time.',
        hint: 'Confirm by clicking the button below.',
        retryButton: 'Validate my VAT ID',
      },
    });
    expect(VAT_RETRY_BUTTON).toBe('Validate my VAT ID');
    expect(VAT_SUPPORT_LINK).toBe('Need support?');
  });

  it('pins the NET price notices', () => {
    expect(NET_PRICE_MESSAGES.adjusted).toBe('Prices have been adjusted to NET.');
    expect(NET_PRICE_MESSAGES.notAdjusted).toBe(
      'We were unable to adjust prices to NET. You can continue and contact our support service to claim the tax back.',
    );
  });

  it('pins the issues modal', () => {
    expect(VAT_ISSUES_MODAL.title).toBe('VAT ID Validation Issues');
    expect(VAT_ISSUES_MODAL.intro).toBe('There was a problem validating your VAT ID. Here are the possible reasons:');
    expect(VAT_ISSUES_MODAL.reasons.map((reason) => reason.title)).toEqual(['Invalid VAT ID', 'Private VAT ID', 'System Error']);
    expect(VAT_ISSUES_MODAL.reassurance).toBe(
      'You can still complete your purchase and easily reclaim any taxes by contacting your local tax office with the right documents.',
    );
    expect(VAT_ISSUES_MODAL.continueButton).toBe('Continue with Purchase');
  });
});

describe('what the VAT field shows', () => {
  it.each<[string, VatValidationState, VatTaxRateChangeContext, VatFieldMessage | undefined]>([
    ['nothing while idle', { status: 'idle' }, off, undefined],
    ['nothing while validating', { status: 'validating', number: N }, off, undefined],
    ['valid, no tax-rate change', { status: 'valid', number: N }, off, { title: 'VAT ID successfully validated.' }],
    ['valid, prices adjusted', { status: 'valid', number: N }, adjusted,
      { title: 'VAT ID successfully validated.', netPriceNotice: 'Prices have been adjusted to NET.' }],
    ['valid, prices not adjusted', { status: 'valid', number: N }, notAdjusted,
      { title: 'VAT ID successfully validated.', netPriceNotice: NET_PRICE_MESSAGES.notAdjusted }],
    ['invalid, NET invoice on offer', { status: 'invalid', number: N }, adjusted,
      { title: 'VAT ID not validated.', hint: NET_HINT, supportLink: 'Need support?' }],
    ['invalid, no tax-rate change', { status: 'invalid', number: N }, off,
      { title: 'VAT ID not validated.', hint: PLAIN_HINT, supportLink: 'Need support?' }],
    ['validator unavailable', { status: 'could-not-validate', number: N, cause: 'validator-unavailable' }, off,
      { title: 'Technical issue occurred.', retryButton: 'Validate my VAT ID' }],
    ['shop misconfigured: shown as could-not-validate, never as invalid',
      { status: 'could-not-validate', number: N, cause: 'configuration-error' }, adjusted,
      { title: 'Technical issue occurred.', retryButton: 'Validate my VAT ID' }],
    ['timeout', { status: 'could-not-validate', number: N, cause: 'timeout' }, off,
      { title: 'VAT ID validation is taking too much time.', hint: 'Confirm by clicking the button below.', retryButton: 'Validate my VAT ID' }],
  ])('%s', (_name, state, context, message) => {
    expect(vatFieldMessage(state, context)).toEqual(message);
  });
});
