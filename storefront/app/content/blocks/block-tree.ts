import type { ContentBlock } from '../content-document';
import { isBlockType, TITLE_BLOCK_TYPES, type BlockType } from './block-types';

/**
 * Blocks that hold blocks: a grid's cells (`blocks`) and a tab's panel (`tabs[i].blocks`). Every
 * block has a path, its indexes from the top ("3", "3.1", "5.0.2"), by which the loader hands the
 * renderer what it fetched for it (products).
 */
export interface ChildList {
  /** The index path of this list under its block: [] for a grid's cells, [i] for tab i. */
  readonly at: readonly number[];
  readonly blocks: readonly ContentBlock[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlock = (value: unknown): value is ContentBlock => isRecord(value) && typeof value['type'] === 'string';
const blocksOf = (value: unknown): ContentBlock[] => (Array.isArray(value) ? value.filter(isBlock) : []);

export function childLists(block: ContentBlock): ChildList[] {
  if (block.type === 'grid') return [{ at: [], blocks: blocksOf(block['blocks']) }];
  if (block.type === 'tabs' && Array.isArray(block['tabs'])) {
    return block['tabs'].map((tab, index) => ({ at: [index], blocks: isRecord(tab) ? blocksOf(tab['blocks']) : [] }));
  }
  return [];
}

/** A group of a product-groups-slider: its products are looked up under `{path}.g{index}`. */
export const groupPath = (path: string, group: number): string => `${path}.g${group}`;

export const blockPath = (parent: string | undefined, ...indexes: readonly number[]): string =>
  [...(parent === undefined ? [] : [parent]), ...indexes.map(String)].join('.');

/** Every block with its path, parents before children. */
export function walkBlocks(blocks: readonly ContentBlock[], visit: (block: ContentBlock, path: string) => void, parent?: string): void {
  blocks.forEach((block, index) => {
    const path = blockPath(parent, index);
    visit(block, path);
    for (const child of childLists(block)) walkBlocks(child.blocks, visit, blockPath(path, ...child.at));
  });
}

export class UnknownBlockTypeError extends Error {
  override name = 'UnknownBlockTypeError';
  constructor(readonly type: string) {
    super(`Unknown CMS block type "${type}": no component renders it (app/content/blocks/registry.tsx)`);
  }
}

export interface CheckOptions {
  /** Development: an unknown type throws (spec 1 §2: module-not-found); production skips it. */
  readonly dev: boolean;
  readonly log: (message: string) => void;
}

/**
 * The blocks the storefront can render. An unknown type fails loudly in development and is
 * skipped with a log line in production, so one bad block never takes a page down.
 */
export function checkBlocks(blocks: readonly ContentBlock[], options: CheckOptions, where = 'content'): ContentBlock[] {
  const kept: ContentBlock[] = [];
  for (const block of blocks) {
    if (!isBlockType(block.type)) {
      if (options.dev) throw new UnknownBlockTypeError(block.type);
      options.log(`Skipped CMS block of unknown type ${JSON.stringify(block.type).slice(0, 80)} in ${where}`);
      continue;
    }
    kept.push(withCheckedChildren(block, options, where));
  }
  return kept;
}

function withCheckedChildren(block: ContentBlock, options: CheckOptions, where: string): ContentBlock {
  if (block.type === 'grid') return { ...block, blocks: checkBlocks(blocksOf(block['blocks']), options, where) };
  if (block.type === 'tabs' && Array.isArray(block['tabs'])) {
    const tabs = block['tabs'].filter(isRecord).map((tab) => ({ ...tab, blocks: checkBlocks(blocksOf(tab['blocks']), options, where) }));
    return { ...block, tabs };
  }
  return block;
}

/**
 * The blocks with `change` applied to each, nested ones included (a grid's cells, a tab's panel):
 * a container is changed first, then its children, which keep their places.
 */
export function mapBlockTree(blocks: readonly ContentBlock[], change: (block: ContentBlock) => ContentBlock): ContentBlock[] {
  return blocks.map((original) => {
    const block = change(original);
    if (block.type === 'grid' && Array.isArray(block['blocks'])) return { ...block, blocks: mapBlockTree(blocksOf(block['blocks']), change) };
    if (block.type === 'tabs' && Array.isArray(block['tabs'])) {
      const tabs = block['tabs'].map((tab) => (isRecord(tab) && Array.isArray(tab['blocks']) ? { ...tab, blocks: mapBlockTree(blocksOf(tab['blocks']), change) } : tab));
      return { ...block, tabs };
    }
    return block;
  });
}

/** The block types a document uses, nested ones included (its cache tags). */
export function blockTypesOf(blocks: readonly ContentBlock[]): BlockType[] {
  const types = new Set<BlockType>();
  walkBlocks(blocks, (block) => {
    if (isBlockType(block.type)) types.add(block.type);
  });
  return [...types];
}

/** The path of the block that is the page's h1: the first title block at the top level, if any. */
export function titleBlockPath(blocks: readonly ContentBlock[]): string | undefined {
  const index = blocks.findIndex((block) => (TITLE_BLOCK_TYPES as readonly string[]).includes(block.type));
  return index === -1 ? undefined : String(index);
}
