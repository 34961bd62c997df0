import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CartSummary } from '../../cart/summary/cart-summary';
import { useLocalPath } from '../../shop/shell';
import { buttonClass } from '../../ui/button';
import { EmailAddress } from '../email-address';
import { AddressBlock } from '../payment/address-block';
import { BankDetailsList } from '../payment/bank-details';
import { CheckoutProgress } from '../checkout-progress';
import { MultibancoVoucherPanel } from './multibanco-voucher-panel';
import { PaymentMethodName } from './payment-method-name';
import type { ThankYouData } from './thank-you-page.server';
import '../payment/payment.css';
import './thank-you.css';

/** Step 5 (spec 2 §2, §4): the placed order, how to pay it when it is a transfer, and when it comes. */
export function ThankYouPage({ order }: { order: ThankYouData }) {
  const local = useLocalPath();
  const intl = useIntl();
  const deliveryBy = order.deliveryBy
    ? intl.formatDate(new Date(`${order.deliveryBy}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : undefined;
  return (
    <div className="page page--centred thank-you">
      <CheckoutProgress current="thank-you" />
      <header className="thank-you__head">
        <h1 className="thank-you__title"><FormattedMessage id="thankYou.title" /></h1>
        <p className="thank-you__number" data-testid="order-number">
          <FormattedMessage id="thankYou.number" values={{ number: <strong>{order.orderNumber}</strong> }} />
        </p>
        <p className={`thank-you__progress thank-you__progress--${order.progress}`} data-testid="order-progress">
          <FormattedMessage id={`thankYou.progress.${order.progress}`} />
        </p>
        {order.email && (
          <p className="thank-you__email"><FormattedMessage id="thankYou.email" values={{ email: <strong><EmailAddress email={order.email} /></strong> }} /></p>
        )}
      </header>
      <div className="payment-page__grid">
        <div className="thank-you__main">
          <dl className="thank-you__facts">
            {order.paymentMethod && (
              <div className="thank-you__fact" data-testid="order-payment-method">
                <dt><FormattedMessage id="thankYou.paymentMethod" /></dt>
                <dd><PaymentMethodName code={order.paymentMethod} /></dd>
              </div>
            )}
            {deliveryBy && (
              <div className="thank-you__fact" data-testid="order-delivery">
                <dt><FormattedMessage id="thankYou.delivery" /></dt>
                <dd><time dateTime={order.deliveryBy}>{deliveryBy}</time></dd>
              </div>
            )}
          </dl>
          {order.paymentMethod === 'bank_transfer' && order.bankDetails && (
            <section className="thank-you__bank" aria-labelledby="thank-you-bank-title">
              <h2 id="thank-you-bank-title" className="payment-section-title"><FormattedMessage id="payment.bank.title" /></h2>
              <p className="thank-you__bank-intro">
                <FormattedMessage id="thankYou.bank.reference" values={{ number: <strong>{order.orderNumber}</strong> }} />
              </p>
              <BankDetailsList details={order.bankDetails} />
            </section>
          )}
          {order.multibanco && <MultibancoVoucherPanel voucher={order.multibanco} />}
          {order.shippingAddress && (
            <section className="thank-you__address" aria-labelledby="thank-you-address-title">
              <h2 id="thank-you-address-title" className="payment-section-title"><FormattedMessage id="payment.addresses.shipping" /></h2>
              <AddressBlock address={order.shippingAddress} />
            </section>
          )}
          <p>
            <Link to={local('/')} className={buttonClass('primary', 'lg')}>
              <FormattedMessage id="checkout.continueShopping" />
            </Link>
          </p>
        </div>
        <aside className="payment-page__summary">
          <CartSummary cart={order.summary} variant="order" />
        </aside>
      </div>
    </div>
  );
}
