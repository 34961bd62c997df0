import { describe, it, expect } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import { LANGUAGES, languageName } from './languages.js';

describe('languages', () => {
  it('has the 21 languages, each keyed by its own code', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(LANGUAGES[code].code).toBe(code);
  });

  it('names each language in itself, and no two alike', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('fr')).toBe('Français');
    expect(languageName('el')).toBe('Ελληνικά');
    const names = LANGUAGE_CODES.map(languageName);
    expect(new Set(names).size).toBe(names.length);
  });
});
