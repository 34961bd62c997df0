import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { useShell } from '../../shop/shell';
import { Button } from '../../ui/button';
import { Price } from '../../ui/price';
import { cartSidebarAtom } from '../sidebar/sidebar-state';
import type { GuaranteeOption } from './guarantee-offers';
import { GuaranteeOptionsForm } from './guarantee-options-form';
import { GUARANTEE_LINE_PARAM, GUARANTEE_NOTICE_PARAM, GUARANTEE_ROUTE, isGuaranteeStatus, type GuaranteeStatus } from './guarantee-outcome';
import { isPaymentPagePath } from './payment-page';
import { useGuaranteeFetcher } from './use-guarantee-fetcher';
import './guarantee.css';

/** What the offer needs of a cart line (the cart's CartLineView fits). */
export interface GuaranteeOfferLine {
  readonly id: string;
  readonly sku: string;
  readonly quantity: number;
}

export interface LineGuaranteeOfferProps {
  readonly line: GuaranteeOfferLine;
  /** This line's options from guaranteeOffers() (the cart loader's); none: nothing is shown. */
  readonly offers?: readonly GuaranteeOption[];
}

const cheapest = (options: readonly GuaranteeOption[]): GuaranteeOption =>
  options.reduce((low, option) => (option.unitPrice.centAmount < low.unitPrice.centAmount ? option : low));

function OutcomeNotice({ status }: { status: GuaranteeStatus }) {
  return (
    <p className={`guarantee-offer__notice guarantee-offer__notice--${status === 'added' ? 'success' : 'error'}`} data-testid="guarantee-notice" data-status={status}>
      <FormattedMessage id={`guarantee.outcome.${status}`} />
    </p>
  );
}

/**
 * The extra-guarantee offer under one cart line (spec 2 §4): one option is added directly by its
 * button; several open the guarantee sidebar (with JavaScript) or unfold in place (without).
 * Nothing on the payment page, nor when the store does not sell guarantees.
 */
export function LineGuaranteeOffer({ line, offers = [] }: LineGuaranteeOfferProps) {
  const { features } = useShell();
  const location = useLocation();
  const [params] = useSearchParams();
  const setSidebar = useSetAtom(cartSidebarAtom);
  const { fetcher, busy, onSubmit } = useGuaranteeFetcher(line.id);
  // The sidebar needs JavaScript; until it runs, several options unfold in place.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  if (!features.sale_of_additional_guarantee_enabled || isPaymentPagePath(location.pathname)) return null;
  const returned = params.get(GUARANTEE_LINE_PARAM) === line.id ? params.get(GUARANTEE_NOTICE_PARAM) : null;
  const status = fetcher.data?.status ?? (isGuaranteeStatus(returned) ? returned : undefined);
  const notice = status && !busy ? <OutcomeNotice status={status} /> : null;
  if (offers.length === 0) return notice && <div className="guarantee-offer" aria-live="polite">{notice}</div>;

  const only = offers.length === 1 ? offers[0] : undefined;
  return (
    <div className="guarantee-offer" data-testid="guarantee-offer" data-line={line.id}>
      {only ? (
        <form method="post" action={GUARANTEE_ROUTE} onSubmit={onSubmit} aria-busy={busy}>
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="parentSku" value={line.sku} />
          <input type="hidden" name="guaranteeSku" value={only.sku} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <input type="hidden" name="via" value="form" />
          <Button type="submit" variant="link" size="sm" className="guarantee-offer__button" disabled={busy} data-testid="guarantee-add-direct">
            <ShieldMark />
            <span>
              <FormattedMessage id="guarantee.addOne" values={{ name: only.name, price: <Price value={only.unitPrice} /> }} />
            </span>
          </Button>
        </form>
      ) : enhanced ? (
        <Button
          variant="link"
          size="sm"
          className="guarantee-offer__button"
          aria-haspopup="dialog"
          onClick={() => setSidebar({ kind: 'guarantee', lineId: line.id, sku: line.sku })}
          data-testid="guarantee-choose"
        >
          <ShieldMark />
          <span>
            <FormattedMessage id="guarantee.choose" values={{ price: <Price value={cheapest(offers).unitPrice} /> }} />
          </span>
        </Button>
      ) : (
        <details className="guarantee-offer__details">
          <summary className="guarantee-offer__summary">
            <ShieldMark />
            <span>
              <FormattedMessage id="guarantee.choose" values={{ price: <Price value={cheapest(offers).unitPrice} /> }} />
            </span>
          </summary>
          <GuaranteeOptionsForm lineId={line.id} sku={line.sku} quantity={line.quantity} options={offers} />
        </details>
      )}
      <div aria-live="polite">{notice}</div>
    </div>
  );
}

/** A small shield, the guarantee's mark (decorative). */
function ShieldMark() {
  return (
    <svg className="guarantee-offer__mark" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}
