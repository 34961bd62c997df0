import { FormattedMessage } from 'react-intl';
import { Notice } from '../../ui/notice';
import type { FormErrors, FormProblem } from './form-errors';

// Where each section's problem is: a link takes the shopper there, with or without JavaScript.
const ANCHOR: Partial<Record<FormProblem, string>> = { contact: '#addresses-email', billing: '#BillingForm', shipping: '#ShippingForm' };

/** The form-level errors (spec 2 §5: 'Billing Address Error', 'Shipping Address Error') above the form. */
export function FormProblems({ errors }: { errors: FormErrors }) {
  if (errors.form.length === 0) return null;
  return (
    <Notice type="error" id="addresses-problems">
      <ul className="addresses-problems">
        {errors.form.map((problem) => {
          const text = <FormattedMessage id={`addresses.error.${problem}`} />;
          const anchor = ANCHOR[problem];
          return <li key={problem}>{anchor ? <a href={anchor}>{text}</a> : text}</li>;
        })}
      </ul>
      {Object.keys(errors.fields).length > 0 && (
        <p className="addresses-problems__hint">
          <FormattedMessage id="addresses.error.summary" />
        </p>
      )}
    </Notice>
  );
}
