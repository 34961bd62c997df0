import { describe, expect, it } from '@jest/globals';
import type { LanguageCode } from '../market/codes.js';
import { normaliseUrl, type NormaliseUrlResult } from './normalise-url.js';
import type { UrlMarket } from './url-market.js';

const SK: UrlMarket = { country: 'SK', defaultLanguage: 'sk', languages: ['sk'], nativeRouting: false };
const AT: UrlMarket = { country: 'AT', defaultLanguage: 'de', languages: ['de'], nativeRouting: false };
const BE: UrlMarket = { country: 'BE', defaultLanguage: 'nl', languages: ['nl', 'fr'], nativeRouting: false };
const CH: UrlMarket = { country: 'CH', defaultLanguage: 'de', languages: ['de', 'fr', 'it'], nativeRouting: false };
const IT: UrlMarket = { country: 'IT', defaultLanguage: 'it', languages: ['it'], nativeRouting: false };
const LT: UrlMarket = { country: 'LT', defaultLanguage: 'lt', languages: ['lt'], nativeRouting: true };
const MARKETS = { SK, AT, BE, CH, IT, LT } as const;
type MarketKey = keyof typeof MARKETS;

const pass: NormaliseUrlResult = { kind: 'pass' };
const notFound: NormaliseUrlResult = { kind: 'not-found' };
const to = (location: string): NormaliseUrlResult => ({ kind: 'redirect', status: 308, location });

const run = (market: MarketKey, path: string, query = '') => normaliseUrl({ path, query, market: MARKETS[market] });

// [market, path, query, expected]
type Case = readonly [MarketKey, string, string, NormaliseUrlResult];

const reserved: Case[] = [
  ['SK', '/.well-known/security.txt', '', pass],
  ['SK', '/.env', '', pass],
  ['SK', '/__nuxt/Chunk', '', pass],
  ['SK', '/__health', "?x='", pass],
  ['SK', '/api', '', pass],
  ['SK', '/api/Cart/Items', '?page=1', pass],
  ['SK', '/API/health', '', pass],
  ['SK', "/api/it's", '', pass],
  ['SK', '/font/Roboto-Regular', '', pass],
  ['SK', '/font', '', pass],
  // '/api' and '/font' end at a segment boundary: Italian slugs starting with them are pages.
  ['IT', '/apicoltura', '', to('/apicoltura/')],
  ['IT', '/fontane/', '', pass],
  ['SK', '/fonts/x', '', to('/fonts/x/')],
];

const staticFiles: Case[] = [
  ['SK', '/sw.js', '', pass],
  ['SK', '/robots.txt', '', pass],
  ['SK', '/Favicon.ICO', '', pass],
  ['LT', '/sitemap.xml', '?page=1', pass],
  // A dot followed by digits is part of a slug, not an extension.
  ['SK', '/bosch-gsr-2.0', '', to('/bosch-gsr-2.0/')],
  ['SK', '/drill-2.5ah-10012345', '', pass],
];

const forbidden: Case[] = [
  ['SK', "/it's-a-drill", '', notFound],
  ['SK', '/say-"hello"', '', notFound],
  ['SK', '/it%27s', '', notFound],
  ['SK', '/say%22hello%22/', '', notFound],
  ['BE', '/fr/l%27atelier/', '', notFound],
  ['LT', "/O'Brien/", '', notFound],
  // Malformed escapes cannot name a route either.
  ['SK', '/100%-cotton/', '', notFound],
  ['SK', '/%E0%A4%A/', '', notFound],
  // Only the path is a route: quotes in a search term are fine.
  ['SK', '/search', '?query=1%2F2%22%20pipe', pass],
  ['SK', '/search', "?query=it's", pass],
];

