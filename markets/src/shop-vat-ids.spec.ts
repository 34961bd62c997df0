import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, normaliseVatId, VAT_ID_RULES, type CountryCode } from '@shop/domain';
import { SHOP_VAT_IDS } from './shop-vat-ids.js';

const countryOfPrefix = (id: string): CountryCode =>
  COUNTRY_CODES.find((code) => id.startsWith(VAT_ID_RULES[code].prefix) && VAT_ID_RULES[code].prefix.length === (id.startsWith('CHE') ? 3 : 2))!;

describe("the shop's own VAT ID per market (UstId_1)", () => {
  it.each(COUNTRY_CODES.map((code) => [code]))("%s: passes domain's VAT ID rules of its prefix's country unchanged", (code) => {
    const id = SHOP_VAT_IDS[code];
    expect(normaliseVatId(countryOfPrefix(id), id)).toMatchObject({ ok: true, requestId: id });
  });

  it('is the German registration in every EU market, a local one in CH, GB and NO', () => {
    const nonGerman = COUNTRY_CODES.filter((code) => SHOP_VAT_IDS[code] !== 'DE123456788');
    expect(nonGerman).toEqual(['CH', 'GB', 'NO']);
    expect([SHOP_VAT_IDS.CH, SHOP_VAT_IDS.GB, SHOP_VAT_IDS.NO]).toEqual(['CHE123456788', 'GB123456782', 'NO123456785']);
  });
});
