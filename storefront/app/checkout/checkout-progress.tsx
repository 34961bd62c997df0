import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { CHECKOUT_PATH, type CheckoutStep } from './checkout-steps';
import './checkout-progress.css';

/** The steps the indicator shows (spec 2 §2): shipping 2 and billing 3 share the addresses page. */
export type ProgressStep = Extract<CheckoutStep, 'cart' | 'addresses' | 'payment' | 'thank-you'>;

const STEPS: readonly { readonly step: ProgressStep; readonly number: string }[] = [
  { step: 'cart', number: '1' },
  { step: 'addresses', number: '2–3' },
  { step: 'payment', number: '4' },
  { step: 'thank-you', number: '5' },
];

/**
 * The checkout's step indicator, shared by every step. Earlier steps are links back, except once
 * the order is placed (the thank-you page: there is nothing to go back to). The step names are
 * the checkout's own messages (checkout.step.*).
 */
export function CheckoutProgress({ current }: { current: ProgressStep }) {
  const intl = useIntl();
  const local = useLocalPath();
  const currentIndex = STEPS.findIndex((entry) => entry.step === current);
  return (
    <nav className="checkout-progress" aria-label={intl.formatMessage({ id: 'checkout.progress.label' })}>
      <ol className="checkout-progress__steps">
        {STEPS.map(({ step, number }, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const content = (
            <>
              <span className="checkout-progress__number" aria-hidden="true">
                {number}
              </span>
              <span className="checkout-progress__name">
                <FormattedMessage id={`checkout.step.${step}`} />
              </span>
            </>
          );
          return (
            <li key={step} className={`checkout-progress__step checkout-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && current !== 'thank-you' ? (
                <Link to={local(`${CHECKOUT_PATH}/${step}`)} className="checkout-progress__link">
                  {content}
                </Link>
              ) : (
                <span className="checkout-progress__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      {/* Shown on phones only, where the names in the row are hidden; the row's own name is what is read. */}
      <p className="checkout-progress__caption" aria-hidden="true">
        <FormattedMessage id={`checkout.step.${current}`} />
      </p>
    </nav>
  );
}
