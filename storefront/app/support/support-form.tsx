import {
  emptySupportRequest,
  requiredSupportFields,
  selectSupportReason,
  shownExtraFields,
  SUPPORT_REASONS,
  SUPPORT_SUBREASONS,
  subreasonsOf,
  SUPPORT_FIELD_MAX_LENGTH,
  type SupportField,
  type SupportPrefill,
  type SupportRequestForm,
  type SupportSubreason,
} from '@shop/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useNavigation, type FetcherWithComponents } from 'react-router';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import type { SupportFieldErrors, SupportFormState } from './support-outcome';

/** How each field is typed: what the browser offers and checks before the shop does. */
const INPUT: Partial<Record<SupportField, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' }>> = {
  contactName: { autoComplete: 'name' },
  companyName: { autoComplete: 'organization' },
  customerEmail: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  productNumber: { inputMode: 'numeric' },
  quantity: { inputMode: 'numeric' },
};

interface FieldProps {
  readonly idPrefix: string;
  readonly field: SupportField;
  readonly form: SupportRequestForm;
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly error: string | undefined;
  readonly multiline?: boolean;
}

/** One labelled input with its error under it (announced with it); optional fields say so. */
function SupportInput({ idPrefix, field, form, required, readOnly, error, multiline }: FieldProps) {
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field,
    defaultValue: form[field],
    required,
    readOnly,
    maxLength: SUPPORT_FIELD_MAX_LENGTH[field],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="support__field">
      <label className="support__label" htmlFor={id}>
        <FormattedMessage id={`support.field.${field}`} />
        {!required && (
          <span className="support__optional">
            {' '}
            (<FormattedMessage id="support.optional" />)
          </span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} {...INPUT[field]} />}
      {error && (
        <span className="support__error" id={errorId}>
          <FormattedMessage id={error} />
        </span>
      )}
    </div>
  );
}

interface SelectProps {
  readonly idPrefix: string;
  readonly name: 'reason' | 'subreason';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly children: ReactNode;
}

function SupportSelect({ idPrefix, name, value, onChange, error, children }: SelectProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="support__field">
      <label className="support__label" htmlFor={id}>
        <FormattedMessage id={`support.${name}`} />
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <span className="support__error" id={`${id}-error`}>
          <FormattedMessage id={error} />
        </span>
      )}
    </div>
  );
}

/** The dialog's way of posting: its fetcher's form, whether it is sending, and where it posts. */
export interface SupportFetcher {
  readonly Form: FetcherWithComponents<unknown>['Form'];
  readonly submitting: boolean;
  readonly action: string;
}

/**
 * The support request form (spec 2 §3–§5): a topic, then what it is about, which decides the
 * extra fields (domain's table); every rule is domain's, checked again by the action and the
 * backend. A plain POST form: without JavaScript, "show the fields for this topic" posts it back
 * with everything typed so far; with JavaScript the fields follow the selects at once. After a
 * refused or failed post every field comes back as typed.
 */
export function SupportForm({ prefill, state, fetcher }: { prefill: SupportPrefill | null; state: SupportFormState | undefined; fetcher?: SupportFetcher }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const initial = state?.form ?? prefill?.form ?? emptySupportRequest();
  const readOnly = state ? [] : (prefill?.readOnly ?? []);
  const errors: SupportFieldErrors = state?.status === 'invalid' ? state.errors : {};
  const [topic, setTopic] = useState({ reason: initial.reason, subreason: initial.subreason });
  // A post's answer (refresh, refusal) brings its own choice back.
  useEffect(() => setTopic({ reason: initial.reason, subreason: initial.subreason }), [initial.reason, initial.subreason]);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A refused post (with JavaScript the page stays where it was): the first field in trouble takes the focus, so it is in view and announced.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.status === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  const form: SupportRequestForm = { ...initial, ...topic };
  const required = new Set<SupportField>(requiredSupportFields(topic.subreason));
  const extra = shownExtraFields(topic.subreason);
  const submitting = fetcher ? fetcher.submitting : navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'refresh';
  const PostingForm = fetcher?.Form ?? Form;
  // The page's form and the dialog's may be in one document: their ids must differ.
  const idPrefix = fetcher ? 'support-dialog' : 'support';
  const offered = topic.reason ? subreasonsOf(topic.reason) : [];
  const field = (name: SupportField, multiline = false) => (
    <SupportInput key={name} idPrefix={idPrefix} field={name} form={form} required={required.has(name)} readOnly={readOnly.includes(name)} error={errors[name]} multiline={multiline} />
  );

  return (
    <PostingForm ref={formRef} method="post" action={fetcher?.action} className="support__form" data-testid="support-form" data-enhanced={enhanced || undefined}>
      {fetcher && <input type="hidden" name="via" value="fetch" />}
      {state?.status === 'invalid' && <Notice type="error">{intl.formatMessage({ id: 'support.errorSummary' })}</Notice>}
      {state?.status === 'failed' && <Notice type="error">{intl.formatMessage({ id: 'support.failed' })}</Notice>}
      {state?.status === 'rate-limited' && <Notice type="warning">{intl.formatMessage({ id: 'support.rateLimited' })}</Notice>}
      <div className="support__topic">
        <SupportSelect idPrefix={idPrefix} name="reason" value={topic.reason} error={errors.reason} onChange={(reason) => setTopic(selectSupportReason(form, reason))}>
          <option value="">{intl.formatMessage({ id: 'support.reasonPlaceholder' })}</option>
          {SUPPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {intl.formatMessage({ id: `support.reason.${reason}` })}
            </option>
          ))}
        </SupportSelect>
        <SupportSelect idPrefix={idPrefix} name="subreason" value={topic.subreason} error={errors.subreason} onChange={(subreason) => setTopic({ reason: topic.reason || SUPPORT_SUBREASONS[subreason as SupportSubreason]?.reason || '', subreason })}>
          <option value="">{intl.formatMessage({ id: 'support.subreasonPlaceholder' })}</option>
          {offered.length > 0
            ? offered.map((subreason) => (
                <option key={subreason} value={subreason}>
                  {intl.formatMessage({ id: `support.subreason.${subreason}` })}
                </option>
              ))
            : // No topic yet (without JavaScript the list cannot follow it): every subject, under its topic.
              SUPPORT_REASONS.map((reason) => (
                <optgroup key={reason} label={intl.formatMessage({ id: `support.reason.${reason}` })}>
                  {subreasonsOf(reason).map((subreason) => (
                    <option key={subreason} value={subreason}>
                      {intl.formatMessage({ id: `support.subreason.${subreason}` })}
                    </option>
                  ))}
                </optgroup>
              ))}
        </SupportSelect>
        {!enhanced && (
          <button type="submit" name="intent" value="refresh" formNoValidate className={buttonClass('secondary', 'md', 'support__refresh')}>
            {intl.formatMessage({ id: 'support.refresh' })}
          </button>
        )}
      </div>
      <div className="support__grid">
        {field('contactName')}
        {field('companyName')}
        {field('customerEmail')}
        {extra.map((name) => field(name))}
      </div>
      {field('subject')}
      {field('description', true)}
      <button type="submit" className={buttonClass('primary', 'lg', 'support__submit')} disabled={submitting} data-testid="support-submit">
        {intl.formatMessage({ id: submitting ? 'support.submitting' : 'support.submit' })}
      </button>
    </PostingForm>
  );
}
