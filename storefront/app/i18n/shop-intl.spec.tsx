import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { numberConventions } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, createIntlCache, FormattedMessage, useIntl } from 'react-intl';
import { messageCatalogues } from '../../test/unit/message-catalogues';
import { renderMessagesFrom } from './locale-messages';
import type { CompiledMessages } from './messages.server';
import { shopNumberFormats } from './shop-number-formats';
import { ShopIntl } from './shop-intl';

const catalogues = messageCatalogues();

/** One main locale's messages of every feature, parsed as the build does (without its no-break spaces, which change no lookup). */
function compiled(locale: string): CompiledMessages {
  const messages: CompiledMessages = {};
  for (const locales of catalogues.values()) for (const [id, text] of Object.entries(locales.get(locale) ?? {})) messages[id] = parse(text);
  return messages;
}

/** A value for each argument of a message: 3 for numbers and plurals, 'other' for selects, the text for tags. */
function valuesFor(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => chunks.join('');
      valuesFor(element.children, values);
      continue;
    }
    values[element.value] = element.type === TYPE.plural || element.type === TYPE.number ? 1234.5 : element.type === TYPE.select ? 'other' : 'x';
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) valuesFor(option.value, values);
  }
  return values;
}

/** Every message of the locale that has arguments, formatted by the intl object under <ShopIntl>. */
function FormatAll({ ids, out }: { ids: readonly string[]; out: string[] }) {
  const intl = useIntl();
  for (const id of ids) out.push(String(intl.formatMessage({ id }, valuesFor(intl.messages[id] as MessageFormatElement[]) as Record<string, string>)));
  return null;
}

function formatUnderShopIntl(locale: LocaleCode, messages: CompiledMessages, ids: readonly string[]): string[] {
  const out: string[] = [];
  renderToStaticMarkup(
    <ShopIntl locale={locale} numbers={numberConventions(locale)}>
      <FormatAll ids={ids} out={out} />
    </ShopIntl>,
  );
  return out;
}

/** The same messages through <FormattedMessage>, as markup. */
const markupUnderShopIntl = (locale: LocaleCode, messages: CompiledMessages, ids: readonly string[]): string =>
  renderToStaticMarkup(
    <ShopIntl locale={locale} numbers={numberConventions(locale)}>
      {ids.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={valuesFor(messages[id]!) as Record<string, string>} />
        </p>
      ))}
    </ShopIntl>,
  );

const withArguments = (messages: CompiledMessages) => Object.keys(messages).filter((id) => messages[id]!.some((element) => element.type !== TYPE.literal));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ShopIntl', () => {
  for (const locale of ['en-GB', 'de-DE', 'fr-FR', 'pl-PL'] as const) {
    it(`${locale}: formats every message with arguments as react-intl does with the shop's number formats`, () => {
      const messages = compiled(locale);
      renderMessagesFrom(() => messages, {});
      const ids = withArguments(messages);
      expect(ids.length).toBeGreaterThan(40);
      const reference = createIntl({ locale, messages, defaultLocale: 'en-GB', onError: () => undefined }, { ...createIntlCache(), number: shopNumberFormats(numberConventions(locale)) });
      const expected = ids.map((id) => String(reference.formatMessage({ id }, valuesFor(messages[id]!) as Record<string, string>)));
      expect(formatUnderShopIntl(locale, messages, ids)).toEqual(expected);
    });
  }

  it('formats a message it formatted before (formatMessage or <FormattedMessage>) without serialising a memo key (react-intl keys its caches by JSON of the arguments)', () => {
    const messages = compiled('de-DE');
    renderMessagesFrom(() => messages, {});
    const ids = withArguments(messages);
    formatUnderShopIntl('de-DE', messages, ids);
    const markup = markupUnderShopIntl('de-DE', messages, ids);
    const stringify = jest.spyOn(JSON, 'stringify');
    formatUnderShopIntl('de-DE', messages, ids);
    expect(markupUnderShopIntl('de-DE', messages, ids)).toBe(markup);
    const memoKeys = stringify.mock.calls.filter(([value]) => Object.prototype.toString.call(value) === '[object Arguments]');
    expect(memoKeys.length).toBe(0);
  });
});
