import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalPath } from '../../shop/shell';
import { ShopLink } from '../../ui/shop-link';
import './breadcrumbs.css';

export interface Crumb {
  readonly name: string;
  readonly href: string;
}

/** Home, the ancestors, then the page itself (not a link). */
export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const intl = useIntl();
  const local = useLocalPath();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'listing.breadcrumbs' })}>
      <ol>
        <li>
          <ShopLink to={local('/')}>
            <FormattedMessage id="listing.home" />
          </ShopLink>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <ShopLink to={crumb.href}>{crumb.name}</ShopLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
