import type { BlockProps } from './block-component';
import { BlockAnchor } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { href, list, record, text } from './props';

/** `{ heading?, items: { text, url?, icon? }[] }`: a list of offers, each a link when it has one. */
export function PromoListBlock({ block }: BlockProps) {
  const items = list(block['items'], (item) => {
    const fields = record(item);
    const body = text(fields?.['text']);
    return body ? { body, target: href(fields?.['url']), icon: text(fields?.['icon']) } : undefined;
  });
  if (items.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-promo-list">
      <ul className="cb-promo-list__items" role="list">
        {items.map((item, index) => (
          <li key={index} className="cb-promo-list__item">
            <Icon name={item.icon ?? 'tag'} />
            {item.target ? <BlockAnchor href={item.target}>{item.body}</BlockAnchor> : <span>{item.body}</span>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
