import { IDLE_VAT_VALIDATION, normaliseVatId, vatFieldMessage, VAT_ID_MIN_LENGTH } from '@shop/domain';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useLoaderData } from 'react-router';
import { useShell } from '../../../shop/shell';
import { AddressInput } from '../address-input';
import type { FieldError } from '../form-errors';
import { VAT_ACKNOWLEDGED_FIELD, type VatCheckResult } from './vat-check';
import { VatIssuesModal } from './vat-issues-modal';
import { VatOutcome } from './vat-outcome';
import { stateOfResult, useVatValidation } from './use-vat-validation';
import './vat.css';

interface VatFieldProps {
  readonly name: string;
  readonly defaultValue: string;
  readonly error: FieldError | undefined;
  readonly className: string;
}

const valueOf = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The billing VAT ID of a company (spec 2 §4, §5, §8): validated when the shopper leaves the field
 * (at least VAT_ID_MIN_LENGTH characters, where the store validates), again only for a changed
 * number or the retry button; every state's message, the NET-price notice and the issues modal.
 * A submit waits for a validation in flight; a number that is not valid opens the modal, whose
 * 'Continue with Purchase' posts on (GROSS). Without JavaScript the post is checked on the server
 * (vat-before-save.server.ts) and the answer renders the same state and the modal.
 */
export function VatIdField({ name, defaultValue, error, className }: VatFieldProps) {
  const { market, features } = useShell();
  const loaded = useLoaderData() as { netPrices?: boolean } | undefined;
  const posted = (useActionData() as { vat?: VatCheckResult } | undefined)?.vat;
  const enabled = features.vat_validation_enabled;
  const savedNumber = normaliseVatId(market.country, defaultValue);
  const initial = posted
    ? stateOfResult(posted)
    : loaded?.netPrices && savedNumber.ok ? stateOfResult({ number: savedNumber.requestId, classification: 'valid', timedOut: false, netPriceActive: true }) : IDLE_VAT_VALIDATION;
  const vat = useVatValidation({
    country: market.country, taxRateChangeEnabled: features.change_tax_rate_enabled, initial,
    initialNetPriceActive: posted?.netPriceActive ?? loaded?.netPrices ?? false,
  });
  const [modal, setModal] = useState(posted !== undefined && posted.classification !== 'valid');
  const box = useRef<HTMLDivElement>(null);
  const input = { get current() { return box.current?.querySelector('input') ?? null; } };
  const validateRef = useRef(vat.validate);
  validateRef.current = vat.validate;
  const stateRef = useRef(vat.state);
  stateRef.current = vat.state;

  const company = () => (input.current?.form ? valueOf(input.current.form, 'billing.company') : '');
  const run = (force: boolean) => {
    const typed = input.current?.value ?? '';
    if (!enabled || typed.trim().length < VAT_ID_MIN_LENGTH) return Promise.resolve(stateRef.current);
    return validateRef.current(typed, company(), { force });
  };

  // Spec 2 §4 "before submit: for company the VAT number is validated": a submit waits for it.
  useEffect(() => {
    const form = input.current?.form;
    if (!form || !enabled) return;
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.name === VAT_ACKNOWLEDGED_FIELD) return;
      if (valueOf(form, 'clientType') !== 'COMPANY') return;
      const typed = input.current?.value.trim() ?? '';
      const checked = normaliseVatId(market.country, typed);
      if (!checked.ok) return;
      const state = stateRef.current;
      if (state.status === 'valid' && state.number === checked.requestId) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void run(false).then((settled) => {
        // The re-submit below runs before React renders the settled state: without this the
        // handler would still see 'validating' and stop the post again.
        stateRef.current = settled;
        if (settled.status === 'valid') form.requestSubmit(submitter?.form === form ? submitter : undefined);
        else setModal(true);
      });
    };
    form.addEventListener('submit', onSubmit, { capture: true });
    return () => form.removeEventListener('submit', onSubmit, { capture: true });
    // run reads refs only; re-registering on every render is not needed.
  }, [enabled, market.country]);

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value.trim() === '') {
      vat.clear();
      return;
    }
    void run(false);
  };

  const message = vatFieldMessage(vat.state, vat.context);
  const number = vat.state.status === 'idle' ? '' : vat.state.number;
  return (
    <div className={`vat-field ${className}`} ref={box}>
      <AddressInput
        name={name}
        label={<FormattedMessage id="addresses.field.vatNumber" />}
        optional
        error={error}
        defaultValue={defaultValue}
        autoComplete="off"
        minLength={VAT_ID_MIN_LENGTH}
        onBlur={onBlur}
        className="vat-field__input"
      />
      <VatOutcome
        id="vat-outcome"
        validating={vat.state.status === 'validating'}
        message={message}
        onRetry={() => void run(true)}
        onSupport={() => setModal(true)}
      />
      {modal && number !== '' && <VatIssuesModal number={input.current?.value.trim() || defaultValue} onClose={() => setModal(false)} />}
    </div>
  );
}
