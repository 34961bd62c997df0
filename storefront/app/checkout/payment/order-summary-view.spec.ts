import { describe, expect, it } from '@jest/globals';
import { cart, eur, line } from './fixtures';
import { orderSummaryOf } from './order-summary-view';

describe('order summary view', () => {
  it('reads lines, shipping, VAT by rate and the total from the backend, in the shopper\'s language', () => {
    const summary = orderSummaryOf(cart([line('EX1', 2, 1000), line('EX2', 1, 500)], { shippingInfo: { price: eur(195) } }), 'sk');
    expect(summary.lines.map((item) => [item.name, item.quantity, item.total.centAmount])).toEqual([['Stroj EX1', 2, 2000], ['Stroj EX2', 1, 500]]);
    expect(summary.subtotal.centAmount).toBe(2500);
    expect(summary.shipping?.centAmount).toBe(195);
    expect(summary.taxes).toEqual([{ ratePercent: 23, amount: eur(2500 - 2033) }]);
    expect(summary.total.centAmount).toBe(2500);
    expect(summary.codFee).toBeUndefined();
  });

  it('shows the COD fee line with the store title and a discounted unit price with the price before', () => {
    const discounted = { ...line('EX1', 1, 1000), price: { value: eur(1000), discounted: { value: eur(900) } }, totalPrice: eur(900) };
    const summary = orderSummaryOf(cart([discounted], {
      customLineItems: [{ id: 'fee', key: 'cod-fee', name: { sk: 'Poplatok za dobierku' }, quantity: 1, totalPrice: eur(290) }],
    }), 'de');
    expect(summary.codFee).toEqual({ title: 'Poplatok za dobierku', amount: eur(290) });
    expect(summary.lines[0]).toMatchObject({ name: 'Machine EX1', unitPrice: eur(900), unitPriceBefore: eur(1000) });
  });
});
