import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { useLocalPath, useShell } from '../shop/shell';
import { Disclosure } from '../ui/disclosure';
import { UserIcon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';

/** The account links of spec 1 §2 / spec 2's account menu, in their order ('My orders' is the account's page, which leads on to the self-service site when there is one). */
const ACCOUNT_LINKS = [
  { id: 'layout.myProfile', path: '/my-account/my-profile' },
  { id: 'layout.myOrders', path: '/my-account/my-orders' },
  { id: 'layout.shippingDetails', path: '/my-account/shipping-details' },
  { id: 'layout.billingDetails', path: '/my-account/billing-details' },
  { id: 'layout.myNewsletter', path: '/my-account/my-newsletter' },
] as const;

/** A signed-in customer's dropdown: name, e-mail, the account links and logging out (account-menu.tsx loads it). */
export function CustomerMenu() {
  const { customer } = useShell();
  const local = useLocalPath();
  if (!customer) return null;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <Disclosure
      className="account-menu"
      summaryClassName="header-action"
      testId="account-menu"
      summary={
        <>
          <UserIcon />
          <span className="header-action__label">
            <FormattedMessage id="layout.account" />
          </span>
        </>
      }
    >
      <div className="account-menu__who">
        {name && <p className="account-menu__name">{name}</p>}
        {customer.email && <p className="account-menu__email">{customer.email}</p>}
      </div>
      <ul className="menu-list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.id}>
            <ShopLink to={local(link.path)} className="menu-list__link">
              <FormattedMessage id={link.id} />
            </ShopLink>
          </li>
        ))}
        <li className="menu-list__separated">
          {/* A POST form: a GET log-out could be triggered by another site or a prefetch. */}
          <Form method="post" action={local('/log-out')} reloadDocument>
            <button type="submit" className="menu-list__link menu-list__button">
              <FormattedMessage id="layout.logOut" />
            </button>
          </Form>
        </li>
      </ul>
    </Disclosure>
  );
}
