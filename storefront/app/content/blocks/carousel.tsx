import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Scroller } from './parts/scroller';
import { BannerCard, readBannerCard } from './parts/banner-card';
import { list, text } from './props';

/** `{ heading?, slides: { heading?, text?, image?, link? }[] }`: slides that scroll sideways (scroll snap; buttons with JS). */
export function CarouselBlock({ block, priority }: BlockProps) {
  const slides = list(block['slides'], readBannerCard);
  if (slides.length === 0) return null;
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} className="cb-carousel">
      <Scroller
        className="scroller--wide"
        label={heading ?? slides[0]?.heading ?? ''}
        items={slides.map((slide, index) => ({ key: String(index), node: <BannerCard card={slide} priority={priority && index === 0} /> }))}
      />
    </BlockSection>
  );
}
