import assets from 'virtual:view-assets';
import type { ViewAssets } from '../../vite-plugins/view-assets';

export type { ViewAssets };

/** The key of what every page loads (vite-plugins/view-assets.ts's EVERY_PAGE). */
export const EVERY_PAGE = 'every-page';

const NONE: ViewAssets = { js: [], css: [] };
const missing = new Set<string>();

/**
 * The browser files of a lazily imported module (its path from the storefront folder), for the
 * server's HTML to name: its stylesheets (so the page is styled before any script runs) and its
 * scripts (modulepreload: fetched beside the entry, not once hydration asks for them). Known to
 * the server's build only: empty in the browser, whose own `import()` loads the same files, and
 * in development, where Vite serves modules one by one and injects their styles.
 */
export function viewAssetsOf(module: string): ViewAssets {
  const found = assets[module];
  if (!found && import.meta.env.SSR && !import.meta.env.DEV && !missing.has(module)) {
    missing.add(module);
    console.warn(`No browser files are recorded for ${module}: is it still imported lazily, under that path?`);
  }
  return found ?? NONE;
}
