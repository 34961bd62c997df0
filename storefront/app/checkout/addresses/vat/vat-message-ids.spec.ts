import { describe, expect, it } from '@jest/globals';
import { NET_PRICE_MESSAGES, VAT_ISSUES_MODAL, VAT_OUTCOME_MESSAGES, VAT_RETRY_BUTTON, VAT_SUPPORT_LINK } from '@shop/domain';
import { readFileSync } from 'node:fs';
import { VAT_MESSAGE_IDS } from './vat-message-ids';

const english = JSON.parse(readFileSync(new URL('./messages/en-GB.json', import.meta.url), 'utf8')) as Record<string, string>;

const domainTexts = [
  ...Object.values(VAT_OUTCOME_MESSAGES).flatMap((entry) => Object.values(entry)),
  ...Object.values(NET_PRICE_MESSAGES), VAT_RETRY_BUTTON, VAT_SUPPORT_LINK,
  VAT_ISSUES_MODAL.title, VAT_ISSUES_MODAL.intro, VAT_ISSUES_MODAL.reassurance, VAT_ISSUES_MODAL.continueButton,
  ...VAT_ISSUES_MODAL.reasons.flatMap((reason) => [reason.title, reason.text]),
];

describe("domain's VAT texts in the storefront's messages", () => {
  it.each(domainTexts)('"%s" has a message id whose English text is the domain text, verbatim', (text) => {
    const id = VAT_MESSAGE_IDS[text];
    expect(id).toBeDefined();
    expect(english[id!]).toBe(text);
  });
});
