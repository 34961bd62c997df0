import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { Price } from '../../ui/price';
import type { GuaranteeOption } from './guarantee-offers';
import { GUARANTEE_ROUTE } from './guarantee-outcome';
import { useGuaranteeFetcher } from './use-guarantee-fetcher';
import './guarantee.css';

export interface GuaranteeOptionsFormProps {
  readonly lineId: string;
  readonly sku: string;
  readonly quantity: number;
  readonly options: readonly GuaranteeOption[];
  /** Where a post without JavaScript returns (default: this page). */
  readonly returnTo?: string;
}

/**
 * The guarantees offered for one line, each with its price and its own 'Add' button (one click
 * adds it: the button names the guarantee sent). A plain POST form to /cart/guarantee.
 */
export function GuaranteeOptionsForm({ lineId, sku, quantity, options, returnTo }: GuaranteeOptionsFormProps) {
  const { busy, onSubmit } = useGuaranteeFetcher(lineId);
  const location = useLocation();
  const intl = useIntl();
  return (
    <form method="post" action={GUARANTEE_ROUTE} className="guarantee-options" onSubmit={onSubmit} aria-busy={busy}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="parentSku" value={sku} />
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      <input type="hidden" name="via" value="form" />
      <ul className="guarantee-options__list">
        {options.map((option) => (
          <li key={option.sku} className="guarantee-option" data-testid="guarantee-option" data-sku={option.sku}>
            <div className="guarantee-option__text">
              <span className="guarantee-option__name">{option.name}</span>
              <span className="guarantee-option__price">
                {quantity > 1 ? (
                  <FormattedMessage id="guarantee.pricePerPiece" values={{ price: <Price value={option.unitPrice} /> }} />
                ) : (
                  <Price value={option.unitPrice} />
                )}
              </span>
            </div>
            <Button
              type="submit"
              name="guaranteeSku"
              value={option.sku}
              variant="secondary"
              size="sm"
              className="guarantee-option__add"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'guarantee.addNamed' }, { name: option.name })}
            >
              <FormattedMessage id="guarantee.add" />
            </Button>
          </li>
        ))}
      </ul>
      <p className="guarantee-options__note">
        <FormattedMessage id="guarantee.followsQuantity" />
      </p>
    </form>
  );
}
