import { buttonClass } from '../../ui/button';
import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { BlockImage } from './parts/block-image';
import { BlockLink } from './parts/block-link';
import { image, link, list, text } from './props';

/** `{ heading, text?, image?, link, links?: { label, url }[] }`: one category put forward, with its subcategories. */
export function VerticalLanderFeaturedCategoryBlock({ block, priority }: BlockProps) {
  const heading = text(block['heading']);
  const action = link(block['link']);
  if (!heading || !action) return null;
  const body = text(block['text']);
  const picture = image(block['image']);
  const links = list(block['links'], link);
  return (
    <section className={`cb-featured${picture ? ' cb-featured--with-image' : ''}`}>
      {picture && <BlockImage image={picture} priority={priority} className="cb-featured__image" sizes="(min-width: 900px) 50vw, 100vw" />}
      <div className="cb-featured__body">
        <BlockHeading>{heading}</BlockHeading>
        {body && <p>{body}</p>}
        {links.length > 0 && (
          <ul className="cb-chips" role="list">
            {links.map((item, index) => (
              <li key={index}>
                <BlockLink link={item} className="cb-chip" />
              </li>
            ))}
          </ul>
        )}
        <BlockLink link={action} className={buttonClass('primary', 'md')} />
      </div>
    </section>
  );
}
