import { describe, expect, it } from '@jest/globals';
import { dropInSettingsOf } from './drop-in-settings';

const configured = {
  configured: true, clientKey: 'test_ABC123', environment: 'test', countryCode: 'PT', shopperLocale: 'pt-PT',
  amount: { currency: 'EUR', value: 4990 }, paymentMethodsResponse: { paymentMethods: [{ type: 'multibanco', name: 'Multibanco' }] },
};

describe('Drop-in settings from getAdyenPaymentMethods', () => {
  it('take the configured answer with the page locale', () => {
    expect(dropInSettingsOf(configured, 'pt-PT')).toEqual({ settings: {
      clientKey: 'test_ABC123', environment: 'test', countryCode: 'PT', locale: 'pt-PT', amount: { currency: 'EUR', value: 4990 },
      paymentMethodsResponse: { paymentMethods: [{ type: 'multibanco', name: 'Multibanco' }] },
    } });
    expect(dropInSettingsOf({ ...configured, environmentUrls: { api: 'http://127.0.0.1:5000/checkoutshopper/' } }, 'pt-PT'))
      .toMatchObject({ settings: { environmentUrls: { api: 'http://127.0.0.1:5000/checkoutshopper/' } } });
  });

  it('are none for an unconfigured shop, no offered method, or an answer that does not read', () => {
    expect(dropInSettingsOf({ configured: false }, 'nl-NL')).toEqual({ none: 'unconfigured' });
    expect(dropInSettingsOf({ ...configured, paymentMethodsResponse: { paymentMethods: [] } }, 'nl-NL')).toEqual({ none: 'no-methods' });
    expect(dropInSettingsOf({ ...configured, clientKey: 'live_ABC' }, 'nl-NL')).toEqual({ none: 'clientKey does not belong to the environment' });
    expect(dropInSettingsOf({ ...configured, clientKey: 'test_<x>' }, 'nl-NL')).toEqual({ none: 'clientKey' });
    expect(dropInSettingsOf({ ...configured, amount: { currency: 'EUR', value: 1.5 } }, 'nl-NL')).toEqual({ none: 'amount' });
    expect(dropInSettingsOf({ ...configured, environmentUrls: { api: 'javascript:alert(1)' } }, 'nl-NL')).toEqual({ none: 'environmentUrls' });
    expect(dropInSettingsOf('yes', 'nl-NL')).toEqual({ none: 'the answer is not an object' });
  });
});
