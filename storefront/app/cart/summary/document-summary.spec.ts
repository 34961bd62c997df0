import { describe, expect, it } from '@jest/globals';
import { money } from '@shop/domain';
import { codFeeLineGross, codFeeOf, documentViewOf } from './document-summary';
import type { DocumentLine, PricedDocument } from './priced-document';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const links = { language: 'sk', languagePrefix: '', nativeRouting: false };
const line = (sku: string, quantity: number, unitCents: number, extra: Partial<DocumentLine> = {}): DocumentLine => ({
  id: `line-${sku}`, name: { sk: `Stroj ${sku}`, en: `Machine ${sku}` }, productSlug: { sk: `stroj-${sku.toLowerCase()}` },
  quantity, productType: { key: 'standard_product' }, price: { value: eur(unitCents) }, totalPrice: eur(unitCents * quantity),
  variant: { sku, images: [{ url: `/media/${sku}.svg` }] }, ...extra,
});
/** An order of 2 × 10.00 and 1 × 5.00, shipping 1.95, 23 % VAT on the gross 26.95 (5.04). */
const order = (extra: Partial<PricedDocument> = {}): PricedDocument => ({
  id: 'order-1', lineItems: [line('EX1', 2, 1000), line('EX2', 1, 500)], customLineItems: [],
  totalPrice: eur(2695), taxedPrice: { totalGross: eur(2695), totalNet: eur(2191), taxPortions: [{ rate: 0.23, amount: eur(504) }] },
  shippingInfo: { shippingMethod: { id: 'parcel' }, price: eur(195) }, ...extra,
});
const feeLine = { id: 'fee', key: 'cod-fee', name: { sk: 'Poplatok za dobierku' }, quantity: 1, totalPrice: eur(290), taxedPrice: { totalGross: eur(290) } };

describe('document summary (cart and order alike)', () => {
  it('reads lines, subtotal, shipping, VAT by rate and the total from the backend, in the shopper’s language', () => {
    const view = documentViewOf(order(), links);
    expect(view.lines.map((item) => [item.name, item.href, item.quantity, item.lineTotal.centAmount])).toEqual([
      ['Stroj EX1', '/stroj-ex1', 2, 2000], ['Stroj EX2', '/stroj-ex2', 1, 500],
    ]);
    expect(view.summary).toEqual({
      subtotal: money(2500, 'EUR'), discount: money(0, 'EUR'), shipping: money(195, 'EUR'),
      vat: [{ ratePercent: 23, amount: money(504, 'EUR') }], total: money(2695, 'EUR'),
    });
  });

  it('charges the discounted shipping and shows what cart discounts took off the lines', () => {
    const view = documentViewOf(order({
      lineItems: [line('EX1', 2, 1000, { totalPrice: eur(1800) })],
      shippingInfo: { price: eur(195), discountedPrice: { value: eur(0) } },
    }), links);
    expect(view.summary).toMatchObject({ subtotal: money(1800, 'EUR'), discount: money(200, 'EUR'), shipping: money(0, 'EUR') });
    expect(view.lines[0]).toMatchObject({ lineTotalBeforeDiscounts: money(2000, 'EUR'), lineTotal: money(1800, 'EUR') });
  });

  it('keeps the price list’s price of a product discount, and knows a guarantee line and its parent', () => {
    const discounted = line('EX1', 1, 1000, { price: { value: eur(1000), discounted: { value: eur(900) } }, totalPrice: eur(900) });
    const guarantee = line('4100010', 1, 100, { productType: { key: 'extra_guarantee' }, custom: { fields: { parentSku: 'EX1' } } });
    const [first, second] = documentViewOf(order({ lineItems: [discounted, guarantee] }), { ...links, languagePrefix: '/en', language: 'en' }).lines;
    expect(first).toMatchObject({ name: 'Machine EX1', unitPrice: money(900, 'EUR'), standardUnitPrice: money(1000, 'EUR'), guarantee: false });
    expect(first?.href).toBe('/en/stroj-ex1');
    expect(second).toMatchObject({ guarantee: true, parentSku: 'EX1' });
  });

  it('shows the COD fee line with the store’s title, the calculatedCodFee field first (spec 2 §3)', () => {
    expect(codFeeOf(order({ customLineItems: [feeLine] }), 'sk')).toEqual({ title: 'Poplatok za dobierku', amount: money(290, 'EUR') });
    const field = { calculatedCodFee: { centAmount: 300, currencyCode: 'EUR', fractionDigits: 2 } };
    expect(codFeeOf(order({ customLineItems: [feeLine], custom: { fields: field } }), 'sk')?.amount).toEqual(money(300, 'EUR'));
    // A malformed field does not hide the fee the totals include.
    const broken = { calculatedCodFee: { centAmount: -1, currencyCode: 'EUR', fractionDigits: 2 } };
    expect(codFeeOf(order({ customLineItems: [feeLine], custom: { fields: broken } }), 'sk')?.amount).toEqual(money(290, 'EUR'));
    expect(codFeeOf(order({ customLineItems: [{ ...feeLine, totalPrice: eur(0) }] }), 'sk')).toBeUndefined();
    expect(documentViewOf(order(), links).summary.codFee).toBeUndefined();
  });

  it('takes the fee line off the gross as the total counted it: taxed gross when taxed, else its price', () => {
    expect(codFeeLineGross(order({ customLineItems: [{ ...feeLine, taxedPrice: { totalGross: eur(357) } }] }))).toEqual(money(357, 'EUR'));
    expect(codFeeLineGross(order({ taxedPrice: null, customLineItems: [{ ...feeLine, taxedPrice: { totalGross: eur(357) } }] }))).toEqual(money(290, 'EUR'));
    expect(codFeeLineGross(order())).toBeUndefined();
  });

  it('gives an empty cart no shipping and no zero VAT rows', () => {
    const empty = documentViewOf(order({ lineItems: [], totalPrice: eur(0), taxedPrice: { totalGross: eur(0), taxPortions: [{ rate: 0.23, amount: eur(0) }] } }), links);
    expect(empty.summary).toEqual({ subtotal: money(0, 'EUR'), discount: money(0, 'EUR'), vat: [], total: money(0, 'EUR') });
  });
});
