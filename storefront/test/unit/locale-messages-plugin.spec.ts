import { describe, expect, it } from '@jest/globals';
import { localeMessageAssets, localeTableModule } from '../../vite-plugins/locale-messages';

const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });

describe('the locale messages plugin', () => {
  it("records each locale's chunk of the browser's build by locale, and nothing else", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/messages-de-AT-Bx1c2d3e.js', '\0virtual:locale-messages/messages-de-AT'),
        chunk('assets/messages-fr-CH-Yy9z8w7v.js', '\0virtual:locale-messages/messages-fr-CH'),
        chunk('assets/framework-1.js', '/shop/app/root.tsx'),
        { type: 'asset', fileName: 'assets/framework-1.css' },
      ].map((output) => [output.fileName, output]),
    );
    expect(localeMessageAssets(bundle as never, '/')).toEqual({
      'de-AT': '/assets/messages-de-AT-Bx1c2d3e.js',
      'fr-CH': '/assets/messages-fr-CH-Yy9z8w7v.js',
    });
  });

  it("gives the browser one import() per locale and the server the chunks' addresses", () => {
    expect(localeTableModule(['de-AT'], {})).toBe(`export const loaders = {"de-AT": () => import("virtual:locale-messages/messages-de-AT")};\nexport const assetUrls = {};\n`);
    expect(localeTableModule([], { 'de-AT': '/assets/messages-de-AT-1.js' })).toBe(`export const loaders = {};\nexport const assetUrls = {"de-AT":"/assets/messages-de-AT-1.js"};\n`);
  });
});
