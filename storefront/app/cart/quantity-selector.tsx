import { clampSelectedQuantity, type QuantitySelection, type QuantitySelectorLimits } from '@shop/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface QuantitySelectorProps {
  /** What the input shows: the shopper's text while typing, the clamped number otherwise. */
  readonly value: string;
  readonly limits: QuantitySelectorLimits;
  readonly onChange: (value: string, selection: QuantitySelection) => void;
  readonly warning?: QuantitySelection['warning'];
  readonly name?: string;
  readonly disabled?: boolean;
}

/** The most the selector lets through: the stock when it is below the cart maximum (domain's rule). */
export const capOf = (limits: QuantitySelectorLimits): number => clampSelectedQuantity(Number.MAX_SAFE_INTEGER, limits).quantity;

/**
 * Spec 1 §4's quantity selector: domain's clampSelectedQuantity decides the value, the disabled
 * buttons and the warning ('You have reached the maximum quantity'). Without JavaScript it is a
 * plain number input whose min and max the browser enforces; the buttons need JavaScript and are
 * inert until then.
 */
export function QuantitySelector({ value, limits, onChange, warning, name = 'quantity', disabled = false }: QuantitySelectorProps) {
  const intl = useIntl();
  const id = useId();
  const selection = clampSelectedQuantity(value, limits);
  const step = (delta: number) => {
    const next = clampSelectedQuantity(selection.quantity + delta, limits);
    onChange(String(next.quantity), next);
  };
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        <FormattedMessage id="cart.quantity" />
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          onClick={() => step(-1)}
          disabled={disabled || selection.decrementDisabled}
          aria-label={intl.formatMessage({ id: 'cart.decrease' })}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={capOf(limits)}
          step={1}
          required
          value={value}
          disabled={disabled}
          aria-describedby={warning ? `${id}-warning` : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            const next = clampSelectedQuantity(text, limits);
            // Over the cap: clamp at once with the warning; otherwise keep what is typed (an empty
            // field while retyping) and clamp when the field is left.
            onChange(next.warning ? String(next.quantity) : text, next);
          }}
          onBlur={() => {
            if (value !== String(selection.quantity)) onChange(String(selection.quantity), selection);
          }}
        />
        <button
          type="button"
          className="quantity__step"
          onClick={() => step(1)}
          disabled={disabled || selection.incrementDisabled}
          aria-label={intl.formatMessage({ id: 'cart.increase' })}
          aria-controls={id}
        >
          +
        </button>
      </div>
      {warning && (
        <p className="quantity__warning" id={`${id}-warning`} role="alert" data-testid="quantity-warning">
          <FormattedMessage id="cart.maxQuantity" />
        </p>
      )}
    </div>
  );
}
