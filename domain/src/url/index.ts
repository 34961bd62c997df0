// The public API of URL normalisation (spec 1 §2, rule 12); the rule modules behind it stay internal.
export { normaliseUrl, type NormaliseUrlInput, type NormaliseUrlResult } from './normalise-url.js';
export type { UrlMarket } from './url-market.js';
export { DEFAULT_REDIRECT_STATUS, SEO_REDIRECT_STATUS, type RedirectStatus, type SeoRedirect } from './seo-redirect.js';
export { NATIVE_ROUTING_COUNTRIES, hasNativeRouting } from './native-routing.js';
export { RESERVED_PREFIXES, isReservedPath } from './reserved-prefixes.js';
export { FORBIDDEN_ROUTE_CHARACTERS, hasForbiddenCharacters } from './forbidden-characters.js';
export { CONTENT_PAGE_SLUGS } from './content-pages.js';
export { ROUTES_WITHOUT_TRAILING_SLASH } from './trailing-slash.js';
export { isProductSlug } from './product-slug.js';
export { isSameSitePath, sameSitePath } from './same-site-path.js';
export { EXTERNAL_LINK_WORDS, opensExternally } from './external-link.js';
export { splitLanguagePrefix, isMarketLanguage, type LanguageSplit } from './language-prefix.js';
export { classifyPage, type PageKind } from './page-kind.js';
export { stripRouteLetter, PRODUCT_LETTER, CATEGORY_LETTER } from './native-routing.js';
export type { PageHint, HintedSegments } from './page-hint.js';
export { productPagePath, categoryListingPath } from './page-path.js';
export { SEARCH_QUERY_PARAMETER } from './old-prefixes.js';