const lowercase: Case[] = [
  ['SK', '/Drills/', '', to('/drills/')],
  ['SK', '/DRILLS/CORDLESS/', '', to('/drills/cordless/')],
  ['SK', '/Drills/', '?Sort=Name&Q=AbC', to('/drills/?Sort=Name&Q=AbC')],
  ['SK', '/Drill-Press-DP-16-10012345', '', to('/drill-press-dp-16-10012345')],
  ['SK', '/LOGIN', '', to('/login')],
  ['SK', '/%C3%84pfel/', '', to('/%C3%A4pfel/')],
  ['SK', '/%41bc/', '', to('/abc/')],
  ['SK', '/drills/', '', pass],
];

const encoding: Case[] = [
  // Escaping differences alone never redirect.
  ['SK', '/%c3%a4pfel/', '', pass],
  ['SK', '/%C3%A4pfel/', '', pass],
  ['SK', '/äpfel/', '', pass],
  ['SK', '/a%2Cb/', '', pass],
  ['SK', '/drills/', '?q=a+b&r=%7e', pass],
  // A redirect escapes what may not stand in a URL and keeps existing escapes as they are.
  ['SK', '/Äpfel', '?q=a b&r=%7e&s=<x>#', to('/%C3%A4pfel/?q=a%20b&r=%7e&s=%3Cx%3E%23')],
  ['SK', '/Drills', '?discount=50%', to('/drills/?discount=50%25')],
  ['SK', '/Drills', '?name=ž', to('/drills/?name=%C5%BE')],
  ['SK', '/A+B,C;D=E:F@G$H&I/', '', to('/a+b,c;d=e:f@g$h&i/')],
  ['SK', '/A%3FB%23C%2FD/', '', to('/a%3Fb%23c%2Fd/')],
  ['SK', '/Drills', `?x=${'\uD800'}`, to('/drills/?x=%EF%BF%BD')],
];

const slashes: Case[] = [
  ['SK', '//drills//cordless', '', to('/drills/cordless/')],
  ['SK', '//evil-host', '', to('/evil-host/')],
  ['SK', '//evil.example/', '', to('/evil.example/')],
  ['SK', '///evil.example/x', '', to('/evil.example/x/')],
  // A backslash never reaches a Location header raw (browsers read '/\host' as '//host').
  ['SK', '/\\evil-host', '', to('/%5Cevil-host/')],
  ['SK', '/%5C%5Cevil-host', '', to('/%5C%5Cevil-host/')],
  // Looks like a file: passed untouched, which redirects nowhere.
  ['SK', '//evil.example', '', pass],
  ['SK', '//', '', to('/')],
  ['SK', '', '', pass],
  ['SK', '/', '', pass],
];

const firstPage: Case[] = [
  ['SK', '/drills/', '?page=1', to('/drills/')],
  ['SK', '/drills/', '?page=2', pass],
  ['SK', '/drills/', '?sort=price&page=1&hitsPerPage=24', to('/drills/?sort=price&hitsPerPage=24')],
  ['SK', '/drills/', 'page=1', to('/drills/')],
  ['SK', '/drills/', '?page=1&page=1', to('/drills/')],
  ['SK', '/drills/', '?page=01', pass],
  ['SK', '/drills/', '?page', pass],
  ['SK', '/drills/', '?Page=1', pass],
  ['SK', '/drills/', '?p%61ge=%31', to('/drills/')],
  ['SK', '/search', '?query=drill&page=1', to('/search?query=drill')],
  ['SK', '/', '?page=1', to('/')],
  // Empty pairs carry nothing and do not cause a redirect of their own.
  ['SK', '/drills/', '?&a=1&&b=2&', pass],
  ['SK', '/drills/', '?', pass],
];

