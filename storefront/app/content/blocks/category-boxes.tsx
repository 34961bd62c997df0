import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { LinkTiles, readLinkTile } from './parts/link-tiles';
import { link, list, text } from './props';

/** `{ heading?, categories: { name, url, image?, text?, count? }[], link? }`: categories as picture boxes. */
export function CategoryBoxesBlock({ block, priority }: BlockProps) {
  const tiles = list(block['categories'], readLinkTile);
  if (tiles.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-category-boxes">
      <LinkTiles tiles={tiles} variant="boxes" priority={priority} />
    </BlockSection>
  );
}
