import type { BlockProps } from './block-component';
import { BlockAnchor } from './parts/block-link';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { href, list, record, text } from './props';

/** `{ heading?, links: { label, url, icon? }[] }`: the help centre's topics. */
export function HelpMenuBlock({ block }: BlockProps) {
  const links = list(block['links'], (item) => {
    const fields = record(item);
    const label = text(fields?.['label']);
    const target = href(fields?.['url']);
    return label && target ? { label, target, icon: text(fields?.['icon']) } : undefined;
  });
  if (links.length === 0) return null;
  const heading = text(block['heading']);
  return (
    <BlockSection heading={heading} className="cb-help-menu">
      <nav aria-label={heading}>
        <ul className="cb-help-menu__list" role="list">
          {links.map((item, index) => (
            <li key={index}>
              <BlockAnchor href={item.target} className="cb-help-menu__link">
                <Icon name={item.icon ?? 'info'} />
                <span>{item.label}</span>
              </BlockAnchor>
            </li>
          ))}
        </ul>
      </nav>
    </BlockSection>
  );
}
