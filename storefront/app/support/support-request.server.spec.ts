import { describe, expect, it } from '@jest/globals';
import { supportPageData } from './support-request.server';

const at = (query: string) => supportPageData(new URL(`http://sk.localhost/support${query}`));

describe('supportPageData', () => {
  it('pre-fills a quote request from a product page (spec 2 §4: sales, offer/discount request, product number from the SKU, quantity 1)', () => {
    expect(at('?kind=quote&sku=EX10000001')).toEqual({
      reference: null,
      prefill: { form: expect.objectContaining({ reason: 'sales', subreason: 'offer-discount-request', productNumber: '10000001', quantity: '1' }), readOnly: [] },
    });
  });

  it('pre-fills "manual not in my language" with the product number read-only', () => {
    expect(at('?kind=manual&sku=EX10000001').prefill).toEqual({
      form: expect.objectContaining({ reason: 'product-claim', subreason: 'manual-not-in-language', productNumber: '10000001', quantity: '' }),
      readOnly: ['productNumber'],
    });
  });

  it('opens an empty form for anything else, and shows only a reference the backend could have written', () => {
    expect(at('')).toEqual({ prefill: null, reference: null });
    expect(at('?kind=refund&sku=EX10000001')).toEqual({ prefill: null, reference: null });
    expect(at(`?kind=quote&sku=${'9'.repeat(40)}`)).toEqual({ prefill: null, reference: null });
    expect(at('?reference=SR-ABCDEFGHJK')).toEqual({ prefill: null, reference: 'SR-ABCDEFGHJK' });
    expect(at('?reference=<script>')).toEqual({ prefill: null, reference: null });
    expect(at('?reference=SR-ABCDEFGHI1')).toEqual({ prefill: null, reference: null });
  });
});
