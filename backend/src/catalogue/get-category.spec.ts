import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { CategoryDraft } from '@commercetools/platform-sdk';
import { createTestApp } from '../../test/test-app.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { callOn, demoSeed } from './catalogue-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

interface CategoryBody { id: string; key: string; parent?: { id: string }; ancestors: { id: string; obj?: { key: string } }[] }

const keysOf = (body: { categories: { results: CategoryBody[] } }): string[] => body.categories.results.map((c) => c.key);
const byOrderHint = (a: CategoryDraft, b: CategoryDraft): number => Number(a.orderHint) - Number(b.orderHint);

/** A third-level category: two ancestors, and siblings under its parent. */
const deep = (): { category: CategoryDraft; parent: CategoryDraft; siblings: CategoryDraft[] } => {
  const byKey = new Map(demoSeed().categories.map((c) => [c.key!, c]));
  const category = demoSeed().categories.find((c) => c.parent?.key && byKey.get(c.parent.key)?.parent && demoSeed().categories.filter((s) => s.parent?.key === c.parent?.key).length > 1)!;
  const parent = byKey.get(category.parent!.key!)!;
  const siblings = demoSeed().categories.filter((c) => c.parent?.key === parent.key);
  return { category, parent, siblings };
};
/** A sibling of the deep category, made empty in Slovak for this file: every demo category has products. */
const emptyInSk = (): CategoryDraft => deep().siblings.find((c) => c.key !== deep().category.key)!;

/** The demo seed, but emptyInSk's hasProducts is 'false' in sk (and stays 'true' in the other languages). */
function seedWithEmptyCategory(): SeedData {
  const seed = demoSeed();
  const emptyKey = emptyInSk().key;
  return {
    ...seed,
    categories: seed.categories.map((c) => c.key !== emptyKey ? c : {
      ...c, custom: { ...c.custom!, fields: { ...c.custom!.fields, hasProducts: { ...(c.custom!.fields!['hasProducts'] as Record<string, string>), sk: 'false' } } },
    }),
  };
}

