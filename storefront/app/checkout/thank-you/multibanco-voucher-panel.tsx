import { FormattedMessage } from 'react-intl';
import { Price } from '../../ui/price';
import type { MultibancoVoucher } from './multibanco-voucher';

/** The voucher the shopper pays a Multibanco order with: entity, reference, amount and last day (issue 19). */
export function MultibancoVoucherPanel({ voucher }: { voucher: MultibancoVoucher & { readonly payBy: string } }) {
  const payBy = <time dateTime={voucher.expiresAt}>{voucher.payBy}</time>;
  return (
    <section className="thank-you__bank thank-you__voucher" aria-labelledby="thank-you-voucher-title" data-testid="multibanco-voucher">
      <h2 id="thank-you-voucher-title" className="payment-section-title"><FormattedMessage id="thankYou.multibanco.title" /></h2>
      <p className="thank-you__bank-intro"><FormattedMessage id="thankYou.multibanco.intro" values={{ date: <strong>{payBy}</strong> }} /></p>
      <dl className="bank-details">
        <div className="bank-details__row">
          <dt><FormattedMessage id="thankYou.multibanco.entity" /></dt>
          <dd className="bank-details__value" data-testid="multibanco-entity">{voucher.entity}</dd>
        </div>
        <div className="bank-details__row">
          <dt><FormattedMessage id="thankYou.multibanco.reference" /></dt>
          <dd className="bank-details__value" data-testid="multibanco-reference">{voucher.reference}</dd>
        </div>
        <div className="bank-details__row">
          <dt><FormattedMessage id="thankYou.multibanco.amount" /></dt>
          <dd className="bank-details__value" data-testid="multibanco-amount"><Price value={voucher.amount} /></dd>
        </div>
        <div className="bank-details__row">
          <dt><FormattedMessage id="thankYou.multibanco.expiresAt" /></dt>
          <dd data-testid="multibanco-expires">{payBy}</dd>
        </div>
      </dl>
    </section>
  );
}
