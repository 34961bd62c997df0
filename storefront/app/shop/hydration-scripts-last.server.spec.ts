import { describe, expect, it } from '@jest/globals';
import { HydrationScriptsLast } from './hydration-scripts-last.server';

const amended = (scriptsLast: HydrationScriptsLast, html: string) => scriptsLast.amend(Buffer.from(html)).toString('utf8');

describe('HydrationScriptsLast', () => {
  it('lowers every module preload of the head, leaving each tag otherwise as React wrote it', () => {
    const head =
      '<!DOCTYPE html><html lang="sk-SK"><head><meta charSet="utf-8"/>' +
      '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/messages-sk-SK-x.js"/>' +
      '<link rel="stylesheet" href="/assets/framework.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-y.js" nonce="n0nce=="/>' +
      '<link rel="modulepreload" href="/assets/framework-z.js" nonce="n0nce=="/></head><body><h1>Konvektomaty</h1>';
    expect(amended(new HydrationScriptsLast(), head)).toBe(
      '<!DOCTYPE html><html lang="sk-SK"><head><meta charSet="utf-8"/>' +
        '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/messages-sk-SK-x.js"/>' +
        '<link rel="stylesheet" href="/assets/framework.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-y.js" nonce="n0nce=="/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-z.js" nonce="n0nce=="/></head><body><h1>Konvektomaty</h1>',
    );
  });

  it('reads only the head: a preload in the body, or in any chunk after the head, is handed on unchanged', () => {
    const scriptsLast = new HydrationScriptsLast();
    const shell = '<head><link rel="modulepreload" href="/a.js"/></head><body><link rel="modulepreload" href="/b.js"/>';
    expect(amended(scriptsLast, shell)).toBe('<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head><body><link rel="modulepreload" href="/b.js"/>');
    const late = Buffer.from('<div hidden id="S:0"><link rel="modulepreload" href="/c.js"/></div>');
    expect(scriptsLast.amend(late)).toBe(late);
  });

  it('follows a head that spans chunks until it ends', () => {
    const scriptsLast = new HydrationScriptsLast();
    expect(amended(scriptsLast, '<html><head><link rel="modulepreload" href="/a.js"/>')).toBe('<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
    expect(amended(scriptsLast, '<link rel="modulepreload" href="/b.js"/></head><body>')).toBe('<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>');
    expect(amended(scriptsLast, '<link rel="modulepreload" href="/c.js"/>')).toBe('<link rel="modulepreload" href="/c.js"/>');
  });

  it('hands on a head without module preloads as the same bytes, and text that only mentions one is not a tag', () => {
    const scriptsLast = new HydrationScriptsLast();
    const head = Buffer.from('<head><title>&lt;link rel=&quot;modulepreload&quot;</title></head>');
    expect(scriptsLast.amend(head)).toBe(head);
  });
});
