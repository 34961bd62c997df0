import type { BlockProps } from './block-component';
import { BannerCard, readBannerCard } from './parts/banner-card';
import { BlockSection } from './parts/block-section';
import { link, list, text } from './props';

/** `{ heading?, cards: { heading, text?, image?, link? }[], link? }`. */
export function MarketingCardsBlock({ block, priority }: BlockProps) {
  const cards = list(block['cards'], readBannerCard);
  if (cards.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} link={link(block['link'])} className="cb-marketing-cards">
      <ul className="cb-cards cb-cards--3" role="list">
        {cards.map((card, index) => (
          <li key={index}>
            <BannerCard card={card} priority={priority} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
