import type { BlockProps } from './block-component';
import { BlockImage } from './parts/block-image';
import { BlockAnchor } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { href, image, list, record, text } from './props';

/** `{ heading?, brands: { name, url?, logo? }[] }`: the brands the shop sells, each to its listing. */
export function TrustedBrandsBlock({ block }: BlockProps) {
  const brands = list(block['brands'], (item) => {
    const fields = record(item);
    const name = text(fields?.['name']);
    return name ? { name, target: href(fields?.['url']), logo: image(fields?.['logo']) } : undefined;
  });
  if (brands.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-brands">
      <ul className="cb-logos" role="list">
        {brands.map((brand, index) => {
          const face = brand.logo ? <BlockImage image={{ ...brand.logo, alt: brand.name }} priority={false} className="cb-logos__image" /> : <span className="cb-logos__name">{brand.name}</span>;
          return (
            <li key={index} className="cb-logos__item">
              {brand.target ? (
                <BlockAnchor href={brand.target} className="cb-logos__link">
                  {face}
                </BlockAnchor>
              ) : (
                face
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
