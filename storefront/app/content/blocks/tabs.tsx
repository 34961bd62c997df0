import type { BlockProps } from './block-component';
import { useChildBlocks } from './block-context';
import { blockPath } from './block-tree';
import { BlockSection } from './parts/block-section';
import { Tabs } from './parts/tabs';
import { list, record, text } from './props';
import type { ContentBlock } from '../content-document';

/** `{ heading?, tabs: { label, blocks: Block[] }[] }`: blocks behind tabs (all shown, stacked, without JavaScript). */
export function TabsBlock({ block, path }: BlockProps) {
  const ChildBlocks = useChildBlocks();
  const tabs = list(block['tabs'], record);
  const items = tabs.flatMap((tab, index) => {
    const label = text(tab['label']);
    const blocks = (Array.isArray(tab['blocks']) ? tab['blocks'] : []) as ContentBlock[];
    return label ? [{ label, content: <ChildBlocks blocks={blocks} parent={blockPath(path, index)} /> }] : [];
  });
  if (items.length === 0) return null;
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} className="cb-tabs">
      <Tabs items={items} label={heading} />
    </BlockSection>
  );
}
