import { beforeAll, describe, expect, it } from '@jest/globals';
import { COUNTRY_SITES } from '@shop/markets';

// Read at start-up, as the server does: set before the module is loaded.
process.env.MARKET_DOMAINS = 'AT=shop.example.at';
let marketOrigin: typeof import('./market-origin.server').marketOrigin;
beforeAll(async () => {
  ({ marketOrigin } = await import('./market-origin.server'));
});

describe('the market origin of absolute URLs', () => {
  it('is the request\'s own origin on a local host, port included', () => {
    expect(marketOrigin(COUNTRY_SITES.DE, new URL('http://de.localhost:3000/x'))).toBe('http://de.localhost:3000');
    expect(marketOrigin(COUNTRY_SITES.SK, new URL('http://localhost:3000/'))).toBe('http://localhost:3000');
  });

  it.each([
    'http://www.proequip.de/gastronomiebedarf/',
    'http://proequip.de/',
    'https://www.proequip.de:8443/',
    'http://WWW.PROEQUIP.DE./',
  ])('is the configured https origin of the market on a production host, whatever the request said: %s', (url) => {
    expect(marketOrigin(COUNTRY_SITES.DE, new URL(url))).toBe('https://www.proequip.de');
  });

  it('takes MARKET_DOMAINS over the built-in domain', () => {
    expect(marketOrigin(COUNTRY_SITES.AT, new URL('http://www.shop.example.at/'))).toBe('https://shop.example.at');
  });
});
