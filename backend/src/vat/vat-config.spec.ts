import { describe, expect, it } from '@jest/globals';
import { vatConfigFromEnv } from './vat-config.js';

describe('VAT settings (VAT_VALIDATOR, VAT_VIES_URL, VAT_BZST_URL, VAT_TIMEOUT_MS)', () => {
  it("unset: VIES at the EU's address, BZSt's eVatR REST address, 5000 ms", () => {
    expect(vatConfigFromEnv({})).toEqual({
      validators: ['vies'],
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      bzstUrl: 'https://api.evatr.vies.bzst.de/app/v1',
      timeoutMs: 5000,
    });
  });

  it.each([
    ['vies', ['vies']], ['bzst', ['bzst']], ['vies,bzst', ['vies', 'bzst']], [' bzst , vies ', ['bzst', 'vies']],
  ])('VAT_VALIDATOR=%s asks %j in that order', (value, validators) => {
    expect(vatConfigFromEnv({ VAT_VALIDATOR: value }).validators).toEqual(validators);
  });

  it('takes the URLs and timeout given (a trailing slash dropped)', () => {
    const config = vatConfigFromEnv({ VAT_VIES_URL: 'http://127.0.0.1:9001/', VAT_BZST_URL: 'http://127.0.0.1:9002/app/v1', VAT_TIMEOUT_MS: '250' });
    expect(config).toMatchObject({ viesUrl: 'http://127.0.0.1:9001', bzstUrl: 'http://127.0.0.1:9002/app/v1', timeoutMs: 250 });
  });

  it.each([
    [{ VAT_VALIDATOR: 'soap' }, "VAT_VALIDATOR must be vies, bzst or both in order (vies,bzst), got 'soap'"],
    [{ VAT_VALIDATOR: 'vies,vies' }, "VAT_VALIDATOR must be vies, bzst or both in order (vies,bzst), got 'vies,vies'"],
    [{ VAT_VIES_URL: 'not a url' }, "VAT_VIES_URL is not a URL: 'not a url'"],
    [{ VAT_BZST_URL: 'ftp://bzst.example' }, "VAT_BZST_URL must be http or https, got 'ftp://bzst.example'"],
    [{ VAT_TIMEOUT_MS: '5s' }, "VAT_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got '5s'"],
  ])('%j stops start-up naming the setting', (env, message) => {
    expect(() => vatConfigFromEnv(env)).toThrow(message);
  });
});
