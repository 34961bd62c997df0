import { describe, expect, it } from '@jest/globals';
import { guaranteesForMarket, isEnabledOnMarket, type ExtraGuaranteeProduct } from './index.js';

const guarantee = (sku: string, overrides: Partial<ExtraGuaranteeProduct> = {}): ExtraGuaranteeProduct =>
  ({ sku, published: true, ratePercent: '10', enabledOnMarket: ['de-AT', 'de-DE', 'fr-BE'], ...overrides });

describe('enabledOnMarket holds language-country codes (reading chosen; spec 2 §4)', () => {
  it.each([
    ['de-AT', true],
    ['de-DE', true],
    ['DE-at', true],
    ['de_AT', true],
    ['fr-BE', true],
    ['nl-BE', false], // another language of an enabled country is not enabled
    ['sk-SK', false],
    ['AT', false],
  ])('a guarantee enabled on de-AT, de-DE, fr-BE is enabled on %s: %s', (languageAndCountry, enabled) => {
    expect(isEnabledOnMarket(guarantee('4100010'), languageAndCountry)).toBe(enabled);
  });

  it('treats a bare country code in the list as enabling nothing', () => {
    expect(isEnabledOnMarket(guarantee('4100010', { enabledOnMarket: ['AT'] }), 'de-AT')).toBe(false);
    expect(isEnabledOnMarket(guarantee('4100010', { enabledOnMarket: undefined }), 'de-AT')).toBe(false);
  });
});

describe('the guarantee list keeps published products enabled on the current market (spec 1 §4, spec 2 §4)', () => {
  it('drops unpublished and other-market guarantees, keeping order', () => {
    const list = [
      guarantee('4100010'),
      guarantee('4100020', { published: false }),
      guarantee('4100030', { enabledOnMarket: ['sk-SK'] }),
      guarantee('4100040'),
    ];
    expect(guaranteesForMarket(list, 'de-AT').map((g) => g.sku)).toEqual(['4100010', '4100040']);
    expect(guaranteesForMarket(list, 'sk-SK').map((g) => g.sku)).toEqual(['4100030']);
  });
});
