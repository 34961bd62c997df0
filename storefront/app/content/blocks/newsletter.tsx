import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { Icon } from './parts/icon';
import { text } from './props';

/**
 * `{ heading, text?, buttonLabel? }`: the newsletter invitation. The sign-up itself goes through
 * the tracking service's newsletter-doi call (spec 2), which this shop does not serve yet; until
 * it does, the block shows its message and no form that would pretend to subscribe.
 */
export function NewsletterBlock({ block }: BlockProps) {
  const heading = text(block['heading']);
  if (!heading) return null;
  const body = text(block['text']);
  return (
    <section className="cb-newsletter">
      <Icon name="mail" className="cb-icon cb-newsletter__icon" />
      <div>
        <BlockHeading className="cb-newsletter__title">{heading}</BlockHeading>
        {body && <p className="cb-newsletter__text">{body}</p>}
      </div>
    </section>
  );
}
