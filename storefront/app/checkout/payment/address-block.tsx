import type { CommerceAddress } from './commerce-shapes';

/** An address as a postal label: name and company, street, postal code and city, country. */
export function AddressBlock({ address }: { address: CommerceAddress }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const rows = [name, address.company, address.department, street, address.additionalStreetInfo, city, address.country, address.phone]
    .filter((row): row is string => !!row && row.trim() !== '');
  return (
    <address className="address-block">
      {rows.map((row, index) => (
        <span key={index} className="address-block__row">{row}</span>
      ))}
    </address>
  );
}
