import { describe, expect, it } from '@jest/globals';
import { everyPluralForm, pluralSamples } from './plural-forms';

const pluralOf = (locale: string, forms: Record<string, string>) => {
  const rules = new Intl.PluralRules(locale);
  return (count: number) => forms[rules.select(count)] ?? forms['other']!;
};

describe('pluralSamples', () => {
  it('has a count of every category: German one/other, Slovene one/two/few/other, Polish one/few/many', () => {
    expect(new Set(pluralSamples('de').map((count) => new Intl.PluralRules('de').select(count)))).toEqual(new Set(['one', 'other']));
    expect(new Set(pluralSamples('sl').map((count) => new Intl.PluralRules('sl').select(count)))).toEqual(new Set(['one', 'two', 'few', 'other']));
    expect(new Set(pluralSamples('pl').map((count) => new Intl.PluralRules('pl').select(count)))).toEqual(new Set(['one', 'few', 'many']));
  });

  it('always has 0 and 1, for messages that name them exactly', () => {
    expect(pluralSamples('lv')).toEqual(expect.arrayContaining([0, 1]));
    expect(pluralSamples('fi')).toEqual(expect.arrayContaining([0, 1]));
  });
});

describe('everyPluralForm', () => {
  it('finds both German forms, once each', () => {
    expect(everyPluralForm('de', pluralOf('de', { one: 'Sekunde', other: 'Sekunden' })).sort()).toEqual(['Sekunde', 'Sekunden']);
  });

  it('finds the Slovene dual and the Polish many', () => {
    expect(everyPluralForm('sl', pluralOf('sl', { one: 'sekunda', two: 'sekundi', few: 'sekunde', other: 'sekund' })).sort()).toEqual(['sekund', 'sekunda', 'sekunde', 'sekundi']);
    expect(everyPluralForm('pl', pluralOf('pl', { one: 'sekunda', few: 'sekundy', many: 'sekund' })).sort()).toEqual(['sekund', 'sekunda', 'sekundy']);
  });

  it('finds an exact =0 form', () => {
    expect(everyPluralForm('en', (count) => (count === 0 ? 'none' : count === 1 ? 'second' : 'seconds')).sort()).toEqual(['none', 'second', 'seconds']);
  });
});
