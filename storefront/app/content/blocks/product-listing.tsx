import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { ProductRail } from './parts/product-rail';
import { link, text } from './props';

/** `{ heading, query: { filters, sort, hitsPerPage }, link? }`: products of a search (bestsellers, on sale…), loaded on the server. */
export function ProductListingBlock({ block, path }: BlockProps) {
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} link={link(block['link'])} className="cb-products">
      <ProductRail path={path} label={heading ?? ''} />
    </BlockSection>
  );
}
