import { describe, expect, it, jest } from '@jest/globals';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { keepMessageTexts } from './kept-message-texts';

const SOURCES: Record<string, string> = {
  count: '{count, plural, one {# položka} few {# položky} other {# položiek}}',
  rating: 'Hodnotenie {rating} z 5',
  stock: '{state, select, in {Skladom} other {Nedostupné}}',
  price: 'Ušetríte {amount, number}',
  bold: 'Spolu <b>{total}</b>',
};
const messages = Object.fromEntries(Object.entries(SOURCES).map(([id, text]) => [id, parse(text)]));

/** The same locale and messages twice: one as react-intl makes it, one with kept texts. */
function intls(onError: (error: unknown) => void = () => undefined) {
  const config = { locale: 'sk-SK', messages, onError };
  return { plain: createIntl(config), kept: keepMessageTexts(createIntl(config)) };
}

describe('keepMessageTexts', () => {
  it('writes what react-intl writes, the first time and again, for each value (a number and a numeric string apart)', () => {
    const { plain, kept } = intls();
    const calls: [string, Record<string, string | number | boolean>][] = [
      ['count', { count: 1 }],
      ['count', { count: 3 }],
      ['count', { count: 1 }],
      ['count', { count: '3' }],
      ['count', { count: 5 }],
      ['count', { count: 3 }],
      ['rating', { rating: '4,5' }],
      ['rating', { rating: '4' }],
      ['rating', { rating: '4,5' }],
      ['stock', { state: 'in' }],
      ['stock', { state: 'out' }],
      ['stock', { state: 'in' }],
      ['price', { amount: 1234.5 }],
      ['price', { amount: 1234.5 }],
    ];
    for (const [id, values] of calls) expect(kept.formatMessage({ id }, values)).toEqual(plain.formatMessage({ id }, values));
    expect(kept.formatMessage({ id: 'count' }, { count: 3 })).toBe('3 položky');
    expect(kept.formatMessage({ id: 'count' }, { count: 5 })).toBe('5 položiek');
  });

  it('leaves rich text to react-intl: its parts come back as react-intl gives them', () => {
    const { plain, kept } = intls();
    const values = { total: '3', b: (chunks: unknown[]) => `[${chunks.join('')}]` };
    expect(kept.formatMessage({ id: 'bold' }, values)).toEqual(plain.formatMessage({ id: 'bold' }, values));
    expect(kept.formatMessage({ id: 'bold' }, { total: '4', b: (chunks: unknown[]) => `(${chunks.join('')})` })).toBe('Spolu (4)');
  });

  it('reports a missing message on every call, never keeping its fallback', () => {
    const onError = jest.fn();
    const { kept } = intls(onError);
    kept.formatMessage({ id: 'nowhere' }, { count: 1 });
    kept.formatMessage({ id: 'nowhere' }, { count: 1 });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('stays right after more texts than it keeps', () => {
    const { plain, kept } = intls();
    for (let count = 0; count < 2500; count += 1) kept.formatMessage({ id: 'count' }, { count });
    for (const count of [1, 2, 7, 2499]) expect(kept.formatMessage({ id: 'count' }, { count })).toBe(plain.formatMessage({ id: 'count' }, { count }));
  });
});