const languagePrefix: Case[] = [
  ['SK', '/sk/drills/', '', to('/drills/')],
  ['SK', '/sk', '', to('/')],
  ['SK', '/sk/', '', to('/')],
  ['AT', '/de/x', '', to('/x/')],
  ['AT', '/DE/X/', '', to('/x/')],
  ['AT', '/de/drill-press-10012345', '', to('/drill-press-10012345')],
  ['BE', '/nl/boren/', '', to('/boren/')],
  ['BE', '/fr/forets/', '', pass],
  ['BE', '/fr/forets', '', to('/fr/forets/')],
  ['BE', '/FR/Forets/', '', to('/fr/forets/')],
  ['BE', '/fr', '', pass],
  ['BE', '/fr/', '', to('/fr')],
  ['BE', '/fr/home', '', to('/fr')],
  ['BE', '/fr/login/', '', to('/fr/login')],
  ['CH', '/de/bohrer/', '', to('/bohrer/')],
  ['CH', '/fr/perceuses/', '', pass],
  ['CH', '/it/trapani', '', to('/it/trapani/')],
  ['CH', '/it/checkout/payment/', '', to('/it/checkout/payment')],
  ['CH', '/fr/privacy-data', '', to('/fr/privacy-data/')],
  // A language the market does not speak may be a slug: left in place.
  ['SK', '/de/x', '', to('/de/x/')],
  ['BE', '/de/x/', '', pass],
  ['AT', '/fr/', '', pass],
  ['CH', '/en/tools/', '', pass],
];

const oldPrefixes: Case[] = [
  ['SK', '/category/drills', '', to('/drills/')],
  ['SK', '/category/drills/cordless/', '', to('/drills/cordless/')],
  ['SK', '/Category/Drills/', '', to('/drills/')],
  ['SK', '/category', '', to('/')],
  ['SK', '/category/', '', to('/')],
  ['SK', '/product/drill-press-10012345', '', to('/drill-press-10012345')],
  ['SK', '/product/drill-press-10012345/', '', to('/drill-press-10012345')],
  // Outside native routing the slug alone decides what the page is.
  ['SK', '/product/old-drill', '', to('/old-drill/')],
  ['SK', '/category/set-10012345/', '', to('/set-10012345')],
  ['SK', '/product', '', to('/')],
  ['SK', '/search/drill', '', to('/search?query=drill')],
  ['SK', '/search/Cordless%20Drill', '', to('/search?query=Cordless%20Drill')],
  ['SK', '/Search/Bosch/', '?page=1&sort=price', to('/search?query=Bosch&sort=price')],
  ['SK', '/search/new', '?query=old&hitsPerPage=24', to('/search?query=new&hitsPerPage=24')],
  ['SK', '/search/a/b', '', to('/search?query=a%2Fb')],
  ['SK', '/search/a&b=c', '', to('/search?query=a%26b%3Dc')],
  ['SK', '/search/', '', to('/search')],
  ['SK', '/search', '?query=drill', pass],
  ['BE', '/fr/category/forets', '', to('/fr/forets/')],
  ['BE', '/fr/search/foret', '', to('/fr/search?query=foret')],
  ['BE', '/nl/search/boor', '', to('/search?query=boor')],
];

const trailingSlash: Case[] = [
  ['SK', '/drills', '', to('/drills/')],
  ['SK', '/drills/cordless', '', to('/drills/cordless/')],
  ['SK', '/privacy-data', '', to('/privacy-data/')],
  ['SK', '/privacy-data/', '', pass],
  ['SK', '/premium-gurantee', '', to('/premium-gurantee/')],
  ['SK', '/adyen-payment-error', '?error=refused', to('/adyen-payment-error/?error=refused')],
  // Exception list: no trailing slash, and one written is removed.
  ['SK', '/', '', pass],
  ['SK', '/drill-press-dp-16-10012345', '', pass],
  ['SK', '/drill-press-dp-16-10012345/', '', to('/drill-press-dp-16-10012345')],
  ['SK', '/drills/drill-press-10012345/', '', to('/drills/drill-press-10012345')],
  ['SK', '/login', '', pass],
  ['SK', '/login/', '', to('/login')],
  ['SK', '/log-out/', '', to('/log-out')],
  ['SK', '/create-account/', '', to('/create-account')],
  ['SK', '/password-reset/', '', to('/password-reset')],
  ['SK', '/password-reset/change-password/', '', to('/password-reset/change-password')],
  ['SK', '/password-reset/check-email', '', pass],
  ['SK', '/my-account/', '', to('/my-account')],
  ['SK', '/my-account/my-profile/', '', to('/my-account/my-profile')],
  ['SK', '/my-account/loyalty-card', '', pass],
  ['SK', '/checkout', '', pass],
  ['SK', '/checkout/addresses/', '', to('/checkout/addresses')],
  ['SK', '/checkout/thank-you', '?order=ABC', pass],
  ['SK', '/search/', '?query=drill', to('/search?query=drill')],
  ['SK', '/search', '', pass],
  // Slugs that are not 8 digits after a hyphen are categories.
  ['SK', '/sizes-2024', '', to('/sizes-2024/')],
  ['SK', '/drill-123456789', '', to('/drill-123456789/')],
  ['SK', '/drill10012345', '', to('/drill10012345/')],
  ['SK', '/10012345', '', pass],
  ['SK', '/inspirations/post-20240101', '', to('/inspirations/post-20240101/')],
];

