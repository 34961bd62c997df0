import type { ReactNode } from 'react';
import { useHeadingLevel } from '../block-context';

/** A block's heading: h1 when the block is the page's title, else the level of where it stands (h2, h3 nested). */
export function BlockHeading({ children, isTitle = false, className, id }: { children: ReactNode; isTitle?: boolean; className?: string; id?: string }) {
  const level = useHeadingLevel();
  const Tag = isTitle ? 'h1' : level === 2 ? 'h2' : 'h3';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** The heading one level below a block's heading (items of a list of cards). */
export function ItemHeading({ children, className }: { children: ReactNode; className?: string }) {
  const level = useHeadingLevel();
  const Tag = level === 2 ? 'h3' : 'h4';
  return <Tag className={className}>{children}</Tag>;
}
