import type { BlockProps } from './block-component';
import { BannerCard, readBannerCard } from './parts/banner-card';

/** `{ heading?, text?, image?, link?, tone? }`: one promotional box. */
export function BannerBoxBlock({ block, priority }: BlockProps) {
  const card = readBannerCard(block);
  if (!card) return null;
  return (
    <div className="cb-banner-box">
      <BannerCard card={card} priority={priority} />
    </div>
  );
}
