import { parseNeededGroups } from '../../vite-plugins/needed-groups';
import type { CompiledMessages } from './messages.server';

/**
 * The browser's side of the message groups (vite-plugins/locale-messages.ts): each module that
 * names message ids awaits its groups when it loads (`needMessages`, which the build appends), in
 * every locale the page has used, so a route, a lazily loaded panel or an error page never renders
 * before its messages are in. A locale's messages are one object that grows as groups arrive (an
 * id, once there, never changes), so what is on screen keeps its react-intl object.
 */

/** A group's file in a locale (vite-plugins/message-groups.ts's messageFileName, under the build's assets). */
export const messagesFile = (group: string, locale: string, hash: string): string => `${import.meta.env.BASE_URL}assets/messages-${group}-${locale}-${hash}.js`;

let browserLocales: readonly string[] = [];
const tables = new Map<string, CompiledMessages>();
/** The groups the loaded code needs, with their fingerprints. */
const neededGroups = new Map<string, string>();
/** The locales the page has shown or is about to show: a group the code needs is loaded in each. */
const shownLocales = new Set<string>();
const readyLocales = new Set<string>();
const files = new Map<string, Promise<void>>();
const localeLoads = new Map<string, Promise<CompiledMessages | undefined>>();

const tableOf = (locale: string): CompiledMessages => {
  let table = tables.get(locale);
  if (!table) tables.set(locale, (table = {}));
  return table;
};

function loadGroup(group: string, locale: string, hash: string): Promise<void> {
  const file = messagesFile(group, locale, hash);
  let load = files.get(file);
  if (!load) {
    load = (import(/* @vite-ignore */ file) as Promise<{ default: CompiledMessages }>).then(
      (module) => {
        Object.assign(tableOf(locale), module.default);
      },
      (error: unknown) => {
        // A failed fetch may be tried again by the next module or navigation that needs it.
        files.delete(file);
        throw error;
      },
    );
    files.set(file, load);
  }
  return load;
}

/** The locales the browser's build has messages for (set by the code the build appends, before its first `needMessages`). */
export function browserLocalesAre(locales: readonly string[]): void {
  browserLocales = locales;
}

/**
 * What a module that names message ids awaits when it loads: its groups ('shop-messages:…',
 * vite-plugins/needed-groups.ts), in every locale the page has used, the server-rendered page's
 * own (`<html lang>`) from the first.
 */
export function needMessages(argument: string): Promise<void> {
  const groups = Object.entries(parseNeededGroups(argument));
  if (shownLocales.size === 0 && typeof document !== 'undefined' && browserLocales.includes(document.documentElement.lang)) shownLocales.add(document.documentElement.lang);
  for (const [group, hash] of groups) neededGroups.set(group, hash);
  return Promise.all([...shownLocales].flatMap((locale) => groups.map(([group, hash]) => loadGroup(group, locale, hash)))).then(() => undefined);
}

/** A locale's messages once every group the loaded code needs is in. */
export const loadedLocaleMessages = (locale: string): CompiledMessages | undefined => (readyLocales.has(locale) ? tables.get(locale) : undefined);

/** Loads every group the loaded code needs in a locale (undefined for a locale the build has none for). */
export function loadLocaleGroups(locale: string): Promise<CompiledMessages | undefined> {
  if (!browserLocales.includes(locale)) return Promise.resolve(undefined);
  let pending = localeLoads.get(locale);
  if (!pending) {
    shownLocales.add(locale);
    pending = Promise.all([...neededGroups].map(([group, hash]) => loadGroup(group, locale, hash))).then(
      () => {
        readyLocales.add(locale);
        return tableOf(locale);
      },
      (error: unknown) => {
        localeLoads.delete(locale);
        throw error;
      },
    );
    localeLoads.set(locale, pending);
  }
  return pending;
}
