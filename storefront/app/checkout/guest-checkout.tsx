import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import './checkout.css';
import { ADDRESSES_PATH } from './payment/payment-paths';

/**
 * Spec 2 §1: a shopper checks out as a guest (with an e-mail) or as an account holder. The way on
 * without an account: the addresses step, which asks for the e-mail.
 */
export function GuestCheckout({ withHeading = true }: { withHeading?: boolean }) {
  const local = useLocalPath();
  return (
    <section className="guest-checkout" aria-labelledby={withHeading ? 'guest-checkout-title' : undefined} data-testid="guest-checkout">
      {withHeading && (
        <>
          <h2 id="guest-checkout-title" className="guest-checkout__title">
            <FormattedMessage id="checkout.guest.title" />
          </h2>
          <p className="guest-checkout__text">
            <FormattedMessage id="checkout.guest.text" />
          </p>
        </>
      )}
      <Link to={local(ADDRESSES_PATH)} className={buttonClass('primary', 'lg')}>
        <FormattedMessage id="checkout.guest.continue" />
      </Link>
    </section>
  );
}
