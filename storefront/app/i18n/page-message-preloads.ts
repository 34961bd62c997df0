import { preloadModule } from 'react-dom';
import type { MessageFiles } from '../../vite-plugins/locale-messages';
import { messagesFile } from './message-group-files';
import type { CompiledMessages } from './messages.server';

/**
 * The server's side of the message groups: a page names (modulepreload) every group file the
 * browser awaits before it can hydrate, so they download beside the entry script. Those are the
 * groups of the page's scripts (entry, matched routes, the lazily loaded views and blocks it
 * renders) and of every message it renders (pageMessages). React keeps one preload per file and
 * page, and knows the page it is rendering; outside a render nothing is preloaded.
 */
let files: MessageFiles = { groupHashes: {}, chunkGroups: {} };
let groupOf: ReadonlyMap<string, string> = new Map();
let preloadingOf = new WeakMap<CompiledMessages, CompiledMessages>();

/** Each message id's group and the browser build's groups (none in development or a test: nothing is preloaded). */
export function preloadMessageFilesOf(messageGroupOf: ReadonlyMap<string, string>, messageFiles: MessageFiles): void {
  groupOf = messageGroupOf;
  files = messageFiles;
  preloadingOf = new WeakMap();
}

/** Preloads the groups browser chunks await (by their addresses), in the page's locale. */
export function preloadMessagesOfScripts(scripts: readonly string[], locale: string): void {
  for (const script of scripts) {
    for (const group of files.chunkGroups[script] ?? []) {
      const hash = files.groupHashes[group];
      if (hash) preloadModule(messagesFile(group, locale, hash));
    }
  }
}

/** What this file reads of React Router's framework context: the page's scripts. */
export type FrameworkScripts = { manifest: { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] } | undefined> } };

/**
 * Preloads the groups of the entry's and the matched routes' chunks (the modulepreloads React
 * Router writes), which may name messages the server did not render (an error, a form's other state).
 */
export function preloadPageScriptsMessages(locale: string, framework: FrameworkScripts, routeIds: readonly string[]): void {
  const { entry, routes } = framework.manifest;
  preloadMessagesOfScripts([entry.module, ...entry.imports, ...routeIds.flatMap((id) => [routes[id]?.module ?? '', ...(routes[id]?.imports ?? [])])], locale);
}

/**
 * A locale's messages (one object per locale) as an object that preloads a message's group when a render looks the
 * message up (what a lazily loaded part renders without a file of its own to name).
 */
export function pageMessages(locale: string, messages: CompiledMessages): CompiledMessages {
  let preloading = preloadingOf.get(messages);
  if (preloading) return preloading;
  const fileOf = new Map<string, string>();
  for (const [id, group] of groupOf) {
    const hash = files.groupHashes[group];
    if (hash) fileOf.set(id, messagesFile(group, locale, hash));
  }
  preloading = new Proxy(messages, {
    get(target, id, receiver) {
      const file = typeof id === 'string' ? fileOf.get(id) : undefined;
      if (file) preloadModule(file);
      return Reflect.get(target, id, receiver);
    },
  });
  preloadingOf.set(messages, preloading);
  return preloading;
}
