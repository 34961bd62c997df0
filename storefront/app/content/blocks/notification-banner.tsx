import type { BlockProps } from './block-component';
import { BlockLink } from './parts/block-link';
import { Icon } from './parts/icon';
import { link, oneOf, text } from './props';

const TONES = ['info', 'success', 'warning'] as const;

/** `{ text, heading?, tone?: info | success | warning, link? }`: a notice of the shop (holidays, delays). */
export function NotificationBannerBlock({ block }: BlockProps) {
  const body = text(block['text']);
  if (!body) return null;
  const tone = oneOf(block['tone'], TONES, 'info');
  const heading = text(block['heading']);
  const target = link(block['link']);
  return (
    <aside className={`cb-notification cb-notification--${tone}`} aria-label={heading ?? body}>
      <Icon name={tone === 'success' ? 'check' : 'info'} />
      <div>
        {heading && <p className="cb-notification__title">{heading}</p>}
        <p className="cb-notification__text">
          {body} {target && <BlockLink link={target} />}
        </p>
      </div>
    </aside>
  );
}
