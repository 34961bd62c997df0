import type { ContentBlock } from '../content-document';
import { BlockDataContext, ChildBlocksContext, type BlockData } from './block-context';
import { blockPath, UnknownBlockTypeError } from './block-tree';
import { TITLE_BLOCK_TYPES } from './block-types';
import { blockComponent } from './registry';
import './blocks.css';

/** The path of the block that is the page's h1: the first title block at the top level, if any. */
export function titleBlockPath(blocks: readonly ContentBlock[]): string | undefined {
  const index = blocks.findIndex((block) => (TITLE_BLOCK_TYPES as readonly string[]).includes(block.type));
  return index === -1 ? undefined : String(index);
}

function BlockList({ blocks, parent, titlePath }: { blocks: readonly ContentBlock[]; parent?: string | undefined; titlePath?: string | undefined }) {
  return blocks.map((block, index) => {
    const path = blockPath(parent, index);
    const Component = blockComponent(block.type);
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
