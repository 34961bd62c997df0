import { localeLoadOrder, type LocaleCode } from '@shop/markets';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from 'react-intl';

// The texts a shopper of a locale reads: the specs find controls by their accessible names in the
// shopper's language (role + name), the way a screen-reader user would, in every market.

const APP_DIR = fileURLToPath(new URL('../../app/', import.meta.url));

/** Every app/<feature>/messages/<locale>.json of one locale file name, merged. */
function catalogue(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name !== 'messages') walk(path);
      else {
        try {
          Object.assign(merged, JSON.parse(readFileSync(join(path, `${locale}.json`), 'utf8')) as Record<string, string>);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  };
  walk(APP_DIR);
  return merged;
}

export interface ShopTexts {
  /** The formatted text of a message id; an unknown id fails the test (a renamed key, not a silent miss). */
  (id: string, values?: Record<string, string | number>): string;
  /** The same text as a pattern that matches it anywhere in a longer accessible name. */
  within(id: string, values?: Record<string, string | number>): RegExp;
  /** The whole text as a pattern, the named arguments matching any value (a currency sign the browser picks). */
  like(id: string, anyOf: readonly string[]): RegExp;
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The locale's texts with its fallbacks underneath (fr-CH reads fr-FR where it has no own text). */
export function shopTexts(locale: LocaleCode): ShopTexts {
  const messages: Record<string, string> = {};
  for (const code of localeLoadOrder(locale)) Object.assign(messages, catalogue(code));
  const intl = createIntl({ locale, messages });
  const text = (id: string, values?: Record<string, string | number>): string => {
    if (!(id in messages)) throw new Error(`no message ${id} for ${locale}`);
    return intl.formatMessage({ id }, values);
  };
  // A space in a message may be a no-break one on the page (a number and its unit stay together).
  const pattern = (sample: string) => escapeRegExp(sample).replace(/[ \u00a0]/g, '\\s');
  const within = (id: string, values?: Record<string, string | number>) => new RegExp(pattern(text(id, values)));
  const like = (id: string, anyOf: readonly string[]) => {
    const marker = '\u0000';
    const sample = text(id, Object.fromEntries(anyOf.map((name) => [name, marker])));
    return new RegExp(`^${pattern(sample).split(marker).join('.+')}$`);
  };
  return Object.assign(text, { within, like });
}
