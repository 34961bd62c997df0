import { describe, it, expect } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import type { CategoryNode, Localized, ProductKind } from '../vocabulary-types.js';
import { OFFICE } from './office.js';
import { MEASUREMENT } from './measurement.js';
import { BEAUTY } from './beauty.js';
import { WELLNESS } from './wellness.js';
import { HOME_AND_GARDEN } from './home-and-garden.js';
import { BRANDS } from '../brands.js';
import { DESCRIPTION_TEMPLATES } from '../description-templates.js';

const DEPARTMENTS: readonly CategoryNode[] = [OFFICE, MEASUREMENT, BEAUTY, WELLNESS, HOME_AND_GARDEN];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;

const leavesOf = (department: CategoryNode): CategoryNode[] =>
  (department.children ?? []).flatMap((child) => [...(child.children ?? [])]);
const kindsOf = (department: CategoryNode): ProductKind[] =>
  leavesOf(department).flatMap((leaf) => [...(leaf.productKinds ?? [])]);
const categoriesOf = (department: CategoryNode): CategoryNode[] => [
  department,
  ...(department.children ?? []),
  ...leavesOf(department),
];

/** Every distinct localized text of the five departments (shared label constants count once). */
const allTexts = (): Localized[] => {
  const texts = new Set<Localized>();
  for (const department of DEPARTMENTS) {
    for (const category of categoriesOf(department)) texts.add(category.name);
    for (const kind of kindsOf(department)) {
      texts.add(kind.name);
      texts.add(kind.spec.label);
    }
  }
  return [...texts];
};

