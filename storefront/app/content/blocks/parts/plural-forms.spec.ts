import { describe, expect, it } from '@jest/globals';
import { everyPluralForm } from './plural-forms';

const pluralOf = (locale: string, forms: Record<string, string>) => {
  const rules = new Intl.PluralRules(locale);
  return (count: number) => forms[rules.select(count)] ?? forms['other']!;
};

describe('everyPluralForm', () => {
  it('finds both German forms, once each', () => {
    expect(everyPluralForm(pluralOf('de', { one: 'Sekunde', other: 'Sekunden' })).sort()).toEqual(['Sekunde', 'Sekunden']);
  });

  it('finds the Slovene dual and the Polish many, forms only some counts under 100 take', () => {
    expect(everyPluralForm(pluralOf('sl', { one: 'sekunda', two: 'sekundi', few: 'sekunde', other: 'sekund' })).sort()).toEqual(['sekund', 'sekunda', 'sekunde', 'sekundi']);
    expect(everyPluralForm(pluralOf('pl', { one: 'sekunda', few: 'sekundy', many: 'sekund' })).sort()).toEqual(['sekund', 'sekunda', 'sekundy']);
  });

  it('gives a message without plural one form', () => {
    expect(everyPluralForm(() => '秒')).toEqual(['秒']);
  });
});
