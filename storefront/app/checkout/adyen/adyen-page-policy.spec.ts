import { describe, expect, it } from '@jest/globals';
import { pageSecurityHeaders } from '../../shop/page-security-headers.server';
import { isPaymentPagePath, paymentPageSources } from './adyen-page-policy';
import type { DropInSettings } from './drop-in-settings';

const settings = (extra: Partial<DropInSettings> = {}, types = ['scheme', 'ideal']): DropInSettings => ({
  clientKey: 'test_ABC', environment: 'test', countryCode: 'NL', locale: 'nl-NL', amount: { currency: 'EUR', value: 100 },
  paymentMethodsResponse: { paymentMethods: types.map((type) => ({ type })) }, ...extra,
});

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
const policyOf = (data: unknown) => pageSecurityHeaders('AAAAAAAAAAAAAAAAAAAAAA==', paymentPageSources(data))['Content-Security-Policy']!;

describe('the payment page\'s policy', () => {
  it('allows exactly Adyen\'s test origins for the test environment', () => {
    const policy = policyOf({ dropIn: settings() });
    expect(directive(policy, 'frame-src')).toBe('frame-src https://checkoutshopper-test.adyen.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://checkoutshopper-test.adyen.com https://checkoutanalytics-test.adyen.com https://checkoutshopper-test.cdn.adyen.com");
    expect(directive(policy, 'img-src')).toContain('https://checkoutshopper-test.cdn.adyen.com');
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://checkoutshopper-test.adyen.com");
    expect(directive(policy, 'script-src')).not.toContain('adyen');
  });

  it('allows the live origins on live, and none of the test ones', () => {
    const policy = policyOf({ dropIn: settings({ clientKey: 'live_ABC', environment: 'live' }) });
    expect(directive(policy, 'frame-src')).toBe('frame-src https://checkoutshopper-live.adyen.com');
    expect(policy).not.toContain('-test.');
  });

  it('points at the server the backend names (a local fake) instead of Adyen\'s for what it names', () => {
    const policy = policyOf({ dropIn: settings({ environmentUrls: { api: 'http://127.0.0.1:4567/checkoutshopper/', analytics: 'http://127.0.0.1:4567/checkoutanalytics/', cdn: { images: 'http://127.0.0.1:4567/cdn/', translations: 'http://127.0.0.1:4567/cdn/' } } }) });
    expect(directive(policy, 'frame-src')).toBe('frame-src http://127.0.0.1:4567');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4567");
    expect(policy).not.toContain('adyen.com');
  });

  it('adds a wallet\'s SDK only when the wallet is offered', () => {
    expect(directive(policyOf({ dropIn: settings() }), 'script-src')).not.toMatch(/google|apple|paypal/);
    const wallets = directive(policyOf({ dropIn: settings({}, ['scheme', 'googlepay', 'applepay', 'paypal']) }), 'script-src');
    expect(wallets).toContain('https://pay.google.com');
    expect(wallets).toContain('https://applepay.cdn-apple.com');
    expect(wallets).toContain('https://www.sandbox.paypal.com');
  });

  it('is the site policy, without Adyen, when the page offers no card payment, as on every other page', () => {
    const site = pageSecurityHeaders('AAAAAAAAAAAAAAAAAAAAAA==')['Content-Security-Policy'];
    expect(policyOf({ dropIn: undefined })).toBe(site);
    expect(policyOf(undefined)).toBe(site);
    expect(site).not.toContain('adyen');
  });

  it('knows the payment step in every language', () => {
    expect(['/checkout/payment', '/checkout/payment/', '/fr/checkout/payment', '/it/checkout/payment'].map(isPaymentPagePath)).toEqual([true, true, true, true]);
    expect(['/checkout/addresses', '/de/checkout/payment', '/checkout/payment/x', '/'].map(isPaymentPagePath)).toEqual([false, false, false, false]);
  });
});
