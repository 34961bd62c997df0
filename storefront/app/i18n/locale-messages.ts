import { use } from 'react';
import { preloadModule } from 'react-dom';
import type { CompiledMessages } from './messages.server';

/** A locale's messages as the browser's build holds them: a fingerprinted chunk, loaded with `import()`. */
export type MessageLoaders = Readonly<Record<string, () => Promise<{ default: CompiledMessages }>>>;

/**
 * Where a page's messages come from. They are never loader data (issue 21: they were 58 KiB of
 * every document): the server renders with its own compiled catalogue, the browser loads its
 * locale's file (vite-plugins/locale-messages.ts) before it hydrates and before it renders a page
 * in another language. Each side's entry says which (entry.server.tsx, entry.client.tsx).
 */
let serverMessages: ((locale: string) => CompiledMessages) | undefined;
let serverAssetUrls: Readonly<Record<string, string>> = {};
let browserLoaders: MessageLoaders = {};
const loaded = new Map<string, CompiledMessages>();
const loading = new Map<string, Promise<CompiledMessages | undefined>>();

/** The server's source (its catalogue, compiled once per locale and process) and each locale's file, for the page to preload. */
export function renderMessagesFrom(source: (locale: string) => CompiledMessages, assetUrls: Readonly<Record<string, string>>): void {
  serverMessages = source;
  serverAssetUrls = assetUrls;
}

/** The browser's loaders, one per locale. */
export function loadMessagesWith(loaders: MessageLoaders): void {
  browserLoaders = loaders;
}

/** The locale's messages if they are at hand: always on the server, once loaded in the browser. */
export function localeMessages(locale: string): CompiledMessages | undefined {
  return serverMessages ? serverMessages(locale) : loaded.get(locale);
}

/** Loads a locale's messages in the browser, once (undefined for a locale the build has none for). */
export function loadLocaleMessages(locale: string): Promise<CompiledMessages | undefined> {
  const ready = localeMessages(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    const loader = browserLoaders[locale];
    pending = loader
      ? loader().then(
          (module) => {
            loaded.set(locale, module.default);
            return module.default;
          },
          (error: unknown) => {
            // A failed fetch may be tried again by the next navigation.
            loading.delete(locale);
            throw error;
          },
        )
      : Promise.resolve(undefined);
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The locale's messages for rendering. On the server it also preloads the locale's file in the
 * page's head, so the browser fetches it beside the entry script. In the browser they are loaded
 * before hydration and before a page in another language renders (root.tsx's clientMiddleware);
 * should a render still come first, it suspends until they arrive, keeping the previous page.
 */
export function useLocaleMessages(locale: string): CompiledMessages {
  const href = serverAssetUrls[locale];
  if (href) preloadModule(href);
  return localeMessages(locale) ?? use(loadLocaleMessages(locale)) ?? {};
}
