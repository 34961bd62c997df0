import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import { categoryTree, orderHint } from './categories.js';
import { TEST_VOCABULARY } from './test-vocabulary.fixture.js';
import type { CategoryNode } from './vocabulary/vocabulary-types.js';

const tree = categoryTree(TEST_VOCABULARY.departments);
const byKey = new Map(tree.drafts.map((d) => [d.key, d]));

describe('category tree', () => {
  it('lists parents before children, departments without a parent', () => {
    expect(tree.drafts.map((d) => d.key)).toEqual([
      'fixture', 'fixture-power-tools', 'fixture-power-tools-drills', 'fixture-power-tools-saws',
      'fixture-supplies', 'fixture-supplies-abrasives',
    ]);
    expect(byKey.get('fixture')?.parent).toBeUndefined();
    expect(byKey.get('fixture-power-tools-saws')?.parent).toEqual({ typeId: 'category', key: 'fixture-power-tools' });
  });

  it('orders siblings by orderHint in vocabulary order', () => {
    expect(byKey.get('fixture-power-tools')?.orderHint).toBe('0.0001');
    expect(byKey.get('fixture-supplies')?.orderHint).toBe('0.0002');
    expect(orderHint(9) < orderHint(10)).toBe(true);
  });

  it('names and slugs every category in all 21 languages, slugs unique per language', () => {
    for (const language of LANGUAGE_CODES) {
      const slugs = tree.drafts.map((d) => d.slug[language]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const draft of tree.drafts) expect(draft.name[language]).toBeTruthy();
    }
    expect(byKey.get('fixture-power-tools-drills')?.slug.bg).toBe('bormashini');
    expect(byKey.get('fixture-power-tools-drills')?.slug.el).toBe('drapana');
  });

  it('disambiguates a repeated name with the parent’s slug, deterministically', () => {
    // 'Drills' is both a level-2 and a level-3 name in English.
    expect(byKey.get('fixture-power-tools')?.slug.en).toBe('drills');
    expect(byKey.get('fixture-power-tools-drills')?.slug.en).toBe('drills-drills');
    const twin: CategoryNode = { key: 'twin', name: TEST_VOCABULARY.departments[0]?.name ?? ({} as never) };
    const again = categoryTree([...TEST_VOCABULARY.departments, { ...twin, key: 'twin-a' }, { ...twin, key: 'twin-b' }]);
    expect(again.drafts.filter((d) => d.key?.startsWith('twin')).map((d) => d.slug.en)).toEqual(['workshop-tools-2', 'workshop-tools-3']);
  });

  it('marks which categories have products', () => {
    expect(tree.drafts.every((d) => d.custom?.fields?.hasProducts?.de === 'true')).toBe(true);
    const empty = categoryTree([{ key: 'empty', name: TEST_VOCABULARY.templates.set }]);
    expect(empty.drafts[0]?.custom?.fields?.hasProducts?.sk).toBe('false');
  });

  it('hands the leaves with their kinds and paths to the product generator', () => {
    expect(tree.leaves.map((l) => [l.key, l.path, l.kinds.length])).toEqual([
      ['fixture-power-tools-drills', ['fixture', 'fixture-power-tools', 'fixture-power-tools-drills'], 2],
      ['fixture-power-tools-saws', ['fixture', 'fixture-power-tools', 'fixture-power-tools-saws'], 1],
      ['fixture-supplies-abrasives', ['fixture', 'fixture-supplies', 'fixture-supplies-abrasives'], 2],
    ]);
  });

  it('refuses a key used twice', () => {
    const department = TEST_VOCABULARY.departments[0];
    if (!department) throw new Error('fixture has no department');
    expect(() => categoryTree([department, department])).toThrow(/appears twice/);
  });
});
