/**
 * What the payment page's Drop-in is started with, read from the backend's
 * `getAdyenPaymentMethods` answer (issue 19 contract). Anything that does not read as a configured
 * answer is "no card payment": the page is then exactly the COD / bank transfer page.
 */

export type AdyenEnvironment = 'test' | 'live';

/** Drop-in's `_environmentUrls`: the backend names them when it points Drop-in at another server (a local fake). */
export interface AdyenEnvironmentUrls {
  readonly api?: string;
  readonly analytics?: string;
  readonly cdn?: { readonly images?: string; readonly translations?: string };
}

export interface AdyenPaymentMethod {
  readonly type: string;
  readonly name?: string;
  readonly [key: string]: unknown;
}

export interface DropInSettings {
  readonly clientKey: string;
  readonly environment: AdyenEnvironment;
  readonly environmentUrls?: AdyenEnvironmentUrls;
  readonly countryCode: string;
  /** The shopper's locale as Drop-in takes it: the market's language-country ('nl-NL'). */
  readonly locale: string;
  /** Minor units, as Adyen counts them. */
  readonly amount: { readonly currency: string; readonly value: number };
  readonly paymentMethodsResponse: { readonly paymentMethods: readonly AdyenPaymentMethod[] };
}

const CLIENT_KEY = /^(test|live)_[A-Za-z0-9]{1,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address ending in '/', as Drop-in joins paths to it. */
function baseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function environmentUrlsOf(value: unknown): AdyenEnvironmentUrls | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const api = value.api === undefined ? undefined : baseUrl(value.api);
  const analytics = value.analytics === undefined ? undefined : baseUrl(value.analytics);
  const cdnIn = value.cdn;
  if ((value.api !== undefined && !api) || (value.analytics !== undefined && !analytics) || (cdnIn !== undefined && !isRecord(cdnIn))) return null;
  let cdn: AdyenEnvironmentUrls['cdn'];
  if (isRecord(cdnIn)) {
    const images = cdnIn.images === undefined ? undefined : baseUrl(cdnIn.images);
    const translations = cdnIn.translations === undefined ? undefined : baseUrl(cdnIn.translations);
    if ((cdnIn.images !== undefined && !images) || (cdnIn.translations !== undefined && !translations)) return null;
    cdn = { ...(images && { images }), ...(translations && { translations }) };
  }
  return { ...(api && { api }), ...(analytics && { analytics }), ...(cdn && { cdn }) };
}

/**
 * The settings of a configured answer, or why there are none ('unconfigured' is the backend's own
 * answer; 'malformed' names the first part that does not read, for the log).
 */
export function dropInSettingsOf(answer: unknown, locale: string): { readonly settings: DropInSettings } | { readonly none: 'unconfigured' | 'no-methods' | string } {
  if (!isRecord(answer)) return { none: 'the answer is not an object' };
  if (answer.configured === false) return { none: 'unconfigured' };
  if (answer.configured !== true) return { none: 'configured is neither true nor false' };
  const { clientKey, environment, countryCode, amount, paymentMethodsResponse } = answer;
  if (typeof clientKey !== 'string' || !CLIENT_KEY.test(clientKey)) return { none: 'clientKey' };
  if (environment !== 'test' && environment !== 'live') return { none: 'environment' };
  // Adyen refuses a test key on live and the other way round: Drop-in would fail on every attempt.
  if (!clientKey.startsWith(`${environment}_`)) return { none: 'clientKey does not belong to the environment' };
  if (typeof countryCode !== 'string' || !/^[A-Z]{2}$/.test(countryCode)) return { none: 'countryCode' };
  if (!isRecord(amount) || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)
    || !Number.isSafeInteger(amount.value) || (amount.value as number) < 0) return { none: 'amount' };
  if (!isRecord(paymentMethodsResponse) || !Array.isArray(paymentMethodsResponse.paymentMethods)) return { none: 'paymentMethodsResponse' };
  const methods = paymentMethodsResponse.paymentMethods.filter((method): method is AdyenPaymentMethod => isRecord(method) && typeof method.type === 'string');
  if (methods.length === 0) return { none: 'no-methods' };
  const environmentUrls = environmentUrlsOf(answer.environmentUrls);
  if (environmentUrls === null) return { none: 'environmentUrls' };
  return {
    settings: {
      clientKey,
      environment,
      ...(environmentUrls && { environmentUrls }),
      countryCode,
      locale,
      amount: { currency: amount.currency, value: amount.value as number },
      paymentMethodsResponse: { ...paymentMethodsResponse, paymentMethods: methods },
    },
  };
}
