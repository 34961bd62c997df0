import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { ProductRail } from './parts/product-rail';
import { link, text } from './props';

/** `{ heading, query, link? }`: a vertical landing page's product row. */
export function VerticalLanderHomeProductsBlock({ block, path }: BlockProps) {
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} link={link(block['link'])} className="cb-products cb-lander-products">
      <ProductRail path={path} label={heading ?? ''} />
    </BlockSection>
  );
}
