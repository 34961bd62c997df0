import { resolve } from 'node:path';

/** Rolldown's view of the module graph while it splits chunks (the part this file reads). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { readonly importers: readonly string[] } | null;
}

/**
 * The shared packages are imported through their index, which names every rule: that the root
 * reaches the index says nothing of which rules a page uses, so they are split as usual.
 */
const SHARED_PACKAGES = /[\\/](domain|markets)[\\/]src[\\/]/;

/** The libraries every page runs, and the storefront's small UI kit (app/ui), whoever imports them. */
const LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|react-intl|@formatjs|intl-messageformat|jotai)[\\/]|[\\/]app[\\/]ui[\\/]/;

/** The UI kit's parts only lazily loaded code uses (the side panel): they load with it, not on every page. */
const LAZY_UI = /[\\/]app[\\/]ui[\\/]side-panel\./;

/**
 * One chunk for what every page loads: the libraries (React, React Router, react-intl, jotai) and
 * every module the root route and the client entry import statically (the layout, the shell, the
 * UI kit, the shared rules they use). Left to itself, the bundler cuts these into a dozen pieces
 * by which routes share them, and each piece is compressed on its own: one chunk is several kB
 * smaller in gzip on every page. What is imported lazily (views, the quick search, error pages)
 * keeps its own chunks, unless every page imports it anyway.
 */
export function everyPageChunkGroup(appDirectory: string) {
  const roots = [resolve(appDirectory, 'root.tsx'), `${resolve(appDirectory, 'root.tsx')}?__react-router-build-client-route`];
  const entryClient = /[\\/]entry\.client\.[jt]sx?$/;
  const known = new Map<string, boolean>();

  /** Whether a chain of static imports leads from the root route or the client entry to `id`. */
  function onEveryPage(id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (roots.includes(id) || entryClient.test(id)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => onEveryPage(importer, ctx, visiting));
    visiting.delete(id);
    // A "no" found inside an import cycle may be a "yes" seen from another path: keep only settled answers.
    if (result || visiting.size === 0) known.set(id, result);
    return result;
  }

  return {
    name: (id: string, ctx: ChunkingContext) => ((LIBRARIES.test(id) && !LAZY_UI.test(id)) || (!SHARED_PACKAGES.test(id) && onEveryPage(id, ctx)) ? 'framework' : null),
  };
}
