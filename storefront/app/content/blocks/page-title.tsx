import type { BlockProps } from './block-component';
import { BlockHeading } from './parts/block-heading';
import { text } from './props';

/** `{ title, subtitle? }`: the page's heading. */
export function PageTitleBlock({ block, isTitle }: BlockProps) {
  const title = text(block['title']);
  const subtitle = text(block['subtitle']);
  if (!title) return null;
  return (
    <header className="cb-page-title">
      <BlockHeading isTitle={isTitle}>{title}</BlockHeading>
      {subtitle && <p className="cb-page-title__subtitle">{subtitle}</p>}
    </header>
  );
}
