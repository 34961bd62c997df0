import { resolve, sep } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { referencedMessageIds } from './message-references';
import { messageFileName, messageFileSource, messageGroups, parseMessageFileName, type MessageGroup } from './message-groups';
import { joinNeededGroups, NEEDED_GROUPS, neededGroupsArgument, parseNeededGroups } from './needed-groups';

/** The module the app imports for what it needs to know of the groups (app/i18n/locale-messages.ts). */
export const LOCALE_MESSAGES_MODULE = 'virtual:locale-messages';
const TABLE_ID = `\0${LOCALE_MESSAGES_MODULE}`;
/** What the code that names messages imports `needMessages` from, in the browser: the runtime, told the build's locales. */
const NEED_MODULE = `${LOCALE_MESSAGES_MODULE}/need`;
const NEED_ID = `\0${NEED_MODULE}`;

/** The module whose `everyLocaleMessages` and `messageGroupOf` compile and group the catalogues, as the server does at run time. */
const COMPILER = 'app/i18n/messages.server.ts';
/** The browser's side of the groups: `needMessages`, which the code that names a group's ids awaits. */
const RUNTIME = 'app/i18n/message-group-files.ts';

interface Compiled {
  readonly groups: ReadonlyMap<string, MessageGroup>;
  readonly groupOf: ReadonlyMap<string, string>;
  readonly ids: ReadonlySet<string>;
  readonly locales: readonly string[];
}

/**
 * Every locale's messages as fingerprinted, immutable files of the browser's build, one per
 * feature folder (a group: app/catalogue/product/messages → messages-catalogue-product-de-AT-….js),
 * never in a page's loader data (issue 21: they were 58 KiB of every document), nor all of them on
 * every page (they were 12 kB gz of every first load).
 *
 * A group travels with the code that names its ids: each browser module whose source names a
 * message id (message-references.ts) awaits its groups at its end (top-level await), so nothing
 * that imports it, a route or a lazily loaded panel, runs before its messages are in, in every
 * locale the page has used. The server renders from all messages and preloads the groups its page
 * used (app/i18n/locale-messages.ts), so the browser's first render has exactly what the server's
 * had. The messages are compiled (ICU ASTs, ADR 10) by the server's own code (app/i18n/messages.server.ts,
 * run through Vite's module runner), so the browser needs no parser.
 */
