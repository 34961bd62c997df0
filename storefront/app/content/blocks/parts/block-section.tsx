import { useId, type ReactNode } from 'react';
import type { LinkProps } from '../props';
import { BlockHeading } from './block-heading';
import { BlockLink } from './block-link';

/**
 * The frame most blocks share: a section named by its heading (a landmark only when it has one),
 * with an optional "see all" link beside the heading.
 */
export function BlockSection({
  heading,
  link,
  className = '',
  children,
  isTitle = false,
}: {
  heading?: string | undefined;
  link?: LinkProps | undefined;
  className?: string;
  children: ReactNode;
  isTitle?: boolean;
}) {
  const id = useId();
  return (
    <section className={`cb-section ${className}`} aria-labelledby={heading ? id : undefined}>
      {(heading || link) && (
        <div className="cb-section__head">
          {heading && (
            <BlockHeading id={id} isTitle={isTitle} className="cb-section__title">
              {heading}
            </BlockHeading>
          )}
          {link && <BlockLink link={link} className="cb-section__more" arrow />}
        </div>
      )}
      {children}
    </section>
  );
}