const home: Case[] = [
  ['SK', '/home', '', to('/')],
  ['SK', '/home/', '', to('/')],
  ['SK', '/HOME', '?utm_source=x', to('/?utm_source=x')],
  ['SK', '/sk/home', '', to('/')],
  ['CH', '/it/home/', '', to('/it')],
  ['SK', '/home/garden/', '', pass],
];

const nativeLetters: Case[] = [
  // Outside LT the native letters are removed.
  ['SK', '/p/drill-press-10012345', '', to('/drill-press-10012345')],
  ['SK', '/P/Drill-Press-10012345/', '', to('/drill-press-10012345')],
  ['SK', '/c/drills', '', to('/drills/')],
  ['SK', '/c/drills/cordless/', '', to('/drills/cordless/')],
  ['SK', '/c/set-10012345/', '', to('/set-10012345')],
  ['SK', '/p/old-drill', '', to('/old-drill/')],
  ['SK', '/c/', '', to('/')],
  ['SK', '/p', '', to('/')],
  ['BE', '/fr/c/forets/', '', to('/fr/forets/')],
  ['CH', '/de/p/bohrer-10012345', '', to('/bohrer-10012345')],
];

const native: Case[] = [
  ['LT', '/drill-press-10012345', '', to('/p/drill-press-10012345')],
  ['LT', '/Drill-Press-10012345/', '', to('/p/drill-press-10012345')],
  ['LT', '/p/drill-press-10012345', '', pass],
  ['LT', '/p/drill-press-10012345/', '', to('/p/drill-press-10012345')],
  ['LT', '/p/old-drill', '', pass],
  ['LT', '/product/drill-press-10012345', '', to('/p/drill-press-10012345')],
  ['LT', '/drills/drill-press-10012345', '', to('/p/drill-press-10012345')],
  ['LT', '/lt/drill-press-10012345', '', to('/p/drill-press-10012345')],
  ['LT', '/graztai', '', to('/c/graztai/')],
  ['LT', '/graztai/', '?page=1', to('/c/graztai/')],
  ['LT', '/graztai/akumuliatoriniai/', '', to('/c/graztai/akumuliatoriniai/')],
  ['LT', '/c/graztai/', '', pass],
  ['LT', '/c/graztai', '', to('/c/graztai/')],
  ['LT', '/C/Graztai/', '?page=2', to('/c/graztai/?page=2')],
  ['LT', '/category/graztai', '', to('/c/graztai/')],
  ['LT', '/Category/Graztai/', '?page=1', to('/c/graztai/')],
  ['LT', '/lt/graztai/', '', to('/c/graztai/')],
  // An explicit /c/ wins over the slug's 8 digits.
  ['LT', '/c/set-10012345/', '', pass],
  ['LT', '/c', '', to('/')],
  // Home, named routes and content pages are neither products nor categories.
  ['LT', '/', '', pass],
  ['LT', '/home', '', to('/')],
  ['LT', '/login', '', pass],
  ['LT', '/search', '?query=graztas', pass],
  ['LT', '/search/graztas', '', to('/search?query=graztas')],
  ['LT', '/checkout/cart/', '', to('/checkout/cart')],
  ['LT', '/my-account/my-reviews', '', pass],
  ['LT', '/adyen-payment-error/', '', pass],
  ['LT', '/privacy-data', '', to('/privacy-data/')],
  ['LT', '/inspirations/post-20240101/', '', pass],
  ['LT', '/exConsents/other', '', to('/exconsents/other/')],
];

