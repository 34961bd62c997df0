import type { PaymentMethodCode } from '@shop/domain';
import { FormattedMessage } from 'react-intl';

/** Methods known by their brand, written the same in every language. */
const BRAND_NAMES: Partial<Record<PaymentMethodCode, string>> = {
  paypal: 'PayPal',
  klarna_account: 'Klarna',
  klarna: 'Klarna',
  klarna_b2b: 'Klarna',
  ratepay: 'Ratepay',
  ideal: 'iDEAL',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  multibanco: 'Multibanco',
  twint: 'TWINT',
  mobilepay: 'MobilePay',
};

/** A payment method's name: the brand, or the words in the shopper's language (cash on delivery, bank transfer, card). */
export function PaymentMethodName({ code }: { code: PaymentMethodCode }) {
  const brand = BRAND_NAMES[code];
  return brand ? <>{brand}</> : <FormattedMessage id={`payment.method.${code}`} />;
}
