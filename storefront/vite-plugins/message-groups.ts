import { createHash } from 'node:crypto';

type Messages = Readonly<Record<string, unknown>>;

/** Every locale's compiled messages and each id's group (app/i18n/messages.server.ts). */
export interface MessageCatalogues {
  readonly locales: Readonly<Record<string, Messages>>;
  readonly groupOf: ReadonlyMap<string, string>;
}

/** A group's messages in each locale, and one fingerprint over all of them. */
export interface MessageGroup {
  readonly hash: string;
  readonly locales: Readonly<Record<string, Messages>>;
}

/**
 * The catalogues cut into groups, one per feature folder (app/catalogue/product/messages →
 * 'catalogue-product'). One fingerprint covers a group's files in every locale, so the code that
 * loads a group names it with one short string and builds each locale's address from it.
 */
export function messageGroups({ locales, groupOf }: MessageCatalogues): Map<string, MessageGroup> {
  const byGroup = new Map<string, Record<string, Record<string, unknown>>>();
  for (const [locale, messages] of Object.entries(locales)) {
    for (const [id, message] of Object.entries(messages)) {
      const group = groupOf.get(id);
      if (!group) throw new Error(`message ${id} (${locale}) belongs to no messages folder`);
      let groupLocales = byGroup.get(group);
      if (!groupLocales) byGroup.set(group, (groupLocales = {}));
      (groupLocales[locale] ??= {})[id] = message;
    }
  }
  const groups = new Map<string, MessageGroup>();
  for (const [group, groupLocales] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    const hash = createHash('sha256').update(JSON.stringify(Object.entries(groupLocales).sort(([a], [b]) => a.localeCompare(b)))).digest('base64url').slice(0, 8);
    groups.set(group, { hash, locales: groupLocales });
  }
  return groups;
}

/** A group's file in one locale, under the build's assets folder: 'messages-layout-de-AT-Ab12Cd34.js' (app/i18n/locale-messages.ts builds the same name). */
export const messageFileName = (group: string, locale: string, hash: string): string => `messages-${group}-${locale}-${hash}.js`;

/** Group, locale and fingerprint of a file name messageFileName wrote. */
export function parseMessageFileName(name: string): { group: string; locale: string; hash: string } | undefined {
  const match = /^messages-(.+)-([a-z]{2}-[A-Z]{2})-([\w-]{8})\.js$/.exec(name);
  return match ? { group: match[1]!, locale: match[2]!, hash: match[3]! } : undefined;
}

/**
 * A group's file: its messages as an ES module (a JSON string parsed at run time loads faster than
 * the same object literal), in single quotes, so the JSON's many double quotes need no escape.
 */
export const messageFileSource = (messages: Messages): string => `export default JSON.parse('${JSON.stringify(messages).replace(/[\\']/g, (character) => `\\${character}`)}');\n`;
