import type { BlockProps } from './block-component';
import { ItemHeading } from './parts/block-heading';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { list, record, text } from './props';

/**
 * `{ heading?, freeShippingText?, cards: { kind, label, priceText }[] }`: the market's delivery
 * options and fees. The amounts arrive written in the page's locale (the backend computed them
 * with domain's shipping rules), so nothing here recomputes a fee.
 */
export function DeliveryCardsBlock({ block }: BlockProps) {
  const cards = list(block['cards'], (item) => {
    const fields = record(item);
    const label = text(fields?.['label']);
    const price = text(fields?.['priceText']);
    return label && price ? { label, price, kind: text(fields?.['kind']) } : undefined;
  });
  if (cards.length === 0) return null;
  const free = text(block['freeShippingText']);
  return (
    <BlockSection heading={text(block['heading'])} className="cb-delivery">
      <ul className="cb-cards cb-cards--3" role="list">
        {cards.map((card, index) => (
          <li key={index} className="cb-card cb-delivery__card">
            <Icon name={card.kind === 'freight' ? 'box' : 'truck'} />
            <ItemHeading className="cb-card__title">{card.label}</ItemHeading>
            <p className="cb-delivery__price">{card.price}</p>
          </li>
        ))}
        {free && (
          <li className="cb-card cb-card--accent cb-delivery__card">
            <Icon name="percent" />
            <p className="cb-delivery__free">{free}</p>
          </li>
        )}
      </ul>
    </BlockSection>
  );
}
