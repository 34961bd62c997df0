import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, normaliseVatId } from '@shop/domain';
import { SHOP_VAT_IDS } from './shop-vat-ids.js';

describe("the shop's own VAT ID per market (UstId_1)", () => {
  it.each(COUNTRY_CODES.map((code) => [code]))('%s passes domain\'s VAT ID rules unchanged, with its prefix', (code) => {
    const id = SHOP_VAT_IDS[code];
    expect(normaliseVatId(code, id)).toMatchObject({ ok: true, requestId: id });
  });
});
