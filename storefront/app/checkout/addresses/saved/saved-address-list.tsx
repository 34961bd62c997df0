import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '../../../ui/button';
import type { AddressSection } from '../address-form';
import { copyBillingToShipping } from '../form-behaviour';
import type { CheckoutAccount } from './checkout-account';
import { USE_SAVED_ADDRESS } from './chosen-address';
import { fillAddress } from './fill-address';
import { SavedAddressCard } from './saved-address-card';
import './saved-addresses.css';

/**
 * A signed-in customer's saved addresses of one section (spec 2 §4), each with 'use this
 * address'. The buttons post the form (the server answers it filled, without JavaScript); with
 * JavaScript the same happens in place. The hidden `<section>.id` says which saved address the
 * details are (billing: saved if it has one, else new), so 'save address' updates it.
 */
export function SavedAddressList({ section, account }: { section: AddressSection; account: CheckoutAccount }) {
  const addresses = section === 'billing' ? account.billing : account.shipping;
  const [chosen, setChosen] = useState(section === 'billing' ? account.billingId : account.shippingId);
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => setChosen(section === 'billing' ? account.billingId : account.shippingId), [account, section]);

  // The shipping type's radios: a saved type fills the chosen (or first) address; a new one starts from billing without an id.
  useEffect(() => {
    const form = root.current?.form;
    if (section !== 'shipping' || !form) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.name !== 'shippingAddressType') return;
      if (target.value === 'NEW_ADDRESS') {
        copyBillingToShipping(form);
        setChosen('');
      }
      if (target.value === 'SAVED_ADDRESS') {
        const address = addresses.find((candidate) => candidate.id === chosen) ?? addresses[0];
        if (address) {
          fillAddress(form, 'shipping', address.values);
          setChosen(address.id);
        }
      }
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [addresses, chosen, section]);

  if (addresses.length === 0) return null;

  const use = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    fillAddress(form, section, addresses.find((address) => address.id === id)?.values);
    setChosen(id);
    // 'New address' goes away once pressed: the shopper lands on the first field to type in.
    if (id === '') form.querySelector<HTMLInputElement>(`[name="${section}.firstName"]`)?.focus();
  };

  return (
    <fieldset ref={root} className={`saved-addresses saved-addresses--${section}`}>
      <legend className="saved-addresses__legend">
        <FormattedMessage id={`addresses.saved.${section}.legend`} />
      </legend>
      <input type="hidden" name={`${section}.id`} value={chosen} />
      <ul className="saved-addresses__list">
        {addresses.map((address) => {
          const textId = `saved-${section}-${address.id}`;
          const selected = address.id === chosen;
          return (
            <li key={address.id} className={`saved-address${selected ? ' saved-address--chosen' : ''}`}>
              <SavedAddressCard address={address} id={textId} />
              <div className="saved-address__actions">
                {address.isDefault && (
                  <span className="saved-address__badge">
                    <FormattedMessage id="addresses.saved.default" />
                  </span>
                )}
                {selected ? (
                  <span className="saved-address__chosen">
                    <FormattedMessage id="addresses.saved.chosen" />
                  </span>
                ) : (
                  <button
                    type="submit"
                    name={USE_SAVED_ADDRESS}
                    value={`${section}:${address.id}`}
                    formNoValidate
                    aria-describedby={textId}
                    className={buttonClass('secondary', 'sm', 'saved-address__use')}
                    onClick={(event) => use(event, address.id)}
                  >
                    <FormattedMessage id="addresses.saved.use" />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {section === 'billing' && chosen !== '' && (
        <button
          type="submit"
          name={USE_SAVED_ADDRESS}
          value="billing:new"
          formNoValidate
          className={buttonClass('link', 'sm', 'saved-addresses__new')}
          onClick={(event) => use(event, '')}
        >
          <FormattedMessage id="addresses.saved.newAddress" />
        </button>
      )}
    </fieldset>
  );
}
