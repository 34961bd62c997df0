import type { BlockProps } from './block-component';
import { HeadingLevelContext, useChildBlocks } from './block-context';
import { blockPath } from './block-tree';
import { BlockSection } from './parts/block-section';
import { num, text } from './props';
import type { ContentBlock } from '../content-document';

/** `{ heading?, columns?: 2 | 3 | 4, blocks: Block[] }`: other blocks side by side (one column on a phone). */
export function GridBlock({ block, path }: BlockProps) {
  const ChildBlocks = useChildBlocks();
  const blocks = (Array.isArray(block['blocks']) ? block['blocks'] : []) as ContentBlock[];
  if (blocks.length === 0) return null;
  const columns = Math.min(4, Math.max(2, Math.round(num(block['columns']) ?? Math.min(blocks.length, 3))));
  return (
    <BlockSection heading={text(block['heading'])} className="cb-grid">
      <div className={`cb-grid__cells cb-grid__cells--${columns}`}>
        <HeadingLevelContext.Provider value={3}>
          <ChildBlocks blocks={blocks} parent={blockPath(path)} />
        </HeadingLevelContext.Provider>
      </div>
    </BlockSection>
  );
}
