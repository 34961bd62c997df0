import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { list, link, record, text } from './props';

/** `{ heading?, ordered?, items: (string | { text })[], link? }`, e.g. the volume-discount tiers. */
export function ListBlock({ block }: BlockProps) {
  const items = list(block['items'], (item) => text(item) ?? text(record(item)?.['text']));
  if (items.length === 0) return null;
  const ordered = block['ordered'] === true;
  const List = ordered ? 'ol' : 'ul';
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-list">
      <List className={`cb-list__items${ordered ? ' cb-list__items--ordered' : ''}`}>
        {items.map((item, index) => (
          <li key={index} className="cb-list__item">
            {!ordered && <Icon name="check" />}
            <span>{item}</span>
          </li>
        ))}
      </List>
    </BlockSection>
  );
}
