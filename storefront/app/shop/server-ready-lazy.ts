import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadModule } from 'react-dom';
import { viewAssetsOf } from './view-assets';

export type ServerReadyLazy<P extends object> = (LazyExoticComponent<ComponentType<P>> | ComponentType<P>) & {
  /** Starts loading the component's module (again after a failure); resolves when it is there. */
  readonly preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy for a component the server must render in full in the first HTML: the browser loads
 * its module only on the pages that show it, while the server imports it when it starts and from
 * then on hands it to React at once (a thenable that is already resolved), so a server render
 * never suspends on it. In the browser the first render waits for the module while React keeps the
 * server's HTML on screen (hydration resumes when it arrives).
 *
 * Given `module` (its path from the storefront folder, as the build's list of browser files knows
 * it: app/shop/view-assets.ts), a server render that shows the component names its scripts in the
 * page's head (modulepreload), so that wait is a download already under way. Its stylesheets are
 * not named: keep them with a stylesheet the page already has (the layout's), or hand them over
 * as the page resolver does.
 *
 * No <Suspense> around it: React 19 streams a finished boundary of more than 500 bytes after the
 * shell (revealed by script), which breaks the page without JavaScript and shifts its layout.
 */
export function serverReadyLazy<P extends object>(load: () => Promise<ComponentType<P>>, module?: string): ServerReadyLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) preload().catch(() => undefined);
  const component = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as Promise<{ default: ComponentType<P> }>;
    return preload().then((loadedComponent) => ({ default: loadedComponent }));
  });
  if (!module) return Object.assign(component, { preload });
  function Preloaded(props: P) {
    if (import.meta.env.SSR) for (const href of viewAssetsOf(module!).js) preloadModule(href);
    return createElement(component, props);
  }
  return Object.assign(Preloaded, { preload });
}
