import { formatMoney, formatPercent, numberConventions, type CountryCode, type CurrencyCode, type LanguageCode, type Money, type ShippingFees } from '@shop/domain';
import { COUNTRY_SITES, countryConfig, LOCALES, type LocaleCode } from '@shop/markets';
import { fill } from '../../commerce/seed/localized.js';
import type { Localized } from '../../commerce/seed/vocabulary/vocabulary-types.js';

/** Everything a demo document needs to know about the locale it is written for. */
export interface DemoLocale {
  readonly locale: LocaleCode;
  readonly language: LanguageCode;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  /** The market's fees from domain's rules (country overrides applied), in its currency. */
  readonly fees: ShippingFees;
  /** The text in this locale's language, placeholders filled. */
  text(localized: Localized, values?: Readonly<Record<string, string>>): string;
  /** Money as this locale writes it ("1 399,00 Kč"). */
  money(value: Money): string;
  /** A percentage as this locale writes it ("5 %", "5%"). */
  percent(percentage: number): string;
  /** A site path as linked from this locale: the language prefix for a country's non-default language. */
  path(sitePath: string): string;
}

export function demoLocale(locale: LocaleCode): DemoLocale {
  const { language, country } = LOCALES[locale];
  const site = COUNTRY_SITES[country];
  const prefix = language === site.defaultLanguage ? '' : `/${language}`;
  return {
    locale,
    language,
    country,
    currency: site.currency,
    fees: countryConfig(country).rules.shippingFees,
    text: (localized, values = {}) => fill(localized[language], values),
    money: (value) => formatMoney(value, numberConventions(locale)),
    percent: (percentage) => formatPercent(percentage, numberConventions(locale)),
    path: (sitePath) => `${prefix}${sitePath}`,
  };
}
