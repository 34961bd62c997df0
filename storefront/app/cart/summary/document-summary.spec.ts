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

  it('marks a NET document (External tax mode, the 0 % reverse charge) and shows its one zero VAT row; a GROSS one is not marked', () => {
    const net = documentViewOf(order({
      taxMode: 'External', taxedPrice: { totalGross: eur(2695), totalNet: eur(2695), taxPortions: [{ rate: 0, amount: eur(0) }] },
    }), links);
    expect(net.summary).toMatchObject({ net: true, vat: [{ ratePercent: 0, amount: money(0, 'EUR') }], total: money(2695, 'EUR') });
    expect(documentViewOf(order({ taxMode: 'Platform' }), links).summary.net).toBeUndefined();
  });

  it('charges the discounted shipping and shows what cart discounts took off the lines', () => {
    const view = documentViewOf(order({
      lineItems: [line('EX1', 2, 1000, { totalPrice: eur(1800) })],
      shippingInfo: { price: eur(195), discountedPrice: { value: eur(0) } },
      totalPrice: eur(1800), taxedPrice: { totalGross: eur(1800), taxPortions: [{ rate: 0.23, amount: eur(337) }] },
    }), links);
    expect(view.summary).toMatchObject({ subtotal: money(2000, 'EUR'), discount: money(200, 'EUR'), shipping: money(0, 'EUR'), total: money(1800, 'EUR') });
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

  it('shows the COD fee line with the store’s title and the amount the total counted (spec 2 §3)', () => {
    expect(codFeeOf(order({ customLineItems: [feeLine] }), 'sk')).toEqual({ title: 'Poplatok za dobierku', amount: money(290, 'EUR') });
    // The calculatedCodFee field names the fee too, but only the line is in the total: the row is the line's.
    const field = { calculatedCodFee: { centAmount: 300, currencyCode: 'EUR', fractionDigits: 2 } };
    expect(codFeeOf(order({ customLineItems: [feeLine], custom: { fields: field } }), 'sk')?.amount).toEqual(money(290, 'EUR'));
    expect(codFeeOf(order({ customLineItems: [], custom: { fields: field } }), 'sk')).toBeUndefined();
    expect(codFeeOf(order({ customLineItems: [{ ...feeLine, totalPrice: eur(0), taxedPrice: { totalGross: eur(0) } }] }), 'sk')).toBeUndefined();
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

/*
 * Documents as the backend prices them (prices include VAT; cart discounts rounded per unit,
 * half to even), one per currency, each amount worked out by hand. Rows of the summary: subtotal
 * (goods before cart discounts), − discount, + shipping, + COD fee = total; VAT is included.
 */
interface Case {
  readonly currency: string;
  readonly lines: readonly { sku: string; quantity: number; standard: number; price?: number; total: number }[];
  readonly shipping: number;
  readonly codFee?: number;
  readonly total: number;
  readonly expected: { subtotal: number; discount: number };
}

const CASES: readonly Case[] = [
  // IE, issue 18: 3 × SBS-28 at 22.90, volume tier 5 % (1.145 → 1.14 a unit), free shipping, COD 2.90.
  { currency: 'EUR', lines: [{ sku: 'EX10000094', quantity: 3, standard: 2290, total: 6528 }], shipping: 0, codFee: 290, total: 6818,
    expected: { subtotal: 6870, discount: 342 } },
  // PL: 3 × 49.90 at 5 % (2.495 → 2.50), and a product on sale (129.00 → 116.10) with a 10 % coupon (11.61); shipping 9.00, COD 10.00.
  { currency: 'PLN', lines: [{ sku: 'EX1', quantity: 3, standard: 4990, total: 14220 }, { sku: 'EX2', quantity: 1, standard: 12900, price: 11610, total: 10449 }],
    shipping: 900, codFee: 1000, total: 26569, expected: { subtotal: 26580, discount: 1911 } },
  // CZ: 3 × 599.00 at 5 % (29.95), free shipping, COD 39.00.
  { currency: 'CZK', lines: [{ sku: 'EX1', quantity: 3, standard: 59900, total: 170715 }], shipping: 0, codFee: 3900, total: 174615,
    expected: { subtotal: 179700, discount: 8985 } },
  // HU: 1 × 18 990 with a 10 % coupon, shipping 730.
  { currency: 'HUF', lines: [{ sku: 'EX1', quantity: 1, standard: 1899000, total: 1709100 }], shipping: 73000, total: 1782100,
    expected: { subtotal: 1899000, discount: 189900 } },
  // CH: 10 × 12.90 at 15 % (1.935 → 1.94), then a 10 % coupon (1.096 → 1.10): 9.86 a unit, free shipping.
  { currency: 'CHF', lines: [{ sku: 'EX1', quantity: 10, standard: 1290, total: 9860 }], shipping: 0, total: 9860,
    expected: { subtotal: 12900, discount: 3040 } },
  // SE: 5 × 249.00 at 10 %, free shipping, COD 49.00.
  { currency: 'SEK', lines: [{ sku: 'EX1', quantity: 5, standard: 24900, total: 112050 }], shipping: 0, codFee: 4900, total: 116950,
    expected: { subtotal: 124500, discount: 12450 } },
];

const documentOf = (c: Case): PricedDocument => {
  const amount = (centAmount: number) => ({ centAmount, currencyCode: c.currency, fractionDigits: 2 });
  return {
    id: `cart-${c.currency}`,
    lineItems: c.lines.map((item) => line(item.sku, item.quantity, item.standard, {
      price: { value: amount(item.standard), ...(item.price ? { discounted: { value: amount(item.price) } } : {}) },
      totalPrice: amount(item.total),
    })),
    customLineItems: c.codFee ? [{ key: 'cod-fee', name: 'COD', quantity: 1, totalPrice: amount(c.codFee), taxedPrice: { totalGross: amount(c.codFee) } }] : [],
    totalPrice: amount(c.total),
    taxedPrice: { totalGross: amount(c.total), taxPortions: [{ rate: 0.2, amount: amount(Math.round(c.total / 6)) }] },
    shippingInfo: { price: amount(c.shipping) },
  };
};

describe('order summary rows add up to the total, in every currency', () => {
  it.each(CASES)('$currency: subtotal before cart discounts, the discount, shipping and the COD fee make the total', (c) => {
    const { summary } = documentViewOf(documentOf(c), links);
    const currency = c.currency as Parameters<typeof money>[1];
    expect(summary.subtotal).toEqual(money(c.expected.subtotal, currency));
    expect(summary.discount).toEqual(money(c.expected.discount, currency));
    expect(summary.shipping).toEqual(money(c.shipping, currency));
    expect(summary.codFee?.amount ?? money(0, currency)).toEqual(money(c.codFee ?? 0, currency));
    expect(summary.total).toEqual(money(c.total, currency));
    const rows = summary.subtotal.centAmount - summary.discount.centAmount + (summary.shipping?.centAmount ?? 0) + (summary.codFee?.amount.centAmount ?? 0);
    expect(rows).toBe(summary.total.centAmount);
  });
});
