import { buttonClass } from '../../../ui/button';
import { ItemHeading } from './block-heading';
import { BlockImage } from './block-image';
import { BlockLink } from './block-link';
import { image, link, oneOf, record, text, type ImageProps, type LinkProps } from '../props';

const TONES = ['brand', 'accent', 'neutral'] as const;
export type BannerTone = (typeof TONES)[number];

export interface BannerCardData {
  readonly heading?: string | undefined;
  readonly body?: string | undefined;
  readonly picture?: ImageProps | undefined;
  readonly action?: LinkProps | undefined;
  readonly tone: BannerTone;
}

/** `{ heading?, text?, image?, link?, tone? }`: a card needs a heading, a text or an image. */
export function readBannerCard(value: unknown): BannerCardData | undefined {
  const fields = record(value);
  const card = {
    heading: text(fields?.['heading']),
    body: text(fields?.['text']),
    picture: image(fields?.['image']),
    action: link(fields?.['link']),
    tone: oneOf(fields?.['tone'], TONES, 'neutral'),
  };
  return card.heading || card.body || card.picture ? card : undefined;
}

/** A promotional card: image on top, heading, text and a link. */
export function BannerCard({ card, priority }: { card: BannerCardData; priority: boolean }) {
  return (
    <div className={`cb-banner-card cb-banner-card--${card.tone}`}>
      {card.picture && <BlockImage image={card.picture} priority={priority} className="cb-banner-card__image" sizes="(min-width: 900px) 33vw, 100vw" />}
      <div className="cb-banner-card__body">
        {card.heading && <ItemHeading className="cb-banner-card__title">{card.heading}</ItemHeading>}
        {card.body && <p className="cb-banner-card__text">{card.body}</p>}
        {card.action && <BlockLink link={card.action} className={buttonClass(card.tone === 'neutral' ? 'secondary' : 'primary', 'md', 'cb-banner-card__action')} />}
      </div>
    </div>
  );
}
