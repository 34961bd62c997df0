import type { Money } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Notice } from '../../ui/notice';
import { Price } from '../../ui/price';

/**
 * Placing the order attached the chosen method and that changed the total (spec 2 §4: the shopper
 * commits to the total shown), so no order was made yet: the summary now shows the new total,
 * and placing again orders it.
 */
export function TotalChangedNotice({ codFee }: { codFee: Money | undefined }) {
  return (
    <Notice type="warning" id="payment-total-changed">
      <p>
        {codFee
          ? <FormattedMessage id="payment.totalChanged.codFee" values={{ fee: <Price value={codFee} /> }} />
          : <FormattedMessage id="payment.totalChanged.other" />}
      </p>
    </Notice>
  );
}
