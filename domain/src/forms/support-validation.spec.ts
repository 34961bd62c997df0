import { describe, expect, it } from '@jest/globals';
import { requiredSupportFields, shownExtraFields } from './support-field-rules.js';
import { emptySupportRequest, type SupportField, type SupportRequestForm } from './support-form.js';
import { manualRequestPrefill, quoteRequestPrefill } from './support-prefill.js';
import { SUPPORT_SUBREASONS, type SupportSubreason } from './support-reasons.js';
import { validateSupportRequest } from './support-validation.js';

const SUBREASONS = Object.keys(SUPPORT_SUBREASONS) as SupportSubreason[];

const contact = {
  contactName: 'Jana Nováková',
  customerEmail: 'jana@example.sk',
  subject: 'Question',
  description: 'Please help.',
};

/** A form for the subreason with every shown field validly filled. */
function complete(subreason: SupportSubreason): SupportRequestForm {
  const valid: Partial<Record<SupportField, string>> = {
    orderNumber: '400123456',
    productNumber: '10012345',
    invoiceNumber: 'INV-2024-1',
    vatId: 'SK2020202020',
    quantity: '3',
    phoneNumber: '+421 900 123 456',
  };
  const form: Record<string, string> = {
    ...emptySupportRequest(),
    ...contact,
    reason: SUPPORT_SUBREASONS[subreason].reason,
    subreason,
  };
  for (const field of shownExtraFields(subreason)) form[field] = valid[field] ?? '';
  return form as SupportRequestForm;
}

describe('support request validation (spec 2 §5)', () => {
  it('requires reason, subreason, contact name, e-mail, subject and description on an empty form', () => {
    expect(validateSupportRequest(emptySupportRequest())).toEqual({
      reason: 'validation.required',
      subreason: 'validation.required',
      contactName: 'validation.required',
      customerEmail: 'validation.required',
      subject: 'validation.required',
      description: 'validation.required',
    });
  });

  it.each(SUBREASONS)('%s: a complete form has no problems', (subreason) => {
    expect(validateSupportRequest(complete(subreason))).toEqual({});
  });

  it.each(SUBREASONS)('%s: company name is optional', (subreason) => {
    expect(validateSupportRequest({ ...complete(subreason), companyName: '' })).toEqual({});
  });

  // Every (subreason, required field) pair: blanking it is reported as required.
  const requiredPairs = SUBREASONS.flatMap((subreason) =>
    requiredSupportFields(subreason).map((field): [SupportSubreason, SupportField] => [subreason, field]),
  );
  it.each(requiredPairs)('%s: blank %s is required', (subreason, field) => {
    expect(validateSupportRequest({ ...complete(subreason), [field]: '  ' })[field]).toBe('validation.required');
  });

  it.each([
    ['phoneNumber'],
    ['productNumber'],
    ['vatId'],
    ['quantity'],
  ] as Array<[SupportField]>)('offer/discount request requires %s', (field) => {
    expect(validateSupportRequest({ ...complete('offer-discount-request'), [field]: '' })).toEqual({
      [field]: 'validation.required',
    });
  });

  it.each(['invoice-correction', 'business-account'] as SupportSubreason[])(
    '%s: the VAT ID is shown but optional',
    (subreason) => {
      expect(shownExtraFields(subreason)).toContain('vatId');
      expect(validateSupportRequest({ ...complete(subreason), vatId: '' })).toEqual({});
    },
  );

  it('ignores fields the subreason hides, whatever they hold', () => {
    const form = {
      ...complete('general-question'),
      productNumber: 'abc',
      phoneNumber: 'call me',
      quantity: '-1',
    };
    expect(validateSupportRequest(form)).toEqual({});
  });

  it.each([
    ['customerEmail', 'jana@', 'validation.email', 'order-status'],
    ['customerEmail', 'jana example.sk', 'validation.email', 'order-status'],
    ['productNumber', '1234567', 'validation.min', 'product-question'],
    ['productNumber', 'EX1234567', 'validation.min', 'product-question'],
    ['productNumber', 'abc', 'validation.min', 'product-question'],
    ['phoneNumber', '1234567', 'validation.phone', 'business-account'],
    ['phoneNumber', '+421-900-123-456', 'validation.phone', 'business-account'],
    ['quantity', '0', 'validation.quantity', 'return-request'],
    ['quantity', '-1', 'validation.quantity', 'return-request'],
    ['quantity', '1.5', 'validation.quantity', 'return-request'],
    ['quantity', 'two', 'validation.quantity', 'return-request'],
    ['quantity', '01', 'validation.quantity', 'return-request'],
  ] as Array<[SupportField, string, string, SupportSubreason]>)(
    '%s %j is reported as %s (under %s)',
    (field, value, key, subreason) => {
      expect(validateSupportRequest({ ...complete(subreason), [field]: value })).toEqual({ [field]: key });
    },
  );

  it.each([
    ['productNumber', 'EX10012345', 'product-question'], // our reading: checked after normalisation
    ['productNumber', '1001-2345', 'product-question'],
    ['quantity', '1', 'return-request'],
    ['quantity', '250', 'return-request'],
    ['phoneNumber', '0900 123 456', 'business-account'],
  ] as Array<[SupportField, string, SupportSubreason]>)('%s %j is fine (under %s)', (field, value, subreason) => {
    expect(validateSupportRequest({ ...complete(subreason), [field]: value })).toEqual({});
  });

  it.each([
    ['an unknown reason', { reason: 'complaint' }, { reason: 'validation.oneOf', subreason: 'validation.oneOf' }],
    ['a subreason of another reason', { reason: 'sales' }, { subreason: 'validation.oneOf' }],
    ['an unknown subreason', { subreason: 'other-thing' }, { subreason: 'validation.oneOf' }],
  ])('rejects %s', (_case, change, errors) => {
    expect(validateSupportRequest({ ...complete('order-status'), ...change })).toEqual(errors);
  });

  it('the manual request pre-fill needs only the contact fields', () => {
    expect(validateSupportRequest({ ...manualRequestPrefill('EX10012345').form, ...contact })).toEqual({});
  });

  it('the quote pre-fill still needs the VAT ID and phone number', () => {
    expect(validateSupportRequest({ ...quoteRequestPrefill('EX10012345').form, ...contact })).toEqual({
      vatId: 'validation.required',
      phoneNumber: 'validation.required',
    });
  });
});
