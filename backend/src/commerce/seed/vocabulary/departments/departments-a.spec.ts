import { describe, it, expect } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import type { CategoryNode, Localized, ProductKind } from '../vocabulary-types.js';
import { CATERING } from './catering.js';
import { WORKSHOP } from './workshop.js';
import { MACHINERY } from './machinery.js';
import { AGRICULTURE } from './agriculture.js';
import { CLEANING } from './cleaning.js';

const DEPARTMENTS: readonly CategoryNode[] = [CATERING, WORKSHOP, MACHINERY, AGRICULTURE, CLEANING];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const GREEK = /[\u0370-\u03FF]/;
/** Terms that genuinely coincide with English in another language; a few per department at most. */
const MAX_IDENTICAL_TO_ENGLISH = 5;

const level2 = (dept: CategoryNode): readonly CategoryNode[] => dept.children ?? [];
const leaves = (dept: CategoryNode): readonly CategoryNode[] => level2(dept).flatMap((c) => c.children ?? []);
const kinds = (dept: CategoryNode): readonly ProductKind[] => leaves(dept).flatMap((l) => l.productKinds ?? []);
const categories = (dept: CategoryNode): readonly CategoryNode[] => [dept, ...level2(dept), ...leaves(dept)];

/** Every Localized text of a department with a readable path. */
function texts(dept: CategoryNode): { path: string; text: Localized }[] {
  return [
    ...categories(dept).map((c) => ({ path: c.key, text: c.name })),
    ...kinds(dept).flatMap((k) => [
      { path: k.key, text: k.name },
      { path: `${k.key}.spec.label`, text: k.spec.label },
    ]),
  ];
}

describe.each(DEPARTMENTS.map((d) => [d.key, d] as const))('department %s', (key, dept) => {
  it('is a 3×2 tree with two product kinds per leaf', () => {
    expect(level2(dept)).toHaveLength(3);
    for (const child of level2(dept)) {
      expect(child.productKinds).toBeUndefined();
      expect(child.children).toHaveLength(2);
      for (const leaf of child.children ?? []) {
        expect(leaf.children ?? []).toHaveLength(0);
        expect(leaf.productKinds).toHaveLength(2);
      }
    }
    expect(dept.productKinds).toBeUndefined();
    expect(leaves(dept)).toHaveLength(6);
    expect(kinds(dept)).toHaveLength(12);
  });

  it('has kebab-case keys prefixed by the department key', () => {
    const keys = [...categories(dept).map((c) => c.key), ...kinds(dept).map((k) => k.key)];
    for (const k of keys) {
      expect(k).toMatch(KEBAB);
      expect(k === key || k.startsWith(`${key}-`)).toBe(true);
    }
    for (const child of level2(dept)) {
      for (const leaf of child.children ?? []) expect(leaf.key.startsWith(`${child.key}-`)).toBe(true);
    }
  });

  it('has every name and spec label in all 21 languages, non-empty and trimmed', () => {
    expect(LANGUAGE_CODES).toHaveLength(21);
    for (const { path, text } of texts(dept)) {
      expect({ path, languages: Object.keys(text).sort() }).toEqual({ path, languages: [...LANGUAGE_CODES].sort() });
      for (const lang of LANGUAGE_CODES) {
        const value = text[lang];
        expect({ path, lang, ok: typeof value === 'string' && value.length > 0 && value === value.trim() })
          .toEqual({ path, lang, ok: true });
      }
    }
  });

  it('is translated rather than copied from English', () => {
    const identical = texts(dept).flatMap(({ path, text }) =>
      LANGUAGE_CODES.filter((lang) => lang !== 'en' && text[lang] === text.en).map((lang) => `${path}:${lang}`));
    expect(identical.length).toBeLessThanOrEqual(MAX_IDENTICAL_TO_ENGLISH);
  });

  it('writes Bulgarian in Cyrillic and Greek in Greek letters', () => {
    for (const { path, text } of texts(dept)) {
      expect({ path, bg: CYRILLIC.test(text.bg), el: GREEK.test(text.el) }).toEqual({ path, bg: true, el: true });
      expect({ path, en: CYRILLIC.test(text.en) || GREEK.test(text.en) }).toEqual({ path, en: false });
    }
  });

  it('has sensible prices, specs and freight flags', () => {
    for (const k of kinds(dept)) {
      expect(Number.isInteger(k.basePriceEurCents)).toBe(true);
      expect(k.basePriceEurCents).toBeGreaterThan(0);
      expect(typeof k.freight).toBe('boolean');
      expect(k.spec.unit.length).toBeGreaterThan(0);
      expect(k.spec.values.length).toBeGreaterThanOrEqual(3);
      expect(k.spec.values.length).toBeLessThanOrEqual(5);
      for (const v of k.spec.values) expect(v).toBeGreaterThan(0);
      expect([...k.spec.values].sort((a, b) => a - b)).toEqual([...k.spec.values]);
      expect(new Set(k.spec.values).size).toBe(k.spec.values.length);
      if (k.volumeDiscountGroup !== undefined) expect(k.volumeDiscountGroup).toBe('consumables');
    }
    const freight = kinds(dept).filter((k) => k.freight).length;
    expect(freight).toBeGreaterThanOrEqual(1);
    expect(freight).toBeLessThanOrEqual(6);
  });

  it('gives its product kinds distinct names in each language', () => {
    for (const lang of LANGUAGE_CODES) {
      const kindNames = kinds(dept).map((k) => k.name[lang]);
      expect({ lang, distinct: new Set(kindNames).size }).toEqual({ lang, distinct: kindNames.length });
    }
  });
});

describe('departments A together', () => {
  it('have globally unique category and kind keys', () => {
    const keys = DEPARTMENTS.flatMap((d) => [...categories(d).map((c) => c.key), ...kinds(d).map((k) => k.key)]);
    expect(keys).toHaveLength(5 * (10 + 12));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ship roughly a quarter of the kinds as freight and mark consumables', () => {
    const all = DEPARTMENTS.flatMap((d) => kinds(d));
    const freight = all.filter((k) => k.freight).length;
    expect(freight / all.length).toBeGreaterThanOrEqual(0.15);
    expect(freight / all.length).toBeLessThanOrEqual(0.35);
    expect(all.some((k) => k.volumeDiscountGroup === 'consumables')).toBe(true);
  });
});
