import type { BlockProps } from './block-component';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { image, link } from './props';

/** `{ image, link: { label, url } }`: a picture leading elsewhere, its label under it (the link's name). */
export function VerticalLanderLinkoutImageBlock({ block, priority }: BlockProps) {
  const picture = image(block['image']);
  const action = link(block['link']);
  if (!picture || !action) return null;
  return (
    <figure className="cb-linkout">
      <BlockImage image={picture} priority={priority} className="cb-linkout__image" sizes="(min-width: 900px) 50vw, 100vw" />
      <figcaption>
        <BlockLink link={action} className="cb-linkout__link" arrow />
      </figcaption>
    </figure>
  );
}
