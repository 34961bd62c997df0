import { describe, expect, it } from '@jest/globals';
import { sanitizeCmsHtml } from './html-policy.server';

describe('sanitizeCmsHtml (the CMS HTML allow-list)', () => {
  it('keeps benign rich text as written: formatting, headings, lists, links, images, tables', () => {
    const benign = [
      '<h2>Delivery</h2>',
      '<p>We ship <strong>every</strong> working day, <em>free</em> from 100 €.<br />Questions? <a href="mailto:care@example.com">Write to us</a> or <a href="tel:+421212345678">call</a>.</p>',
      '<ul><li>Pallets</li><li>Parcels</li></ul>',
      '<ol start="2"><li>Second</li></ol>',
      '<p><a href="/faq/" title="Help">FAQ</a> and <a href="https://www.example.org/terms">terms</a></p>',
      '<table><caption>Fees</caption><thead><tr><th scope="col">Zone</th><th>Fee</th></tr></thead><tbody><tr><td colspan="2">Free</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeCmsHtml(benign)).toBe(benign);
  });

  it('gives images only their safe attributes, loading lazily', () => {
    expect(sanitizeCmsHtml('<img src="https://cdn.example.com/a.jpg" alt="Drill" width="640" height="480" class="x" style="border:0">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="Drill" width="640" height="480" loading="lazy" decoding="async" />',
    );
    expect(sanitizeCmsHtml('<img src="/images/a.png">')).toBe('<img src="/images/a.png" alt="" loading="lazy" decoding="async" />');
    expect(sanitizeCmsHtml('<img src="https://cdn.example.com/a.jpg" width="100%" height="9999999">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('removes a script and its text', () => {
    expect(sanitizeCmsHtml('<p>Hi</p><script>alert(document.cookie)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeCmsHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handlers, and an image whose source cannot load', () => {
    expect(sanitizeCmsHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeCmsHtml('<img src="https://cdn.example.com/a.jpg" onerror="alert(1)" onload="alert(2)">')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="" loading="lazy" decoding="async" />',
    );
    expect(sanitizeCmsHtml('<p onclick="alert(1)" onmouseover="alert(2)">Text</p>')).toBe('<p>Text</p>');
  });

  it('turns a javascript:, data: or other unsafe link into its plain text', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<span>Click</span>');
    expect(sanitizeCmsHtml('<a href="JaVaScRiPt&#58;alert(1)">Click</a>')).toBe('<span>Click</span>');
    expect(sanitizeCmsHtml('<a href=" javascript:alert(1)">Click</a>')).toBe('<span>Click</span>');
    expect(sanitizeCmsHtml('<a href="data:text/html,<script>alert(1)</script>">Click</a>')).toBe('<span>Click</span>');
    expect(sanitizeCmsHtml('<a href="//evil.example/">Click</a>')).toBe('<span>Click</span>');
    expect(sanitizeCmsHtml('<a href="vbscript:msgbox(1)">Click</a>')).toBe('<span>Click</span>');
  });

  it('leaves the markup around a dropped image or link whole', () => {
    expect(sanitizeCmsHtml('<p>a</p><img src=x onerror=alert(1)><h2>b</h2><ul><li><a href="javascript:x">c</a></li></ul><p>d</p>')).toBe(
      '<p>a</p><h2>b</h2><ul><li><span>c</span></li></ul><p>d</p>',
    );
    expect(sanitizeCmsHtml('<div><p>x<img src="http://a.example/i.png">y</p><h3>z</h3></div>')).toBe('<div><p>xy</p><h3>z</h3></div>');
  });

  it('drops images from http, data: or javascript: sources', () => {
    expect(sanitizeCmsHtml('<img src="http://cdn.example.com/a.jpg">')).toBe('');
    expect(sanitizeCmsHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeCmsHtml('<img src="javascript:alert(1)">')).toBe('');
  });

  it('removes style elements and attributes', () => {
    expect(sanitizeCmsHtml('<style>body{display:none}</style><p style="position:fixed;inset:0">Text</p>')).toBe('<p>Text</p>');
  });

  it('removes iframes, objects, embeds and forms, with what they hold', () => {
    expect(sanitizeCmsHtml('<iframe src="https://evil.example/"><p>inner</p></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeCmsHtml('<object data="x.swf"><embed src="x.swf"></object><form action="https://evil.example/"><input name="card"><button>Pay</button></form>')).toBe('Pay');
  });

  it('removes svg with its onload and scripts', () => {
    expect(sanitizeCmsHtml('<svg onload="alert(1)"><script>alert(2)</script><text>hi</text></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeCmsHtml('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>')).toBe('');
  });

  it('keeps no target, rel, class, id or other attribute the CMS wrote', () => {
    expect(sanitizeCmsHtml('<a href="https://www.example.org/" target="_top" rel="opener" class="btn" id="x" data-x="1">Go</a>')).toBe(
      '<a href="https://www.example.org/">Go</a>',
    );
  });

  it('applies spec 1 §2’s external-link rule: the shop’s own domain and “inspiration” open in a new tab with nofollow', () => {
    expect(sanitizeCmsHtml('<a href="https://careers.proequip.com/jobs">Jobs</a>')).toBe(
      '<a href="https://careers.proequip.com/jobs" target="_blank" rel="nofollow noopener noreferrer">Jobs</a>',
    );
    expect(sanitizeCmsHtml('<a href="/inspirations/">Ideas</a>')).toBe('<a href="/inspirations/" target="_blank" rel="nofollow noopener noreferrer">Ideas</a>');
    expect(sanitizeCmsHtml('<a href="/volume-discount/">Discounts</a>')).toBe('<a href="/volume-discount/">Discounts</a>');
  });

  it('makes an h1 an h2 (the page has its own h1) and escapes text that looks like markup', () => {
    expect(sanitizeCmsHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeCmsHtml('<p>1 &lt; 2 &amp;&amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "x"</p>');
  });

  it('survives broken markup without leaking tags', () => {
    expect(sanitizeCmsHtml('<p>open <b>bold <img src=x onerror=alert(1)//')).toBe('<p>open <b>bold </b></p>');
    expect(sanitizeCmsHtml('<<script>alert(1)//<</script>p>x')).not.toMatch(/<script|onerror|alert\(1\)<\/script/i);
    expect(sanitizeCmsHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toMatch(/onerror|<img/);
  });
});
