import { describe, expect, it } from '@jest/globals';
import { inLanguage } from './in-language.js';

describe('inLanguage', () => {
  it('reduces every localized text, however deep, to the language', () => {
    const value = [{ name: 'description', value: { sk: 'Vŕtačka', de: 'Bohrmaschine' } }, { name: 'brand', value: 'Terravik' }];
    expect(inLanguage(value, 'de')).toEqual([{ name: 'description', value: { de: 'Bohrmaschine' } }, { name: 'brand', value: 'Terravik' }]);
  });

  it('keeps a text whole when it lacks the language, so nothing disappears', () => {
    expect(inLanguage({ de: 'Bohrmaschine', en: 'Drill' }, 'sk')).toEqual({ de: 'Bohrmaschine', en: 'Drill' });
  });

  it('leaves objects that are not localized texts as they are', () => {
    expect(inLanguage({ sk: 'x', notALanguage: 'y' }, 'sk')).toEqual({ sk: 'x', notALanguage: 'y' });
    expect(inLanguage({ sk: 5, de: 6 }, 'sk')).toEqual({ sk: 5, de: 6 });
    expect(inLanguage({ typeId: 'category', id: 'c-1' }, 'sk')).toEqual({ typeId: 'category', id: 'c-1' });
  });
});
