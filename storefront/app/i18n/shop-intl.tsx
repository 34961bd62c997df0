import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from './messages.server';

/** react-intl with the request's locale and its precompiled messages; a missing id logs, never throws. */
export function ShopIntl({ locale, messages, children }: { locale: string; messages: CompiledMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-GB" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION' && import.meta.env.PROD) return;
  console.error(error.message);
}
