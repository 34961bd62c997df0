import { describe, expect, it } from '@jest/globals';
import type { ContentBlock } from '../content-document';
import { blockTypesOf, checkBlocks, groupPath, mapBlockTree, UnknownBlockTypeError, walkBlocks } from './block-tree';

const hero: ContentBlock = { type: 'hero', heading: 'Welcome' };
const unknown: ContentBlock = { type: 'marquee', text: 'Sale!' };
const nested: ContentBlock[] = [
  hero,
  { type: 'grid', blocks: [{ type: 'heading', text: 'A' }, unknown, { type: 'product-listing', query: {} }] },
  { type: 'tabs', tabs: [{ label: 'One', blocks: [unknown] }, { label: 'Two', blocks: [{ type: 'rich-text', paragraphs: ['x'] }] }] },
];

describe('checkBlocks (spec 1 §2: an unknown block type raises module-not-found)', () => {
  it('fails loudly in development, naming the type', () => {
    const log: string[] = [];
    expect(() => checkBlocks([hero, unknown], { dev: true, log: (line) => log.push(line) })).toThrow(UnknownBlockTypeError);
    expect(() => checkBlocks([hero, unknown], { dev: true, log: () => undefined })).toThrow('Unknown CMS block type "marquee"');
    expect(() => checkBlocks(nested, { dev: true, log: () => undefined })).toThrow('"marquee"');
  });

  it('skips the block with a log line in production, nested ones too, and keeps the rest', () => {
    const log: string[] = [];
    const kept = checkBlocks(nested, { dev: false, log: (line) => log.push(line) }, 'pages/home-sk-SK');
    expect(kept.map((block) => block.type)).toEqual(['hero', 'grid', 'tabs']);
    expect((kept[1]!['blocks'] as ContentBlock[]).map((block) => block.type)).toEqual(['heading', 'product-listing']);
    const tabs = kept[2]!['tabs'] as { blocks: ContentBlock[] }[];
    expect(tabs.map((tab) => tab.blocks.map((block) => block.type))).toEqual([[], ['rich-text']]);
    expect(log).toEqual([
      'Skipped CMS block of unknown type "marquee" in pages/home-sk-SK',
      'Skipped CMS block of unknown type "marquee" in pages/home-sk-SK',
    ]);
  });

  it('passes known blocks through untouched', () => {
    const blocks: ContentBlock[] = [hero, { type: 'faq-section', items: [] }];
    expect(checkBlocks(blocks, { dev: true, log: () => undefined })).toEqual(blocks);
  });
});

describe('block paths', () => {
  it('walks parents before children with index paths', () => {
    const seen: string[] = [];
    walkBlocks(nested, (block, path) => seen.push(`${path}:${block.type}`));
    expect(seen).toEqual([
      '0:hero', '1:grid', '1.0:heading', '1.1:marquee', '1.2:product-listing', '2:tabs', '2.0.0:marquee', '2.1.0:rich-text',
    ]);
    expect(groupPath('4', 2)).toBe('4.g2');
  });

  it('lists the known block types of a document, nested included (its cache tags)', () => {
    expect(blockTypesOf(nested).sort()).toEqual(['grid', 'heading', 'hero', 'product-listing', 'rich-text', 'tabs']);
  });
});

describe('mapBlockTree', () => {
  it('changes every block, nested ones included, keeping their places and leaving the input as it was', () => {
    const before = JSON.stringify(nested);
    const marked = mapBlockTree(nested, (block) => ({ ...block, seen: true }));
    expect(marked).toEqual([
      { ...hero, seen: true },
      { type: 'grid', seen: true, blocks: [{ type: 'heading', text: 'A', seen: true }, { ...unknown, seen: true }, { type: 'product-listing', query: {}, seen: true }] },
      {
        type: 'tabs',
        seen: true,
        tabs: [{ label: 'One', blocks: [{ ...unknown, seen: true }] }, { label: 'Two', blocks: [{ type: 'rich-text', paragraphs: ['x'], seen: true }] }],
      },
    ]);
    expect(JSON.stringify(nested)).toBe(before);
  });
});
