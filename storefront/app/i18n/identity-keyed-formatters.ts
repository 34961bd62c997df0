import type { IntlShape } from 'react-intl';

type Formatters = IntlShape['formatters'];
type MessageFormat = ReturnType<Formatters['getMessageFormat']>;

/**
 * react-intl memoises its formatters by the JSON of their arguments: every `formatMessage` with
 * values serialises the message's whole AST (and the plural rules and number format it asks for,
 * once per `#`), 168 keys and ~25 kB of JSON per render of the home page. The shop's messages are
 * ASTs kept for the process (messagesFor) or the page (locale-messages.ts), so one intl object
 * can keep each message's formatter by the AST's identity, and its plural rules and plain number
 * formats by locale, beside react-intl's own caches (which still answer anything else: a string
 * message, options, formats). Same formatters, so the same text.
 *
 * react-intl's `formatMessage` and the message formats it builds look their formatters up on the
 * intl object's `formatters` at each call, so replacing them there is enough.
 */
export function keyFormattersByIdentity(intl: IntlShape): IntlShape {
  const formatters = intl.formatters as { -readonly [K in keyof Formatters]: Formatters[K] };
  const { getMessageFormat, getPluralRules, getNumberFormat } = formatters;

  const messageFormats = new WeakMap<object, Map<string, MessageFormat>>();
  formatters.getMessageFormat = (message, locales, overrideFormats, opts) => {
    // formatMessage's own call: the AST, the intl object's locale and formats, these formatters
    // and at most <FormattedMessage>'s ignoreTag (part of the key).
    const plain =
      typeof message === 'object' && typeof locales === 'string' && opts?.formatters === formatters && Object.keys(opts).every((option) => option === 'formatters' || option === 'ignoreTag');
    if (!plain) return getMessageFormat(message, locales, overrideFormats, opts);
    const key = `${locales}\u0000${String(opts.ignoreTag)}`;
    let byKey = messageFormats.get(message);
    if (!byKey) messageFormats.set(message, (byKey = new Map()));
    let format = byKey.get(key);
    if (!format) byKey.set(key, (format = getMessageFormat(message, locales, overrideFormats, opts)));
    return format;
  };

  const pluralRules = new Map<string, Intl.PluralRules>();
  formatters.getPluralRules = (...args) => {
    const [locales, options] = args;
    if (typeof locales !== 'string' || !options || Object.keys(options).some((option) => option !== 'type')) return getPluralRules(...args);
    const key = `${locales}\u0000${options.type ?? ''}`;
    let rules = pluralRules.get(key);
    if (!rules) pluralRules.set(key, (rules = getPluralRules(...args)));
    return rules;
  };

  const numberFormats = new Map<string, Intl.NumberFormat>();
  formatters.getNumberFormat = (...args) => {
    const [locales, options] = args;
    if (typeof locales !== 'string' || options !== undefined) return getNumberFormat(...args);
    let format = numberFormats.get(locales);
    if (!format) numberFormats.set(locales, (format = getNumberFormat(...args)));
    return format;
  };
  return intl;
}
