import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../../shop/shell';
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
          <Link to={local('/')}>
            <FormattedMessage id="listing.home" />
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