const combinations: Case[] = [
  ['SK', '/SK/Category/Drills/', '?page=1', to('/drills/')],
  ['SK', '/SK/Category/Drills', '?page=1&sort=price', to('/drills/?sort=price')],
  ['SK', '/sk/product/Drill-Press-10012345/', '?page=1', to('/drill-press-10012345')],
  ['SK', '/SK/HOME/', '?page=1', to('/')],
  ['SK', '/SK/P/Drill-10012345', '', to('/drill-10012345')],
  ['AT', '/DE/Category/Bohrer', '?page=1&ref=x', to('/bohrer/?ref=x')],
  ['BE', '/NL/Category/Boren', '?page=1', to('/boren/')],
  ['BE', '/FR/Category/Forets/', '?page=1', to('/fr/forets/')],
  ['BE', '/FR/Search/Perceuse', '?page=1', to('/fr/search?query=Perceuse')],
  ['CH', '/IT/C/Trapani', '', to('/it/trapani/')],
  ['CH', '/FR/Login/', '?page=1', to('/fr/login')],
  ['LT', '/LT/Category/Graztai', '?page=1', to('/c/graztai/')],
  ['LT', '/LT/Product/Grazte-10012345/', '?page=1&utm=a', to('/p/grazte-10012345?utm=a')],
  ['LT', '//lt//graztai//', '', to('/c/graztai/')],
];

describe('normaliseUrl (spec 1 §2, rule 12): input path + query + market → result', () => {
  describe.each([
    ['reserved prefixes pass untouched', reserved],
    ['static files pass untouched', staticFiles],
    ['forbidden characters are not found', forbidden],
    ['upper case redirects to lower case, query untouched', lowercase],
    ['escaping: canonical, never a redirect of its own', encoding],
    ['empty segments are removed', slashes],
    ['the first-page marker is removed', firstPage],
    ['the default language prefix is removed, others stay', languagePrefix],
    ['old prefixes are rewritten', oldPrefixes],
    ['trailing slash except for the exception list', trailingSlash],
    ['the alternative home slug goes home', home],
    ['native letters are removed outside native routing', nativeLetters],
    ['native routing on LT', native],
    ['every rule composed into a single redirect', combinations],
  ] as const)('%s', (_title, cases) => {
    it.each(cases)('%s %s%s', (market, path, query, expected) => {
      expect(run(market, path, query)).toEqual(expected);
    });
  });

  const allCases = [
    ...reserved, ...staticFiles, ...forbidden, ...lowercase, ...encoding, ...slashes, ...firstPage,
    ...languagePrefix, ...oldPrefixes, ...trailingSlash, ...home, ...nativeLetters, ...native, ...combinations,
  ];
  const redirects = allCases.flatMap(([market, path, query, expected]) =>
    expected.kind === 'redirect' ? [[market, path, query, expected.location] as const] : []);

  it.each(redirects)('%s %s%s: one redirect is enough, %s is final', (market, _path, _query, location) => {
    const questionMark = location.indexOf('?');
    const path = questionMark < 0 ? location : location.slice(0, questionMark);
    const query = questionMark < 0 ? '' : location.slice(questionMark);
    expect(run(market, path, query)).toEqual(pass);
  });

  it('exports NATIVE_ROUTING_COUNTRIES with LT only, for the market data to derive its flag', async () => {
    const { NATIVE_ROUTING_COUNTRIES, hasNativeRouting } = await import('./index.js');
    expect(NATIVE_ROUTING_COUNTRIES).toEqual(['LT']);
    expect(hasNativeRouting('LT')).toBe(true);
    expect(hasNativeRouting('SK')).toBe(false);
    expect(hasNativeRouting('BE')).toBe(false);
  });
});

