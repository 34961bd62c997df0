import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, type LinkProps } from 'react-router';
import { ShopLink } from './shop-link';

/** Rendered at /de/gastro/konvektomaty/?page=2 inside a nested route, as a page's links are. */
function rendered(link: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/de/gastro/konvektomaty/?page=2']}>
      <Routes>
        <Route path="/de/*" element={link} />
      </Routes>
    </MemoryRouter>,
  );
}

const CASES: readonly [string, LinkProps][] = [
  ['a site path', { to: '/sk/gastro-vybavenie/' }],
  ['a path with a query and a fragment', { to: '/search?query=konvektomat&sort=price#results' }],
  ['a path with doubled slashes and dot segments', { to: '/a//b/./c/../d/' }],
  ['the home page', { to: '/' }],
  ['a relative path', { to: 'gastro/' }],
  ['the current route', { to: '.' }],
  ['a parent path, relative to the path', { to: '..', relative: 'path' }],
  ['a path object', { to: { pathname: '/p/oven', search: '?x=1', hash: '#reviews' } }],
  ['an absolute address', { to: 'https://careers.proequip.com/jobs' }],
  ['a protocol-relative address', { to: '//cdn.example.org/file.pdf' }],
  ['a link that is not discovered', { to: '/sk/kontakt/', discover: 'none' }],
  ['a link prefetched on intent', { to: '/sk/kontakt/', prefetch: 'intent' }],
  ['a link prefetched in view', { to: '/sk/kontakt/', prefetch: 'viewport' }],
  ['a link reloading the document', { to: '/', reloadDocument: true }],
  ['a link with navigation options', { to: '/sk/?page=3', replace: true, preventScrollReset: true, state: { from: 'x' }, viewTransition: true }],
  ['a link opening a new tab', { to: '/sk/manual.pdf', target: '_blank', rel: 'noopener' }],
  ['a path with an empty query', { to: '/sk/kontakt/?' }],
  ['a path with an empty fragment', { to: '/sk/kontakt#' }],
  ['a path with an empty query before a fragment', { to: '/sk/?#top' }],
  ['a path with a question mark in its fragment', { to: '/sk/#a?b' }],
  ['a path with a dot segment at its end', { to: '/sk/gastro/..' }],
  ['a path with a segment starting with a dot', { to: '/.well-known/security.txt' }],
  ['a path with a backslash', { to: '/sk\\kontakt' }],
  ['a path starting with a slash and a backslash', { to: '/\\cdn.example.org/file.pdf' }],
  ['a link with attributes', { to: '/sk/', className: 'category-chip', 'aria-label': 'Home', 'aria-current': 'page', title: 'Home', id: 'x' }],
];

describe('ShopLink on the server', () => {
  it.each(CASES)('renders %s exactly as React Router’s Link does', (_, props) => {
    const expected = rendered(
      <Link {...props} onClick={() => undefined}>
        Text <span>inside</span>
      </Link>,
    );
    expect(rendered(<ShopLink {...props} onClick={() => undefined}>Text <span>inside</span></ShopLink>)).toBe(expected);
  });

  it('renders the href the router resolves, marked for route discovery', () => {
    expect(rendered(<ShopLink to="/a//b/../c/">C</ShopLink>)).toBe('<a href="/a/c/" data-discover="true">C</a>');
    expect(rendered(<ShopLink to="gastro">G</ShopLink>)).toBe('<a href="/de/gastro/konvektomaty/gastro" data-discover="true">G</a>');
  });

  it('leaves the prefetch tags of prefetch="render" to Link', () => {
    const props: LinkProps = { to: '/sk/kontakt/', prefetch: 'render' };
    expect(rendered(<ShopLink {...props}>K</ShopLink>)).toBe(rendered(<Link {...props}>K</Link>));
  });
});
