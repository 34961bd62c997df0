import { describe, expect, it } from '@jest/globals';
import { emptySupportRequest } from '@shop/domain';
import { webToCaseRequest } from './web-to-case.js';

const crm = { url: 'https://webto.salesforce.com/servlet/servlet.WebToCase', orgId: '00D5g000004ABCD', recordType: 'RT1', returnUrl: 'https://www.example.sk/' };
const request = {
  reference: 'SR-ABCDEFGHJK', country: 'SK', locale: 'sk-SK', receivedAt: '2026-11-29T08:00:00.000Z',
  form: { ...emptySupportRequest(), reason: 'product-claim', subreason: 'manual-not-in-language', contactName: 'Jana', customerEmail: 'jana@example.sk', subject: 'Návod', description: 'Chýba slovenský návod.', productNumber: '10000001' },
};

describe('webToCaseRequest', () => {
  it('puts encoding and orgId in the query and the hidden fields with the filled, shown fields in the body', () => {
    const { url, body } = webToCaseRequest(crm, request);
    expect(url).toBe('https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8&orgId=00D5g000004ABCD');
    expect(Object.fromEntries(body)).toEqual({
      orgid: '00D5g000004ABCD', retURL: 'https://www.example.sk/', recordType: 'RT1',
      reason: 'product-claim', subreason: 'manual-not-in-language', contactName: 'Jana', customerEmail: 'jana@example.sk',
      subject: 'Návod', description: 'Chýba slovenský návod.', productNumber: '10000001',
      country: 'SK', locale: 'sk-SK', reference: 'SR-ABCDEFGHJK',
    });
  });

  it('turns the debug flag on with its e-mail in pre-production only', () => {
    expect(webToCaseRequest(crm, request).body.has('debug')).toBe(false);
    const { body } = webToCaseRequest({ ...crm, debugEmail: 'qa@example.sk' }, request);
    expect([body.get('debug'), body.get('debugEmail')]).toEqual(['1', 'qa@example.sk']);
  });
});
