import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { LinkTiles, readLinkTile } from './parts/link-tiles';
import { link, list, text } from './props';

/** `{ heading?, items: { name, url, image?, text?, count? }[], link? }`: a compact list of categories with their product counts. */
export function CategoryItemsBlock({ block, priority }: BlockProps) {
  const tiles = list(block['items'], readLinkTile);
  if (tiles.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-category-items">
      <LinkTiles tiles={tiles} variant="items" priority={priority} />
    </BlockSection>
  );
}
