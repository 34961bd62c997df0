import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { contentBlocksChunkGroups } from './vite-plugins/content-blocks-chunk';
import { everyPageChunkGroup } from './vite-plugins/every-page-chunk';
import { localeMessages } from './vite-plugins/locale-messages';
import { rootStylesheetsOnce } from './vite-plugins/root-stylesheets-once';
import { viewAssets } from './vite-plugins/view-assets';

// Messages reach the browser precompiled to ASTs (app/i18n), so react-intl's ICU parser is never
// needed there: the parser package's own no-parser build (which throws if a raw string slips
// through) keeps it out of first-load JavaScript.
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = `${PARSER}/no-parser.js`;

/** Vite's alias is shared by all environments; this swap applies to the browser's only. */
const browserWithoutMessageParser: Plugin = {
  name: 'browser-without-message-parser',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== PARSER || this.environment.name !== 'client') return null;
    return this.resolve(NO_PARSER, importer, { skipSelf: true });
  },
};

export default defineConfig({
  plugins: [browserWithoutMessageParser, reactRouter(), viewAssets(), localeMessages(), rootStylesheetsOnce()],
  // The shared packages are consumed as TypeScript source (their `source` export condition).
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source', 'node'] },
    noExternal: ['@shop/domain', '@shop/markets'],
  },
  build: { target: 'es2022', sourcemap: false },
  environments: {
    // What every page loads in one chunk (vite-plugins/every-page-chunk.ts).
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [everyPageChunkGroup(fileURLToPath(new URL('app', import.meta.url))), ...contentBlocksChunkGroups()] } } } } },
  },
});
