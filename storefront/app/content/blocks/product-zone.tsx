import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { ProductRail } from './parts/product-rail';
import { image, link, text } from './props';

/** `{ heading, text?, image?, query, link? }`: a themed zone, its message beside its products. */
export function ProductZoneBlock({ block, path, priority }: BlockProps) {
  const heading = text(block['heading']);
  if (!heading) return null;
  const body = text(block['text']);
  const picture = image(block['image']);
  const action = link(block['link']);
  return (
    <section className="cb-zone">
      <div className="cb-zone__intro">
        {picture && <BlockImage image={picture} priority={priority} className="cb-zone__image" sizes="(min-width: 900px) 25vw, 100vw" />}
        <BlockHeading className="cb-zone__title">{heading}</BlockHeading>
        {body && <p>{body}</p>}
        {action && <BlockLink link={action} className={buttonClass('secondary', 'md')} />}
      </div>
      <div className="cb-zone__products">
        <ProductRail path={path} label={heading} />
      </div>
    </section>
  );
}
