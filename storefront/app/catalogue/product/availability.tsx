import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateText } from '../../ui/date-text';
import type { AvailabilityView, DeliveryEstimateView } from './product-view';

const DELIVERY_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };

/** Stock (with the low-stock indication and 'Buy in {month}' when out) and the delivery estimate. */
export function Availability({ availability, delivery }: { availability: AvailabilityView; delivery?: DeliveryEstimateView }) {
  const intl = useIntl();
  return (
    <div className="availability">
      <p className={`availability__stock availability__stock--${availability.state}`} data-testid="availability" data-state={availability.state}>
        {availability.state === 'in-stock' && <FormattedMessage id="product.stock.inStock" />}
        {availability.state === 'low-stock' && <FormattedMessage id="product.stock.low" values={{ count: availability.availableQuantity }} />}
        {availability.state === 'out-of-stock' && <FormattedMessage id="product.stock.out" />}
      </p>
      {availability.buyInMonth && (
        <p className="availability__later" data-testid="buy-in-month">
          <FormattedMessage id="product.stock.buyIn" values={{ month: availability.buyInMonth }} />
        </p>
      )}
      {delivery && (
        <p className="availability__delivery" data-testid="delivery-estimate">
          <FormattedMessage
            id={delivery.minDays === delivery.maxDays ? 'product.delivery.days' : 'product.delivery.range'}
            values={{ min: delivery.minDays, max: delivery.maxDays }}
          />{' '}
          <FormattedMessage
            id="product.delivery.date"
            values={{
              date: formatDateText(intl, `${delivery.date}T12:00:00Z`, DELIVERY_DATE),
            }}
          />
          {delivery.freight && (
            <>
              {' '}
              <FormattedMessage id="product.delivery.freight" />
            </>
          )}
        </p>
      )}
    </div>
  );
}
