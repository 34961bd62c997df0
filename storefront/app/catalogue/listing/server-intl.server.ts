import type { LocaleCode } from '@shop/markets';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messagesFor } from '../../i18n/messages.server';

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape>();

/**
 * react-intl outside React, for what a loader writes in the shopper's language (page titles and
 * descriptions for the meta tags, which render before any component).
 */
export function serverIntl(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: messagesFor(locale), defaultLocale: 'en-GB', onError: (error) => console.error(error.message) }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
