import type { CountryCode, LanguageCode } from '@shop/domain';

/** The 28 language-country pairs the shop serves, in the spec's order. */
export const LOCALE_CODES = [
  'en-IE', 'sk-SK', 'de-DE', 'pt-PT', 'it-IT', 'fr-FR', 'hu-HU', 'cs-CZ', 'de-AT', 'nb-NO',
  'nl-NL', 'de-CH', 'fr-CH', 'it-CH', 'nl-BE', 'fr-BE', 'da-DK', 'sv-SE', 'es-ES', 'en-GB',
  'fi-FI', 'pl-PL', 'ro-RO', 'lt-LT', 'sl-SI', 'el-GR', 'hr-HR', 'bg-BG',
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface Locale {
  readonly code: LocaleCode;
  readonly language: LanguageCode;
  readonly country: CountryCode;
}

const locale = (code: LocaleCode, language: LanguageCode, country: CountryCode): Locale => ({
  code,
  language,
  country,
});

// Spelled out rather than split from the code, so language and country stay typed without casts;
// the consistency spec checks that each row agrees with its code.
export const LOCALES: Readonly<Record<LocaleCode, Locale>> = {
  'en-IE': locale('en-IE', 'en', 'IE'),
  'sk-SK': locale('sk-SK', 'sk', 'SK'),
  'de-DE': locale('de-DE', 'de', 'DE'),
  'pt-PT': locale('pt-PT', 'pt', 'PT'),
  'it-IT': locale('it-IT', 'it', 'IT'),
  'fr-FR': locale('fr-FR', 'fr', 'FR'),
  'hu-HU': locale('hu-HU', 'hu', 'HU'),
  'cs-CZ': locale('cs-CZ', 'cs', 'CZ'),
  'de-AT': locale('de-AT', 'de', 'AT'),
  'nb-NO': locale('nb-NO', 'nb', 'NO'),
  'nl-NL': locale('nl-NL', 'nl', 'NL'),
  'de-CH': locale('de-CH', 'de', 'CH'),
  'fr-CH': locale('fr-CH', 'fr', 'CH'),
  'it-CH': locale('it-CH', 'it', 'CH'),
  'nl-BE': locale('nl-BE', 'nl', 'BE'),
  'fr-BE': locale('fr-BE', 'fr', 'BE'),
  'da-DK': locale('da-DK', 'da', 'DK'),
  'sv-SE': locale('sv-SE', 'sv', 'SE'),
  'es-ES': locale('es-ES', 'es', 'ES'),
  'en-GB': locale('en-GB', 'en', 'GB'),
  'fi-FI': locale('fi-FI', 'fi', 'FI'),
  'pl-PL': locale('pl-PL', 'pl', 'PL'),
  'ro-RO': locale('ro-RO', 'ro', 'RO'),
  'lt-LT': locale('lt-LT', 'lt', 'LT'),
  'sl-SI': locale('sl-SI', 'sl', 'SI'),
  'el-GR': locale('el-GR', 'el', 'GR'),
  'hr-HR': locale('hr-HR', 'hr', 'HR'),
  'bg-BG': locale('bg-BG', 'bg', 'BG'),
};

export type LocaleFallbacks = Readonly<Partial<Record<LocaleCode, LocaleCode>>>;

/**
 * Regional variants load the messages of their main variant first and override them, so a
 * translation missing in de-AT still shows the German text instead of a key.
 */
export const LOCALE_FALLBACKS: LocaleFallbacks = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'nl-BE': 'nl-NL',
  'it-CH': 'it-IT',
  'en-IE': 'en-GB',
};

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

export class LocaleFallbackLoopError extends Error {
  override name = 'LocaleFallbackLoopError';
}

/**
 * The order in which message files load: deepest fallback first, the locale itself last
 * (`de-AT` → ['de-DE', 'de-AT']). The table is a parameter so the loop guard can be tested.
 */
export function localeLoadOrder(locale: LocaleCode, fallbacks: LocaleFallbacks = LOCALE_FALLBACKS): LocaleCode[] {
  const chain: LocaleCode[] = [];
  for (let current: LocaleCode | undefined = locale; current !== undefined; current = fallbacks[current]) {
    if (chain.includes(current)) {
      throw new LocaleFallbackLoopError(`locale fallbacks loop: ${[...chain, current].join(' → ')}`);
    }
    chain.push(current);
  }
  return chain.reverse();
}

/** The fallbacks alone, nearest first (`de-AT` → ['de-DE']); empty for a main variant. */
export const localeFallbackChain = (locale: LocaleCode, fallbacks: LocaleFallbacks = LOCALE_FALLBACKS): LocaleCode[] =>
  localeLoadOrder(locale, fallbacks).reverse().slice(1);
