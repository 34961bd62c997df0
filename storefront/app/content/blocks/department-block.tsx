import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { LinkTiles, readLinkTile } from './parts/link-tiles';
import { link, list, text } from './props';

/** `{ heading, departments: { key, name, url, image? }[] }`: "Shop by department", the first-level categories. */
export function DepartmentBlock({ block, priority }: BlockProps) {
  const departments = list(block['departments'], readLinkTile);
  if (departments.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-departments">
      <LinkTiles tiles={departments} variant="boxes" priority={priority} />
    </BlockSection>
  );
}
