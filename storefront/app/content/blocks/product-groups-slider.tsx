import type { BlockProps } from './block-component';
import { groupPath } from './block-tree';
import { BlockLink } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { ProductRail } from './parts/product-rail';
import { Tabs } from './parts/tabs';
import { link, list, record, text } from './props';

/** `{ heading?, groups: { label, query, link? }[] }`: several product rows behind tabs (bestsellers, new, on sale). */
export function ProductGroupsSliderBlock({ block, path }: BlockProps) {
  const groups = list(block['groups'], record);
  const items = groups.flatMap((group, index) => {
    const label = text(group['label']);
    const action = link(group['link']);
    if (!label) return [];
    const content = (
      <>
        <ProductRail path={groupPath(path, index)} label={label} />
        {action && <BlockLink link={action} className="cb-section__more" arrow />}
      </>
    );
    return [{ label, content }];
  });
  if (items.length === 0) return null;
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} className="cb-product-groups">
      <Tabs items={items} label={heading} />
    </BlockSection>
  );
}
