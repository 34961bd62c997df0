import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MetaDescriptor } from 'react-router';
import { renderMessagesFrom } from '../i18n/locale-messages';
import type { CompiledMessages } from '../i18n/messages.server';
import { defaultCanonical, isFilteredSearch, isPrivatePage, messageTitle, robotsFor, shopMeta, withShopMeta } from './seo';

const at = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, 'http://x.invalid');
  return { pathname: url.pathname, search: url.search };
};

describe('default canonical link (spec 1 §2: page only above 1)', () => {
  const origin = 'https://www.proequip.de';
  it.each([
    ['/gastronomiebedarf/', 'https://www.proequip.de/gastronomiebedarf/'],
    ['/gastronomiebedarf/?page=1', 'https://www.proequip.de/gastronomiebedarf/'],
    ['/gastronomiebedarf/?page=3&sort=price-asc&utm_source=x', 'https://www.proequip.de/gastronomiebedarf/?page=3'],
    ['/gastronomiebedarf/?page=abc', 'https://www.proequip.de/gastronomiebedarf/'],
    ['/search?query=Ofen&hitsPerPage=48&page=2', 'https://www.proequip.de/search?query=Ofen&page=2'],
    ['/p/ofen-10000001?toggleReviews=true', 'https://www.proequip.de/p/ofen-10000001'],
    ['/', 'https://www.proequip.de/'],
  ])('%s → %s', (path, canonical) => {
    expect(defaultCanonical(origin, at(path), '')).toBe(canonical);
  });

  it('keeps the search term under a language prefix', () => {
    expect(defaultCanonical('https://www.proequip.ch', at('/fr/search?query=four&sort=newest'), '/fr')).toBe('https://www.proequip.ch/fr/search?query=four');
  });
});

describe('robots (index, follow unless private, filtered search or error)', () => {
  it.each([
    '/my-account', '/my-account/my-profile', '/checkout/cart', '/login', '/log-out', '/create-account',
    '/password-reset/check-email', '/adyen-payment-error/', '/fr/login', '/fr/checkout/payment',
  ])('%s is private', (path) => {
    expect(isPrivatePage(at(path), path.startsWith('/fr') ? '/fr' : '')).toBe(true);
    expect(robotsFor(at(path), path.startsWith('/fr') ? '/fr' : '', false)).toBe('noindex, nofollow');
  });

  it.each(['/', '/gastro-vybavenie/', '/p/x-10000001', '/terms-and-conditions/', '/fr', '/logins/', '/checkouts/'])('%s is public', (path) => {
    expect(isPrivatePage(at(path), path === '/fr' ? '/fr' : '')).toBe(false);
    expect(robotsFor(at(path), '', false)).toBe('index, follow');
  });

  it('tells a filtered search from a plain one', () => {
    expect(isFilteredSearch(at('/search?query=drill'), '')).toBe(false);
    expect(isFilteredSearch(at('/search?query=drill&page=2'), '')).toBe(false);
    expect(isFilteredSearch(at('/search?query=drill&sort=price-asc'), '')).toBe(true);
    expect(isFilteredSearch(at('/search?[refinementList][brand][0]=Velbrenn'), '')).toBe(true);
    expect(isFilteredSearch(at('/it/search?query=trapano&hitsPerPage=48'), '/it')).toBe(true);
    // A category listing is the catalogue's own business.
    expect(isFilteredSearch(at('/gastro/?sort=price-asc'), '')).toBe(false);
    expect(robotsFor(at('/search?query=drill&sort=newest'), '', false)).toBe('noindex, nofollow');
  });

  it('never indexes an error page', () => {
    expect(robotsFor(at('/gastro/'), '', true)).toBe('noindex, nofollow');
  });
});

describe('the root head tags', () => {
  it('gives an indexable page robots, copyright year and canonical', () => {
    expect(shopMeta({ origin: 'http://sk.localhost:3000', languagePrefix: '', year: 2031, location: at('/gastro/?page=2'), isError: false })).toEqual([
      { name: 'robots', content: 'index, follow' },
      { name: 'copyright-year', content: '2031' },
      { tagName: 'link', rel: 'canonical', href: 'http://sk.localhost:3000/gastro/?page=2' },
    ]);
  });

  it('gives a private or error page no canonical', () => {
    const meta = shopMeta({ origin: 'http://sk.localhost:3000', languagePrefix: '', year: 2031, location: at('/login'), isError: false });
    expect(meta).toEqual([{ name: 'robots', content: 'noindex, nofollow' }, { name: 'copyright-year', content: '2031' }]);
  });
});

describe('withShopMeta', () => {
  const rootMeta: MetaDescriptor[] = [
    { name: 'robots', content: 'index, follow' },
    { name: 'copyright-year', content: '2031' },
    { tagName: 'link', rel: 'canonical', href: 'https://www.proequip.sk/x/' },
  ];
  const matches = [{ id: 'root', meta: rootMeta, loaderData: { origin: 'https://www.proequip.sk' } }, { id: 'product', meta: [] }];

  it('keeps the root tags the page does not set', () => {
    expect(withShopMeta(matches, [{ title: 'A page' }])).toEqual([...rootMeta, { title: 'A page' }]);
  });

  it('lets the page replace robots and canonical, making a path canonical absolute', () => {
    expect(withShopMeta(matches, [{ name: 'robots', content: 'noindex, nofollow' }, { tagName: 'link', rel: 'canonical', href: '/p/x-10000001' }])).toEqual([
      { name: 'copyright-year', content: '2031' },
      { name: 'robots', content: 'noindex, nofollow' },
      { tagName: 'link', rel: 'canonical', href: 'https://www.proequip.sk/p/x-10000001' },
    ]);
  });

  it('works without a root match', () => {
    expect(withShopMeta([undefined], [{ title: 'T' }])).toEqual([{ title: 'T' }]);
  });
});

describe('page titles from messages (meta runs on every render of <Meta> and every server render)', () => {
  const messages: CompiledMessages = { 'checkout.step.cart': parse('Košík'), 'checkout.step.payment': parse('Platba') };
  const matches = [{ id: 'root', loaderData: { market: { locale: 'sk-SK' } } }] as unknown as Parameters<typeof messageTitle>[0];
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("builds react-intl once per locale's messages, not per title: building one checks the locale against Intl's data", () => {
    renderMessagesFrom(() => messages, {});
    const localeChecks = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const titles = [0, 1, 2].flatMap(() => [messageTitle(matches, 'checkout.step.cart'), messageTitle(matches, 'checkout.step.payment')]);
    expect(titles.map((title) => title['title' as keyof MetaDescriptor])).toEqual(['Košík | ProEquip', 'Platba | ProEquip', 'Košík | ProEquip', 'Platba | ProEquip', 'Košík | ProEquip', 'Platba | ProEquip']);
    expect(localeChecks.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