describe('departments (office, measurement, beauty, wellness, home and garden)', () => {
  it.each(DEPARTMENTS.map((department) => [department.key, department] as const))(
    '%s has 3 level-2 categories of 2 leaves each, 2 product kinds per leaf',
    (_key, department) => {
      expect(department.productKinds).toBeUndefined();
      expect(department.children).toHaveLength(3);
      for (const child of department.children ?? []) {
        expect(child.productKinds).toBeUndefined();
        expect(child.children).toHaveLength(2);
        for (const leaf of child.children ?? []) {
          expect(leaf.children).toBeUndefined();
          expect(leaf.productKinds).toHaveLength(2);
        }
      }
      expect(leavesOf(department)).toHaveLength(6);
      expect(kindsOf(department)).toHaveLength(12);
    },
  );

  it('exports the departments under the keys index.ts expects', () => {
    expect(DEPARTMENTS.map((department) => department.key)).toEqual([
      'office', 'measurement', 'beauty', 'wellness', 'home-and-garden',
    ]);
  });

  it('uses unique kebab-case keys prefixed by the department key', () => {
    const keys: string[] = [];
    for (const department of DEPARTMENTS) {
      const own = [
        ...categoriesOf(department).map((category) => category.key),
        ...kindsOf(department).map((kind) => kind.key),
      ];
      for (const key of own) {
        expect(key).toMatch(KEBAB);
        if (key !== department.key) expect(key.startsWith(`${department.key}-`)).toBe(true);
      }
      keys.push(...own);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(5 * (10 + 12));
  });

  it('names every category, kind and spec label in all 21 languages', () => {
    for (const text of allTexts()) {
      expect(Object.keys(text).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const language of LANGUAGE_CODES) {
        expect(typeof text[language]).toBe('string');
        expect(text[language].trim()).not.toBe('');
        expect(text[language]).toBe(text[language].trim());
      }
    }
  });

  it('writes Bulgarian in Cyrillic, Greek in Greek letters and the others in Latin script', () => {
    for (const text of allTexts()) {
      expect(text.bg).toMatch(CYRILLIC);
      expect(text.el).toMatch(GREEK);
      for (const language of LANGUAGE_CODES) {
        if (language === 'bg' || language === 'el') continue;
        expect(text[language]).not.toMatch(CYRILLIC);
        expect(text[language]).not.toMatch(GREEK);
      }
    }
  });

  it('translates: only a few texts are identical to the English one', () => {
    const texts = allTexts();
    const identical = texts.flatMap((text) =>
      LANGUAGE_CODES.filter((language) => language !== 'en' && text[language] === text.en).map(
        (language) => `${language}: ${text.en}`,
      ),
    );
    const total = texts.length * (LANGUAGE_CODES.length - 1);
    // Genuine loanwords only ("Laminator", "Diameter", "Digital multimeter"…).
    expect(identical.length).toBeLessThanOrEqual(12);
    expect(identical.length / total).toBeLessThan(0.01);
    for (const text of texts) {
      const same = LANGUAGE_CODES.filter((language) => language !== 'en' && text[language] === text.en);
      expect(same.length).toBeLessThanOrEqual(4);
    }
  });

  it('gives every kind a positive integer price, a spec with 3–5 distinct values and a valid group', () => {
    const kinds = DEPARTMENTS.flatMap(kindsOf);
    for (const kind of kinds) {
      expect(Number.isInteger(kind.basePriceEurCents)).toBe(true);
      expect(kind.basePriceEurCents).toBeGreaterThan(0);
      expect(typeof kind.freight).toBe('boolean');
      expect(kind.spec.unit.trim()).not.toBe('');
      expect(kind.spec.values.length).toBeGreaterThanOrEqual(3);
      expect(kind.spec.values.length).toBeLessThanOrEqual(5);
      expect(new Set(kind.spec.values).size).toBe(kind.spec.values.length);
      for (const value of kind.spec.values) expect(value).toBeGreaterThan(0);
      expect([...kind.spec.values]).toEqual([...kind.spec.values].sort((a, b) => a - b));
      if (kind.volumeDiscountGroup !== undefined) expect(kind.volumeDiscountGroup).toBe('consumables');
    }
    const freight = kinds.filter((kind) => kind.freight).length;
    expect(freight / kinds.length).toBeGreaterThanOrEqual(0.15);
    expect(freight / kinds.length).toBeLessThanOrEqual(0.35);
    expect(kinds.some((kind) => kind.volumeDiscountGroup === 'consumables')).toBe(true);
    // Consumables are cheap, freight goods are not.
    for (const kind of kinds) {
      if (kind.volumeDiscountGroup === 'consumables') expect(kind.freight).toBe(false);
    }
  });
});

describe('brands', () => {
  it('has 12 brands, 5 of them own brands, with unique kebab-case keys and names', () => {
    expect(BRANDS).toHaveLength(12);
    expect(BRANDS.filter((brand) => brand.own)).toHaveLength(5);
    expect(BRANDS.filter((brand) => !brand.own)).toHaveLength(7);
    for (const brand of BRANDS) {
      expect(brand.key).toMatch(KEBAB);
      expect(brand.name.trim()).not.toBe('');
    }
    expect(new Set(BRANDS.map((brand) => brand.key)).size).toBe(12);
    expect(new Set(BRANDS.map((brand) => brand.name)).size).toBe(12);
  });

  it('starts every brand name with a consonant (Hungarian "a {brand}" stays correct)', () => {
    for (const brand of BRANDS) expect(brand.name).toMatch(/^[B-DF-HJ-NP-TV-Z]/);
  });
});

describe('description templates', () => {
  const fields = ['short', 'long', 'bware', 'set', 'accessoryFor', 'extraGuarantee'] as const;

  it('covers all 21 languages in every field', () => {
    for (const field of fields) {
      const text = DESCRIPTION_TEMPLATES[field];
      expect(Object.keys(text).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const language of LANGUAGE_CODES) expect(text[language].trim()).not.toBe('');
    }
  });

  it('uses every placeholder in every long template, and only known placeholders', () => {
    for (const language of LANGUAGE_CODES) {
      const long = DESCRIPTION_TEMPLATES.long[language];
      for (const placeholder of ['{kind}', '{brand}', '{model}', '{spec}']) expect(long).toContain(placeholder);
      for (const template of [long, DESCRIPTION_TEMPLATES.short[language]]) {
        for (const match of template.matchAll(/\{(\w+)\}/g)) {
          expect(['kind', 'brand', 'model', 'spec']).toContain(match[1]);
        }
      }
    }
  });

  it('keeps {kind} where a nominative works: at the start, followed by brand and model', () => {
    for (const language of LANGUAGE_CODES) {
      expect(DESCRIPTION_TEMPLATES.short[language].startsWith('{kind} {brand} {model}')).toBe(true);
      expect(DESCRIPTION_TEMPLATES.long[language].startsWith('{kind} {brand} {model}')).toBe(true);
    }
  });

  it('writes one sentence for short and 3–4 sentences for long', () => {
    const sentences = (text: string): number => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
    for (const language of LANGUAGE_CODES) {
      expect(sentences(DESCRIPTION_TEMPLATES.short[language])).toBe(1);
      expect(sentences(DESCRIPTION_TEMPLATES.long[language])).toBeGreaterThanOrEqual(3);
      expect(sentences(DESCRIPTION_TEMPLATES.long[language])).toBeLessThanOrEqual(4);
    }
  });

  it('translates the long template and writes bg and el in their own scripts', () => {
    for (const language of LANGUAGE_CODES) {
      if (language !== 'en') expect(DESCRIPTION_TEMPLATES.long[language]).not.toBe(DESCRIPTION_TEMPLATES.long.en);
    }
    for (const field of fields) {
      expect(DESCRIPTION_TEMPLATES[field].bg).toMatch(CYRILLIC);
      expect(DESCRIPTION_TEMPLATES[field].el).toMatch(GREEK);
    }
    expect(DESCRIPTION_TEMPLATES.bware.en).toBe('B-stock');
    expect(DESCRIPTION_TEMPLATES.set.en).toBe('Set');
    expect(DESCRIPTION_TEMPLATES.accessoryFor.en).toBe('Accessory for');
    expect(DESCRIPTION_TEMPLATES.extraGuarantee.en).toBe('Extra guarantee');
  });
});
