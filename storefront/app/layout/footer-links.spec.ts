import { describe, expect, it } from '@jest/globals';
import { resolveFooterLink, type FooterLinkLookups } from './footer-links';

const lookups: FooterLinkLookups = {
  translate: (key) => ({ 'order-tracking': 'Order tracking', jobs: 'Jobs' })[key],
  route: (key) => ({ 'my-account': '/my-account', 'my-orders': 'https://orders.example.com/' })[key],
};

describe('resolveFooterLink (spec 1 §2: a link needs both a name and a target)', () => {
  it('renders a link with its own name and url', () => {
    expect(resolveFooterLink({ name: 'Payment', url: '/payment/' }, lookups)).toEqual({ label: 'Payment', href: '/payment/' });
  });
  it('takes the name from a translation key and the target from a route key', () => {
    expect(resolveFooterLink({ translationKey: 'order-tracking', routeKey: 'my-orders' }, lookups)).toEqual({
      label: 'Order tracking',
      href: 'https://orders.example.com/',
    });
  });
  it('prefers the own name and url over the keys', () => {
    expect(resolveFooterLink({ name: 'Jobs at ProEquip', translationKey: 'jobs', url: '/jobs/', routeKey: 'my-account' }, lookups)?.label).toBe('Jobs at ProEquip');
    expect(resolveFooterLink({ name: 'Jobs at ProEquip', translationKey: 'jobs', url: '/jobs/', routeKey: 'my-account' }, lookups)?.href).toBe('/jobs/');
  });
  it('keeps the tag (inspirations are tagged Blog)', () => {
    expect(resolveFooterLink({ name: 'Inspirations', url: '/inspirations/', tag: 'Blog' }, lookups)?.tag).toBe('Blog');
  });
  it('renders nothing without a name', () => {
    expect(resolveFooterLink({ url: '/payment/' }, lookups)).toBeUndefined();
    expect(resolveFooterLink({ name: '  ', url: '/payment/' }, lookups)).toBeUndefined();
    expect(resolveFooterLink({ translationKey: 'unknown-key', url: '/payment/' }, lookups)).toBeUndefined();
  });
  it('renders nothing without a target', () => {
    expect(resolveFooterLink({ name: 'Payment' }, lookups)).toBeUndefined();
    expect(resolveFooterLink({ translationKey: 'jobs', routeKey: 'careers' }, lookups)).toBeUndefined();
    expect(resolveFooterLink({ name: 'Payment', url: '' }, lookups)).toBeUndefined();
  });
});
