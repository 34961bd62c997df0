import { FormattedMessage } from 'react-intl';

/** One of the page's two-way choices (client type, shipping address type) as a radio group. */
export function ChoiceFieldset<Value extends string>({ name, legendId, options, checked }: {
  name: string;
  legendId: string;
  options: readonly { readonly value: Value; readonly labelId: string }[];
  checked: Value;
}) {
  return (
    <fieldset className="addresses-choice">
      <legend className="addresses-choice__legend">
        <FormattedMessage id={legendId} />
      </legend>
      {options.map(({ value, labelId }) => (
        <label key={value} className="addresses-choice__option">
          <input type="radio" name={name} value={value} defaultChecked={checked === value} />
          <span>
            <FormattedMessage id={labelId} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
