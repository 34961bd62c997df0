import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { useLocalPath, useShell } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { ACCOUNT_PATH, LOG_OUT_PATH } from './account-sections';
import { accountNavSections } from './extras/account-nav-sections';
import type { AccountCustomer } from './account-page.server';
import './account.css';

/** The account area: its page list beside the current page, and logging out (a POST, never a prefetchable link). */
export function AccountLayout({ customer }: { customer: AccountCustomer }) {
  const local = useLocalPath();
  const { market } = useShell();
  const intl = useIntl();
  const links = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the page list is one scrolling row: keep the current page's chip in sight (the
  // row only, never the window).
  useEffect(() => {
    const list = links.current;
    const active = list?.querySelector<HTMLElement>('.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="page account">
      <nav className="account__nav" aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
        <ul className="account__links" ref={links}>
          <li>
            <NavLink to={local(ACCOUNT_PATH)} end className="account__link">
              <FormattedMessage id="account.overview" />
            </NavLink>
          </li>
          {accountNavSections(market.country).map((section) => (
            <li key={section}>
              <NavLink to={local(`${ACCOUNT_PATH}/${section}`)} className="account__link">
                <FormattedMessage id={`account.section.${section}`} />
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={local(LOG_OUT_PATH)} className="account__log-out">
          <button type="submit" className={buttonClass('tertiary', 'md')}>
            <FormattedMessage id="account.logOut" />
          </button>
        </Form>
      </nav>
      <div className="account__content">
        <Outlet context={customer} />
      </div>
    </div>
  );
}

export const useAccountCustomer = (): AccountCustomer => useOutletContext<AccountCustomer>();
