import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Href, LinkProps } from '../props';

/** A CMS link target: paths of the shop are router links; other addresses plain links with noopener. */
export function BlockAnchor({ href, className, children, ariaLabel }: { href: Href; className?: string; children: ReactNode; ariaLabel?: string }) {
  if (href.kind === 'internal') {
    return (
      <Link to={href.to} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href.href} className={className} rel="noopener" aria-label={ariaLabel}>
      {children}
    </a>
  );
}

/** A labelled CMS link; `arrow` adds a "→" that is decoration, not part of its name. */
export function BlockLink({ link, className, arrow = false }: { link: LinkProps; className?: string; arrow?: boolean }) {
  return (
    <BlockAnchor href={link.href} className={className}>
      {link.label}
      {arrow && <span aria-hidden="true"> →</span>}
    </BlockAnchor>
  );
}
