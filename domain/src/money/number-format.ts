/** At most this many formatters are kept; past it the cache starts afresh (never reached in practice). */
const MAX_FORMATS = 500;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Intl.NumberFormat for a locale and options, built once and reused: building one costs far more
 * than formatting with it, and a product page formats hundreds of prices and measures.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
