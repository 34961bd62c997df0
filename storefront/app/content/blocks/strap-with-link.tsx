import type { BlockProps } from './block-component';
import { BlockLink } from './parts/block-link';
import { Icon } from './parts/icon';
import { link, text } from './props';

/** `{ text, link?, icon? }`: one line across the page with a link. */
export function StrapWithLinkBlock({ block }: BlockProps) {
  const body = text(block['text']);
  if (!body) return null;
  const target = link(block['link']);
  return (
    <div className="cb-strap">
      <Icon name={text(block['icon']) ?? 'truck'} />
      <p className="cb-strap__text">{body}</p>
      {target && <BlockLink link={target} className="cb-strap__link" />}
    </div>
  );
}
