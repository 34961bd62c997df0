import {
  AdyenCheckout, ApplePay, Card, Dropin, GooglePay, Klarna, Multibanco, OnlineBankingPL, PayPal, RatePay, Twint,
  type AdditionalDetailsActions, type CoreConfiguration, type SubmitActions,
} from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import type { DropInAnswer } from './drop-in-answer';
import { DROP_IN_METHODS_CONFIGURATION } from './drop-in-methods';
import type { DropInSettings } from './drop-in-settings';

/**
 * Adyen Web's Drop-in on the payment page, loaded on demand (drop-in.tsx imports this module
 * dynamically: no other page's first load carries it). The advanced flow: Drop-in's onSubmit and
 * onAdditionalDetails post to the shop's own routes, which add the origin and return address and
 * call the backend. Methods of spec 2 §1 that Adyen Web knows by name need their component
 * registered; iDEAL, MobilePay and klarna_b2b are redirects (Adyen Web's built-in Redirect).
 */
const COMPONENTS = [Card, PayPal, GooglePay, ApplePay, Klarna, RatePay, OnlineBankingPL, Multibanco, Twint];

export interface DropInRoutes {
  /** The shop's payment route (language prefix kept). */
  readonly payments: string;
  /** The shop's details route. */
  readonly details: string;
}

export interface DropInEvents {
  /** The shop answered where to go next (thank-you, error page, the step again). */
  readonly onNext: (path: string) => void;
  /** Drop-in could not start or a call failed without an answer: the section says so. */
  readonly onBroken: () => void;
}

/**
 * The parts of Drop-in's state.data the shop's route passes on (adyen-request-body.ts). Not
 * clientStateDataIndicator: Adyen's /payments (v72) has no such field, so the backend would not
 * send it on.
 */
const SUBMITTED = ['paymentMethod', 'browserInfo', 'riskData'] as const;

async function post(url: string, body: unknown): Promise<DropInAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => ({}))) as DropInAnswer;
  if (!response.ok && !answer.next) throw new Error(`${url} answered ${response.status}: ${answer.problem ?? ''}`);
  return answer;
}

export async function mountDropIn(node: HTMLElement, settings: DropInSettings, cartId: string, routes: DropInRoutes, events: DropInEvents): Promise<() => void> {
  // Hands an answer to Drop-in: an action it performs, or the page the shopper goes to next.
  const settle = (answer: DropInAnswer, actions: SubmitActions | AdditionalDetailsActions) => {
    if (answer.next) {
      events.onNext(answer.next);
      return;
    }
    if (answer.action) actions.resolve({ resultCode: (answer.resultCode ?? 'Pending') as 'Pending', action: answer.action as never });
    else actions.reject();
  };
  const fail = (actions: SubmitActions | AdditionalDetailsActions) => {
    actions.reject();
    events.onBroken();
  };

  const configuration: CoreConfiguration = {
    clientKey: settings.clientKey,
    environment: settings.environment,
    ...(settings.environmentUrls && { _environmentUrls: settings.environmentUrls }),
    locale: settings.locale,
    countryCode: settings.countryCode,
    amount: settings.amount,
    paymentMethodsResponse: settings.paymentMethodsResponse as unknown as CoreConfiguration['paymentMethodsResponse'],
    // The shop sends nothing about the shopper's session to Adyen beyond what a payment needs.
    analytics: { enabled: false },
    onSubmit(state, _component, actions) {
      const data = state.data as unknown as Record<string, unknown>;
      const body: Record<string, unknown> = { cartId };
      for (const key of SUBMITTED) if (data[key] !== undefined) body[key] = data[key];
      post(routes.payments, body).then((answer) => settle(answer, actions), () => fail(actions));
    },
    onAdditionalDetails(state, _component, actions) {
      const { details, paymentData } = state.data as { details?: unknown; paymentData?: unknown };
      post(routes.details, { details, ...(typeof paymentData === 'string' && { paymentData }) })
        .then((answer) => settle(answer, actions), () => fail(actions));
    },
    onError(error) {
      // A wallet's own sheet closed by the shopper, or a wallet whose SDK did not load (that
      // wallet is then not offered), leaves the other methods working: noted, not shown. A call
      // that failed says so through `fail`, and a Drop-in that cannot start through the caller.
      if (error.name !== 'CANCEL') console.warn(`Drop-in: ${error.name}: ${error.message}`);
    },
  };
  const checkout = await AdyenCheckout(configuration);
  const dropin = new Dropin(checkout, {
    paymentMethodComponents: COMPONENTS,
    showStoredPaymentMethods: false,
    openFirstPaymentMethod: false,
    paymentMethodsConfiguration: DROP_IN_METHODS_CONFIGURATION,
  }).mount(node);
  return () => dropin.unmount();
}
