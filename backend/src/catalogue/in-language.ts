const LANGUAGE_TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

const isLocalizedString = (value: object): value is Record<string, string> => {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => LANGUAGE_TAG.test(key) && typeof text === 'string');
};

/**
 * Localized texts reduced to the market's language anywhere in a value (names, slugs, attribute
 * values, enum labels), as commercetools' localeProjection reduces every LocalizedString of a
 * projection; a text that lacks the language is kept whole, so nothing disappears.
 */
export function inLanguage<T>(value: T, language: string): T {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalizedString(value)) {
    const text = value[language];
    return (text === undefined ? value : { [language]: text }) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)])) as T;
}
