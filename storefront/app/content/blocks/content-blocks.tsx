import { use } from 'react';
import { preloadModule } from 'react-dom';
import { viewAssetsOf } from '../../shop/view-assets';
import type { ContentBlock } from '../content-document';
import { BlockDataContext, ChildBlocksContext, type BlockData } from './block-context';
import { BLOCKS } from './block-loader';
import { blockPath, blockTypesOf, titleBlockPath, UnknownBlockTypeError } from './block-tree';
import { BLOCK_TYPES, type BlockType } from './block-types';
import { blockModule, SHARED_BLOCKS } from './registry';
import './blocks.css';

// The server renders every block in its first HTML, so it imports them all when it starts (a
// render that comes first waits for them: there is no fallback to show).
if (import.meta.env.SSR) BLOCKS.ready(BLOCK_TYPES)?.catch((error: unknown) => console.error('CMS block components failed to load', error));

/**
 * Each block's component comes in its own chunk, loaded only for the documents that use it. The
 * server's HTML names the chunks of the document's blocks (modulepreload, in the head), so the
 * browser downloads them beside the entry; the first render in the browser waits for all of them
 * at once (one `use`), while React keeps the server's HTML on screen: hydration resumes when they
 * are there, and no fallback or layout shift is ever drawn. No <Suspense> around it, for the
 * reason in app/shop/server-ready-lazy.ts: a client navigation keeps the previous page meanwhile.
 */
function useBlockComponents(types: readonly BlockType[]): void {
  if (import.meta.env.SSR) {
    // The shared blocks travel in this renderer's chunk: they have no files of their own to name.
    for (const type of types) if (!SHARED_BLOCKS[type]) for (const href of viewAssetsOf(blockModule(type)).js) preloadModule(href);
  }
  const ready = BLOCKS.ready(types);
  if (ready) use(ready);
}

function BlockList({ blocks, parent, titlePath }: { blocks: readonly ContentBlock[]; parent?: string | undefined; titlePath?: string | undefined }) {
  return blocks.map((block, index) => {
    const path = blockPath(parent, index);
    const Component = BLOCKS.loaded(block.type);
    if (!Component) {
      // The loader dropped unknown types already; a document that reaches here unchecked still obeys spec 1 §2.
      if (import.meta.env.DEV) throw new UnknownBlockTypeError(block.type);
      return null;
    }
    return (
      <div className="cb" data-block={block.type} key={path}>
        <Component block={block} path={path} isTitle={path === titlePath} priority={path === '0'} />
      </div>
    );
  });
}

function ChildBlocks({ blocks, parent }: { blocks: readonly ContentBlock[]; parent: string }) {
  return <BlockList blocks={blocks} parent={parent} />;
}

/** A CMS document's blocks, each by its registered component, with what the loader fetched for them. */
export function ContentBlocks({ blocks, data, className = 'content-blocks' }: { blocks: readonly ContentBlock[]; data: BlockData; className?: string }) {
  // Nested blocks included (a grid's cells, a tab's panels): ChildBlocks renders them from here.
  useBlockComponents(blockTypesOf(blocks));
  return (
    <BlockDataContext.Provider value={data}>
      <ChildBlocksContext.Provider value={ChildBlocks}>
        <div className={className}>
          <BlockList blocks={blocks} titlePath={titleBlockPath(blocks)} />
        </div>
      </ChildBlocksContext.Provider>
    </BlockDataContext.Provider>
  );
}
