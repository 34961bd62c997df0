/**
 * The languages that live under a path prefix: the non-default languages of the multi-language
 * countries (/fr/… on BE and CH, /it/… on CH). A unit spec checks this against the market data.
 */
export const PREFIXED_LANGUAGES = ['fr', 'it'] as const;
