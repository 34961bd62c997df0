import { FormattedMessage } from 'react-intl';
import type { AddressSection } from '../address-form';
import type { CheckoutAccount } from './checkout-account';

/** 'Save address' (spec 2 §4): only for a signed-in customer; the server adds or updates it and makes it the default. */
export function SaveAddressBox({ section, account }: { section: AddressSection; account: CheckoutAccount | undefined }) {
  if (!account) return null;
  return (
    <label className="save-address">
      <input type="checkbox" name={`${section}.save`} value="on" defaultChecked={section === 'billing' ? account.saveBilling : account.saveShipping} />
      <span>
        <FormattedMessage id={`addresses.saved.save.${section}`} />
      </span>
    </label>
  );
}
