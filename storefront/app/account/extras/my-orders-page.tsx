import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Price } from '../../ui/price';
import type { MyOrdersView } from './my-orders.server';
import './extras.css';

const KNOWN_STATES = new Set(['Open', 'Confirmed', 'Complete', 'Cancelled']);

/**
 * 'My orders': the self-service site's personal link (a link in the page, opened by the shopper),
 * or, where the shop has no such site, the customer's own orders.
 */
export function MyOrdersPage({ view }: { view: MyOrdersView }) {
  const intl = useIntl();
  return (
    <section className="account__panel extras" aria-labelledby="extras-title">
      <h1 id="extras-title">
        <FormattedMessage id="account.section.my-orders" />
      </h1>
      {view.kind === 'unavailable' && (
        <>
          <Notice type="error">
            <FormattedMessage id="account.orders.unavailable" />
          </Notice>
          <p className="extras__actions">
            <Link to="." reloadDocument className={buttonClass('secondary', 'md')}>
              <FormattedMessage id="account.orders.retry" />
            </Link>
          </p>
        </>
      )}
      {view.kind === 'portal' && (
        <>
          <p>
            <FormattedMessage id="account.orders.portal.intro" />
          </p>
          <p className="extras__actions">
            <a href={view.url} rel="noopener noreferrer nofollow" className={buttonClass('primary', 'lg')} data-testid="orders-portal-link">
              <FormattedMessage id="account.orders.portal.open" />
            </a>
          </p>
        </>
      )}
      {view.kind === 'list' && view.orders.length === 0 && (
        <p data-testid="my-orders-empty">
          <FormattedMessage id="account.orders.empty" />
        </p>
      )}
      {view.kind === 'list' && view.orders.length > 0 && (
        <ul className="extras__list" data-testid="my-orders">
          {view.orders.map((order) => (
            <li key={order.id} className="extras__item extras__order">
              <dl className="extras__order-facts">
                <div>
                  <dt><FormattedMessage id="account.orders.number" /></dt>
                  <dd className="extras__order-number">{order.orderNumber ?? order.id}</dd>
                </div>
                <div>
                  <dt><FormattedMessage id="account.orders.date" /></dt>
                  <dd>
                    <time dateTime={order.createdAt}>{intl.formatDate(order.createdAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>
                  </dd>
                </div>
                <div>
                  <dt><FormattedMessage id="account.orders.total" /></dt>
                  <dd><Price value={order.totalPrice} /></dd>
                </div>
                <div>
                  <dt><FormattedMessage id="account.orders.state" /></dt>
                  <dd>{KNOWN_STATES.has(order.orderState) ? <FormattedMessage id={`account.orders.state.${order.orderState}`} /> : order.orderState}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