describe('POST /api/ct/getCategory (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createTestApp(seedWithEmptyCategory());
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  const getCategory = (part: unknown, query?: string) => call('getCategory', [part], query);

  it("finds the category by its slug in the market's language, ancestors expanded from the root down", async () => {
    const { category, parent } = deep();
    const response = await getCategory({ slug: category.slug.sk }).expect(200);
    const results = response.body.categories.results as CategoryBody[];
    expect(results.map((c) => c.key)).toEqual([category.key]);
    expect(results[0]!.ancestors.map((a) => a.obj?.key)).toEqual([parent.parent!.key, parent.key]);
  });

  it('tries the slug in each accepted language, in order', async () => {
    const { category } = deep();
    const response = await getCategory({ slug: category.slug.de, acceptLanguage: ['fr-FR', 'de-DE'] }).expect(200);
    expect(response.body.categories.results.map((c: CategoryBody) => c.key)).toEqual([category.key]);
    // Not in the market's language (sk) without acceptLanguage, when the slugs differ.
    if (category.slug.de !== category.slug.sk) {
      expect((await getCategory({ slug: category.slug.de }).expect(200)).body).toEqual({ categories: { results: [] } });
    }
  });

  it('finds it by id and by key; fetchSiblings answers its parent children by orderHint', async () => {
    const { category, siblings } = deep();
    const byKey = await getCategory({ key: category.key }).expect(200);
    const id = byKey.body.categories.results[0].id as string;
    const byId = await getCategory({ id }).expect(200);
    expect(byId.body.categories.results.map((c: CategoryBody) => c.key)).toEqual([category.key]);
    const withSiblings = await getCategory({ id, fetchSiblings: true }).expect(200);
    const keys = withSiblings.body.categories.results.map((c: CategoryBody) => c.key) as string[];
    expect([...keys].sort()).toEqual(siblings.map((c) => c.key).sort());
    expect(keys).toContain(category.key);
  });

  it("named query 'main' is the default: the same answer with and without it", async () => {
    const { category } = deep();
    const named = await getCategory({ query: 'main', slug: category.slug.sk }).expect(200);
    expect(named.body).toEqual((await getCategory({ slug: category.slug.sk }).expect(200)).body);
    expect(keysOf(named.body)).toEqual([category.key]);
  });

  it("named query 'roots': the first-level categories by orderHint", async () => {
    const roots = demoSeed().categories.filter((c) => !c.parent).sort(byOrderHint);
    const response = await getCategory({ query: 'roots' }).expect(200);
    expect(keysOf(response.body)).toEqual(roots.map((c) => c.key));
  });

  it("named query 'children': the children of the category by orderHint", async () => {
    const { parent, siblings } = deep();
    const response = await getCategory({ query: 'children', slug: parent.slug.sk }).expect(200);
    expect(keysOf(response.body)).toEqual([...siblings].sort(byOrderHint).map((c) => c.key));
  });

  it("filter hasProducts keeps the categories whose hasProducts is 'true' in the call's language (or, false, the others)", async () => {
    const { parent, siblings } = deep();
    const children = [...siblings].sort(byOrderHint).map((c) => c.key);
    const filledInSk = children.filter((key) => key !== emptyInSk().key);
    const withProducts = await getCategory({ query: 'children', key: parent.key, filter: { hasProducts: true } }).expect(200);
    expect(keysOf(withProducts.body)).toEqual(filledInSk);
    const without = await getCategory({ query: 'children', key: parent.key, filter: { hasProducts: false } }).expect(200);
    expect(keysOf(without.body)).toEqual([emptyInSk().key]);
    expect(keysOf((await getCategory({ key: emptyInSk().key, filter: { hasProducts: true } }).expect(200)).body)).toEqual([]);
    expect(keysOf((await getCategory({ key: emptyInSk().key, filter: {} }).expect(200)).body)).toEqual([emptyInSk().key]);
    // The language is the call's: the category has products in German, so a DE call keeps it.
    const de = await getCategory({ query: 'children', key: parent.key, filter: { hasProducts: true } }, '?host=de.localhost').expect(200);
    expect(keysOf(de.body)).toEqual(children);
    const roots = demoSeed().categories.filter((c) => !c.parent).sort(byOrderHint).map((c) => c.key);
    expect(keysOf((await getCategory({ query: 'roots', filter: { hasProducts: true } }).expect(200)).body)).toEqual(roots);
  });

  it('answers no categories for an unknown slug, id or key', async () => {
    for (const part of [{ slug: 'no-such-category' }, { id: 'no-such-id' }, { key: 'no-such-key', fetchSiblings: true }]) {
      expect((await getCategory(part).expect(200)).body).toEqual({ categories: { results: [] } });
    }
  });

  it.each([
    [{}, "payload[0] must have exactly one of slug, id, key for query 'main'; none was given"],
    [{ slug: 'a', key: 'b' }, "payload[0] must have exactly one of slug, id, key for query 'main'; got slug and key"],
    [{ slug: 5 }, 'payload[0].slug must be a string'],
    [{ slug: 'a', fetchSiblings: 'yes' }, 'payload[0].fetchSiblings must be a boolean value'],
    [{ slug: 'a', acceptLanguage: 'sk' }, 'payload[0].acceptLanguage must be an array'],
    [{ slug: 'a', acceptLanguage: ['slovak'] }, 'each value in payload[0].acceptLanguage must be a language such as sk or sk-SK'],
    [{ slug: 'a', filter: 'x' }, 'payload[0].filter must be an object'],
    [{ slug: 'a', filter: { hasProducts: 'true' } }, 'payload[0].filter.hasProducts must be a boolean value'],
    [{ slug: 'a', filter: { published: true } }, 'property payload[0].filter.published should not exist'],
    [{ query: 'everything', slug: 'a' }, 'payload[0].query must be one of the following values: main, children, roots'],
    [{ query: 'roots', slug: 'a' }, "payload[0].slug is not used by query 'roots'"],
    [{ query: 'children', key: 'a', fetchSiblings: true }, "payload[0].fetchSiblings is not used by query 'children'"],
    [{ query: 'children' }, "payload[0] must have exactly one of slug, id, key for query 'children'; none was given"],
  ])('answers 400 naming the field for %j', async (part, message) => {
    const response = await getCategory(part).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('getCategory', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
