type Env = Readonly<Record<string, string | undefined>>;

export type AdyenEnvironment = 'test' | 'live';

/** Adyen's Checkout API (the version @adyen/api-library 32 speaks) per environment; live needs the merchant's prefix. */
const CHECKOUT_API_VERSION = 'v72';
const defaultCheckoutUrl = (environment: AdyenEnvironment, livePrefix: string | undefined): string =>
  environment === 'test'
    ? `https://checkout-test.adyen.com/${CHECKOUT_API_VERSION}`
    : `https://${livePrefix}-checkout-live.adyenpayments.com/checkout/${CHECKOUT_API_VERSION}`;

export interface AdyenSettings {
  readonly apiKey: string;
  readonly merchantAccount: string;
  /** What the browser's Drop-in identifies itself with. */
  readonly clientKey: string;
  /** Hex key the webhook items are signed with. */
  readonly hmacKey: string;
  readonly environment: AdyenEnvironment;
  readonly liveUrlPrefix?: string;
  /** Base URL of the Checkout API, version included, without a trailing slash. */
  readonly checkoutUrl: string;
  /**
   * Set when ADYEN_CHECKOUT_URL points elsewhere than Adyen (a local fake): Drop-in's
   * `_environmentUrls`, pointing the browser at the same server, which serves both.
   */
  readonly browserUrls?: BrowserUrls;
  /** How long one Checkout API call may take. */
  readonly timeoutMs: number;
}

export const ADYEN_SETTINGS = Symbol('AdyenSettings');

/** Adyen Web's `_environmentUrls`: where Drop-in loads card fields, analytics, logos and texts. */
export interface BrowserUrls {
  readonly api: string;
  readonly analytics: string;
  readonly cdn: { readonly images: string; readonly translations: string };
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The browser's Adyen when the API is elsewhere. Drop-in refuses a test client key against a URL
 * without 'test' in it (and a live one without 'live'), so a loopback server is named
 * `checkoutshopper-<environment>.localhost`: the same server (browsers resolve *.localhost to
 * loopback) under a name Drop-in accepts. Its card fields find Adyen's origin by cutting the URL at
 * `/checkoutshopper/`, so that path is kept as it is.
 */
function browserUrlsOf(checkoutUrl: string, environment: AdyenEnvironment): BrowserUrls {
  const url = new URL(checkoutUrl);
  const host = LOOPBACK_HOSTS.has(url.hostname) ? `checkoutshopper-${environment}.localhost${url.port ? `:${url.port}` : ''}` : url.host;
  const origin = `${url.protocol}//${host}`;
  return {
    api: `${origin}/checkoutshopper/`,
    analytics: `${origin}/checkoutanalytics/`,
    cdn: { images: `${origin}/checkoutshopper/`, translations: `${origin}/checkoutshopper/` },
  };
}

/** The four settings without which the shop does not offer Adyen's methods at all. */
const REQUIRED = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const;

/** Adyen answers within seconds; a call hanging longer is failed so the shopper can try again. */
export const ADYEN_TIMEOUT_MS = 30_000;

function checkoutUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ADYEN_CHECKOUT_URL is not a URL: '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ADYEN_CHECKOUT_URL must be http or https, got '${value}'`);
  if (url.search || url.hash) throw new Error(`ADYEN_CHECKOUT_URL must not have a query or fragment, got '${value}'`);
  return url.href.replace(/\/$/, '');
}

/**
 * The Adyen settings, or undefined when none is set (the shop then offers only its own methods).
 * A half-configured or contradictory set stops start-up naming what is wrong: a shop that silently
 * dropped card payments because one variable had a typo would be worse.
 */
export function adyenSettingsFromEnv(env: Env): AdyenSettings | undefined {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const given = REQUIRED.filter((name) => value(name) !== undefined);
  if (given.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length > 0) throw new Error(`Adyen is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (set all of ${REQUIRED.join(', ')}, or none)`);
  const environment = value('ADYEN_ENVIRONMENT') ?? 'test';
  if (environment !== 'test' && environment !== 'live') throw new Error(`ADYEN_ENVIRONMENT must be 'test' or 'live', got '${environment}'`);
  const liveUrlPrefix = value('ADYEN_LIVE_URL_PREFIX');
  if (environment === 'live' && !liveUrlPrefix) throw new Error('ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX (Customer Area: Developers > API URLs)');
  if (liveUrlPrefix !== undefined && !/^[a-z0-9-]{1,100}$/i.test(liveUrlPrefix)) throw new Error(`ADYEN_LIVE_URL_PREFIX must be letters, digits and '-', got '${liveUrlPrefix}'`);
  const hmacKey = value('ADYEN_HMAC_KEY')!;
  if (!/^([0-9a-f]{2})+$/i.test(hmacKey)) throw new Error('ADYEN_HMAC_KEY must be the hexadecimal key Adyen shows for the webhook');
  const clientKey = value('ADYEN_CLIENT_KEY')!;
  if (!clientKey.startsWith(`${environment}_`)) throw new Error(`ADYEN_CLIENT_KEY must be a ${environment} client key ('${environment}_…') for ADYEN_ENVIRONMENT=${environment}`);
  const override = value('ADYEN_CHECKOUT_URL');
  const checkoutUrl = override ? checkoutUrlOf(override) : defaultCheckoutUrl(environment, liveUrlPrefix);
  return {
    apiKey: value('ADYEN_API_KEY')!,
    merchantAccount: value('ADYEN_MERCHANT_ACCOUNT')!,
    clientKey,
    hmacKey,
    environment,
    ...(liveUrlPrefix ? { liveUrlPrefix } : {}),
    checkoutUrl,
    ...(override ? { browserUrls: browserUrlsOf(checkoutUrl, environment) } : {}),
    timeoutMs: ADYEN_TIMEOUT_MS,
  };
}
