import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import { useLocalPath, useShell } from '../shop/shell';

export function Header() {
  const { cartItemCount } = useShell();
  const local = useLocalPath();
  const intl = useIntl();
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <div className="header__inner">
        <Link to={local('/')} className="header__logo" aria-label={intl.formatMessage({ id: 'layout.logoLabel' })}>
          Pro<span>Equip</span>
        </Link>
        <Form method="get" action={local('/search')} role="search" className="header__search">
          <label htmlFor="header-search" className="visually-hidden">
            <FormattedMessage id="layout.searchLabel" />
          </label>
          <input id="header-search" name="query" type="search" placeholder={intl.formatMessage({ id: 'layout.searchPlaceholder' })} />
          <button type="submit">
            <FormattedMessage id="layout.searchButton" />
          </button>
        </Form>
        <Link to={local('/checkout/cart')} className="header__cart" data-testid="cart-icon">
          <FormattedMessage id="layout.cart" />
          <span className="header__badge" data-testid="cart-count" aria-label={intl.formatMessage({ id: 'layout.cartCount' }, { count: cartItemCount })}>
            {cartItemCount}
          </span>
        </Link>
      </div>
    </header>
  );
}
