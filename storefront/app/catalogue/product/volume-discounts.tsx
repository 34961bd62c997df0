import { FormattedMessage } from 'react-intl';
import { Price } from '../../ui/price';
import type { VolumeTierView } from './product-view';
import { useNumberText } from '../../ui/number-text';

/** The volume-discount tiers: from how many pieces, how much off, and the unit price then. */
export function VolumeDiscounts({ tiers }: { tiers: readonly VolumeTierView[] }) {
  const numbers = useNumberText();
  if (tiers.length === 0) return null;
  return (
    <section className="volume-discounts" aria-labelledby="volume-discounts-title" data-testid="volume-discounts">
      <h2 id="volume-discounts-title" className="volume-discounts__title">
        <FormattedMessage id="product.volume.title" />
      </h2>
      <table className="volume-discounts__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="product.volume.quantity" />
            </th>
            <th scope="col">
              <FormattedMessage id="product.volume.discount" />
            </th>
            <th scope="col">
              <FormattedMessage id="product.volume.unitPrice" />
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.volume}>
              <td>
                <FormattedMessage id="product.volume.from" values={{ volume: numbers.decimal(tier.volume) }} />
              </td>
              <td>
                <FormattedMessage id="product.volume.percent" values={{ percent: numbers.percent(tier.discountPercentage) }} />
              </td>
              <td>
                <Price value={tier.unitPrice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
