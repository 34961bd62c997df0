import { NET_PRICE_MESSAGES, VAT_ISSUES_MODAL, VAT_OUTCOME_MESSAGES, VAT_RETRY_BUTTON, VAT_SUPPORT_LINK } from '@shop/domain';

/**
 * Domain's VAT texts (spec 2 §8, verbatim English) → this folder's message ids, so every language
 * says what domain decides to show. vat-message-ids.spec.ts checks every domain text has its id.
 */
export const VAT_MESSAGE_IDS: Readonly<Record<string, string>> = {
  [VAT_OUTCOME_MESSAGES.valid.title]: 'vat.valid',
  [VAT_OUTCOME_MESSAGES.invalid.title]: 'vat.invalid',
  [VAT_OUTCOME_MESSAGES.invalid.hint]: 'vat.invalid.hint',
  [VAT_OUTCOME_MESSAGES.invalid.hintWhenNetInvoiceOffered]: 'vat.invalid.hintNet',
  [VAT_OUTCOME_MESSAGES['could-not-validate'].title]: 'vat.technicalIssue',
  [VAT_OUTCOME_MESSAGES.timeout.title]: 'vat.timeout',
  [VAT_OUTCOME_MESSAGES.timeout.hint]: 'vat.timeout.hint',
  [VAT_RETRY_BUTTON]: 'vat.retry',
  [VAT_SUPPORT_LINK]: 'vat.support',
  [NET_PRICE_MESSAGES.adjusted]: 'vat.net.adjusted',
  [NET_PRICE_MESSAGES.notAdjusted]: 'vat.net.notAdjusted',
  [VAT_ISSUES_MODAL.title]: 'vat.modal.title',
  [VAT_ISSUES_MODAL.intro]: 'vat.modal.intro',
  [VAT_ISSUES_MODAL.reasons[0].title]: 'vat.modal.invalid.title',
  [VAT_ISSUES_MODAL.reasons[0].text]: 'vat.modal.invalid.text',
  [VAT_ISSUES_MODAL.reasons[1].title]: 'vat.modal.private.title',
  [VAT_ISSUES_MODAL.reasons[1].text]: 'vat.modal.private.text',
  [VAT_ISSUES_MODAL.reasons[2].title]: 'vat.modal.system.title',
  [VAT_ISSUES_MODAL.reasons[2].text]: 'vat.modal.system.text',
  [VAT_ISSUES_MODAL.reassurance]: 'vat.modal.reassurance',
  [VAT_ISSUES_MODAL.continueButton]: 'vat.modal.continue',
};

/** The message id of a domain VAT text; a text without one is a bug caught by the spec, shown as 'vat.technicalIssue' meanwhile. */
export const vatMessageId = (text: string): string => VAT_MESSAGE_IDS[text] ?? 'vat.technicalIssue';
