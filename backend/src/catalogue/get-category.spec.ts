import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { CategoryDraft } from '@commercetools/platform-sdk';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';

interface CategoryBody { id: string; key: string; ancestors: { id: string; obj?: { key: string } }[] }

describe('POST /api/ct/getCategory (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  });
  afterAll(async () => app.close());

  const getCategory = (part: unknown, query?: string) => call('getCategory', [part], query);
  /** A third-level category: two ancestors, and siblings under its parent. */
  const deep = (): { category: CategoryDraft; parent: CategoryDraft; siblings: CategoryDraft[] } => {
    const byKey = new Map(demoSeed().categories.map((c) => [c.key!, c]));
    const category = demoSeed().categories.find((c) => c.parent?.key && byKey.get(c.parent.key)?.parent)!;
    const parent = byKey.get(category.parent!.key!)!;
    const siblings = demoSeed().categories.filter((c) => c.parent?.key === parent.key);
    return { category, parent, siblings };
  };

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

  it('answers no categories for an unknown slug, id or key', async () => {
    for (const part of [{ slug: 'no-such-category' }, { id: 'no-such-id' }, { key: 'no-such-key', fetchSiblings: true }]) {
      expect((await getCategory(part).expect(200)).body).toEqual({ categories: { results: [] } });
    }
  });

  it.each([
    [{}, 'payload[0] must have exactly one of slug, id, key; none was given'],
    [{ slug: 'a', key: 'b' }, 'payload[0] must have exactly one of slug, id, key; got slug and key'],
    [{ slug: 5 }, 'payload[0].slug must be a string'],
    [{ slug: 'a', fetchSiblings: 'yes' }, 'payload[0].fetchSiblings must be a boolean value'],
    [{ slug: 'a', acceptLanguage: 'sk' }, 'payload[0].acceptLanguage must be an array'],
    [{ slug: 'a', acceptLanguage: ['slovak'] }, 'each value in payload[0].acceptLanguage must be a language such as sk or sk-SK'],
    [{ slug: 'a', filter: 'x' }, 'property payload[0].filter should not exist'],
  ])('answers 400 naming the field for %j', async (part, message) => {
    const response = await getCategory(part).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 when the part is missing', async () => {
    expect((await call('getCategory', []).expect(400)).body.message).toBe('payload[0] is required');
  });
});
