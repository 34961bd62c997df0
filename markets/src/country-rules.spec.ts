import { describe, expect, it } from '@jest/globals';
import {
  BANK_TRANSFER_ENABLED, COD_POLICIES, COUNTRY_CODES, moneyFromDecimal, SHIPPING_FEE_COUNTRY_OVERRIDES, VAT_ID_RULES,
} from '@shop/domain';
import { COUNTRY_CONFIGS } from './country-config.js';
import { COUNTRY_RULES } from './country-rules.js';

describe('per-country rules composed from domain (ADR 0002)', () => {
  it('covers exactly the 25 markets', () => {
    expect(Object.keys(COUNTRY_RULES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(COUNTRY_CODES)('%s references the domain tables instead of copying them', (code) => {
    const rules = COUNTRY_CONFIGS[code].rules;
    expect(rules.cod).toBe(COD_POLICIES[code]);
    expect(rules.vatId).toBe(VAT_ID_RULES[code]);
    expect(rules.bankTransferEnabled).toBe(BANK_TRANSFER_ENABLED[code]);
  });

  it.each(COUNTRY_CODES)('%s has its COD limit, shipping fees and stock boundaries in the market currency', (code) => {
    const { site, rules } = COUNTRY_CONFIGS[code];
    expect(rules.cod.valueLimit.currencyCode).toBe(site.currency);
    expect(rules.shippingFees.freeShippingThreshold.currencyCode).toBe(site.currency);
    expect(rules.shippingFees.parcelFee.currencyCode).toBe(site.currency);
    expect(rules.lowStockBoundaries.high.currencyCode).toBe(site.currency);
  });

  it('applies the France and Hungary shipping overrides to those markets only', () => {
    expect(COUNTRY_RULES.FR.shippingFees).toBe(SHIPPING_FEE_COUNTRY_OVERRIDES.FR);
    expect(COUNTRY_RULES.HU.shippingFees.parcelFee).toEqual(moneyFromDecimal('1481', 'HUF'));
    expect(COUNTRY_RULES.DE.shippingFees.parcelFee).toEqual(moneyFromDecimal('1.95', 'EUR'));
  });

  it('turns native routing on for LT only and the street-number digit check off in CZ, PL, RO only', () => {
    expect(COUNTRY_CODES.filter((code) => COUNTRY_RULES[code].nativeRouting)).toEqual(['LT']);
    expect(COUNTRY_CODES.filter((code) => !COUNTRY_RULES[code].streetNumberNeedsDigit)).toEqual(['CZ', 'PL', 'RO']);
  });

  it('is plain data that survives JSON, as /api/market serves it', () => {
    expect(JSON.parse(JSON.stringify(COUNTRY_CONFIGS.SK.rules))).toEqual(COUNTRY_CONFIGS.SK.rules);
  });
});
