import type { BlockProps } from './block-component';
import { BannerCard, readBannerCard } from './parts/banner-card';
import { BlockSection } from './parts/block-section';
import { list, text } from './props';

/** `{ heading?, boxes: BannerBox[] }`: promotional boxes in a row (2–4 columns, stacked on a phone). */
export function BannerBoxesBlock({ block, priority }: BlockProps) {
  const boxes = list(block['boxes'], readBannerCard);
  if (boxes.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-banner-boxes">
      <ul className={`cb-cards cb-cards--${Math.min(4, Math.max(2, boxes.length))}`} role="list">
        {boxes.map((box, index) => (
          <li key={index}>
            <BannerCard card={box} priority={priority} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
