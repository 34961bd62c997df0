import type { LanguageCode } from '@shop/domain';

export interface Language {
  readonly code: LanguageCode;
  /** The language's name in itself: the language selector shows each option in its own language. */
  readonly nativeName: string;
}

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  sk: { code: 'sk', nativeName: 'Slovenčina' },
  en: { code: 'en', nativeName: 'English' },
  de: { code: 'de', nativeName: 'Deutsch' },
  pt: { code: 'pt', nativeName: 'Português' },
  it: { code: 'it', nativeName: 'Italiano' },
  fr: { code: 'fr', nativeName: 'Français' },
  hu: { code: 'hu', nativeName: 'Magyar' },
  cs: { code: 'cs', nativeName: 'Čeština' },
  nb: { code: 'nb', nativeName: 'Norsk bokmål' },
  nl: { code: 'nl', nativeName: 'Nederlands' },
  da: { code: 'da', nativeName: 'Dansk' },
  sv: { code: 'sv', nativeName: 'Svenska' },
  es: { code: 'es', nativeName: 'Español' },
  fi: { code: 'fi', nativeName: 'Suomi' },
  pl: { code: 'pl', nativeName: 'Polski' },
  ro: { code: 'ro', nativeName: 'Română' },
  lt: { code: 'lt', nativeName: 'Lietuvių' },
  sl: { code: 'sl', nativeName: 'Slovenščina' },
  bg: { code: 'bg', nativeName: 'Български' },
  el: { code: 'el', nativeName: 'Ελληνικά' },
  hr: { code: 'hr', nativeName: 'Hrvatski' },
};

export const languageName = (code: LanguageCode): string => LANGUAGES[code].nativeName;
