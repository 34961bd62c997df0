import { use, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import type { MessageFiles } from '../../vite-plugins/locale-messages';
import { loadedLocaleMessages, loadLocaleGroups } from './message-group-files';
import type { CompiledMessages } from './messages.server';
import { pageMessages, preloadMessageFilesOf, preloadMessagesOfScripts, preloadPageScriptsMessages, type FrameworkScripts } from './page-message-preloads';

/**
 * Where a page's messages come from. They are never loader data (issue 21: they were 58 KiB of
 * every document), nor all of them on every page: the browser's build keeps them in groups, one
 * per feature folder and locale, each a fingerprinted file (vite-plugins/locale-messages.ts).
 * The server renders with its own compiled catalogue and preloads the groups the page's browser
 * code awaits (page-message-preloads.ts); the browser loads a group with the code that names its
 * ids (message-group-files.ts), and every group the loaded code needs before hydration and before
 * a page in another language renders (root.tsx's clientMiddleware).
 */
let serverMessages: ((locale: string) => CompiledMessages) | undefined;

/**
 * The server's source (its catalogue, compiled once per locale and process), each message id's
 * group, and the browser build's groups (their fingerprints, each chunk's groups).
 */
export function renderMessagesFrom(source: (locale: string) => CompiledMessages, groupOf: ReadonlyMap<string, string>, files: MessageFiles): void {
  serverMessages = source;
  preloadMessageFilesOf(groupOf, files);
}

/** The locale's messages if they are at hand: always on the server, in the browser once every group the code needs is in. */
export function localeMessages(locale: string): CompiledMessages | undefined {
  return serverMessages ? serverMessages(locale) : loadedLocaleMessages(locale);
}

/** Loads, in the browser, every group the loaded code needs in a locale (undefined for a locale the build has none for). */
export function loadLocaleMessages(locale: string): Promise<CompiledMessages | undefined> {
  const ready = localeMessages(locale);
  return ready ? Promise.resolve(ready) : loadLocaleGroups(locale);
}

/**
 * For a lazily loaded module the server renders (app/shop/server-ready-lazy.ts, a page's view, a
 * content block): on the server, preloads the groups its browser chunks (`scripts`, those the
 * page preloads for it) await; nothing in the browser, where its `import()` loads them.
 */
export function usePreloadMessagesOf(scripts: readonly string[]): void {
  const intl = useContext(IntlContext);
  if (serverMessages && intl) preloadMessagesOfScripts(scripts, intl.locale);
}

/**
 * The locale's messages for rendering: on the server, an object that preloads the group of each
 * message the page renders, after preloading what the page's scripts await; in the browser,
 * loaded before hydration and before a page in another language renders. Should a render still
 * come first, it suspends until they are in, keeping the previous page.
 */
export function useLocaleMessages(locale: string): CompiledMessages {
  // Contexts, not hooks that throw outside a router: a test renders <ShopIntl> alone.
  const framework = useContext(UNSAFE_FrameworkContext) as FrameworkScripts | undefined;
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  if (serverMessages) {
    if (framework) preloadPageScriptsMessages(locale, framework, routerState?.matches.map((match) => match.route.id) ?? []);
    return pageMessages(locale, serverMessages(locale));
  }
  return localeMessages(locale) ?? use(loadLocaleMessages(locale)) ?? {};
}