export function localeMessages(): Plugin {
  let root = process.cwd();
  let assetsDir = 'assets';
  let base = '/';
  /** Each browser chunk's groups (by its address), recorded by the client's build for the server's. */
  let chunkGroups: Record<string, string[]> = {};
  let compiled: Promise<Compiled> | undefined;

  const compile = (): Promise<Compiled> =>
    (compiled ??= runnerImport<{ everyLocaleMessages(): Record<string, Record<string, unknown>>; messageGroupOf(): ReadonlyMap<string, string> }>(resolve(root, COMPILER), {
      root,
      logLevel: 'error',
      // The shared packages are TypeScript source (their `source` export condition), as in the app's build.
      environments: { inline: { resolve: { noExternal: ['@shop/domain', '@shop/markets'], conditions: ['source'] } } },
    }).then(({ module }) => {
      const locales = module.everyLocaleMessages();
      const groupOf = module.messageGroupOf();
      return { groups: messageGroups({ locales, groupOf }), groupOf, ids: new Set(groupOf.keys()), locales: Object.keys(locales) };
    }));

  const appDirectory = () => resolve(root, 'app') + sep;
  /** Browser modules of the app that may name message ids: not the i18n runtime itself, nor server-only code. */
  const mayNameMessages = (file: string) =>
    file.startsWith(appDirectory()) && /\.[cm]?[jt]sx?$/.test(file) && !file.startsWith(resolve(root, 'app', 'i18n') + sep) && !/\.(server|spec)\.[jt]sx?$/.test(file);

  return {
    name: 'shop:locale-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    resolveId(source) {
      if (source === LOCALE_MESSAGES_MODULE) return TABLE_ID;
      return source === NEED_MODULE && this.environment.name === 'client' ? NEED_ID : null;
    },
    async load(id) {
      if (id === NEED_ID) return needModule(resolve(root, RUNTIME), (await compile()).locales);
      if (id !== TABLE_ID) return null;
      const { groups } = await compile();
      if (this.environment.name === 'client') return messageFilesModule({ groupHashes: {}, chunkGroups: {} });
      return messageFilesModule({ groupHashes: Object.fromEntries([...groups].map(([group, { hash }]) => [group, hash])), chunkGroups });
    },
    async transform(code, id) {
      if (this.environment.name !== 'client') return null;
      const file = id.split('?')[0]!;
      if (!mayNameMessages(file)) return null;
      const { groups, groupOf, ids } = await compile();
      const needed: Record<string, string> = {};
      for (const messageId of referencedMessageIds(code, ids)) {
        const group = groupOf.get(messageId)!;
        needed[group] = groups.get(group)!.hash;
      }
      if (Object.keys(needed).length === 0) return null;
      // At the end, so no line moves; an import is hoisted wherever it stands.
      return { code: `${code}\n${needMessagesCode(needed)}`, map: null };
    },
    configureServer(server) {
      // Development: the files the build would write, made on request.
      server.middlewares.use(async (request, response, next) => {
        const prefix = `/${assetsDir}/`;
        const path = request.url?.split('?')[0] ?? '';
        const parsed = path.startsWith(prefix) ? parseMessageFileName(path.slice(prefix.length)) : undefined;
        const messages = parsed && (await compile()).groups.get(parsed.group)?.locales[parsed.locale];
        if (!messages) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(messageFileSource(messages));
      });
    },
    renderChunk(code) {
      if (this.environment.name !== 'client') return null;
      // The modules of a chunk run one after the other, each awaiting its groups: the first asks
      // for every group of the chunk, so they load side by side, not one after another.
      const all = joinNeededGroups([...code.matchAll(NEEDED_GROUPS)].map(([argument]) => argument));
      return all ? { code: code.replace(NEEDED_GROUPS, JSON.stringify(all)), map: null } : null;
    },
    watchChange(id) {
      if (/[\\/]messages[\\/][^\\/]+\.json$/.test(id)) compiled = undefined;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      chunkGroups = {};
      for (const output of Object.values(bundle)) {
        const argument = output.type === 'chunk' ? NEEDED_GROUPS.exec(output.code)?.[0] : undefined;
        NEEDED_GROUPS.lastIndex = 0;
        if (argument) chunkGroups[`${base}${output.fileName}`] = Object.keys(parseNeededGroups(argument));
      }
      for (const [group, { hash, locales }] of (await compile()).groups) {
        for (const [locale, messages] of Object.entries(locales)) {
          this.emitFile({ type: 'asset', fileName: `${assetsDir}/${messageFileName(group, locale, hash)}`, source: messageFileSource(messages) });
        }
      }
    },
  };
}

/** What a module that names messages of these groups (by fingerprint) ends with: it is done once they are in. */
export function needMessagesCode(needed: Readonly<Record<string, string>>): string {
  return `import { needMessages as __shopNeedMessages } from ${JSON.stringify(NEED_MODULE)};\nawait __shopNeedMessages(${JSON.stringify(neededGroupsArgument(needed))});\n`;
}

/** The browser's `needMessages`, once the runtime knows the build's locales (a page in a locale without messages loads none). */
export function needModule(runtime: string, locales: readonly string[]): string {
  return `import { browserLocalesAre, needMessages } from ${JSON.stringify(runtime)};\nbrowserLocalesAre(${JSON.stringify(locales)});\nexport { needMessages };\n`;
}

/** What the server needs to name a page's message files: each group's fingerprint and each browser chunk's groups. */
export interface MessageFiles {
  readonly groupHashes: Readonly<Record<string, string>>;
  readonly chunkGroups: Readonly<Record<string, readonly string[]>>;
}

/** The table module: the server's MessageFiles; empty in the browser. */
export function messageFilesModule(files: MessageFiles): string {
  return `export const messageFiles = ${JSON.stringify(files)};\n`;
}
