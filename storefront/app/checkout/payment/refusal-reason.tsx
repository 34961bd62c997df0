import type { PaymentRefusal } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Price } from '../../ui/price';

/** One of domain's reasons a method may not be used, in the shopper's words (spec 2 §5). */
export function RefusalReason({ reason }: { reason: PaymentRefusal }) {
  switch (reason.code) {
    case 'value-over-limit':
      return <FormattedMessage id="payment.refusal.value-over-limit" values={{ total: <Price value={reason.total} />, limit: <Price value={reason.limit} /> }} />;
    case 'too-many-standard-items':
      return <FormattedMessage id="payment.refusal.too-many-standard-items" values={{ count: reason.count, limit: reason.limit }} />;
    case 'item-count-out-of-range':
      return <FormattedMessage id="payment.refusal.item-count-out-of-range" values={{ count: reason.count, min: reason.min, max: reason.max }} />;
    case 'currency-mismatch':
      return <FormattedMessage id="payment.refusal.currency-mismatch" values={{ cartCurrency: reason.cartCurrency, limitCurrency: reason.limitCurrency }} />;
    case 'freight-not-allowed':
      return <FormattedMessage id="payment.refusal.freight-not-allowed" />;
    case 'disabled-in-country':
      return <FormattedMessage id="payment.refusal.disabled-in-country" />;
  }
}

export function RefusalReasons({ reasons, id }: { reasons: readonly PaymentRefusal[]; id?: string }) {
  return (
    <ul className="refusal-reasons" id={id}>
      {reasons.map((reason) => (
        <li key={reason.code}><RefusalReason reason={reason} /></li>
      ))}
    </ul>
  );
}
