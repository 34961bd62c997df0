import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalPath, useShell } from '../../shop/shell';
import { buttonClass } from '../../ui/button';
import { CheckoutProgress } from '../checkout-progress';
import { parseAddressForm, type AddressFormValues } from './address-form';
import { AddressFieldset } from './address-fieldset';
import { AddressInput } from './address-input';
import { ChoiceFieldset } from './choice-fieldset';
import type { AddressesRefusal } from './addresses.server';
import { revealFirstInvalid } from './first-invalid-field';
import { clearCompanyFields, copyBillingToShipping } from './form-behaviour';
import { hasErrors, NO_ERRORS, validateAddressForm, type FormErrors } from './form-errors';
import { FormProblems } from './form-problems';
import type { CheckoutAccount } from './saved/checkout-account';
import { shippingTypeOptions } from './saved/shipping-types';
import { SaveAddressBox } from './saved/save-address-box';
import { SavedAddressList } from './saved/saved-address-list';
import './addresses.css';

/** Before the first submit, only fields the shopper has filled and left show their problem. */
function touchedOnly(errors: FormErrors, touched: ReadonlySet<string>, form: HTMLFormElement): FormErrors {
  const data = new FormData(form);
  const filled = (name: string) => touched.has(name) && String(data.get(name) ?? '').trim() !== '';
  return { fields: Object.fromEntries(Object.entries(errors.fields).filter(([name]) => filled(name))), form: [] };
}

/**
 * Checkout steps 2–3 (spec 2 §2, §4, §5): e-mail, billing (#BillingForm) and shipping
 * (#ShippingForm) in one plain POST form that works without JavaScript; with it, the same domain
 * checks run before submit, show inline, and the first invalid field is scrolled to and focused.
 */
export function AddressesPage({ saved, countryName, refusal, account: loaded }: {
  saved: AddressFormValues; countryName: string; refusal: AddressesRefusal | undefined; account?: CheckoutAccount | undefined;
}) {
  const intl = useIntl();
  const local = useLocalPath();
  const { market } = useShell();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<string>());
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [attempted, setAttempted] = useState(false);
  const values = refusal?.values ?? saved;
  const account = refusal ? refusal.account : loaded;
  const errors = clientErrors ?? refusal?.errors ?? NO_ERRORS;
  const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined;

  // A refusal from the server (also after a post made before hydration): its errors, and the field.
  useEffect(() => {
    if (!refusal) return;
    flushSync(() => setClientErrors(null));
    revealFirstInvalid(formRef.current);
  }, [refusal]);

  const check = (form: HTMLFormElement): FormErrors =>
    validateAddressForm(parseAddressForm(new FormData(form), { clientType: values.clientType }), market.country);

  const revalidate = (form: HTMLFormElement) => {
    const result = check(form);
    setClientErrors(attempted || refusal ? result : touchedOnly(result, touched.current, form));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const result = check(form);
    setAttempted(true);
    if (!hasErrors(result)) {
      setClientErrors(NO_ERRORS);
      return;
    }
    event.preventDefault();
    flushSync(() => setClientErrors(result));
    revealFirstInvalid(form);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !target.name || target.type === 'radio') return;
    touched.current.add(target.name);
    // Leaving a field for the submit button: the submit checks everything anyway, and a message
    // appearing or going now would move the button away between the press and the click.
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    revalidate(event.currentTarget);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const form = event.currentTarget;
    if (target.name === 'clientType' && target.value === 'PRIVATE') clearCompanyFields(form);
    if (target.name === 'shippingAddressType' && target.value === 'DIFFERENT_FROM_BILLING') copyBillingToShipping(form);
    if (target.type === 'radio' && (attempted || refusal)) revalidate(form);
  };

  return (
    <div className="page page--centred checkout-addresses">
      <CheckoutProgress current="addresses" />
      <h1 className="checkout-addresses__title">
        <FormattedMessage id="addresses.title" />
      </h1>
      <Form method="post" noValidate ref={formRef} className="addresses-form" onSubmit={onSubmit} onBlur={onBlur} onChange={onChange}>
        <FormProblems errors={errors} />

        <section className="addresses-card" aria-labelledby="addresses-contact-title">
          <h2 id="addresses-contact-title" className="addresses-card__title">
            <FormattedMessage id="addresses.contact.title" />
          </h2>
          <div className="address-fields">
            <AddressInput
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={<FormattedMessage id="addresses.field.email" />}
              hint={<FormattedMessage id="addresses.emailHint" />}
              defaultValue={values.email}
              error={errors.fields.email}
              className="address-field--wide"
            />
          </div>
        </section>

        <section id="BillingForm" className="addresses-card" aria-labelledby="addresses-billing-title">
          <h2 id="addresses-billing-title" className="addresses-card__title">
            <FormattedMessage id="addresses.billing.title" />
          </h2>
          <ChoiceFieldset
            name="clientType"
            legendId="addresses.clientType.legend"
            options={[{ value: 'PRIVATE', labelId: 'addresses.clientType.private' }, { value: 'COMPANY', labelId: 'addresses.clientType.company' }]}
            checked={values.clientType}
          />
          {account && <SavedAddressList section="billing" account={account} />}
          <AddressFieldset section="billing" values={values.billing} errors={errors} countryName={countryName} />
          <SaveAddressBox section="billing" account={account} />
        </section>

        <section id="ShippingForm" className="addresses-card" aria-labelledby="addresses-shipping-title">
          <h2 id="addresses-shipping-title" className="addresses-card__title">
            <FormattedMessage id="addresses.shipping.title" />
          </h2>
          <ChoiceFieldset
            name="shippingAddressType"
            legendId="addresses.shippingType.legend"
            options={shippingTypeOptions(account)}
            checked={values.shippingAddressType}
          />
          <p className="addresses-same-note">
            <FormattedMessage id="addresses.shipping.sameNote" />
          </p>
          <div className="addresses-shipping-fields">
            {account && <SavedAddressList section="shipping" account={account} />}
            <AddressFieldset section="shipping" values={values.shipping} errors={errors} countryName={countryName} />
            <SaveAddressBox section="shipping" account={account} />
          </div>
        </section>

        <div className="addresses-actions">
          <Link to={local('/checkout/cart')} className={buttonClass('link', 'md', 'addresses-actions__back')}>
            <FormattedMessage id="addresses.backToCart" />
          </Link>
          <button type="submit" className={buttonClass('primary', 'lg', 'addresses-actions__submit')} aria-disabled={busy || undefined}>
            {intl.formatMessage({ id: 'addresses.submit' })}
          </button>
        </div>
      </Form>
    </div>
  );
}
