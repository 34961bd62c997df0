import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { image, link, text } from './props';

/** `{ heading, text?, link?, image? }`: the page's opening statement, with a call to action. */
export function HeroBlock({ block, isTitle, priority }: BlockProps) {
  const heading = text(block['heading']);
  if (!heading) return null;
  const body = text(block['text']);
  const action = link(block['link']);
  const picture = image(block['image']);
  return (
    <section className={`cb-hero${picture ? ' cb-hero--with-image' : ''}`}>
      <div className="cb-hero__body">
        <BlockHeading isTitle={isTitle} className="cb-hero__title">
          {heading}
        </BlockHeading>
        {body && <p className="cb-hero__text">{body}</p>}
        {action && <BlockLink link={action} className={buttonClass('primary', 'lg', 'cb-hero__action')} />}
      </div>
      {picture && <BlockImage image={picture} priority={priority} className="cb-hero__image" sizes="(min-width: 900px) 50vw, 100vw" />}
    </section>
  );
}
