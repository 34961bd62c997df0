import type { LocalizedString } from '@commercetools/platform-sdk';
import type { LanguageCode } from '@shop/domain';

/** The fee line's title in the market's language, else English, else any language the store has. */
export function codFeeTitle(title: LocalizedString | undefined, language: LanguageCode): string | undefined {
  if (!title) return undefined;
  return title[language] ?? title['en'] ?? Object.values(title)[0];
}
