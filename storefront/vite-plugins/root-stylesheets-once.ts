import type { Plugin } from 'vite';

/**
 * React Router links a stylesheet that some `import()` also needs as `<link href="….css#">`, so
 * that Vite's preload helper, which looks for the same href before it adds its own link, adds a
 * copy the route can't take away on a later navigation. The every-page stylesheet (the framework
 * chunk's, linked by the root route) never leaves the page, but the copy came anyway: the lazy
 * views' imports (home, resolved pages, CMS blocks) added it again during hydration, a second
 * request and a restyle of the whole document in a long task (Lighthouse's TBT). Here the
 * browser's chunks name that stylesheet with the root's `#`, so the helper finds it in place.
 */
export function rootStylesheetsOnce(): Plugin {
  return {
    name: 'shop:root-stylesheets-once',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which writes the imports' dependency lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const everyPage = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'framework');
        const stylesheets = everyPage?.type === 'chunk' ? [...(everyPage.viteMetadata?.importedCss ?? [])] : [];
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          for (const href of stylesheets) file.code = file.code.replaceAll(`"${href}"`, `"${href}#"`);
        }
      },
    },
  };
}
