import { describe, expect, it } from '@jest/globals';
import { hueFor, productImage, productImageSvg, wrapText } from './images.js';
import { xmlProblems } from './xml-check.fixture.js';

describe('product images', () => {
  const svg = productImageSvg('EX10000001', { name: 'Tischbohrmaschine Proline BD-16 750 W', hue: 200 });

  it('is a well-formed 800×800 SVG with the SKU and the name', () => {
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
    expect(svg).toContain('>EX10000001</text>');
    expect(svg).toContain('Tischbohrmaschine Proline');
  });

  it('escapes markup in names', () => {
    const tricky = productImageSvg('EX10000002', { name: 'Saw <b>&</b> "quoted" \'x\'', hue: 10 });
    expect(xmlProblems(tricky)).toEqual([]);
    expect(tricky).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(tricky).not.toContain('<b>');
  });

  it('the checker itself catches broken markup', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg>a & b</svg>')).not.toEqual([]);
    expect(xmlProblems('<svg/><svg/>')).not.toEqual([]);
  });

  it('is a pure function of its input, with any hue', () => {
    expect(productImageSvg('EX10000001', { name: 'Tischbohrmaschine Proline BD-16 750 W', hue: 200 })).toBe(svg);
    expect(productImageSvg('EX10000001', { name: 'x', hue: -30 })).toContain('hsl(330,');
    expect(productImageSvg('EX10000001', { name: 'x', hue: 200 })).not.toBe(productImageSvg('EX10000001', { name: 'x', hue: 20 }));
    for (const sku of ['EX10000001', 'EX10000002', 'EX10000003', 'EX10000004', 'EX10000005']) {
      expect(xmlProblems(productImageSvg(sku, { name: 'Ψυγείο πάγκου 120 l', hue: hueFor(sku) }))).toEqual([]);
    }
  });

  it('wraps names into at most two lines', () => {
    expect(wrapText('one two three', 30, 2)).toEqual(['one two three']);
    const lines = wrapText('Mașină de găurit cu coloană Proline BD-16 1100 W extra long name here', 20, 2);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('names the image by SKU with its size', () => {
    expect(productImage('EX10000001', 'Drill')).toEqual({ url: '/media/products/EX10000001.svg', dimensions: { w: 800, h: 800 }, label: 'Drill' });
    expect(hueFor('a')).toBeGreaterThanOrEqual(0);
    expect(hueFor('a')).toBeLessThan(360);
  });
});
