import { describe, expect, it } from '@jest/globals';
import { EXTERNAL_LINK_WORDS, opensExternally } from './external-link.js';

const DOMAINS = ['proequip', 'support.example-help.com'];

describe('external links (spec 1 §2)', () => {
  it('names the inspiration word', () => {
    expect(EXTERNAL_LINK_WORDS).toEqual(['inspiration']);
  });

  it.each([
    'https://www.proequip.sk/about-us',
    'http://careers.proequip.com/',
    '//www.ProEquip.de/jobs',
    'https://user@proequip.sk:8443/x',
    'https://support.example-help.com/tickets',
    'HTTPS://SUPPORT.EXAMPLE-HELP.COM',
    '/inspirations/',
    '/blog/Inspiration-for-kitchens/',
    'https://blog.example.org/inspiration-week',
  ])('%j opens externally', (href) => {
    expect(opensExternally(href, DOMAINS)).toBe(true);
  });

  it.each([
    '/',
    '/drills/',
    '/proequip-drill-10000001',
    '/search?query=proequip',
    'https://www.facebook.com/proequip',
    'https://example.org/?ref=proequip',
    'mailto:care@example.org',
    '',
  ])('%j stays internal', (href) => {
    expect(opensExternally(href, DOMAINS)).toBe(false);
  });

  it('ignores empty domain entries', () => {
    expect(opensExternally('https://anything.example/', ['', '  '])).toBe(false);
  });
});
