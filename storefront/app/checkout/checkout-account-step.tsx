import { FormattedMessage } from 'react-intl';
import { UpcomingPage } from '../account/upcoming-page';
import { GuestCheckout } from './guest-checkout';

/** The checkout's account pages that have no form in this shop: what is true, and the guest order. */
export type CheckoutAccountStep = 'create-account' | 'password-reset';

export const isCheckoutAccountStep = (step: string): step is CheckoutAccountStep => step === 'create-account' || step === 'password-reset';

export function CheckoutAccountStepPage({ step }: { step: CheckoutAccountStep }) {
  return (
    <UpcomingPage title={<FormattedMessage id={`checkout.step.${step}`} />} text={<FormattedMessage id={`checkout.${step}.text`} />} centred>
      <GuestCheckout withHeading={false} />
    </UpcomingPage>
  );
}
