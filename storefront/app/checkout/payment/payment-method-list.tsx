import type { Money, OwnPaymentMethodCode } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Price } from '../../ui/price';
import { BankDetailsList } from './bank-details';
import type { PaymentOption } from './payment-options';
import type { BankDetails } from './store-payment-settings';
import { RefusalReasons } from './refusal-reason';

interface Props {
  readonly options: readonly PaymentOption[];
  readonly selected: OwnPaymentMethodCode | undefined;
  readonly onSelect: (method: OwnPaymentMethodCode) => void;
  readonly codFee: { readonly title: string | undefined; readonly amount: Money };
  readonly bankDetails: BankDetails | undefined;
}

/**
 * The methods this cart can be paid with, as radio buttons of the payment form; a method domain
 * refuses stays listed, disabled, with every reason in words (spec 2 §5). The group is required:
 * the form is not sent without a choice (the action refuses one without a method, too). The bank
 * account shows under the bank transfer option once it is chosen (CSS `:checked`, so also
 * without JavaScript).
 */
export function PaymentMethodList({ options, selected, onSelect, codFee, bankDetails }: Props) {
  return (
    <fieldset className="payment-methods">
      <legend className="payment-methods__legend">
        <FormattedMessage id="payment.methods.legend" />
      </legend>
      {options.map((option) => {
        const id = `payment-method-${option.code}`;
        const reasonsId = `${id}-reasons`;
        const allowed = option.eligibility.allowed;
        return (
          <div key={option.code} className={`payment-method${allowed ? '' : ' payment-method--refused'}`} data-testid={id}>
            <input
              type="radio"
              name="method"
              value={option.code}
              id={id}
              className="payment-method__input"
              disabled={!allowed}
              // A method must be chosen to place the order: nothing is attached on page load.
              required={allowed}
              checked={selected === option.code}
              onChange={() => onSelect(option.code)}
              aria-describedby={allowed ? `${id}-hint` : reasonsId}
            />
            <label htmlFor={id} className="payment-method__label">
              <span className="payment-method__name">
                <FormattedMessage id={`payment.method.${option.code}`} />
              </span>
              {allowed && option.code === 'cod' && codFee.amount.centAmount > 0 && (
                <span className="payment-method__fee">
                  <FormattedMessage id="payment.method.codFee" values={{ fee: <Price value={codFee.amount} /> }} />
                </span>
              )}
            </label>
            {allowed ? (
              <p className="payment-method__hint" id={`${id}-hint`}>
                <FormattedMessage id={`payment.method.${option.code}.hint`} />
              </p>
            ) : (
              <div className="payment-method__refusal">
                <p className="payment-method__unavailable"><FormattedMessage id="payment.unavailable" /></p>
                <RefusalReasons reasons={option.eligibility.reasons} id={reasonsId} />
              </div>
            )}
            {allowed && option.code === 'bank_transfer' && bankDetails && (
              <div className="payment-method__details">
                <p className="payment-method__details-intro"><FormattedMessage id="payment.bank.intro" /></p>
                <BankDetailsList details={bankDetails} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
