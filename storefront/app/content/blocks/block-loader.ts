import type { BlockComponent } from './block-component';
import type { BlockType } from './block-types';
import { BLOCK_REGISTRY, SHARED_BLOCKS, type BlockLoader } from './registry';

export interface BlockComponents {
  /** The component of a type, once loaded (undefined before, and for a type the storefront does not know). */
  readonly loaded: (type: string) => BlockComponent | undefined;
  /**
   * Nothing when every one of `types` is loaded (render at once); else one promise for all of
   * them, the same for the same missing types until it settles, so a render can suspend on it
   * (React's `use`) once rather than once per block. A failed download is tried again next time.
   */
  readonly ready: (types: readonly BlockType[]) => Promise<void> | undefined;
}

/** Block components loaded on demand from `registry`, kept once loaded; `preloaded` are there from the start. */
export function blockComponents(registry: { readonly [T in BlockType]: BlockLoader }, preloaded: { readonly [T in BlockType]?: BlockComponent } = {}): BlockComponents {
  const components = new Map<string, BlockComponent>(Object.entries(preloaded).filter((entry): entry is [string, BlockComponent] => entry[1] !== undefined));
  const pending = new Map<string, Promise<void>>();
  return {
    loaded: (type) => components.get(type),
    ready(types) {
      const missing = [...new Set(types)].filter((type) => !components.has(type)).sort();
      if (missing.length === 0) return undefined;
      const key = missing.join(' ');
      const known = pending.get(key);
      if (known) return known;
      const loading = Promise.all(missing.map((type) => registry[type]().then((component) => void components.set(type, component)))).then(() => undefined);
      pending.set(key, loading);
      loading.then(
        () => pending.delete(key),
        () => pending.delete(key),
      );
      return loading;
    },
  };
}

/** The storefront's block components (content-blocks.tsx has the server load them all when it starts). */
export const BLOCKS = blockComponents(BLOCK_REGISTRY, SHARED_BLOCKS);
