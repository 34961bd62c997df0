import type { BlockProps } from './block-component';
import { BlockLink } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { link, list, text } from './props';

/** `{ heading?, links: { label, url }[] }`: category names as chips. */
export function CategoryLinksBlock({ block }: BlockProps) {
  const links = list(block['links'], link);
  if (links.length === 0) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-category-links">
      <ul className="cb-chips" role="list">
        {links.map((item, index) => (
          <li key={index}>
            <BlockLink link={item} className="cb-chip" />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
