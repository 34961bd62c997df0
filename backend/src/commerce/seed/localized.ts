import { LANGUAGE_CODES, type LanguageCode } from '@shop/domain';
import type { Localized } from './vocabulary/vocabulary-types.js';

/** A text in all 21 languages, built language by language in the languages' fixed order. */
export const localize = (text: (language: LanguageCode) => string): Localized =>
  Object.fromEntries(LANGUAGE_CODES.map((language) => [language, text(language)])) as Record<LanguageCode, string>;

/** Only the given languages of a localized text (a store's languages, for example). */
export const pickLanguages = (text: Localized, languages: readonly LanguageCode[]): Record<string, string> =>
  Object.fromEntries(languages.map((language) => [language, text[language]]));

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a test can see it. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
