import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldError } from './form-errors';

/** The id of a posted field's input ('billing.postalCode' → 'addresses-billing-postalCode'). */
export const inputId = (name: string): string => `addresses-${name.replace('.', '-')}`;

interface AddressInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  readonly name: string;
  readonly label: ReactNode;
  readonly optional?: boolean;
  readonly error?: FieldError | undefined;
  readonly hint?: ReactNode;
  readonly className?: string;
}

/**
 * One labelled text field with its message beside it (spec 2 §5: inline, in the shopper's
 * language). The browser's own required-field bubbles are off (the form is noValidate), so every
 * message is the shop's; aria-required still tells assistive technology.
 */
export function AddressInput({ name, label, optional = false, error, hint, className = '', ...input }: AddressInputProps) {
  const id = inputId(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`address-field ${className}`}>
      <label htmlFor={id} className="address-field__label">
        {label}
        {optional && (
          <span className="address-field__optional">
            {' '}
            (<FormattedMessage id="addresses.optional" />)
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        className="address-field__input"
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="address-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="address-field__error">
          <FormattedMessage id={error.id} values={error.values} />
        </p>
      )}
    </div>
  );
}
