import { describe, expect, it } from '@jest/globals';
import { money } from '@shop/domain';
import { discountedUnitPrice, expectedPayments, expectedTotals, includedTax, type PlannedLine } from '../support/checkout-expectations';

const eur = (cents: number) => money(cents, 'EUR');
const line = (sku: string, cents: number, extra: Partial<PlannedLine> = {}): PlannedLine => ({
  sku, name: sku, unitPrice: eur(cents), quantity: 1, productTypeKey: 'standard_product', isPackageTypeFreight: false, ...extra,
});

describe('the checkout journeys’ expected totals', () => {
  it('takes the VAT out of a gross amount, the net rounded half to even', () => {
    // 6159.00 / 1.23 = 5007.317… → net 5007.32, VAT 1151.68 (the platform's figure for that line).
    expect(includedTax(eur(615_900), 0.23)).toEqual(eur(115_168));
    // 1.95 / 1.23 = 1.585… → net 1.59, VAT 0.36.
    expect(includedTax(eur(195), 0.23)).toEqual(eur(36));
    expect(includedTax(eur(0), 0.23)).toEqual(eur(0));
  });

  it('applies relative cart discounts per unit in turn, each rounded half to even', () => {
    // 6039.00 −10 % = 5435.10; −5 % of that = 271.755 → 271.76; 5163.34 (the platform's CH figure).
    expect(discountedUnitPrice({ ...line('A', 603_900), discountsPermyriad: [1000, 500] })).toEqual(eur(516_334));
  });

  it('an SK cart under the threshold pays the parcel fee; COD adds the store fee and its VAT', () => {
    const input = { country: 'SK' as const, currency: 'EUR' as const, taxRate: 0.23, lines: [line('A', 990), line('B', 990, { productTypeKey: 'accessory' })] };
    const withCod = expectedTotals({ ...input, codFee: eur(290) });
    expect(withCod.shipping).toEqual(eur(195));
    expect(withCod.total).toEqual(eur(2465));
    // 185 + 185 (each 9.90 line) + 36 (shipping) + 54 (fee).
    expect(withCod.tax.amount).toEqual(eur(460));
    expect(withCod.tax.percent).toBe(23);
    expect(expectedPayments(input, eur(290)).cod.allowed).toBe(true);
  });

  it('ships free at the threshold and refuses COD over the value limit with its reason', () => {
    const input = { country: 'SK' as const, currency: 'EUR' as const, taxRate: 0.23, lines: [line('A', 260_000)] };
    expect(expectedTotals(input).shipping).toEqual(eur(0));
    expect(expectedPayments(input, eur(290)).cod.reasons.map((reason) => reason.code)).toEqual(['value-over-limit']);
  });
});
