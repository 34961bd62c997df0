import { FormattedMessage } from 'react-intl';
import type { SavedAddressView } from './checkout-account';

/** A saved address as the shopper reads it on an envelope: name or company, street, place, VAT ID. */
export function SavedAddressCard({ address, id }: { address: SavedAddressView; id: string }) {
  const { values } = address;
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  const lines = [
    values.company,
    values.department,
    name,
    [values.streetName, values.streetNumber].filter(Boolean).join(' '),
    values.additionalAddressInfo,
    [values.postalCode, values.city].filter(Boolean).join(' '),
    values.phone,
  ].filter(Boolean);
  return (
    <address id={id} className="saved-address__text">
      {lines.map((line, index) => (
        <span key={index} className="saved-address__line">{line}</span>
      ))}
      {values.vatNumber && (
        <span className="saved-address__line">
          <FormattedMessage id="addresses.saved.vatNumber" values={{ vatNumber: values.vatNumber }} />
        </span>
      )}
    </address>
  );
}
