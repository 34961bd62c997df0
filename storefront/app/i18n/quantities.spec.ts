import { describe, expect, it } from '@jest/globals';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { keepMessageQuantitiesTogether } from './message-quantities.server';
import { keepQuantitiesTogether } from './quantities';

const NBSP = '\u00A0';

describe('keepQuantitiesTogether', () => {
  it.each([
    ['Sägeblatt 190 mm', `Sägeblatt 190${NBSP}mm`],
    ['Kombidämpfer CS-18 7 kW', `Kombidämpfer CS-18 7${NBSP}kW`],
    ['303,5 kg', `303,5${NBSP}kg`],
    ['162 × 83 × 163 cm', `162${NBSP}×${NBSP}83${NBSP}×${NBSP}163${NBSP}cm`],
    ['ab 3 Stk.', `ab 3${NBSP}Stk.`],
    ['163 εκ.', `163${NBSP}εκ.`],
    ['3,5 кг', `3,5${NBSP}кг`],
    ['MwSt. 19 %', `MwSt. 19${NBSP}%`],
  ])('%s', (text, expected) => {
    expect(keepQuantitiesTogether(text)).toBe(expected);
  });

  it('leaves a number before an ordinary word, and numbers side by side, breakable', () => {
    expect(keepQuantitiesTogether('6 Bewertungen')).toBe('6 Bewertungen');
    expect(keepQuantitiesTogether('CS-18 7')).toBe('CS-18 7');
  });
});

describe('keepMessageQuantitiesTogether', () => {
  // As the shop formats them: react-intl with the parsed messages (ShopIntl).
  const format = (message: string, values: Record<string, number>) =>
    createIntl({ locale: 'de-DE', messages: { message: keepMessageQuantitiesTogether(parse(message)) } }).formatMessage({ id: 'message' }, values);

  it('binds an argument to the unit after it, in plain text and inside plural branches', () => {
    expect(format('ab {volume} Stk.', { volume: 5 })).toBe(`ab 5${NBSP}Stk.`);
    expect(format('{count, plural, one {# kg} other {# kg}} netto', { count: 2 })).toBe(`2${NBSP}kg netto`);
  });

  it('leaves an argument before an ordinary word breakable', () => {
    expect(format('{count} Bewertungen', { count: 6 })).toBe('6 Bewertungen');
  });
});
