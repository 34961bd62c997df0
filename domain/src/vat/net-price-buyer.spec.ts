import { describe, expect, it } from '@jest/globals';
import { netPriceOffered, paysNetPrices, vatIdCountry, type NetPriceBuyer } from './net-price-buyer.js';

const GERMAN_SHOP = 'DE123456788';
const austrianCompany: NetPriceBuyer = {
  taxRateChangeEnabled: true, shopVatId: GERMAN_SHOP, buyerVatId: 'ATU12345678', company: true, billingCountry: 'AT', vatIdValid: true,
};

describe('vatIdCountry', () => {
  it('reads the country from the validator prefix, the longest prefix first', () => {
    expect(vatIdCountry('ATU12345678')).toBe('AT');
    expect(vatIdCountry('EL123456789')).toBe('GR');
    expect(vatIdCountry('CHE123456789')).toBe('CH');
    expect(vatIdCountry('XX123')).toBeUndefined();
  });
});

describe('who pays NET (pinned reading: the intra-EU reverse charge)', () => {
  it('an Austrian company with a validated VAT ID buying from the German registration pays NET', () => {
    expect(paysNetPrices(austrianCompany)).toBe(true);
  });

  it('a company of the shop’s own registration country pays GROSS', () => {
    expect(paysNetPrices({ ...austrianCompany, buyerVatId: 'DE123456789', billingCountry: 'DE' })).toBe(false);
    expect(netPriceOffered({ taxRateChangeEnabled: true, shopVatId: GERMAN_SHOP, buyerVatId: 'DE123456789' })).toBe(false);
  });

  it('GROSS without a validated number, for a private buyer, or where the store does not change the tax rate', () => {
    expect(paysNetPrices({ ...austrianCompany, vatIdValid: false })).toBe(false);
    expect(paysNetPrices({ ...austrianCompany, company: false })).toBe(false);
    expect(paysNetPrices({ ...austrianCompany, taxRateChangeEnabled: false })).toBe(false);
  });

  it('GROSS when the VAT ID is not of the billing country (the billing country changed back)', () => {
    expect(paysNetPrices({ ...austrianCompany, billingCountry: 'DE' })).toBe(false);
  });

  it('outside the EU a local registration of the same country pays GROSS', () => {
    expect(netPriceOffered({ taxRateChangeEnabled: true, shopVatId: 'CHE123456788', buyerVatId: 'CHE987654321' })).toBe(false);
  });
});
