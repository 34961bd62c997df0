import type { ReactNode } from 'react';
import { SmartLink } from '../../../ui/smart-link';
import type { Href, LinkProps } from '../props';

/**
 * A CMS link target, under spec 1 §2's external-link rule (SmartLink, domain `opensExternally`):
 * an address with the shop's own or a support portal domain, or the word 'inspiration', opens in
 * a new tab with nofollow; other shop paths are router links, other addresses plain links.
 */
export function BlockAnchor({ href, className, children, ariaLabel }: { href: Href; className?: string; children: ReactNode; ariaLabel?: string }) {
  return (
    <SmartLink to={href.kind === 'internal' ? href.to : href.href} className={className} aria-label={ariaLabel}>
      {children}
    </SmartLink>
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