describe('content pages supplied by the caller', () => {
  it.each([
    ['LT', '/pagalba', ['pagalba'], to('/pagalba/')],
    ['LT', '/pagalba', [], to('/c/pagalba/')],
    ['LT', '/Pagalba/', ['PAGALBA'], to('/pagalba/')],
    ['SK', '/faq', ['faq'], to('/faq/')],
  ] as const)('%s %s with content slugs %j → %j', (market, path, contentSlugs, expected) => {
    expect(normaliseUrl({ path, market: MARKETS[market], contentSlugs })).toEqual(expected);
  });

  it('treats a missing query as empty', () => {
    expect(normaliseUrl({ path: '/Drills', market: SK })).toEqual(to('/drills/'));
  });
});

describe('newsletter confirmation (spec 2 §2)', () => {
  const hash = (json: unknown): string => encodeURIComponent(Buffer.from(JSON.stringify(json)).toString('base64'));
  const withLanguage = (market: UrlMarket, currentLanguage: LanguageCode): UrlMarket => ({ ...market, currentLanguage });
  const confirm = (market: UrlMarket, path: string, query: string) => normaliseUrl({ path, query, market });

  it.each([
    // [market, path, query, location]
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/drills' })}`, '/drills/'],
    [SK, '/exconsents/confirm', `?hash=${hash({ redirect_to: '/drills/' })}`, '/drills/'],
    [SK, '/EXCONSENTS/CONFIRM/', `?hash=${hash({ redirect_to: '/Drills' })}`, '/drills/'],
    [SK, '/exConsents/confirm', `?utm=mail&hash=${hash({ redirect_to: '/drills' })}&x=1`, '/drills/?utm=mail&x=1'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/search?query=Drill&page=1' })}&utm=mail`, '/search?query=Drill&utm=mail'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/drills#top' })}`, '/drills/'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/category/drills?page=1' })}`, '/drills/'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/my-account/my-newsletter', other: 1 })}`, '/my-account/my-newsletter'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/' })}`, '/'],
    [SK, '/newsletter/exConsents/confirm', `?hash=${hash({ redirect_to: '/drills' })}`, '/drills/'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/api/newsletter' })}`, '/api/newsletter'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/exConsents/confirm?hash=x' })}`, '/exconsents/confirm/?hash=x'],
    // Language: the path's prefix, else the market input's current language, else the default.
    [BE, '/fr/exConsents/confirm', `?hash=${hash({ redirect_to: '/forets' })}`, '/fr/forets/'],
    [BE, '/nl/exConsents/confirm', `?hash=${hash({ redirect_to: '/boren' })}`, '/boren/'],
    [BE, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/boren' })}`, '/boren/'],
    [withLanguage(BE, 'fr'), '/exConsents/confirm', `?hash=${hash({ redirect_to: '/forets' })}`, '/fr/forets/'],
    [withLanguage(BE, 'fr'), '/nl/exConsents/confirm', `?hash=${hash({ redirect_to: '/boren' })}`, '/boren/'],
    [withLanguage(BE, 'de'), '/exConsents/confirm', `?hash=${hash({ redirect_to: '/boren' })}`, '/boren/'],
    [withLanguage(CH, 'it'), '/exConsents/confirm', `?hash=${hash({ redirect_to: '/' })}`, '/it'],
    [CH, '/it/exConsents/confirm', `?hash=${hash({ redirect_to: '/checkout/cart' })}&a=1`, '/it/checkout/cart?a=1'],
    // A target already carrying a market language is not prefixed twice.
    [CH, '/it/exConsents/confirm', `?hash=${hash({ redirect_to: '/fr/perceuses' })}`, '/fr/perceuses/'],
    [CH, '/it/exConsents/confirm', `?hash=${hash({ redirect_to: '/de/bohrer' })}`, '/bohrer/'],
    [LT, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/graztai' })}`, '/c/graztai/'],
    // Base64 variants: URL-safe alphabet, no padding, '+' left unescaped or turned into a space.
    [SK, '/exConsents/confirm', `?hash=${Buffer.from(JSON.stringify({ redirect_to: '/drills?x=>>>' })).toString('base64url')}`, '/drills/?x=%3E%3E%3E'],
    [SK, '/exConsents/confirm', `?hash=${Buffer.from(JSON.stringify({ redirect_to: '/drills?x=>>>' })).toString('base64')}`, '/drills/?x=%3E%3E%3E'],
    [SK, '/exConsents/confirm', `?hash=${Buffer.from(JSON.stringify({ redirect_to: '/drills?x=>>>' })).toString('base64').replaceAll('+', ' ')}`, '/drills/?x=%3E%3E%3E'],
    [SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/Žolė' })}`, '/%C5%BEol%C4%97/'],
  ] as const)('%j %s%s → %s', (market, path, query, location) => {
    expect(confirm(market, path, query)).toEqual(to(location));
  });

  it.each([
    ['no hash', '?utm=mail', '/?utm=mail'],
    ['an empty hash', '?hash=&utm=mail', '/?utm=mail'],
    ['a bare hash key', '?hash', '/'],
    ['a hash that is not base64', '?hash=%%%', '/'],
    ['a hash with bad escapes', '?hash=%E0%A4%A', '/'],
    ['base64 of an impossible length', '?hash=abcde', '/'],
    ['base64 that is not UTF-8', `?hash=${Buffer.from([0xff, 0xfe]).toString('base64')}`, '/'],
    ['base64 that is not JSON', `?hash=${Buffer.from('redirect_to=/x').toString('base64')}&a=1`, '/?a=1'],
    ['JSON that is not an object', `?hash=${hash(['/drills'])}`, '/'],
    ['JSON null', `?hash=${hash(null)}`, '/'],
    ['no redirect_to', `?hash=${hash({ email: 'a@b.c' })}`, '/'],
    ['a redirect_to that is not a string', `?hash=${hash({ redirect_to: 42 })}`, '/'],
    ['an absolute URL', `?hash=${hash({ redirect_to: 'https://evil.example/' })}`, '/'],
    ['a protocol-relative URL', `?hash=${hash({ redirect_to: '//evil.example/' })}`, '/'],
    ['a backslash URL', `?hash=${hash({ redirect_to: '/\\evil.example/' })}`, '/'],
    ['a tab smuggling //', `?hash=${hash({ redirect_to: '/\t/evil.example/' })}`, '/'],
    ['a javascript: URL', `?hash=${hash({ redirect_to: 'javascript:alert(1)' })}`, '/'],
    ['a relative path', `?hash=${hash({ redirect_to: 'drills' })}`, '/'],
    ['a target with a quote', `?hash=${hash({ redirect_to: '/it%27s' })}`, '/'],
    ['a target with bad escapes', `?hash=${hash({ redirect_to: '/100%-cotton' })}`, '/'],
    ['a dotted protocol-relative target', `?hash=${hash({ redirect_to: '/.//evil.example' })}`, '/'],
    ['an encoded-dot protocol-relative target', `?hash=${hash({ redirect_to: '/a/%2e%2e//evil.example' })}`, '/'],
  ])('goes to the root on %s, keeping other parameters', (_reason, query, location) => {
    expect(confirm(BE, '/fr/exConsents/confirm', query)).toEqual(to(location));
  });

  it('keeps an encoded slash of a target encoded, so it cannot become protocol-relative', () => {
    expect(confirm(SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/%2F/evil-host' })}`)).toEqual(to('/%2F/evil-host/'));
    expect(confirm(SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/%2F/evil.example' })}`)).toEqual(to('/%2F/evil.example'));
    expect(confirm(SK, '/exConsents/confirm', `?hash=${hash({ redirect_to: '/./evil.example' })}`)).toEqual(to('/evil.example'));
  });

  it.each([
    [SK, '/exConsents/manageSubscriptions', '', '/'],
    [SK, '/exconsents/managesubscriptions/', '?utm=mail&page=1', '/?utm=mail'],
    [SK, '/exConsents/manageSubscriptions', `?hash=abc&b=2`, '/?hash=abc&b=2'],
    // Reading chosen: "the root" is '/', also for a non-default language.
    [BE, '/fr/exConsents/manageSubscriptions', '?a=1', '/?a=1'],
    [LT, '/exConsents/manageSubscriptions', '', '/'],
  ] as const)('manage subscriptions on %j %s%s → %s', (market, path, query, location) => {
    expect(confirm(market, path, query)).toEqual(to(location));
  });

  it('still treats quotes in the consent path as not found', () => {
    expect(confirm(SK, "/it's/exConsents/confirm", '')).toEqual(notFound);
  });
});

describe('SEO-registered redirects (spec 1 §2: 308 default, 301 for SEO)', () => {
  const seo = (path: string, query: string, targetUrl: string, code: 301 | 308 = 301, market: UrlMarket = SK) =>
    normaliseUrl({ path, query, market, seoRedirect: { targetUrl, code } });

  it.each([
    // [path, query, targetUrl, code, expected]
    ['/old-drills/', '', '/drills/', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    ['/old-drills/', '', '/drills/', 308, { kind: 'redirect', status: 308, location: '/drills/' }],
    // The target is normalised too, so one redirect is enough.
    ['/old-drills/', '', '/Drills', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    ['/old-drills/', '', '/sk/category/drills?page=1', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    // It wins over the other rules: no lower-casing of the source, no 404 for its quote.
    ['/Old-Drills', '', '/drills/', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    ["/it's-old", '', '/drills/', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    ['/api/old', '', '/api/new', 301, { kind: 'redirect', status: 301, location: '/api/new' }],
    // The request's query travels along when the target has none.
    ['/old-drills/', '?utm=a&page=1', '/drills/', 301, { kind: 'redirect', status: 301, location: '/drills/?utm=a' }],
    ['/old-drills/', 'utm=a', '/drills/', 301, { kind: 'redirect', status: 301, location: '/drills/?utm=a' }],
    ['/old-drills/', '?utm=a', '/drills/?sort=price', 301, { kind: 'redirect', status: 301, location: '/drills/?sort=price' }],
    ['/old-drills/', '', '/drills/#top', 301, { kind: 'redirect', status: 301, location: '/drills/' }],
    // A target whose page has no route of its own is still followed as given.
    ['/old-drills/', '', "/it's", 301, { kind: 'redirect', status: 301, location: "/it's" }],
    // Absolute targets come from the trusted registry and are used as given.
    ['/about-us/', '?a=1', 'https://corporate.example/about', 301, { kind: 'redirect', status: 301, location: 'https://corporate.example/about' }],
    // A target that is the request itself would loop.
    ['/drills/', '', '/drills/', 301, { kind: 'pass' }],
    ['/drills/', '?a=1', '/Drills', 301, { kind: 'pass' }],
    ['/api/x', '?a=1', '/api/x', 301, { kind: 'pass' }],
    ['/api/x', '', '/api/x?b=2', 301, { kind: 'redirect', status: 301, location: '/api/x?b=2' }],
  ] as const)('%s%s registered to %s (%i) → %j', (path, query, targetUrl, code, expected) => {
    expect(seo(path, query, targetUrl, code)).toEqual(expected);
  });

  it('normalises the target for the request market', () => {
    expect(seo('/senas', '', '/graztai', 301, LT)).toEqual({ kind: 'redirect', status: 301, location: '/c/graztai/' });
    expect(seo('/fr/ancien', '', '/fr/forets', 308, BE)).toEqual({ kind: 'redirect', status: 308, location: '/fr/forets/' });
  });
});
