import { useIntl } from 'react-intl';
import type { CommerceAddress } from './commerce-shapes';

/** The country of an address in the shopper's language ('DE' → 'Deutschland'), the code when unknown. */
function countryName(code: string | undefined, locale: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as a postal label: name and company, street, postal code and city, country. */
export function AddressBlock({ address }: { address: CommerceAddress }) {
  const { locale } = useIntl();
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const rows = [
    name, address.company, address.department, street, address.additionalStreetInfo, address.additionalAddressInfo, city,
    countryName(address.country, locale), address.phone,
  ].filter((row): row is string => !!row && row.trim() !== '');
  return (
    <address className="address-block">
      {rows.map((row, index) => (
        <span key={index} className="address-block__row">{row}</span>
      ))}
    </address>
  );
}
