import { describe, expect, it } from '@jest/globals';
import { compileSeoRedirections } from './seo-redirection-table.js';

const row = (sourceUrl: unknown, targetURL: unknown, redirectionCode: unknown = 301) => ({ sourceUrl, targetURL, redirectionCode });

describe('compileSeoRedirections: the registry as a lookup table', () => {
  it('follows a chain to its last target, keeping the first row’s code, so the shopper is redirected once', () => {
    const table = compileSeoRedirections([row('/a/', '/b/', 308), row('/b/', '/c/'), row('/c', 'https://blog.example/c')]);
    expect(table.lookup('/a')).toEqual({ sourceUrl: '/a', targetURL: 'https://blog.example/c', redirectionCode: 308 });
    expect(table.problems).toEqual([]);
  });

  it('leaves out loops, self-redirects, duplicates and malformed rows, saying why', () => {
    const table = compileSeoRedirections([
      row('/loop-a/', '/loop-b/'), row('/loop-b/', '/LOOP-A'),
      row('/self/', '/Self'),
      row('/twice/', '/one/'), row('/twice', '/two/'),
      row('no-slash', '/x/'), row('/bad-target/', 'ftp://x'), row('/bad-code/', '/x/', 302), null, 'text',
    ]);
    expect(table.lookup('/loop-a/')).toBeUndefined();
    expect(table.lookup('/self/')).toBeUndefined();
    expect(table.lookup('/twice/')?.targetURL).toBe('/one/');
    expect(table.size).toBe(1);
    expect(table.problems).toEqual([
      'row 2: /self redirects to itself',
      'row 4: /twice is registered twice, the first row wins',
      'row 5: sourceUrl is not a site path',
      'row 6: targetURL is not a site path or http(s) URL',
      'row 7: redirectionCode must be 301 or 308',
      'row 8: sourceUrl is not a site path',
      'row 9: sourceUrl is not a site path',
      '/loop-a is part of a redirect loop',
      '/loop-b is part of a redirect loop',
    ]);
  });

  it('matches percent-encoded and decoded forms of one path', () => {
    const table = compileSeoRedirections([row('/küche/', '/kuechentechnik/')]);
    expect(table.lookup('/k%C3%BCche')?.targetURL).toBe('/kuechentechnik/');
    expect(table.lookup('/KÜCHE/')?.targetURL).toBe('/kuechentechnik/');
  });
});
