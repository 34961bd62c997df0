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

/**
 * A link from content or configuration, following spec 1 §2's rule (domain `opensExternally`):
 * an address holding the shop's own domain, a support portal domain or the word 'inspiration'
 * opens in a new tab with nofollow; a path of this site is a router link; any other address is a
 * plain link in the same tab.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (opensExternally(to, EXTERNAL_LINK_DOMAINS)) {
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
  if (isSameSitePath(to)) {
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
