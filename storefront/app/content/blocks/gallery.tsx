import type { BlockProps } from './block-component';
import { BlockImage } from './parts/block-image';
import { BlockSection } from './parts/block-section';
import { image, list, record, text } from './props';

/** `{ heading?, images: { src, alt, width, height, caption? }[] }`: pictures in a grid. */
export function GalleryBlock({ block, priority }: BlockProps) {
  const pictures = list(block['images'], (item) => {
    const picture = image(item);
    return picture ? { picture, caption: text(record(item)?.['caption']) } : undefined;
  });
  if (pictures.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-gallery">
      <ul className="cb-gallery__grid" role="list">
        {pictures.map(({ picture, caption }, index) => (
          <li key={index}>
            <figure className="cb-gallery__item">
              <BlockImage image={picture} priority={priority && index === 0} sizes="(min-width: 900px) 25vw, 50vw" />
              {caption && <figcaption>{caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
