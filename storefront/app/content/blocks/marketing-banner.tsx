import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { image, link, text } from './props';

/** `{ heading, text?, image?, link? }`: a wide banner, image beside the message. */
export function MarketingBannerBlock({ block, priority }: BlockProps) {
  const heading = text(block['heading']);
  if (!heading) return null;
  const body = text(block['text']);
  const picture = image(block['image']);
  const action = link(block['link']);
  return (
    <section className={`cb-marketing${picture ? ' cb-marketing--with-image' : ''}`}>
      <div className="cb-marketing__body">
        <BlockHeading className="cb-marketing__title">{heading}</BlockHeading>
        {body && <p>{body}</p>}
        {action && <BlockLink link={action} className={buttonClass('primary', 'md')} />}
      </div>
      {picture && <BlockImage image={picture} priority={priority} className="cb-marketing__image" sizes="(min-width: 900px) 40vw, 100vw" />}
    </section>
  );
}
