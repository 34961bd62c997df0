import { describe, expect, it } from '@jest/globals';
import { DRAWINGS, type DrawingKey } from './drawings.js';
import { drawingFor, hueFor, productImage, productImageSvg } from './images.js';
import { xmlProblems } from './xml-check.fixture.js';

describe('product images', () => {
  const svg = productImageSvg({ drawing: 'bench-drill', hue: 200 });

  it('is a well-formed 800×800 SVG with the drawing named, and no text', () => {
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
    expect(svg).toContain('<g data-drawing="bench-drill">');
    expect(svg).not.toMatch(/<text|<title|<desc|aria-label/);
  });

  it('draws every drawing well-formed and each one differently', () => {
    const keys = Object.keys(DRAWINGS) as DrawingKey[];
    const drawn = keys.map((drawing) => productImageSvg({ drawing, hue: 120 }));
    for (const picture of drawn) expect(xmlProblems(picture)).toEqual([]);
    expect(new Set(drawn).size).toBe(keys.length);
  });

  it('is a pure function of its input, with any hue', () => {
    expect(productImageSvg({ drawing: 'bench-drill', hue: 200 })).toBe(svg);
    expect(productImageSvg({ drawing: 'box', hue: -30 })).toContain('hsl(330,');
    expect(productImageSvg({ drawing: 'box', hue: 200 })).not.toBe(productImageSvg({ drawing: 'box', hue: 20 }));
  });

  it('draws a family without a drawing of its own as a parcel', () => {
    expect(drawingFor('catering-combi-steamer')).toBe('combi-steamer');
    expect(drawingFor('no-such-family')).toBe('box');
    expect(drawingFor(undefined)).toBe('box');
  });

  it('names the image by SKU with its size', () => {
    expect(productImage('EX10000001', 'Drill')).toEqual({ url: '/media/products/EX10000001.svg', dimensions: { w: 800, h: 800 }, label: 'Drill' });
    expect(hueFor('a')).toBeGreaterThanOrEqual(0);
    expect(hueFor('a')).toBeLessThan(360);
  });
});
