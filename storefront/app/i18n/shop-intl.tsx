import { useMemo, type ReactNode } from 'react';
import type { NumberConventions } from '@shop/domain';
import { createIntl, createIntlCache, RawIntlProvider, type IntlCache, type IntlShape } from 'react-intl';
import { keyFormattersByIdentity } from './identity-keyed-formatters';
import { keepMessageTexts } from './kept-message-texts';
import { useLocaleMessages } from './locale-messages';
import type { CompiledMessages } from './messages.server';
import { shopNumberFormats } from './shop-number-formats';

// One react-intl object per locale's messages, its formatters kept across requests: building a
// message or number formatter costs far more than using it, and a page uses hundreds. Its numbers
// come from the shop's own formatter (shop-number-formats.ts) with the locale's conventions, so
// identical on server and browser; one cache per conventions (on the server, per locale: the
// table's rows are kept objects).
const caches = new WeakMap<NumberConventions, IntlCache>();
const intls = new WeakMap<CompiledMessages, Map<string, IntlShape>>();

function cacheFor(numbers: NumberConventions): IntlCache {
  let cache = caches.get(numbers);
  if (!cache) caches.set(numbers, (cache = { ...createIntlCache(), number: shopNumberFormats(numbers) }));
  return cache;
}

function intlFor(locale: string, messages: CompiledMessages, numbers: NumberConventions): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = keepMessageTexts(keyFormattersByIdentity(createIntl({ locale, messages, defaultLocale: 'en-GB', onError: reportIntlError }, cacheFor(numbers))))));
  return intl;
}

/** react-intl with the request's locale, its precompiled messages (locale-messages.ts) and number conventions; a missing id logs, never throws. */
export function ShopIntl({ locale, numbers, children }: { locale: string; numbers: NumberConventions; children: ReactNode }) {
  const messages = useLocaleMessages(locale);
  const intl = useMemo(() => intlFor(locale, messages, numbers), [locale, messages, numbers]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION' && import.meta.env.PROD) return;
  console.error(error.message);
}
