import { describe, expect, it, jest } from '@jest/globals';
import { numberConventions } from '@shop/domain';
import { createIntl, createIntlCache } from 'react-intl';
import { shopNumberFormats } from './shop-number-formats';

const intlIn = (locale: string, onError: (error: unknown) => void = () => {}) =>
  createIntl(
    { locale, messages: { count: '{count, plural, one {# produit} other {# produits}}' }, onError },
    { ...createIntlCache(), number: shopNumberFormats(numberConventions(locale)) },
  );

describe("react-intl's numbers come from the shop's formatter", () => {
  // Expected texts from CLDR 48.2: fr-CH groups with an apostrophe, pl-PL leaves four digits whole,
  // fr-FR groups with a narrow no-break space. Node 20's ICU writes "12 345" for fr-CH.
  it.each([
    ['fr-CH', 12345, "12'345 produits"],
    ['fr-FR', 12345, '12\u202f345 produits'],
    ['pl-PL', 1234, '1234 produits'],
    ['de-CH', 1, '1 produit'],
  ])('writes the plural # in %s for %d as %j', (locale, count, expected) => {
    expect(intlIn(locale).formatMessage({ id: 'count' }, { count })).toBe(expected);
  });

  it('writes formatNumber with fraction digits the same way', () => {
    expect(intlIn('fr-CH').formatNumber(1234.56, { maximumFractionDigits: 1 })).toBe("1'234,6");
  });

  it('refuses money and percentages, which have their own helpers', () => {
    const onError = jest.fn();
    intlIn('de-DE', onError).formatNumber(5, { style: 'percent' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('useNumberText') }));
  });
});
