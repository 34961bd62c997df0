import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CART_ACTION_PATH } from './cart-action-input';
import type { CouponView } from './cart-view';
import type { CouponResult } from './use-cart';

export interface CouponFormProps {
  readonly coupons: readonly CouponView[];
  readonly result: CouponResult | undefined;
  readonly enhanced: boolean;
  readonly returnTo: string;
  readonly onApply: (code: string) => Promise<void>;
  readonly onRemove: (couponId: string) => Promise<void>;
}

/**
 * Coupon entry and removal (spec 2 §4): each code of the cart with its state in words (applied,
 * or why not) and a remove button; a code the backend refused is told with its state too. Plain
 * POST forms without JavaScript.
 */
export function CouponForm({ coupons, result, enhanced, returnTo, onApply, onRemove }: CouponFormProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    setBusy(true);
    await onApply(code.trim());
    setBusy(false);
    setCode('');
  };

  return (
    <section className="coupons" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="coupons__title">
        <FormattedMessage id="cart.coupon.title" />
      </h2>
      {coupons.length > 0 && (
        <ul className="coupons__list" data-testid="coupons">
          {coupons.map((coupon) => (
            <li key={coupon.id} className={`coupons__item coupons__item--${coupon.state === 'MatchesCart' ? 'applied' : 'inactive'}`} data-testid="coupon" data-state={coupon.state}>
              <span className="coupons__code">{coupon.code}</span>
              <span className="coupons__state">
                <FormattedMessage id={`cart.coupon.state.${coupon.state}`} />
              </span>
              <form
                method="post"
                action={CART_ACTION_PATH}
                onSubmit={(event) => {
                  if (!enhanced) return;
                  event.preventDefault();
                  void onRemove(coupon.id);
                }}
              >
                <input type="hidden" name="intent" value="removeCoupon" />
                <input type="hidden" name="couponId" value={coupon.id} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" className="coupons__remove">
                  <FormattedMessage id="cart.coupon.remove" values={{ code: <span className="visually-hidden">{coupon.code}</span> }} />
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={CART_ACTION_PATH} className="coupons__form" onSubmit={(event) => void apply(event)} aria-busy={busy}>
        <input type="hidden" name="intent" value="applyCoupon" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={`${id}-code`} className="coupons__label">
          <FormattedMessage id="cart.coupon.label" />
        </label>
        <div className="coupons__row">
          <input
            id={`${id}-code`}
            name="code"
            className="coupons__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={128}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            aria-describedby={result ? `${id}-result` : undefined}
          />
          <button type="submit" className="button button--secondary button--md" disabled={busy}>
            <FormattedMessage id="cart.coupon.apply" />
          </button>
        </div>
      </form>
      <div role="status" id={`${id}-result`} className="coupons__result">
        {result && (
          <p className="coupons__refused notice notice--warning" data-testid="coupon-refused" data-state={result.state}>
            {intl.formatMessage({ id: 'cart.coupon.refused' }, { code: result.code, state: intl.formatMessage({ id: `cart.coupon.state.${result.state}` }) })}
          </p>
        )}
      </div>
    </section>
  );
}
