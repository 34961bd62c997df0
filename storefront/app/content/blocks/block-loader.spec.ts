import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { BlockComponent } from './block-component';
import { blockComponents } from './block-loader';
import { BLOCK_TYPES, type BlockType } from './block-types';
import { blockModule, BLOCK_REGISTRY, SHARED_BLOCKS, type BlockLoader } from './registry';

const Hero: BlockComponent = () => 'hero';
const Faq: BlockComponent = () => 'faq';

/** A registry whose loads the test settles by hand, counting the calls per type. */
function manualRegistry() {
  const calls: string[] = [];
  const settle = new Map<string, { resolve: (component: BlockComponent) => void; reject: (error: Error) => void }>();
  const registry = Object.fromEntries(
    BLOCK_TYPES.map((type) => [
      type,
      () => {
        calls.push(type);
        return new Promise<BlockComponent>((resolve, reject) => settle.set(type, { resolve, reject }));
      },
    ]),
  ) as unknown as { readonly [T in BlockType]: BlockLoader };
  return { registry, calls, settle };
}

describe('the block components, loaded on demand', () => {
  it('are ready at once for the blocks it starts with, and know no component for an unknown type', () => {
    const { registry, calls } = manualRegistry();
    const blocks = blockComponents(registry, { hero: Hero });
    expect(blocks.ready(['hero'])).toBeUndefined();
    expect(blocks.loaded('hero')).toBe(Hero);
    expect(blocks.loaded('marquee')).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('load the missing types once, behind one promise that repeated renders share', async () => {
    const { registry, calls, settle } = manualRegistry();
    const blocks = blockComponents(registry, { hero: Hero });
    const first = blocks.ready(['faq-section', 'hero', 'faq-section']);
    expect(first).toBeInstanceOf(Promise);
    expect(blocks.ready(['hero', 'faq-section'])).toBe(first);
    expect(calls).toEqual(['faq-section']);
    expect(blocks.loaded('faq-section')).toBeUndefined();

    settle.get('faq-section')!.resolve(Faq);
    await first;
    expect(blocks.loaded('faq-section')).toBe(Faq);
    expect(blocks.ready(['faq-section', 'hero'])).toBeUndefined();
    expect(calls).toEqual(['faq-section']);
  });

  it('try a failed download again on the next render', async () => {
    const { registry, calls, settle } = manualRegistry();
    const blocks = blockComponents(registry);
    const failing = blocks.ready(['list'])!;
    settle.get('list')!.reject(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
    const again = blocks.ready(['list']);
    expect(again).not.toBe(failing);
    expect(calls).toEqual(['list', 'list']);
    settle.get('list')!.resolve(Faq);
    await again;
    expect(blocks.loaded('list')).toBe(Faq);
  });
});

describe("the registry's lazy blocks", () => {
  it("name each type's own file (the key under which the build lists its chunk)", () => {
    for (const type of BLOCK_TYPES) expect(existsSync(resolve(import.meta.dirname, '../../..', blockModule(type)))).toBe(true);
    expect(blockModule('faq-section')).toBe('app/content/blocks/faq-section.tsx');
  });

  it('keep the shared blocks in the registry too, loading to the same component', async () => {
    for (const [type, component] of Object.entries(SHARED_BLOCKS)) await expect(BLOCK_REGISTRY[type as BlockType]()).resolves.toBe(component);
  });
});
