import type { BlockProps } from './block-component';
import { BlockLink } from './parts/block-link';
import { link, list, record, text } from './props';

/** `{ banners: { text, link? }[] }`: the thin promotional lines above a page. */
export function PromoBannersBlock({ block }: BlockProps) {
  const banners = list(block['banners'], (item) => {
    const fields = record(item);
    const body = text(fields?.['text']);
    return body ? { body, target: link(fields?.['link']) } : undefined;
  });
  if (banners.length === 0) return null;
  return (
    <ul className="cb-promo-banners" role="list">
      {banners.map((banner, index) => (
        <li key={index} className="cb-promo-banners__item">
          <span>{banner.body}</span>
          {banner.target && <BlockLink link={banner.target} className="cb-promo-banners__link" />}
        </li>
      ))}
    </ul>
  );
}
