import { describe, expect, it } from '@jest/globals';
import { marketForHost } from './lookups.js';
import { parseProductionDomains } from './production-domains.js';

describe('MARKET_DOMAINS parsing', () => {
  it('reads country=domain pairs, tolerating spaces and case, and they select the market', () => {
    const domains = parseProductionDomains(' sk=www.shop.example , DE = shop.example.de');
    expect(domains).toEqual({ SK: 'www.shop.example', DE: 'shop.example.de' });
    expect(marketForHost('shop.example.de', domains)?.code).toBe('DE');
  });

  it('is empty when unset', () => {
    expect(parseProductionDomains(undefined)).toEqual({});
    expect(parseProductionDomains('')).toEqual({});
  });

  it.each(['XX=shop.example', 'SK', 'SK=', 'SK=a=b'])('refuses the malformed entry "%s" with a clear message', (value) => {
    expect(() => parseProductionDomains(value)).toThrow(`MARKET_DOMAINS entry "${value}"`);
  });
});
