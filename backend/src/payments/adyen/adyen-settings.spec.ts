import { describe, expect, it } from '@jest/globals';
import { adyenSettingsFromEnv } from './adyen-settings.js';

const FULL = {
  ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'ProEquipECOM', ADYEN_CLIENT_KEY: 'test_ABC', ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C',
};

describe('Adyen settings (ADYEN_* variables)', () => {
  it('is unconfigured without any of them', () => {
    expect(adyenSettingsFromEnv({})).toBeUndefined();
    expect(adyenSettingsFromEnv({ ADYEN_ENVIRONMENT: 'test', ADYEN_API_KEY: '  ' })).toBeUndefined();
  });

  it("defaults to the test environment and Adyen's test Checkout API, with no browser override", () => {
    expect(adyenSettingsFromEnv(FULL)).toEqual({
      apiKey: 'key', merchantAccount: 'ProEquipECOM', clientKey: 'test_ABC', hmacKey: FULL.ADYEN_HMAC_KEY, environment: 'test',
      checkoutUrl: 'https://checkout-test.adyen.com/v72', timeoutMs: 30_000,
    });
  });

  it('builds the live URL from the prefix, and refuses live without one', () => {
    const live = { ...FULL, ADYEN_CLIENT_KEY: 'live_ABC', ADYEN_ENVIRONMENT: 'live' };
    expect(() => adyenSettingsFromEnv(live)).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(adyenSettingsFromEnv({ ...live, ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-AdyenDemo' })?.checkoutUrl)
      .toBe('https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v72');
  });

  it('points the API and the browser at ADYEN_CHECKOUT_URL when it is set', () => {
    const settings = adyenSettingsFromEnv({ ...FULL, ADYEN_CHECKOUT_URL: 'http://127.0.0.1:5610/checkout/v72/' });
    expect(settings?.checkoutUrl).toBe('http://127.0.0.1:5610/checkout/v72');
    // Drop-in wants the environment's name in the URL: the loopback fake is reached as checkoutshopper-test.localhost.
    expect(settings?.browserUrls).toEqual({
      api: 'http://checkoutshopper-test.localhost:5610/checkoutshopper/',
      analytics: 'http://checkoutshopper-test.localhost:5610/checkoutanalytics/',
      cdn: { images: 'http://checkoutshopper-test.localhost:5610/checkoutshopper/', translations: 'http://checkoutshopper-test.localhost:5610/checkoutshopper/' },
    });
    expect(adyenSettingsFromEnv({ ...FULL, ADYEN_CHECKOUT_URL: 'https://adyen-proxy-test.example.com/checkout/v72' })?.browserUrls?.api)
      .toBe('https://adyen-proxy-test.example.com/checkoutshopper/');
  });

  it('stops start-up naming what is wrong', () => {
    expect(() => adyenSettingsFromEnv({ ADYEN_API_KEY: 'key' })).toThrow(/ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY are missing/);
    expect(() => adyenSettingsFromEnv({ ...FULL, ADYEN_ENVIRONMENT: 'prod' })).toThrow(/ADYEN_ENVIRONMENT must be 'test' or 'live'/);
    expect(() => adyenSettingsFromEnv({ ...FULL, ADYEN_HMAC_KEY: 'not hex' })).toThrow(/ADYEN_HMAC_KEY/);
    expect(() => adyenSettingsFromEnv({ ...FULL, ADYEN_CLIENT_KEY: 'live_ABC' })).toThrow(/test client key/);
    expect(() => adyenSettingsFromEnv({ ...FULL, ADYEN_CHECKOUT_URL: 'ftp://x' })).toThrow(/ADYEN_CHECKOUT_URL must be http or https/);
    expect(() => adyenSettingsFromEnv({ ...FULL, ADYEN_CHECKOUT_URL: 'nonsense' })).toThrow(/ADYEN_CHECKOUT_URL is not a URL/);
  });
});
