import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { AddressFieldset } from '../../checkout/addresses/address-fieldset';
import { ChoiceFieldset } from '../../checkout/addresses/choice-fieldset';
import { buttonClass } from '../../ui/button';
import type { AddressPost } from './address-book-form';
import type { AddressBookData } from './address-book.server';
import type { FieldError } from '../../checkout/addresses/form-errors';

/** The editor's anchor: the edit links land on it, with or without JavaScript. */
export const EDITOR_ID = 'address-editor';

interface AddressEditorProps {
  readonly kind: AddressBookData['kind'];
  /** The saved address's id, or undefined for a new one. */
  readonly id: string | undefined;
  readonly shown: Pick<AddressPost, 'clientType' | 'values' | 'makeDefault'>;
  readonly fields: Readonly<Record<string, FieldError>>;
  readonly countryName: string;
  /** Whether the page has a list to go back to. */
  readonly cancellable: boolean;
}

/**
 * A new or saved address: the checkout's own fields and client-type choice (spec 2 §3, §5), the
 * company fields shown for a company by the checkout's CSS, with or without JavaScript.
 */
export function AddressEditor({ kind, id, shown, fields, countryName, cancellable }: AddressEditorProps) {
  const intl = useIntl();
  const busy = useNavigation().state === 'submitting';
  const { pathname } = useLocation();
  const title = id ? 'addressBook.editTitle' : 'addressBook.newTitle';
  return (
    <Form method="post" noValidate className="addresses-form address-editor" id={EDITOR_ID} aria-labelledby={`${EDITOR_ID}-title`} preventScrollReset>
      <h2 id={`${EDITOR_ID}-title`} className="address-editor__title">
        <FormattedMessage id={title} />
      </h2>
      <input type="hidden" name="intent" value={id ? 'update' : 'add'} />
      {id && <input type="hidden" name="id" value={id} />}
      <div>
        <ChoiceFieldset
          name="clientType"
          legendId="addresses.clientType.legend"
          options={[{ value: 'PRIVATE', labelId: 'addresses.clientType.private' }, { value: 'COMPANY', labelId: 'addresses.clientType.company' }]}
          checked={shown.clientType}
        />
        <AddressFieldset section={kind} values={shown.values} errors={{ fields, form: [] }} countryName={countryName} />
      </div>
      <label className="address-editor__default">
        <input type="checkbox" name="makeDefault" defaultChecked={shown.makeDefault} />
        <span>
          <FormattedMessage id="addressBook.makeDefault" />
        </span>
      </label>
      <div className="address-editor__actions">
        <button type="submit" className={buttonClass('primary', 'lg')} aria-disabled={busy || undefined}>
          {intl.formatMessage({ id: 'addressBook.save' })}
        </button>
        {cancellable && (
          <Link to={pathname} className={buttonClass('link', 'md')} preventScrollReset>
            <FormattedMessage id="addressBook.cancel" />
          </Link>
        )}
      </div>
    </Form>
  );
}
