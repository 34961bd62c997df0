import { use, useContext } from 'react';
import { preloadModule } from 'react-dom';
import { IntlContext } from 'react-intl';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import type { MessageFiles } from '../../vite-plugins/locale-messages';
import type { CompiledMessages } from './messages.server';
import { parseNeededGroups } from '../../vite-plugins/needed-groups';

/**
 * Where a page's messages come from. They are never loader data (issue 21: they were 58 KiB of
 * every document), nor all of them on every page: the browser's build keeps them in groups, one
 * per feature folder and locale, each a fingerprinted file (vite-plugins/locale-messages.ts).
 *
 * - The server renders with its own compiled catalogue and, for each message a page renders,
 *   preloads that message's group in the page's locale: the browser fetches them beside the
 *   entry script.
 * - In the browser, each module that names message ids awaits their groups when it loads
 *   (`needMessages`, which the build appends), in every locale the page has used; so a route, a
 *   lazily loaded panel or an error page never renders before its messages are in. A locale's
 *   messages are one object that grows as groups arrive (an id, once there, never changes), so
 *   what is on screen keeps its react-intl object.
 * - Before hydration and before a page in another language renders (root.tsx's clientMiddleware),
 *   `loadLocaleMessages` loads every group the loaded code needs in that locale.
 */
let serverMessages: ((locale: string) => CompiledMessages) | undefined;
let serverGroupOf: ReadonlyMap<string, string> = new Map();
let serverFiles: MessageFiles = { groupHashes: {}, chunkGroups: {} };
const preloading = new Map<string, CompiledMessages>();

/**
 * The server's source (its catalogue, compiled once per locale and process), each message id's
 * group, and the browser build's groups (their fingerprints, each chunk's groups; none in
 * development or a test: the page preloads nothing).
 */
export function renderMessagesFrom(source: (locale: string) => CompiledMessages, groupOf: ReadonlyMap<string, string>, files: MessageFiles): void {
  serverMessages = source;
  serverGroupOf = groupOf;
  serverFiles = files;
  preloading.clear();
}

/** A group's file in a locale (vite-plugins/message-groups.ts's messageFileName, under the build's assets). */
const messagesFile = (group: string, locale: string, hash: string): string => `${import.meta.env.BASE_URL}assets/messages-${group}-${locale}-${hash}.js`;

/**
 * The server's messages of a locale, as an object that preloads a message's group in the page's
 * head when a render looks the message up: the page names the files the browser needs for what
 * the server rendered, and only those. (React keeps one preload per file and page, and knows the
 * page it is rendering; a lookup outside a render preloads nothing.)
 */
function serverPageMessages(locale: string, source: (locale: string) => CompiledMessages): CompiledMessages {
  let messages = preloading.get(locale);
  if (messages) return messages;
  const files = new Map<string, string>();
  for (const [id, group] of serverGroupOf) {
    const hash = serverFiles.groupHashes[group];
    if (hash) files.set(id, messagesFile(group, locale, hash));
  }
  messages = new Proxy(source(locale), {
    get(target, id, receiver) {
      const file = typeof id === 'string' ? files.get(id) : undefined;
      if (file) preloadModule(file);
      return Reflect.get(target, id, receiver);
    },
  });
  preloading.set(locale, messages);
  return messages;
}

// The browser's side.
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
 * What a module that names message ids awaits when it loads (the build appends the call,
 * vite-plugins/locale-messages.ts): its groups, in every locale the page has used, the
 * server-rendered page's own (`<html lang>`) from the first.
 */
export function needMessages(argument: string): Promise<void> {
  const groups = parseNeededGroups(argument);
  if (shownLocales.size === 0 && typeof document !== 'undefined' && browserLocales.includes(document.documentElement.lang)) shownLocales.add(document.documentElement.lang);
  for (const [group, hash] of Object.entries(groups)) neededGroups.set(group, hash);
  const loads = [...shownLocales].flatMap((locale) => Object.entries(groups).map(([group, hash]) => loadGroup(group, locale, hash)));
  return Promise.all(loads).then(() => undefined);
}

/** The locale's messages if they are at hand: always on the server, in the browser once every group the code needs is in. */
export function localeMessages(locale: string): CompiledMessages | undefined {
  if (serverMessages) return serverMessages(locale);
  return readyLocales.has(locale) ? tables.get(locale) : undefined;
}

/** Loads, in the browser, every group the loaded code needs in a locale (undefined for a locale the build has none for). */
export function loadLocaleMessages(locale: string): Promise<CompiledMessages | undefined> {
  const ready = localeMessages(locale);
  if (ready) return Promise.resolve(ready);
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

/** On the server, preloads the groups browser chunks await (by their addresses), in the page's locale. */
function preloadMessagesOfScripts(scripts: readonly string[], locale: string): void {
  for (const script of scripts) {
    for (const group of serverFiles.chunkGroups[script] ?? []) {
      const hash = serverFiles.groupHashes[group];
      if (hash) preloadModule(messagesFile(group, locale, hash));
    }
  }
}

type Framework = { manifest: { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] } | undefined> } };

/**
 * On the server, preloads the groups the page's scripts await before it can hydrate: those of the
 * entry's and the matched routes' chunks (the modulepreloads React Router writes), which may name
 * messages the server did not render (an error, a form's other state).
 */
function preloadPageScriptsMessages(locale: string, framework: Framework | undefined, routeIds: readonly string[]): void {
  if (!framework) return;
  const { entry, routes } = framework.manifest;
  preloadMessagesOfScripts([entry.module, ...entry.imports, ...routeIds.flatMap((id) => [routes[id]?.module ?? '', ...(routes[id]?.imports ?? [])])], locale);
}

/**
 * For a lazily loaded module the server renders (app/shop/server-ready-lazy.ts, a page's view):
 * on the server, preloads the groups its browser chunks (`scripts`, those the page preloads for
 * it) await, as the page's scripts' (nothing in the browser, where its `import()` loads them).
 */
export function usePreloadMessagesOf(scripts: readonly string[]): void {
  const intl = useContext(IntlContext);
  if (serverMessages && intl) preloadMessagesOfScripts(scripts, intl.locale);
}

/**
 * The locale's messages for rendering: on the server, the object that preloads what the page
 * renders, after preloading what its scripts await; in the browser, loaded before hydration and
 * before a page in another language renders (root.tsx's clientMiddleware). Should a render still
 * come first, it suspends until they are in, keeping the previous page.
 */
export function useLocaleMessages(locale: string): CompiledMessages {
  // Contexts, not hooks that throw outside a router: a test renders <ShopIntl> alone.
  const framework = useContext(UNSAFE_FrameworkContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  if (serverMessages) {
    preloadPageScriptsMessages(locale, framework, routerState?.matches.map((match) => match.route.id) ?? []);
    return serverPageMessages(locale, serverMessages);
  }
  return localeMessages(locale) ?? use(loadLocaleMessages(locale)) ?? {};
}
