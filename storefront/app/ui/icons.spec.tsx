import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BLOCK_ICON_NAMES, Icon } from '../content/blocks/parts/icon';
import * as icons from './icons';

// The sprite as the build ships it (under jest, its URL is the asset stub's).
const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = new Map([...sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, attributes, shapes]) => [/\bid="([^"]+)"/.exec(attributes!)?.[1], { attributes: attributes!, shapes: shapes! }]));

/** The symbol an icon's markup draws, after checking it is one decorative <svg> with one <use> of the sprite. */
function drawnSymbol(markup: string): string {
  const match = /^<svg\b([^>]*)><use href="([^"#]+)#([^"]+)"><\/use><\/svg>$/.exec(markup);
  expect(match).not.toBeNull();
  const [, attributes, file, id] = match!;
  expect(attributes).toContain('aria-hidden="true"');
  expect(attributes).toContain('focusable="false"');
  expect(file).toMatch(/\.svg$/);
  return id!;
}

type ShopIcon = ComponentType<{ size?: number; className?: string }>;
const components = Object.entries(icons)
  .filter(([name]) => name.endsWith('Icon') && name !== 'SpriteIcon')
  .map(([name, component]) => [name, component as ShopIcon] as const);

describe('the icon sprite', () => {
  it('holds a symbol for every icon of the shop and of CMS blocks, in the current colour and without fills of its own', () => {
    const ids = [...icons.ICON_NAMES, ...BLOCK_ICON_NAMES.map((name) => `cb-${name}`)];
    for (const id of ids) {
      const symbol = symbols.get(id);
      expect(symbol).toBeDefined();
      expect(symbol!.attributes).toContain('viewBox="0 0 24 24"');
      expect(symbol!.attributes).toContain('stroke="currentColor"');
      expect(symbol!.attributes).toContain('fill="none"');
      // A colour set inside a symbol would win over the page's: the icon must take its control's.
      expect(symbol!.shapes).not.toMatch(/\s(fill|stroke|style|color)=/);
      expect(symbol!.shapes).toMatch(/<(path|circle)\b/);
    }
    expect([...symbols.keys()].sort()).toEqual([...ids].sort());
  });

  it.each(components)('%s draws its own symbol of the sprite, decorative, at its size', (_, Component) => {
    const markup = renderToStaticMarkup(<Component size={20} />);
    expect(symbols.has(drawnSymbol(markup))).toBe(true);
    expect(markup).toContain('width="20" height="20"');
    expect(renderToStaticMarkup(<Component className="x" />)).toContain('class="x"');
  });

  it('gives every shop icon a symbol of its own', () => {
    const drawn = components.map(([, Component]) => drawnSymbol(renderToStaticMarkup(<Component />)));
    expect(new Set(drawn).size).toBe(components.length);
    expect([...drawn].sort()).toEqual([...icons.ICON_NAMES].sort());
  });

  it("draws a CMS block's icon by name, and a check mark for a name it does not know", () => {
    for (const name of BLOCK_ICON_NAMES) expect(drawnSymbol(renderToStaticMarkup(<Icon name={name} />))).toBe(`cb-${name}`);
    expect(drawnSymbol(renderToStaticMarkup(<Icon name="rocket" />))).toBe('cb-check');
    expect(drawnSymbol(renderToStaticMarkup(<Icon name={undefined} />))).toBe('cb-check');
    expect(renderToStaticMarkup(<Icon name="box" />)).toContain('class="cb-icon"');
  });
});
