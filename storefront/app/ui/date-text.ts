import type { IntlShape } from 'react-intl';

const formats = new WeakMap<IntlShape, WeakMap<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>>();

/**
 * `intl.formatDate(value, options)` for options kept in a constant: the same formatter react-intl
 * would pick (the shop's intl objects have no time zone or named formats of their own), kept per
 * intl object and options, where formatDate filters the options and serialises them to find it on
 * every call (a product page writes a date per review). An unreadable date goes to formatDate,
 * which reports it.
 */
export function formatDateText(intl: IntlShape, value: string | Date, options: Readonly<Intl.DateTimeFormatOptions>): string {
  const date = typeof value === 'string' ? new Date(value || 0) : value;
  if (Number.isNaN(date.getTime())) return intl.formatDate(date, options);
  let byOptions = formats.get(intl);
  if (!byOptions) formats.set(intl, (byOptions = new WeakMap()));
  let format = byOptions.get(options);
  if (!format) byOptions.set(options, (format = intl.formatters.getDateTimeFormat(intl.locale, options)));
  return format.format(date);
}
