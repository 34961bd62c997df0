import { FormattedMessage } from 'react-intl';
import type { BankDetails } from './store-payment-settings';

/** Spec 2 §3 bank transfer data: BIC or SWIFT, account owner, bank institute, IBAN (from the store). */
export function BankDetailsList({ details }: { details: BankDetails }) {
  const rows: [string, string][] = [
    ['payment.bank.accountOwner', details.accountOwner],
    ['payment.bank.iban', details.iban],
    ['payment.bank.bic', details.bic],
    ['payment.bank.institute', details.institute],
  ];
  return (
    <dl className="bank-details" data-testid="bank-details">
      {rows.map(([id, value]) => (
        <div key={id} className="bank-details__row">
          <dt><FormattedMessage id={id} /></dt>
          <dd className="bank-details__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
