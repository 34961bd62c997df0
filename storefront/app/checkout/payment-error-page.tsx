import type { PaymentErrorCode } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import { PAYMENT_STEP_PATH } from './checkout-steps';
import './checkout.css';

/** Spec 2 §8: the page a failed card payment returns to, with the code's message and the way back. */
export function PaymentErrorPage({ code }: { code: PaymentErrorCode }) {
  const local = useLocalPath();
  return (
    <div className="page page--centred payment-error">
      <h1>
        <FormattedMessage id="checkout.paymentError.title" />
      </h1>
      <Notice type="error">
        <p className="payment-error__message">
          <FormattedMessage id={`checkout.paymentError.${code}`} />
        </p>
        <p className="payment-error__code">
          <FormattedMessage id="checkout.paymentError.code" values={{ code }} />
        </p>
      </Notice>
      <p className="payment-error__actions">
        <Link to={local(PAYMENT_STEP_PATH)} className={buttonClass('primary', 'lg')}>
          <FormattedMessage id="checkout.paymentError.back" />
        </Link>
        <Link to={local('/')} className={buttonClass('tertiary', 'lg')}>
          <FormattedMessage id="checkout.continueShopping" />
        </Link>
      </p>
    </div>
  );
}
