import { describe, expect, it } from '@jest/globals';
import { href, image, link, list, oneOf, text } from './props';

describe('CMS prop readers', () => {
  it('link only to shop paths, http(s), mailto and tel', () => {
    expect(href('/dispatch-information/')).toEqual({ kind: 'internal', to: '/dispatch-information/' });
    expect(href('/search?[refinementList][tags][0]=on-sale')).toEqual({ kind: 'internal', to: '/search?[refinementList][tags][0]=on-sale' });
    expect(href('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(href('mailto:care@example.com')).toEqual({ kind: 'external', href: 'mailto:care@example.com' });
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', 'ftp://x', ' ', 42, undefined]) {
      expect(href(bad)).toBeUndefined();
    }
  });

  it('a link needs both a label and a safe target', () => {
    expect(link({ label: 'Shop now', url: '/search' })).toEqual({ label: 'Shop now', href: { kind: 'internal', to: '/search' } });
    expect(link({ label: 'Shop now', url: 'javascript:void(0)' })).toBeUndefined();
    expect(link({ label: '', url: '/search' })).toBeUndefined();
    expect(link('nope')).toBeUndefined();
  });

  it('images carry a size (16:9 when the CMS gives none) and load only from the shop or https', () => {
    expect(image({ src: '/media/a.jpg', alt: 'Drill', width: 800, height: 600 })).toEqual({ src: '/media/a.jpg', alt: 'Drill', width: 800, height: 600 });
    expect(image('/media/a.jpg')).toEqual({ src: '/media/a.jpg', alt: '', width: 1200, height: 675 });
    expect(image({ src: 'https://cdn.example/a.jpg', width: -1, height: 5 })).toEqual({ src: 'https://cdn.example/a.jpg', alt: '', width: 1200, height: 675 });
    expect(image({ src: 'http://cdn.example/a.jpg' })).toBeUndefined();
    expect(image({ src: 'javascript:x' })).toBeUndefined();
  });

  it('read text, lists and choices defensively', () => {
    expect(text('  Hello ')).toBe('Hello');
    expect(text({ toString: () => 'x' })).toBeUndefined();
    expect(list(['a', 1, 'b'], text)).toEqual(['a', 'b']);
    expect(list('a', text)).toEqual([]);
    expect(oneOf('warning', ['info', 'warning'] as const, 'info')).toBe('warning');
    expect(oneOf('<script>', ['info', 'warning'] as const, 'info')).toBe('info');
  });
});
