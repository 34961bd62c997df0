import type { PolicySources } from '../../shop/content-security-policy';
import type { AdyenEnvironment, DropInSettings } from './drop-in-settings';

/**
 * Where Adyen Web 6 loads from for each environment (its core/Environment/constants.js): the
 * API host serves the secured card fields and the risk module as frames and answers the
 * components' calls; the CDN serves the payment method logos and the translations; analytics
 * takes the set-up call Drop-in makes even with analytics off.
 */
const ADYEN_HOSTS: Readonly<Record<AdyenEnvironment, { api: string; cdn: string; analytics: string }>> = {
  test: {
    api: 'https://checkoutshopper-test.adyen.com/checkoutshopper/',
    cdn: 'https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/',
    analytics: 'https://checkoutanalytics-test.adyen.com/checkoutanalytics/',
  },
  live: {
    api: 'https://checkoutshopper-live.adyen.com/checkoutshopper/',
    cdn: 'https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/',
    analytics: 'https://checkoutanalytics-live.adyen.com/checkoutanalytics/',
  },
};

/** The addresses Drop-in will use, resolved as Adyen Web resolves them: a named `_environmentUrls` entry wins. */
export function resolvedAdyenUrls(settings: Pick<DropInSettings, 'environment' | 'environmentUrls'>) {
  const hosts = ADYEN_HOSTS[settings.environment];
  const urls = settings.environmentUrls;
  return {
    api: urls?.api ?? hosts.api,
    analytics: urls?.analytics ?? hosts.analytics,
    images: urls?.cdn?.images ?? hosts.cdn,
    translations: urls?.cdn?.translations ?? hosts.cdn,
  };
}

/**
 * The SDKs Drop-in loads for a wallet when the backend offers it (Adyen Web's GooglePay, ApplePay
 * and PayPal components): their script, and the frames and calls the script makes. PayPal's
 * buttons come from its sandbox on Adyen's test environment.
 */
function walletSources(type: string, environment: AdyenEnvironment): PolicySources {
  switch (type) {
    case 'googlepay':
    case 'paywithgoogle':
      return { script: ['https://pay.google.com'], frame: ['https://pay.google.com'], connect: ['https://pay.google.com'] };
    case 'applepay':
      return { script: ['https://applepay.cdn-apple.com'] };
    case 'paypal': {
      const paypal = environment === 'live' ? ['https://www.paypal.com'] : ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
      return { script: paypal, frame: paypal, connect: paypal };
    }
    default:
      return {};
  }
}

const originOf = (address: string): string => new URL(address).origin;

/**
 * What the payment page's policy adds for Drop-in: exactly the origins of the configured
 * environment (or of the server the backend named), and a wallet's SDK origins only when that
 * wallet is offered. Card 3-D Secure runs as a redirect (the backend asks Adyen for the redirect
 * flow), so no issuer's page is ever framed here and frame-src stays a short list.
 */
export function adyenPolicySources(settings: DropInSettings): PolicySources[] {
  const urls = resolvedAdyenUrls(settings);
  const api = originOf(urls.api);
  const adyen: PolicySources = {
    frame: [api],
    connect: [...new Set([api, originOf(urls.analytics), originOf(urls.translations)])],
    img: [originOf(urls.images)],
    // A redirect action Adyen answers with method POST is a form Drop-in posts to Adyen's host.
    formAction: [api],
  };
  const types = new Set(settings.paymentMethodsResponse.paymentMethods.map((method) => method.type));
  return [adyen, ...[...types].map((type) => walletSources(type, settings.environment))];
}
