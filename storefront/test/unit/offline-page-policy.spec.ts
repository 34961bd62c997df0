import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// public/offline.html carries its own policy in a <meta> (the service worker serves it from its
// cache, with no server to add a header): its inline script and style are allowed by hash, so an
// edit of either must update the hash, or the offline page loses its text and its look.

const html = readFileSync(new URL('../../public/offline.html', import.meta.url), 'utf8');
const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const inline = (tag: string): string[] => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

describe('the offline page policy', () => {
  it("allows the page's one inline script and one style sheet by their hashes, and nothing else", () => {
    const [script, ...otherScripts] = inline('script');
    const [style, ...otherStyles] = inline('style');
    expect(otherScripts).toEqual([]);
    expect(otherStyles).toEqual([]);
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      `script-src ${sha256(script!)}`,
      `style-src ${sha256(style!)}`,
      "img-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it('has no inline event handler attribute (a hash cannot allow one)', () => {
    expect(html.match(/\son[a-z]+=/g)).toBeNull();
  });
});
