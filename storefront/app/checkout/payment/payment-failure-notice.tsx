import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../../shop/shell';
import { Notice } from '../../ui/notice';
import { ADDRESSES_PATH } from './payment-paths';
import type { PaymentFailure } from './payment-failure';
import { RefusalReasons } from './refusal-reason';

/** Why the order was not placed, and the way on (spec 2 §4, §8); the cart below is the reloaded one. */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure }) {
  const local = useLocalPath();
  return (
    <Notice type="error" id="payment-failure">
      <p className="payment-failure__title"><FormattedMessage id="payment.error.title" /></p>
      {failure.kind === 'code' && (
        <p data-error-code={failure.code}>
          <FormattedMessage id={`checkout.paymentError.${failure.code}`} />
        </p>
      )}
      {failure.kind === 'method-missing' && (
        <p><FormattedMessage id="payment.error.method-missing" /></p>
      )}
      {failure.kind === 'refused' && (
        <>
          <p><FormattedMessage id="payment.error.refused" /></p>
          <RefusalReasons reasons={failure.reasons} />
        </>
      )}
      {(failure.kind === 'contact-missing' || failure.kind === 'address-invalid') && (
        <p>
          <FormattedMessage id={failure.kind === 'contact-missing' ? 'payment.error.contact-missing' : 'payment.error.address-invalid'} />{' '}
          <Link to={local(ADDRESSES_PATH)}><FormattedMessage id="payment.error.fixAddresses" /></Link>
        </p>
      )}
    </Notice>
  );
}
