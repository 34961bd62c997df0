import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { CompiledMessages } from './messages.server';
import { shopNumberFormats } from './shop-number-formats';

// One react-intl object per locale's messages, its formatters kept across requests: building a
// message or number formatter costs far more than using it, and a page uses hundreds. Its numbers
// come from the shop's own formatter (shop-number-formats.ts), identical on server and browser.
const cache = { ...createIntlCache(), number: shopNumberFormats() };
const intls = new WeakMap<CompiledMessages, Map<string, IntlShape>>();

function intlFor(locale: string, messages: CompiledMessages): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = createIntl({ locale, messages, defaultLocale: 'en-GB', onError: reportIntlError }, cache)));
  return intl;
}

/** react-intl with the request's locale and its precompiled messages; a missing id logs, never throws. */
export function ShopIntl({ locale, messages, children }: { locale: string; messages: CompiledMessages; children: ReactNode }) {
  const intl = useMemo(() => intlFor(locale, messages), [locale, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION' && import.meta.env.PROD) return;
  console.error(error.message);
}
