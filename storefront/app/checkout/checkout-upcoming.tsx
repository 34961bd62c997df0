import { FormattedMessage } from 'react-intl';
import { UpcomingPage } from '../account/upcoming-page';
import { isCentredStep, type CheckoutStep } from './checkout-steps';

/** A checkout step until its screen arrives: the step's name and an honest sentence, never a form. */
export function CheckoutUpcoming({ step }: { step: CheckoutStep }) {
  return (
    <UpcomingPage
      title={<FormattedMessage id={`checkout.step.${step}`} />}
      text={<FormattedMessage id="checkout.upcoming" />}
      centred={isCentredStep(step)}
    />
  );
}
