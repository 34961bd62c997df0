import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { LinkTiles, readLinkTile } from './parts/link-tiles';
import { link, list, text } from './props';

/** `{ heading?, cards: { name, url, image?, text?, count? }[], link? }`: category cards with a short text. */
export function CategoryCardsBlock({ block, priority }: BlockProps) {
  const tiles = list(block['cards'], readLinkTile);
  if (tiles.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-category-cards">
      <LinkTiles tiles={tiles} variant="cards" priority={priority} />
    </BlockSection>
  );
}
