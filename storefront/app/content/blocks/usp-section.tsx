import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { readUspItems, UspContent } from './parts/usp-items';
import { text } from './props';

/** `{ heading?, items: { icon, text, url? }[] }`: free shipping, secure payment, service… in one band. */
export function UspSectionBlock({ block }: BlockProps) {
  const items = readUspItems(block['items']);
  if (items.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-usp">
      <ul className="cb-usp__list" role="list">
        {items.map((item, index) => (
          <li key={index}>
            <UspContent item={item} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
