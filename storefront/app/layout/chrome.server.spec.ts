import { describe, expect, it } from '@jest/globals';
import type { UrlMarket } from '@shop/domain';
import { contentCache, contentCacheKey } from '../content/cache/content-cache.server';
import type { ContentDocument } from '../content/content-document';
import { contentFile } from '../content/content-source.server';
import type { BackendClient } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { canonicalHref, loadChrome } from './chrome.server';

const CH_FR: UrlMarket = { country: 'CH', defaultLanguage: 'de', languages: ['de', 'fr', 'it'], nativeRouting: false, currentLanguage: 'fr' };
const LT: UrlMarket = { country: 'LT', defaultLanguage: 'lt', languages: ['lt'], nativeRouting: true };

describe('canonicalHref (links go straight to the canonical URL, no redirect)', () => {
  it('writes a prefixed language’s home without the trailing slash, the default language’s as /', () => {
    expect(canonicalHref('/fr/', CH_FR)).toBe('/fr');
    expect(canonicalHref('/de/', { ...CH_FR, currentLanguage: 'de' })).toBe('/');
  });
  it('gives LT categories their native /c/ prefix', () => {
    expect(canonicalHref('/maitinimo-istaigu-iranga/', LT)).toBe('/c/maitinimo-istaigu-iranga/');
  });
  it('leaves the CMS’s pages of the locale out of LT’s /c/ prefix', () => {
    expect(canonicalHref('/faq/', LT, ['faq', 'volume-discount'])).toBe('/faq/');
    expect(canonicalHref('/FAQ', LT, ['faq'])).toBe('/faq/');
    expect(canonicalHref('/faq/', LT)).toBe('/c/faq/');
  });
  it('keeps a path that is already canonical, query included', () => {
    expect(canonicalHref('/fr/equipement-de-restauration/', CH_FR)).toBe('/fr/equipement-de-restauration/');
    expect(canonicalHref('/search?[refinementList][tags][0]=on-sale', LT)).toBe('/search?[refinementList][tags][0]=on-sale');
  });
});

describe('loadChrome’s footer columns (the CMS footer, its site paths made canonical)', () => {
  // A stand-in backend: no root categories, an empty list of block types.
  const backend = { call: async () => ({ categories: { results: [] } }), get: async () => [] } as unknown as BackendClient;
  const shopOf = (contentSlugs: readonly string[]): ShopRequest =>
    ({ country: 'LT', language: 'lt', locale: 'lt-LT', currency: 'EUR', storeKey: 'lt', languagePrefix: '', nativeRouting: true, backend, url: new URL('https://proequip.lt/'), origin: 'https://proequip.lt', contentSlugs }) as ShopRequest;
  const footer = (links: unknown[]): ContentDocument =>
    ({ slug: 'footer', locale: 'lt-LT', blocks: [{ type: 'navigation', columns: [{ heading: 'Apie mus', links }] }] }) as unknown as ContentDocument;
  const cacheFooter = (document: ContentDocument) => contentCache.set(contentCacheKey('components', contentFile('footer', 'lt-LT')), document);

  it('makes the site paths canonical, and keeps the columns of one document for the next page', async () => {
    const slugs = ['faq'];
    cacheFooter(footer([{ name: 'DUK', url: '/faq/' }, { name: 'Virtuvė', url: '/virtuve/' }, { name: 'Blog', url: 'https://blog.example.org/' }]));
    const first = await loadChrome(shopOf(slugs));
    expect(first.footerColumns).toEqual([
      { heading: 'Apie mus', links: [{ name: 'DUK', url: '/faq/' }, { name: 'Virtuvė', url: '/c/virtuve/' }, { name: 'Blog', url: 'https://blog.example.org/' }] },
    ]);
    expect((await loadChrome(shopOf(slugs))).footerColumns).toBe(first.footerColumns);
  });

  it('reads a new document, and other page slugs, afresh', async () => {
    cacheFooter(footer([{ name: 'DUK', url: '/faq/' }]));
    const before = await loadChrome(shopOf(['faq']));
    expect(before.footerColumns?.[0]?.links).toEqual([{ name: 'DUK', url: '/faq/' }]);
    // The CMS no longer has a page "faq": the path is LT's native category path now.
    expect((await loadChrome(shopOf([]))).footerColumns?.[0]?.links).toEqual([{ name: 'DUK', url: '/c/faq/' }]);
    cacheFooter(footer([{ name: 'DUK', url: '/duk/' }]));
    expect((await loadChrome(shopOf(['duk']))).footerColumns?.[0]?.links).toEqual([{ name: 'DUK', url: '/duk/' }]);
  });
});
