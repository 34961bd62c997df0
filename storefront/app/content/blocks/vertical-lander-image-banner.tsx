import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { image, link, text } from './props';

/** `{ image, heading?, text?, link? }`: a vertical landing page's picture with its message over it. */
export function VerticalLanderImageBannerBlock({ block, priority }: BlockProps) {
  const picture = image(block['image']);
  if (!picture) return null;
  const heading = text(block['heading']);
  const body = text(block['text']);
  const action = link(block['link']);
  return (
    <section className="cb-lander-banner">
      <BlockImage image={picture} priority={priority} className="cb-lander-banner__image" sizes="100vw" />
      {(heading || body || action) && (
        <div className="cb-lander-banner__body">
          {heading && <BlockHeading>{heading}</BlockHeading>}
          {body && <p>{body}</p>}
          {action && <BlockLink link={action} className={buttonClass('primary', 'md')} />}
        </div>
      )}
    </section>
  );
}
