import { FormattedMessage } from 'react-intl';
import { serverReadyLazy } from '../shop/server-ready-lazy';
import { useLocalPath, useShell } from '../shop/shell';
import { UserIcon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';

// Most visitors are guests: a customer's dropdown comes in its own chunk, which the server names in
// the page's head when it renders it (so hydration does not wait for it).
const CustomerMenu = serverReadyLazy(() => import('./customer-menu').then((module) => module.CustomerMenu), 'app/layout/customer-menu.tsx');

/** A guest goes to login; a customer opens a dropdown with name, e-mail and the account links. */
export function AccountMenu() {
  const { customer } = useShell();
  const local = useLocalPath();

  if (customer) return <CustomerMenu />;
  return (
    <ShopLink to={local('/login')} className="header-action" data-testid="account-login">
      <UserIcon />
      <span className="header-action__label">
        <FormattedMessage id="layout.login" />
      </span>
    </ShopLink>
  );
}
