import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGE_CODES } from '@shop/domain';
import { LOCALE_CODES, LOCALE_FALLBACKS, localisationFor, COUNTRY_SITE_LIST } from '@shop/markets';
import { messageCatalogues } from './message-catalogues';

const SOURCE = 'en-GB';
/** Locales with their own full catalogue: one per language (the variants fall back to these). */
const MAIN_LOCALES = LOCALE_CODES.filter((locale) => LOCALE_FALLBACKS[locale] === undefined);
/**
 * A real translation may keep a few values as in English (brand names, "OK", numbers), but a
 * catalogue that is mostly English was not translated.
 */
const MAX_SHARE_EQUAL_TO_ENGLISH = 0.1;

const catalogues = messageCatalogues();

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

describe('message catalogues', () => {
  it('cover one main locale per language (21) and every feature has the English source', () => {
    expect(MAIN_LOCALES).toHaveLength(LANGUAGE_CODES.length);
    expect(catalogues.size).toBeGreaterThan(0);
    for (const [feature, locales] of catalogues) expect([feature, locales.has(SOURCE)]).toEqual([feature, true]);
  });

  for (const locale of MAIN_LOCALES) {
    it(`${locale} has every key of ${SOURCE}, with the same arguments, and is a real translation`, () => {
      let total = 0;
      let equal = 0;
      for (const [feature, locales] of catalogues) {
        const source = locales.get(SOURCE) ?? {};
        const target = locales.get(locale) ?? {};
        const missing = Object.keys(source).filter((key) => typeof target[key] !== 'string' || target[key]!.trim() === '');
        expect({ feature, locale, missing }).toEqual({ feature, locale, missing: [] });
        const extra = Object.keys(target).filter((key) => !(key in source));
        expect({ feature, locale, extra }).toEqual({ feature, locale, extra: [] });
        for (const [key, english] of Object.entries(source)) {
          const translated = target[key]!;
          const expected = [...argumentNames(parse(english))].sort();
          expect({ key, locale, args: [...argumentNames(parse(translated))].sort() }).toEqual({ key, locale, args: expected });
          total += 1;
          if (locale !== SOURCE && translated === english) equal += 1;
        }
      }
      if (locale !== SOURCE) expect({ locale, share: equal / total <= MAX_SHARE_EQUAL_TO_ENGLISH }).toEqual({ locale, share: true });
    });
  }

  it('regional variants only override keys of their main locale', () => {
    for (const [feature, locales] of catalogues) {
      for (const [locale, messages] of locales) {
        const main = LOCALE_FALLBACKS[locale as keyof typeof LOCALE_FALLBACKS];
        if (!main) continue;
        const source = locales.get(SOURCE) ?? {};
        expect({ feature, locale, unknown: Object.keys(messages).filter((key) => !(key in source)) }).toEqual({ feature, locale, unknown: [] });
      }
    }
  });

  it('every site language has its catalogue', () => {
    for (const site of COUNTRY_SITE_LIST) {
      for (const language of site.languages) {
        const locale = localisationFor(site.code, language).languageAndCountry;
        expect(LOCALE_CODES).toContain(locale);
      }
    }
  });
});
