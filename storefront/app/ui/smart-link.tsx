import { isSameSitePath, opensExternally } from '@shop/domain';
import { PRODUCTION_DOMAIN_NAME } from '@shop/markets';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ShopLink } from './shop-link';

/**
 * Support portal domains (spec 1 §2 names the kind, not the address): add a deployment's portal
 * here. The shop's own domain name covers every country's production domain and its subdomains.
 */
export const SUPPORT_PORTAL_DOMAINS: readonly string[] = [];
export const EXTERNAL_LINK_DOMAINS: readonly string[] = [PRODUCTION_DOMAIN_NAME, ...SUPPORT_PORTAL_DOMAINS];

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  readonly to: string;
  readonly children: ReactNode;
};

type LinkKind = 'external' | 'site' | 'other';

// A page's content and configuration links (header, footer, blocks) are the same few addresses on
// every page, and telling a site path apart parses it as a URL: each address's kind is kept (a
// bounded number; the rule depends on the address alone).
const KEPT_KINDS = 500;
const kinds = new Map<string, LinkKind>();

function kindOf(to: string): LinkKind {
  let kind = kinds.get(to);
  if (kind === undefined) {
    kind = opensExternally(to, EXTERNAL_LINK_DOMAINS) ? 'external' : isSameSitePath(to) ? 'site' : 'other';
    if (kinds.size >= KEPT_KINDS) kinds.clear();
    kinds.set(to, kind);
  }
  return kind;
}

/**
 * A link from content or configuration, following spec 1 §2's rule (domain `opensExternally`):
 * an address holding the shop's own domain, a support portal domain or the word 'inspiration'
 * opens in a new tab with nofollow; a path of this site is a router link; any other address is a
 * plain link in the same tab.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  const kind = kindOf(to);
  if (kind === 'external') {
    return (
      <a href={to} target="_blank" rel="nofollow noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="shop.opensInNewTab" />
        </span>
      </a>
    );
  }
  if (kind === 'site') {
    return (
      <ShopLink to={to} {...rest}>
        {children}
      </ShopLink>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
