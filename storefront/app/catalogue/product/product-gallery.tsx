import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductImageView } from './product-view';

/**
 * The product's pictures: the first one large and eager with its size (it is the page's largest
 * paint), the others as thumbnails loaded lazily. A thumbnail is a link to its picture, so it
 * works without JavaScript; with JavaScript it shows the picture in place.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImageView[]; name: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const shown = images[selected] ?? images[0];
  if (!shown) return null;
  return (
    <div className="gallery">
      <figure className="gallery__main">
        <img
          src={shown.url}
          alt={shown.alt || name}
          width={shown.width}
          height={shown.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          data-testid="product-main-image"
        />
      </figure>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={intl.formatMessage({ id: 'product.gallery.thumbnails' })}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <a
                href={image.url}
                className="gallery__thumb"
                aria-current={index === selected ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'product.gallery.show' }, { index: index + 1, count: images.length })}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
              >
                <img src={image.url} alt="" width={96} height={96} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
