import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../shop/shell';
import { ean13Bars } from './ean13-bars';
import type { LoyaltyCard } from './loyalty-card.server';
import './extras.css';

/** The number as printed under an EAN-13: first digit, then two groups of six. */
const printed = (number: string): string => `${number.slice(0, 1)} ${number.slice(1, 7)} ${number.slice(7)}`;

/** The loyalty card: holder, number and its EAN-13 barcode, to show in a shop or quote to customer service. */
export function LoyaltyCardView({ card }: { card: LoyaltyCard }) {
  const intl = useIntl();
  const { market } = useShell();
  const bars = ean13Bars(card.number);
  return (
    <section className="account__panel extras" aria-labelledby="extras-title">
      <h1 id="extras-title">
        <FormattedMessage id="account.section.loyalty-card" />
      </h1>
      <p>
        <FormattedMessage id="account.loyalty.intro" />
      </p>
      <div className="loyalty-card" data-testid="loyalty-card">
        <p className="loyalty-card__brand">ProEquip · {market.label}</p>
        <dl className="loyalty-card__facts">
          <div>
            <dt>
              <FormattedMessage id="account.loyalty.holder" />
            </dt>
            <dd data-testid="loyalty-card-holder">{card.holder}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="account.loyalty.number" />
            </dt>
            <dd className="loyalty-card__number" data-testid="loyalty-card-number">{printed(card.number)}</dd>
          </div>
        </dl>
        <svg className="loyalty-card__barcode" viewBox={`0 0 ${bars.width} 50`} preserveAspectRatio="none" role="img"
          aria-label={intl.formatMessage({ id: 'account.loyalty.barcode' }, { number: card.number })}>
          {bars.bars.map(([x, width]) => <rect key={x} x={x} y={0} width={width} height={50} />)}
        </svg>
      </div>
    </section>
  );
}
