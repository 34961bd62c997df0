import { describe, expect, it } from '@jest/globals';
import { pageUrlOf, requestMarket } from './request-market.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('pageUrlOf (the page a data request is for)', () => {
  it.each([
    ['http://sk.localhost/gastro-vybavenie/', 'http://sk.localhost/gastro-vybavenie/'],
    ['http://sk.localhost/gastro-vybavenie/_.data?_routes=root,routes%2Fcatch-all', 'http://sk.localhost/gastro-vybavenie/'],
    ['http://sk.localhost/_.data', 'http://sk.localhost/'],
    ['http://ch.localhost/fr.data?_routes=root', 'http://ch.localhost/fr'],
    ['http://sk.localhost/search.data?query=A%20b&_routes=root&[refinementList][tags][0]=on-sale', 'http://sk.localhost/search?query=A%20b&[refinementList][tags][0]=on-sale'],
    ['http://sk.localhost/Search.data?query=x', 'http://sk.localhost/Search?query=x'],
  ])('%s → %s', (raw, page) => {
    expect(pageUrlOf(request(raw)).href).toBe(page);
  });
});

describe('requestMarket', () => {
  it('takes the market from the host and the language from the prefix first', () => {
    const market = requestMarket(request('http://ch.localhost:3000/it/search', { cookie: 'locale=fr-CH', 'accept-language': 'de' }))!;
    expect([market.site.code, market.localisation.languageAndCountry, market.languagePrefix]).toEqual(['CH', 'it-CH', '/it']);
  });

  it('takes the locale cookie, then the browser, when the path has no prefix', () => {
    expect(requestMarket(request('http://be.localhost/', { cookie: 'locale=fr-BE', 'accept-language': 'nl' }))?.localisation.languageAndCountry).toBe('fr-BE');
    expect(requestMarket(request('http://be.localhost/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))?.localisation.languageAndCountry).toBe('fr-BE');
    expect(requestMarket(request('http://be.localhost/'))?.localisation.languageAndCountry).toBe('nl-BE');
  });

  it('reads the prefix of a data request like the page’s', () => {
    const market = requestMarket(request('http://ch.localhost/fr.data?_routes=root'))!;
    expect([market.localisation.languageAndCountry, market.languagePrefix]).toEqual(['fr-CH', '/fr']);
  });

  it('gives plain localhost the default market, and LT native routing', () => {
    expect(requestMarket(request('http://localhost:3000/'))?.site.code).toBe('SK');
    expect(requestMarket(request('http://lt.localhost/'))?.urlMarket.nativeRouting).toBe(true);
    expect(requestMarket(request('http://de.localhost/'))?.urlMarket.nativeRouting).toBe(false);
  });

  it.each(['http://evil.example/', 'http://127.0.0.1:3300/', 'http://proequip.com/'])(
    'serves no market on an unknown host: %s',
    (url) => {
      expect(requestMarket(request(url))).toBeUndefined();
    },
  );
});
