import { FormattedMessage } from 'react-intl';
import { ADDRESS_FIELDS, AUTOCOMPLETE, BILLING_ONLY_FIELDS, COMPANY_FIELDS, isOptionalField, type AddressField } from './address-fields';
import { fieldName, type AddressSection, type AddressValues } from './address-form';
import { AddressInput } from './address-input';
import type { FormErrors } from './form-errors';
import { VatIdField } from './vat/vat-id-field';

// Input hints for phone keyboards; postal codes hold letters in NL and GB, so they stay text.
const INPUT_TYPE: Partial<Record<AddressField, 'tel'>> = { phone: 'tel' };
const WIDE: ReadonlySet<AddressField> = new Set<AddressField>(['company', 'department', 'vatNumber', 'streetName', 'additionalAddressInfo', 'phone']);

/**
 * The fields of one address, in the spec's order (spec 2 §3 Address). Every field is rendered, the
 * company ones marked so the page's CSS hides them for a private customer: choosing the client
 * type then works without JavaScript too, and the server drops what the type does not have.
 */
export function AddressFieldset({
  section, values, errors, countryName,
}: { section: AddressSection; values: AddressValues; errors: FormErrors; countryName: string }) {
  const fields = ADDRESS_FIELDS.filter((field) => section === 'billing' || !BILLING_ONLY_FIELDS.includes(field));
  return (
    <div className="address-fields">
      {fields.map((field) => {
        const name = fieldName(section, field);
        const classes = [COMPANY_FIELDS.includes(field) ? 'address-field--company' : '', WIDE.has(field) ? 'address-field--wide' : ''].join(' ');
        if (field === 'vatNumber') return <VatIdField key={field} name={name} defaultValue={values[field]} error={errors.fields[name]} className={classes} />;
        return (
          <AddressInput
            key={field}
            name={name}
            label={<FormattedMessage id={`addresses.field.${field}`} />}
            optional={isOptionalField(field)}
            error={errors.fields[name]}
            defaultValue={values[field]}
            type={INPUT_TYPE[field] ?? 'text'}
            autoComplete={AUTOCOMPLETE[field] === 'off' ? 'off' : `section-${section} ${section} ${AUTOCOMPLETE[field]}`}
            className={classes}
          />
        );
      })}
      <div className="address-field address-field--wide">
        <label htmlFor={`addresses-${section}-country`} className="address-field__label">
          <FormattedMessage id="addresses.field.country" />
        </label>
        {/* Fixed to the market's country (the store ships within it); read-only, not posted. */}
        <input id={`addresses-${section}-country`} className="address-field__input address-field__input--readonly" value={countryName} readOnly />
      </div>
    </div>
  );
}
