import type { LanguageCode } from '@shop/domain';
import { LOCALES, type LocaleCode } from './locales.js';

/** Languages the third-party review (trust-rating) widget is shown in. */
export const REVIEW_WIDGET_LANGUAGES: readonly LanguageCode[] = [
  'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'pl', 'nb', 'da', 'sv',
];

export interface ReviewWidgetSettings {
  readonly locale: string;
  readonly height: string;
  readonly width: string;
  readonly theme: 'light' | 'dark';
}

export const REVIEW_WIDGET_DEFAULTS: ReviewWidgetSettings = {
  locale: 'en-US',
  height: 'auto',
  width: '100%',
  theme: 'light',
};

export const hasReviewWidgetLanguage = (language: LanguageCode): boolean =>
  REVIEW_WIDGET_LANGUAGES.includes(language);

/**
 * The widget in the site's own locale where it speaks the language, otherwise the defaults'
 * en-US rather than a language the widget would not render.
 */
export function reviewWidgetSettings(locale: LocaleCode): ReviewWidgetSettings {
  return hasReviewWidgetLanguage(LOCALES[locale].language) ? { ...REVIEW_WIDGET_DEFAULTS, locale } : REVIEW_WIDGET_DEFAULTS;
}
