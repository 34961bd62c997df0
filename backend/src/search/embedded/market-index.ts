import { create, insert, insertMultiple, remove, type Orama } from '@orama/orama';
import { CATEGORY_LEVELS } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { CATEGORY_PATH_SEPARATOR } from './category-paths.js';
import type { ProductRecord } from './product-record.js';
import { createTextTokenizer } from './text-tokenizer.js';
import { holdsWord, typoTolerantIndex, type TypoTolerantIndex } from './typo-tolerant-index.js';

/**
 * What Orama indexes of a record: the texts searched (name, brand, category names, SKU and
 * model), exact values filtered on (enums) and numbers filtered and sorted on. Facets are counted
 * from the records themselves (see facet-counts.ts).
 */
export const INDEX_SCHEMA = {
  name: 'string',
  brand: 'string',
  categoryNames: 'string',
  codes: 'string',
  brandValue: 'enum',
  tags: 'enum[]',
  lvl0: 'enum[]',
  lvl1: 'enum[]',
  lvl2: 'enum[]',
  lvl3: 'enum[]',
  lvl4: 'enum[]',
  price: 'number',
  averageRating: 'number',
  newest: 'number',
  nameRank: 'number',
} as const;

export type IndexDb = Orama<typeof INDEX_SCHEMA>;

/** The properties full-text search looks in, and how much a match in each counts. */
export const SEARCHABLE_PROPERTIES = ['name', 'brand', 'categoryNames', 'codes'] as const;
export const PROPERTY_BOOST = { name: 3, brand: 2, categoryNames: 1, codes: 1 } as const;

/** Every category name on the record's paths, once. */
const categoryNames = (record: ProductRecord): string[] => [
  ...new Set(CATEGORY_LEVELS.flatMap((level) => record.categories[`lvl${level}`].map((path) => path.split(CATEGORY_PATH_SEPARATOR).at(-1) ?? ''))),
];

type IndexDocument = Parameters<typeof insert<IndexDb>>[1];

/** What Orama holds of a record; `nameRank` is its place in the name sorts. */
function documentOf(record: ProductRecord, nameRank: number): IndexDocument {
  return {
    id: record.objectID,
    name: record.name,
    brand: record.brand ?? '',
    categoryNames: categoryNames(record).join(' '),
    codes: [record.sku, record.model ?? ''].join(' '),
    ...(record.brand ? { brandValue: record.brand } : {}),
    tags: [...record.tags],
    ...Object.fromEntries(CATEGORY_LEVELS.map((level) => [`lvl${level}`, [...record.categories[`lvl${level}`]]])),
    price: record.price,
    ...(record.averageRating !== undefined ? { averageRating: record.averageRating } : {}),
    newest: Date.parse(record.createdAt),
    nameRank,
  } as IndexDocument;
}

/** The searchable index of one language-and-country, with the records its hits are made of. */
export class MarketIndex {
  private constructor(
    readonly locale: LocaleCode,
    readonly db: IndexDb,
    /** Searches `db` with some words matched without typos (typo-tolerant-index.ts). */
    readonly typos: TypoTolerantIndex,
    private readonly byId: Map<string, ProductRecord>,
    private readonly nameRanks: ReadonlyMap<string, number>,
  ) {}

  get records(): ReadonlyMap<string, ProductRecord> {
    return this.byId;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Whether a searched property holds `word` (folded) as a whole word. */
  holdsWord(word: string): boolean {
    return holdsWord(this.db.data.index, SEARCHABLE_PROPERTIES, word);
  }

  static async build(locale: LocaleCode, records: readonly ProductRecord[]): Promise<MarketIndex> {
    const typos = typoTolerantIndex();
    const db = create({ schema: INDEX_SCHEMA, components: { tokenizer: createTextTokenizer(), index: typos.component } });
    // Name sorts follow the market language's alphabet (ch after h in Czech, å after z in Danish).
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const byName = [...records].sort((a, b) => collator.compare(a.name, b.name) || (a.objectID < b.objectID ? -1 : 1));
    const nameRanks = new Map(byName.map((record, rank) => [record.objectID, rank]));
    await insertMultiple(db, records.map((record) => documentOf(record, nameRanks.get(record.objectID) ?? 0)));
    return new MarketIndex(locale, db, typos, new Map(records.map((record) => [record.objectID, record])), nameRanks);
  }

  /**
   * Takes over the records of changed products (undefined: no longer listed), by objectID. A
   * change that keeps every name and the set of records (stock, price, rating) is made in place,
   * synchronously, so no search sees it half done; one that moves the name sorts builds a new index.
   */
  async update(changed: ReadonlyMap<string, ProductRecord | undefined>): Promise<MarketIndex> {
    const inPlace = [...changed].every(([id, record]) => {
      const previous = this.byId.get(id);
      return previous === undefined ? record === undefined : record !== undefined && record.name === previous.name;
    });
    if (!inPlace) {
      const records = new Map(this.byId);
      for (const [id, record] of changed) {
        if (record) records.set(id, record);
        else records.delete(id);
      }
      return MarketIndex.build(this.locale, [...records.values()]);
    }
    for (const [id, record] of changed) {
      if (!record || !this.byId.has(id)) continue;
      // Orama's remove and insert are synchronous with these components (no async hook).
      remove(this.db, id);
      insert(this.db, documentOf(record, this.nameRanks.get(id) ?? 0));
      this.byId.set(id, record);
    }
    return this;
  }
}
