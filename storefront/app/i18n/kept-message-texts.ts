import type { IntlShape } from 'react-intl';

type FormatMessage = IntlShape['formatMessage'];
/** formatMessage's arguments as react-intl's code reads them (its typed overloads aside). */
type Descriptor = { readonly id?: string | number; readonly defaultMessage?: unknown };
type Values = Readonly<Record<string, unknown>>;
type Options = Readonly<Record<string, unknown>>;
type UntypedFormatMessage = (descriptor: Descriptor, values?: Values, options?: Options) => unknown;

/** Texts kept per intl object; cleared when full (a page formats a few hundred). */
const KEPT_TEXTS = 2000;

/**
 * A message formatted with the same plain values (strings, numbers, booleans) writes the same
 * text, but react-intl walks the message's parts and its plural rules and number formats again on
 * every call: a listing or product page formats the same rating, count and filter labels dozens
 * of times. The intl object's formatMessage (which <FormattedMessage> calls too) keeps such texts
 * by message id and values. Anything else goes straight through: no values (react-intl returns a
 * plain message at once), rich-text or other object values, options, a descriptor with more than
 * an id, an id the messages lack (so each miss is still reported), a result that is not a string.
 */
export function keepMessageTexts(intl: IntlShape): IntlShape {
  const formatMessage = intl.formatMessage as unknown as UntypedFormatMessage;
  const texts = new Map<string, string>();
  const kept: UntypedFormatMessage = (descriptor, values, options) => {
    const key = values && !hasOption(options) ? textKey(intl, descriptor, values) : undefined;
    if (key === undefined) return formatMessage(descriptor, values, options);
    let text = texts.get(key);
    if (text === undefined) {
      const result: unknown = formatMessage(descriptor, values, options);
      if (typeof result !== 'string') return result;
      if (texts.size >= KEPT_TEXTS) texts.clear();
      texts.set(key, (text = result));
    }
    return text;
  };
  (intl as { formatMessage: FormatMessage }).formatMessage = kept as unknown as FormatMessage;
  return intl;
}

/** <FormattedMessage> passes { ignoreTag } on every call, mostly undefined. */
function hasOption(options: Options | undefined): boolean {
  if (options) for (const name in options) if (options[name] !== undefined) return true;
  return false;
}

function textKey(intl: IntlShape, descriptor: Descriptor, values: Values): string | undefined {
  if (descriptor.defaultMessage !== undefined) return undefined;
  const id = descriptor.id;
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(intl.messages, id)) return undefined;
  let key = id;
  for (const name in values) {
    const value = values[name];
    // The type is part of the key: a count given as "5" and as 5 may not format alike.
    if (typeof value === 'string') key += `\u0000${name}\u0001s${value}`;
    else if (typeof value === 'number') key += `\u0000${name}\u0001n${value}`;
    else if (typeof value === 'boolean') key += `\u0000${name}\u0001b${value}`;
    else return undefined;
  }
  return key;
}
