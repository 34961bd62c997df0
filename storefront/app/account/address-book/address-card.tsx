import { FormattedMessage } from 'react-intl';
import { Form, Link, useLocation } from 'react-router';
import { buttonClass } from '../../ui/button';
import type { AddressKind, ListedAddress } from './address-book-form';
import { EDITOR_ID } from './address-editor';

/** The address in one line, for the accessible names of its buttons ("Delete Anna Schmidt, Hauptstraße 5, Berlin"). */
export const addressSummary = ({ values }: ListedAddress): string =>
  [[values.firstName, values.lastName].filter(Boolean).join(' '), values.company, [values.streetName, values.streetNumber].filter(Boolean).join(' '), values.city]
    .filter(Boolean)
    .join(', ');

/** A POST button of the card: each is its own small form, so it works without JavaScript. */
function CardAction({ intent, id, label, summary }: { intent: 'delete' | 'default'; id: string; label: string; summary: string }) {
  return (
    <Form method="post" className="address-card__form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass(intent === 'delete' ? 'link' : 'tertiary', 'sm')}>
        <FormattedMessage id={label} />
        <span className="visually-hidden">: {summary}</span>
      </button>
    </Form>
  );
}

/** One saved address of the list, with its default mark and what can be done with it. */
export function AddressCard({ kind, address }: { kind: AddressKind; address: ListedAddress & { countryName: string } }) {
  const { values } = address;
  const { pathname } = useLocation();
  const summary = addressSummary(address);
  const titleId = `address-${address.id}-title`;
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  return (
    <article className={`address-card${address.isDefault ? ' address-card--default' : ''}`} aria-labelledby={titleId} data-testid="address-card">
      <h2 id={titleId} className="address-card__title">
        {name || values.company}
      </h2>
      {address.isDefault && (
        <p className="address-card__badge">
          <FormattedMessage id="addressBook.default" />
        </p>
      )}
      <div className="address-card__lines">
        {name && values.company && <p>{values.company}</p>}
        {values.department && <p>{values.department}</p>}
        <p>{[values.streetName, values.streetNumber].filter(Boolean).join(' ')}</p>
        {values.additionalAddressInfo && <p>{values.additionalAddressInfo}</p>}
        <p>{[values.postalCode, values.city].filter(Boolean).join(' ')}</p>
        <p>{address.countryName}</p>
        {values.phone && <p>{values.phone}</p>}
        {kind === 'billing' && values.vatNumber && (
          <p>
            <FormattedMessage id="addresses.field.vatNumber" />: {values.vatNumber}
          </p>
        )}
      </div>
      <div className="address-card__actions">
        <Link to={`${pathname}?edit=${encodeURIComponent(address.id)}#${EDITOR_ID}`} className={buttonClass('tertiary', 'sm')} preventScrollReset>
          <FormattedMessage id="addressBook.edit" />
          <span className="visually-hidden">: {summary}</span>
        </Link>
        {!address.isDefault && <CardAction intent="default" id={address.id} label="addressBook.setDefault" summary={summary} />}
        <CardAction intent="delete" id={address.id} label="addressBook.delete" summary={summary} />
      </div>
    </article>
  );
}
