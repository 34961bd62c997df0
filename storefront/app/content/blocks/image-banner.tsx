import type { BlockProps } from './block-component';
import { BlockImage } from './parts/block-image';
import { BlockAnchor } from './parts/block-link';
import { href, image, record, text } from './props';

/** `{ image, url?, caption? }`: a full-width picture, linked when it has a target. */
export function ImageBannerBlock({ block, priority }: BlockProps) {
  const picture = image(block['image']);
  if (!picture) return null;
  const target = href(block['url']) ?? href(record(block['link'])?.['url']);
  const caption = text(block['caption']);
  const img = <BlockImage image={picture} priority={priority} className="cb-image-banner__image" sizes="100vw" />;
  return (
    <figure className="cb-image-banner">
      {target ? (
        <BlockAnchor href={target} ariaLabel={picture.alt ? undefined : caption}>
          {img}
        </BlockAnchor>
      ) : (
        img
      )}
      {caption && <figcaption className="cb-image-banner__caption">{caption}</figcaption>}
    </figure>
  );
}
