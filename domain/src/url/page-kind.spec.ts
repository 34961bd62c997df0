import { describe, expect, it } from '@jest/globals';
import { CONTENT_PAGE_SLUGS } from './content-pages.js';
import { classifyPage, type PageKind } from './page-kind.js';
import type { PageHint } from './page-hint.js';
import { takesTrailingSlash } from './trailing-slash.js';

const classify = (path: string, hint?: PageHint) =>
  classifyPage(path.split('/').filter(Boolean), hint, [...CONTENT_PAGE_SLUGS, 'faq']);

describe('page kinds and their trailing slash', () => {
  it.each([
    ['/', undefined, 'home', false],
    ['/search', undefined, 'exempt-route', false],
    ['/login', undefined, 'exempt-route', false],
    ['/log-out', undefined, 'exempt-route', false],
    ['/create-account', undefined, 'exempt-route', false],
    ['/password-reset/check-email', undefined, 'exempt-route', false],
    ['/my-account/my-profile', undefined, 'exempt-route', false],
    ['/checkout/thank-you', undefined, 'exempt-route', false],
    ['/checkout/10012345', undefined, 'exempt-route', false],
    ['/adyen-payment-error', undefined, 'route', true],
    ['/exconsents/confirm', undefined, 'route', true],
    ['/privacy-data', undefined, 'content', true],
    ['/inspirations/post-20240101', undefined, 'content', true],
    ['/faq', undefined, 'content', true],
    ['/drill-press-10012345', undefined, 'product', false],
    ['/drills/drill-press-10012345', undefined, 'product', false],
    ['/drills', undefined, 'category', true],
    ['/drills/cordless', undefined, 'category', true],
    ['/old-drill', 'product', 'product', false],
    ['/login', 'category', 'category', true],
    ['/', 'product', 'home', false],
  ] as const)('%s (hint %s) is %s, trailing slash %s', (path, hint, kind: PageKind, slash) => {
    expect(classify(path, hint)).toBe(kind);
    expect(takesTrailingSlash(kind)).toBe(slash);
  });
});
