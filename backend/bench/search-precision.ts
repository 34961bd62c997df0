// npm run bench:precision — how much of what the search answers a shopper's query is what the
// shopper asked for. Builds the embedded engine on the full demo catalogue, asks each language's
// real shop queries (precision-queries.ts, judged by hand) with the parameters the storefront
// sends, and prints per language: precision over every hit (what the listing's count and pages
// show), precision of the first page (12 hits, what is seen first), recall (the share of the
// market's products of the asked families that the query finds: what precision must not cost),
// and how many queries found what they ask for at all. With ALGOLIA_APP_ID and ALGOLIA_API_KEY set it asks Algolia the same
// (its indexes must hold the demo catalogue). Figures, not assertions: see the README.
// BENCH_PRECISION_DEBUG=1 lists, per query, the families of the hits that were not asked for.
import { searchIndexName, type LanguageCode } from '@shop/domain';
import { COUNTRY_SITES, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import { attributeOf } from '../src/catalogue/product-filters.js';
import { embeddedCommerce } from '../src/commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../src/commerce/seed/index.js';
import { algoliaConfigFromEnv } from '../src/search/algolia/algolia-config.js';
import { AlgoliaSearchEngine } from '../src/search/algolia/algolia-search-engine.js';
import { EmbeddedSearchEngine } from '../src/search/embedded/embedded-search-engine.js';
import { MarketIndexes } from '../src/search/embedded/market-indexes.js';
import { indexTarget } from '../src/search/index-name.js';
import { DEFAULT_TYPO_TOLERANCE, type SearchQuery } from '../src/search/request/search-query.js';
import type { SearchEngine } from '../src/search/search-engine.js';
import { PRECISION_QUERIES, type PrecisionQuery } from './precision-queries.js';

/** Every hit: Algolia's largest page. */
const ALL_HITS = 1000;
/** The storefront's first listing page. */
const FIRST_PAGE = 12;

/** The query as the storefront's search page sends it: the query alone, so the API's defaults apply; every hit on one page. */
const queryOf = (locale: LocaleCode, query: string): SearchQuery => ({
  index: indexTarget(searchIndexName(locale))!,
  params: {
    query, page: 0, hitsPerPage: ALL_HITS, facets: [], maxValuesPerFacet: 10, sortFacetValuesBy: 'count',
    attributesToRetrieve: ['objectID'], typoTolerance: DEFAULT_TYPO_TOLERANCE, clickAnalytics: false,
  },
  filter: undefined,
});

interface Row { queries: number; hits: number; relevant: number; firstPage: number; recall: number; found: number }
const newRow = (): Row => ({ queries: 0, hits: 0, relevant: 0, firstPage: 0, recall: 0, found: 0 });
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

async function measure(engineName: string, engine: SearchEngine, indexes: MarketIndexes, familyOf: ReadonlyMap<string, string>): Promise<void> {
  const rows = new Map<string, Row>();
  const total = newRow();
  for (const [language, queries] of Object.entries(PRECISION_QUERIES) as [LanguageCode, readonly PrecisionQuery[]][]) {
    // The language's first locale in the spec's order (sk-SK for sk, de-DE for de…).
    const locale = LOCALE_CODES.find((code) => LOCALES[code].language === language)!;
    const row = newRow();
    const listed = [...(await indexes.index(locale)).records.keys()];
    for (const { query, families } of queries) {
      const [result] = await engine.search([queryOf(locale, query)]);
      const hits = result!.hits.map((hit) => familyOf.get(hit.objectID) ?? '?');
      const wanted = (family: string) => families.includes(family);
      const relevant = hits.filter(wanted).length;
      const first = hits.slice(0, FIRST_PAGE);
      row.queries += 1;
      row.hits += hits.length;
      row.relevant += relevant;
      row.firstPage += first.length === 0 ? 0 : first.filter(wanted).length / first.length;
      row.found += relevant > 0 ? 1 : 0;
      const asked = new Set(listed.filter((sku) => families.includes(familyOf.get(sku) ?? '')));
      row.recall += asked.size === 0 ? 1 : result!.hits.filter((hit) => asked.has(hit.objectID)).length / asked.size;
      if (process.env['BENCH_PRECISION_DEBUG'] && relevant < hits.length) {
        const others = new Map<string, number>();
        for (const family of hits.filter((family) => !wanted(family))) others.set(family, (others.get(family) ?? 0) + 1);
        console.log(`${locale} "${query}": ${relevant} of ${hits.length} asked for; others: ${[...others].map(([family, count]) => `${family} ×${count}`).join(', ')}`);
      }
    }
    rows.set(`${language} (${locale})`, row);
    for (const key of Object.keys(total) as (keyof Row)[]) total[key] += row[key];
  }
  const line = (cells: string[]) => console.log(cells[0]!.padEnd(12) + cells.slice(1).map((cell) => cell.padStart(14)).join(''));
  console.log(`\n${engineName}: ${total.queries} shop queries in ${rows.size} languages, the storefront's parameters`);
  console.log('precision: share of all hits that are of a family the query asks for; first page: the same over the first 12 hits, mean over the queries;');
  console.log("recall: share of the market's products of the asked families found, mean over the queries; found: queries with at least one of them");
  line(['language', 'queries', 'hits', 'precision', 'first page', 'recall', 'found']);
  const cells = (label: string, row: Row) => [
    label.slice(0, 11), String(row.queries), String(row.hits), percent(row.relevant, row.hits), percent(row.firstPage, row.queries),
    percent(row.recall, row.queries), percent(row.found, row.queries),
  ];
  for (const [label, row] of rows) line(cells(label, row));
  line(cells('all', total));
}

// ---- Run --------------------------------------------------------------------------------------

const commerce = embeddedCommerce({ file: ':memory:', seed: generateSeed });
const familyOf = new Map<string, string>();
const site = COUNTRY_SITES['SK'];
for (const product of (await commerce.catalogue.allProducts({ limit: 100_000, offset: 0 }, { country: 'SK', currency: site.currency, storeKey: site.storeKey, languages: ['sk'] })).results) {
  const family = attributeOf(product.masterVariant, 'family');
  if (product.masterVariant.sku && typeof family === 'string') familyOf.set(product.masterVariant.sku, family);
}
const indexes = new MarketIndexes(commerce.catalogue);
await measure('embedded engine (Orama)', new EmbeddedSearchEngine(indexes), indexes, familyOf);

const algolia = algoliaConfigFromEnv(process.env);
if (algolia) {
  await measure(`Algolia (${algolia.host?.url ?? `${algolia.appId}-dsn.algolia.net`}; its indexes must hold the demo catalogue)`, new AlgoliaSearchEngine(algolia), indexes, familyOf);
} else {
  console.log('\nAlgolia: not measured. ALGOLIA_APP_ID and ALGOLIA_API_KEY are unset; set them, with indexes holding the demo catalogue, to run the same queries against Algolia.');
}
await indexes.close();
await commerce.close();
