import { resolve } from 'node:path';
import { runnerImport, type Plugin, type Rollup } from 'vite';

/** The module the app imports for the table of locales (app/i18n/locale-messages.ts). */
export const LOCALE_MESSAGES_MODULE = 'virtual:locale-messages';
const TABLE_ID = `\0${LOCALE_MESSAGES_MODULE}`;
/** One locale's compiled messages: `virtual:locale-messages/messages-de-AT`, a chunk of its own (assets/messages-de-AT-[hash].js) in the browser's build. */
const LOCALE_PREFIX = `${LOCALE_MESSAGES_MODULE}/messages-`;
const LOCALE_ID_PREFIX = `\0${LOCALE_PREFIX}`;

/** The module whose `everyLocaleMessages` compiles the catalogues, as the server does at run time. */
const COMPILER = 'app/i18n/messages.server.ts';

type Catalogues = Readonly<Record<string, unknown>>;

/**
 * Every locale's messages as a fingerprinted, immutable file of the browser's build, never in a
 * page's loader data (issue 21: they were 58 KiB of every document, serialised on every render).
 *
 * The browser's `virtual:locale-messages` is a table of loaders, one `import()` per locale, so the
 * bundler hashes and emits each locale's messages as a chunk of its own under /assets/; the
 * server's is the table of those chunks' addresses (the client build runs first and records them),
 * which the page's head preloads. The messages are compiled (ICU ASTs, ADR 10) by the server's own
 * code (app/i18n/messages.server.ts, run through Vite's module runner), so the browser's copy is
 * exactly what the server renders with, and the browser needs no parser.
 */
export function localeMessages(): Plugin {
  let root = process.cwd();
  let base = '/';
  let catalogues: Promise<Catalogues> | undefined;
  let assetUrls: Record<string, string> = {};

  const compile = (): Promise<Catalogues> =>
    (catalogues ??= runnerImport<{ everyLocaleMessages(): Catalogues }>(resolve(root, COMPILER), {
      root,
      logLevel: 'error',
      // The shared packages are TypeScript source (their `source` export condition), as in the app's build.
      environments: { inline: { resolve: { noExternal: ['@shop/domain', '@shop/markets'], conditions: ['source'] } } },
    }).then(({ module }) => module.everyLocaleMessages()));

  return {
    name: 'shop:locale-messages',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    resolveId(source) {
      if (source === LOCALE_MESSAGES_MODULE) return TABLE_ID;
      if (source.startsWith(LOCALE_PREFIX) && this.environment.name === 'client') return `\0${source}`;
      return null;
    },
    async load(id) {
      if (id === TABLE_ID) {
        const client = this.environment.name === 'client';
        const locales = client ? Object.keys(await compile()) : [];
        return localeTableModule(locales, client ? {} : assetUrls);
      }
      if (!id.startsWith(LOCALE_ID_PREFIX)) return null;
      const locale = id.slice(LOCALE_ID_PREFIX.length);
      const messages = (await compile())[locale];
      if (!messages) this.error(`no messages for locale ${locale}`);
      // A JSON string parsed at run time loads faster than the same object as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
    watchChange(id) {
      if (/[\\/]messages[\\/][^\\/]+\.json$/.test(id)) catalogues = undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name === 'client') assetUrls = localeMessageAssets(bundle, base);
    },
  };
}

/** The table module: the browser's loaders (one `import()` per locale) or the server's asset addresses. */
export function localeTableModule(locales: readonly string[], assetUrls: Readonly<Record<string, string>>): string {
  const loaders = locales.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${LOCALE_PREFIX}${locale}`)})`);
  return `export const loaders = {${loaders.join(', ')}};\nexport const assetUrls = ${JSON.stringify(assetUrls)};\n`;
}

/** Each locale's chunk in the browser's build, by locale: '/assets/messages-de-AT-Bx1….js'. */
export function localeMessageAssets(bundle: Rollup.OutputBundle, base: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.startsWith(LOCALE_ID_PREFIX)) {
      urls[output.facadeModuleId.slice(LOCALE_ID_PREFIX.length)] = `${base}${output.fileName}`;
    }
  }
  return urls;
}
