import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The key of what every page loads (the client entry and the root route). */
export const EVERY_PAGE = 'every-page';

/** The module the server imports for the list (app/shop/view-assets.ts). */
export const VIEW_ASSETS_MODULE = 'virtual:view-assets';
const RESOLVED_ID = `\0${VIEW_ASSETS_MODULE}`;

export interface ViewAssets {
  /** The lazily imported chunk and the chunks it imports, beyond those every page already loads. */
  readonly js: readonly string[];
  /** Their stylesheets, beyond those the page's <Links /> already name. */
  readonly css: readonly string[];
}

/**
 * The browser files of each lazily imported module (`import()` in the app), keyed by its path
 * from the project root ('app/catalogue/product/product-page.tsx'). React Router's manifest names
 * only route modules, so a page whose view is lazy (app/shop/resolved-page.tsx) would otherwise
 * reach the browser without its stylesheet (a flash of unstyled content, or none at all without
 * JavaScript) and fetch its script only once hydration asks for it. The client build records the
 * files; the server build, which comes after it, reads them from the virtual module; the browser's
 * copy is empty, its own `import()` loads the same files.
 */
export function viewAssets(): Plugin {
  let root = process.cwd();
  let base = '/';
  let assets: Record<string, ViewAssets> = {};
  return {
    name: 'shop:view-assets',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    resolveId(source) {
      return source === VIEW_ASSETS_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify(this.environment.name === 'client' ? {} : assets)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      assets = lazyModuleAssets(bundle, root, base, (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
    },
  };
}

type Metadata = { viteMetadata?: { importedCss: Set<string> } };

/**
 * Each lazily imported module's chunk, the chunks it imports and their stylesheets, minus what the
 * page already loads. A chunk of a manual group (vite.config.ts) is no dynamic entry of its own,
 * nor has it a facade module: the lazily imported modules in it (`isLazilyImported`) are its keys.
 */
export function lazyModuleAssets(bundle: Rollup.OutputBundle, root: string, base: string, isLazilyImported: (moduleId: string) => boolean = () => false): Record<string, ViewAssets> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) walk(imported);
    };
    files.forEach(walk);
    return seen;
  };
  const cssOf = (files: Set<string>) => new Set([...files].flatMap((file) => [...((byFile.get(file) as Metadata | undefined)?.viteMetadata?.importedCss ?? [])]));
  // Every page loads the client entry and the root route (React Router's own names for them).
  const everyPage = chunks.filter((chunk) => chunk.isEntry && /[\\/](entry\.client\.[jt]sx?|root\.tsx)/.test(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName);

  const result: Record<string, ViewAssets> = {};
  // The stylesheets every page links (the root route's): a page preloads them ahead of its scripts.
  const rootCss = [...cssOf(closure(everyPage))].map((file) => `${base}${file}`);
  result[EVERY_PAGE] = { js: [], css: rootCss };
  for (const chunk of chunks) {
    const modules = chunk.isDynamicEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds.filter(isLazilyImported);
    if (modules.length === 0) continue;
    // A chunk that imports it statically as well (a group's chunk shares parts with its blocks) is no page that waits for it.
    const importers = chunks.filter((candidate) => candidate.dynamicImports.includes(chunk.fileName) && !closure([candidate.fileName]).has(chunk.fileName)).map((candidate) => candidate.fileName);
    const loaded = closure([...everyPage, ...importers]);
    const loadedCss = cssOf(loaded);
    const own = closure([chunk.fileName]);
    const files: ViewAssets = {
      js: [...own].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`),
      css: [...cssOf(own)].filter((file) => !loadedCss.has(file)).map((file) => `${base}${file}`),
    };
    for (const module of modules) result[relative(root, module.split('?')[0]!).split('\\').join('/')] = files;
  }
  return result;
}
