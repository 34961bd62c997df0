import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { EMPTY_ADDRESS } from '../../checkout/addresses/address-form';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { AddressCard } from './address-card';
import { AddressEditor, EDITOR_ID } from './address-editor';
import type { AddressBookData, AddressBookRefusal } from './address-book.server';
import '../../checkout/addresses/addresses.css';
import './address-book.css';

/** The problem's message: spec 2 §5's 'Billing Address Error' / 'Shipping Address Error' for the fields. */
function problemMessage(refusal: AddressBookRefusal, kind: AddressBookData['kind']): string {
  if (refusal.problem === 'fields') return `addresses.error.${kind}`;
  return refusal.problem === 'refused' ? 'addresses.error.refused' : `addressBook.error.${refusal.problem}`;
}

/**
 * Shipping details and billing details (spec 1 §2, spec 2 §4): the customer's saved addresses of
 * one kind, each editable, deletable and selectable as the default, and a new one. Plain forms
 * and links, so every step works without JavaScript.
 */
export function AddressBookPage({ page, refusal }: { page: AddressBookData; refusal: AddressBookRefusal | undefined }) {
  const { pathname } = useLocation();
  const { kind, addresses } = page;
  // A refused save shows its form again with what was typed (an address gone meanwhile as a new
  // one, so nothing typed is lost); otherwise the query decides.
  const saving = refusal && (refusal.intent === 'add' || refusal.intent === 'update');
  const listed = (id: string | undefined) => addresses.some((address) => address.id === id);
  const editing = saving ? (listed(refusal.post.id) ? refusal.post.id! : 'new') : page.editing;
  const edited = addresses.find((address) => address.id === editing);
  const editor = editing && (
    <AddressEditor
      kind={kind}
      id={edited?.id}
      shown={saving ? refusal.post : edited ? { clientType: edited.clientType, values: edited.values, makeDefault: edited.isDefault } : { clientType: page.newClientType, values: EMPTY_ADDRESS, makeDefault: addresses.length === 0 }}
      fields={saving ? refusal.fields : {}}
      countryName={edited?.countryName ?? page.marketCountryName}
      cancellable={addresses.length > 0}
    />
  );
  return (
    <section className="account__panel address-book" aria-labelledby="address-book-title">
      <h1 id="address-book-title">
        <FormattedMessage id={`account.section.${kind}-details`} />
      </h1>
      <p className="account__muted">
        <FormattedMessage id={`addressBook.${kind}.intro`} />
      </p>
      {page.done && !refusal && (
        <Notice type="success">
          <FormattedMessage id={`addressBook.done.${page.done}`} />
        </Notice>
      )}
      {refusal && (
        <Notice type="error" id="address-book-problem">
          <FormattedMessage id={problemMessage(refusal, kind)} />
          {refusal.problem === 'fields' && (
            <>
              {' '}
              <FormattedMessage id="addresses.error.summary" />
            </>
          )}
        </Notice>
      )}
      {addresses.length === 0 ? (
        <p className="address-book__empty">
          <FormattedMessage id="addressBook.empty" />
        </p>
      ) : (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <li key={address.id}>{address.id === editing ? editor : <AddressCard kind={kind} address={address} />}</li>
          ))}
        </ul>
      )}
      {editing === 'new' && editor}
      {!editing && (
        <p className="address-book__add">
          <Link to={`${pathname}?edit=new#${EDITOR_ID}`} className={buttonClass('secondary', 'md')} preventScrollReset>
            <FormattedMessage id="addressBook.add" />
          </Link>
        </p>
      )}
    </section>
  );
}
