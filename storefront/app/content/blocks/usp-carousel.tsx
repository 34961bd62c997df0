import { useIntl } from 'react-intl';
import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Scroller } from './parts/scroller';
import { readUspItems, UspContent } from './parts/usp-items';
import { text } from './props';

/** `{ heading?, items: { icon, text, url? }[] }`: the promises as a row that scrolls on narrow screens. */
export function UspCarouselBlock({ block }: BlockProps) {
  const intl = useIntl();
  const items = readUspItems(block['items']);
  if (items.length === 0) return null;
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} className="cb-usp cb-usp--carousel">
      <Scroller
        label={heading ?? intl.formatMessage({ id: 'content.usp.label' })}
        items={items.map((item, index) => ({ key: String(index), node: <UspContent item={item} /> }))}
      />
    </BlockSection>
  );
}
