// npm run bench:typos — how well search finds what a shopper mistypes. Builds the embedded engine
// on the full demo catalogue, takes real words of each language's product names, types each with
// the common typos (two letters swapped, one left out, one typed twice, a neighbouring key, the
// accents left out) and prints, per language and per typo, how much of what the correct word finds
// the typo still finds. With ALGOLIA_APP_ID and ALGOLIA_API_KEY set it asks Algolia the same
// questions (its indexes must hold the demo catalogue). Figures, not assertions: see the README.
// BENCH_TYPO_WORDS=n words per language (20); BENCH_TYPO_DEBUG=1 lists the typo queries whose
// first 5 hits are not the correct word's, and those that miss some of its products.
import { searchIndexName, type LanguageCode } from '@shop/domain';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import { embeddedCommerce } from '../src/commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../src/commerce/seed/index.js';
import { algoliaConfigFromEnv } from '../src/search/algolia/algolia-config.js';
import { AlgoliaSearchEngine } from '../src/search/algolia/algolia-search-engine.js';
import { EmbeddedSearchEngine } from '../src/search/embedded/embedded-search-engine.js';
import { MarketIndexes } from '../src/search/embedded/market-indexes.js';
import { indexTarget } from '../src/search/index-name.js';
import { DEFAULT_TYPO_TOLERANCE, type SearchQuery } from '../src/search/request/search-query.js';
import type { TypoTolerance } from '../src/search/request/search-request.dto.js';
import type { SearchEngine } from '../src/search/search-engine.js';
import { formatMs, percentile } from './percentiles.js';

const WORDS_PER_LANGUAGE = Number(process.env['BENCH_TYPO_WORDS'] ?? 20);
/** Algolia allows one typo from 4 letters: a word of 5 still has 4 when a letter is left out. */
const MIN_WORD_LETTERS = 5;
/** Every hit: Algolia's largest page. */
const ALL_HITS = 1000;
/** What the quick search shows. */
const QUICK_HITS = 5;

const PATTERNS = ['transposition', 'omission', 'insertion', 'substitution', 'diacritics'] as const;
type Pattern = (typeof PATTERNS)[number];

// ---- What the shopper types -------------------------------------------------------------------

/** Letters a keyboard has no key for, as typed instead; with NFD, what "without accents" means here. */
const BASE_LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th' };
const withoutAccents = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}+/gu, '').replace(/./gu, (letter) => BASE_LETTERS[letter] ?? letter);

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** A neighbouring key on a QWERTY keyboard; outside a–z the next letter of the same alphabet (α → β, д → е). */
function neighbour(letter: string): string {
  const base = withoutAccents(letter);
  for (const row of QWERTY_ROWS) {
    const at = row.indexOf(base);
    if (at >= 0) return row[at + 1] ?? row[at - 1]!;
  }
  const next = String.fromCodePoint(letter.codePointAt(0)! + 1);
  return /\p{L}/u.test(next) && next.toLowerCase() === next ? next : String.fromCodePoint(letter.codePointAt(0)! - 1);
}

/**
 * The typed variants of a word for one pattern, one per position. Reading chosen: never on the
 * first letter (shoppers rarely miss it, and Algolia counts a first-letter typo apart); an
 * insertion is a letter typed twice, a substitution a neighbouring key.
 */
function typed(word: string, pattern: Pattern): string[] {
  const letters = [...word];
  const at = (i: number, replace: (letter: string) => string[]) =>
    [...letters.slice(0, i), ...replace(letters[i]!), ...letters.slice(i + 1)].join('');
  const positions = letters.map((_, i) => i).slice(1);
  switch (pattern) {
    case 'transposition':
      return positions.slice(0, -1).filter((i) => letters[i] !== letters[i + 1])
        .map((i) => [...letters.slice(0, i), letters[i + 1]!, letters[i]!, ...letters.slice(i + 2)].join(''));
    case 'omission':
      return positions.map((i) => at(i, () => []));
    case 'insertion':
      return positions.map((i) => at(i, (letter) => [letter, letter]));
    case 'substitution':
      return positions.map((i) => at(i, (letter) => [neighbour(letter)]));
    case 'diacritics':
      return [withoutAccents(word)];
  }
}

// ---- The words and the questions ----------------------------------------------------------------

interface TypoCase {
  readonly word: string;
  readonly pattern: Pattern;
  readonly typo: string;
}

/**
 * Real words of a locale's product names, 5 letters or more, brands and model codes left out,
 * spread evenly over the alphabet; with every typo that is not itself a catalogue word (a typo
 * that makes another real word is another search, not a typo to tolerate).
 */
function typoCases(records: Iterable<{ name: string; brand?: string; model?: string; categories: Record<string, readonly string[]> }>, language: LanguageCode) {
  const lower = (text: string) => text.toLocaleLowerCase(language);
  const wordsOf = (text: string) => lower(text).match(/\p{L}+/gu) ?? [];
  const excluded = new Set<string>();
  const vocabulary = new Set<string>();
  const names = new Set<string>();
  for (const record of records) {
    for (const word of [...wordsOf(record.brand ?? ''), ...wordsOf(record.model ?? '')]) excluded.add(word);
    for (const word of wordsOf([record.name, record.brand ?? '', ...Object.values(record.categories).flat()].join(' '))) vocabulary.add(withoutAccents(word));
    for (const word of wordsOf(record.name)) names.add(word);
  }
  const candidates = [...names].filter((word) => [...word].length >= MIN_WORD_LETTERS && !excluded.has(word))
    .sort(new Intl.Collator(language).compare);
  const step = Math.max(1, candidates.length / WORDS_PER_LANGUAGE);
  const words = Array.from({ length: Math.min(WORDS_PER_LANGUAGE, candidates.length) }, (_, i) => candidates[Math.floor(i * step)]!);
  let skipped = 0;
  const cases: TypoCase[] = [];
  for (const word of words) {
    for (const pattern of PATTERNS) {
      for (const typo of new Set(typed(word, pattern))) {
        if (typo === word) continue;
        if (withoutAccents(typo) !== withoutAccents(word) && vocabulary.has(withoutAccents(typo))) skipped += 1;
        else cases.push({ word, pattern, typo });
      }
    }
  }
  return { words, cases, skipped };
}

const queryOf = (locale: LocaleCode, query: string, typoTolerance: TypoTolerance): SearchQuery => ({
  index: indexTarget(searchIndexName(locale))!,
  params: {
    query, page: 0, hitsPerPage: ALL_HITS, facets: [], maxValuesPerFacet: 10, sortFacetValuesBy: 'count',
    attributesToRetrieve: ['objectID'], typoTolerance, clickAnalytics: false,
  },
  filter: undefined,
});

/** The ids each query finds, in rank order, and how long each took (one at a time, as a shopper asks). */
async function ask(engine: SearchEngine, queries: readonly SearchQuery[], latencies: number[]): Promise<string[][]> {
  const found: string[][] = [];
  for (const query of queries) {
    const started = performance.now();
    const [result] = await engine.search([query]);
    latencies.push(performance.now() - started);
    found.push(result!.hits.map((hit) => hit.objectID));
  }
  return found;
}

// ---- Measuring --------------------------------------------------------------------------------

/** Share of `wanted` that `got` holds (1 when nothing is wanted). */
const share = (wanted: readonly string[], got: readonly string[]) => {
  if (wanted.length === 0) return 1;
  const held = new Set(got);
  return wanted.filter((id) => held.has(id)).length / wanted.length;
};

interface Tally { queries: number; recall: number; quick: number; precision: number; empty: number }
const newTally = (): Tally => ({ queries: 0, recall: 0, quick: 0, precision: 0, empty: 0 });
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

async function measure(engineName: string, engine: SearchEngine, indexes: MarketIndexes): Promise<void> {
  const languages = [...new Set(LOCALE_CODES.map((locale) => LOCALES[locale].language))];
  const table = new Map<string, Map<Pattern | 'all', Tally>>();
  const typoLatencies: number[] = [];
  const correctLatencies: number[] = [];
  let skippedTotal = 0;
  let wordsTotal = 0;
  for (const language of languages) {
    // The language's first locale in the spec's order (sk-SK for sk, de-DE for de…).
    const locale = LOCALE_CODES.find((code) => LOCALES[code].language === language)!;
    const { words, cases, skipped } = typoCases((await indexes.index(locale)).records.values(), language);
    skippedTotal += skipped;
    wordsTotal += words.length;
    const correct = new Map(words.map((word, i) => [word, i]));
    const wanted = await ask(engine, words.map((word) => queryOf(locale, word, false)), correctLatencies);
    const got = await ask(engine, cases.map((entry) => queryOf(locale, entry.typo, DEFAULT_TYPO_TOLERANCE)), typoLatencies);
    const row = new Map<Pattern | 'all', Tally>([...PATTERNS, 'all' as const].map((pattern) => [pattern, newTally()]));
    cases.forEach((entry, i) => {
      const all = wanted[correct.get(entry.word)!]!;
      const quick = share(all.slice(0, QUICK_HITS), got[i]!.slice(0, QUICK_HITS));
      const recall = share(all, got[i]!);
      if (process.env['BENCH_TYPO_DEBUG'] && quick < 1) console.log(`top ${QUICK_HITS} differ: ${locale} ${entry.pattern} ${entry.word} → ${entry.typo}: ${quick.toFixed(2)}`);
      if (process.env['BENCH_TYPO_DEBUG'] && recall < 1) console.log(`recall below 100 %: ${locale} ${entry.pattern} ${entry.word} → ${entry.typo}: ${recall.toFixed(2)}`);
      for (const tally of [row.get(entry.pattern)!, row.get('all')!]) {
        tally.queries += 1;
        tally.recall += recall;
        tally.quick += quick;
        tally.precision += share(got[i]!, all);
        tally.empty += got[i]!.length === 0 ? 1 : 0;
      }
    });
    table.set(`${language} (${locale})`, row);
  }

  const total = new Map<Pattern | 'all', Tally>([...PATTERNS, 'all' as const].map((pattern) => [pattern, newTally()]));
  for (const row of table.values()) {
    for (const [pattern, tally] of row) {
      const sum = total.get(pattern)!;
      sum.queries += tally.queries; sum.recall += tally.recall; sum.quick += tally.quick; sum.precision += tally.precision; sum.empty += tally.empty;
    }
  }
  const columns = [...PATTERNS, 'all' as const];
  const line = (label: string, cells: string[]) => console.log(label.padEnd(12) + cells.map((cell) => cell.padStart(15)).join(''));
  console.log(`\n${engineName}: ${wordsTotal} words in ${languages.length} languages, ${total.get('all')!.queries} typo queries (${skippedTotal} typos that are themselves catalogue words left out)`);
  console.log(`recall: share of the products the correct word finds (typoTolerance false) that the typo query finds (typoTolerance ${DEFAULT_TYPO_TOLERANCE}, the shop's default), mean over the queries`);
  line('language', columns);
  for (const [label, row] of table) line(label.slice(0, 11), columns.map((pattern) => percent(row.get(pattern)!.recall, row.get(pattern)!.queries)));
  line('all', columns.map((pattern) => percent(total.get(pattern)!.recall, total.get(pattern)!.queries)));
  line('queries', columns.map((pattern) => String(total.get(pattern)!.queries)));
  console.log(`top ${QUICK_HITS} (quick search): share of the correct word's first ${QUICK_HITS} hits among the typo query's first ${QUICK_HITS}`);
  line('all', columns.map((pattern) => percent(total.get(pattern)!.quick, total.get(pattern)!.queries)));
  console.log('precision: share of the typo query\'s hits that the correct word finds too (the rest are other words within the typos)');
  line('all', columns.map((pattern) => percent(total.get(pattern)!.precision, total.get(pattern)!.queries)));
  console.log('typo queries with no result');
  line('all', columns.map((pattern) => percent(total.get(pattern)!.empty, total.get(pattern)!.queries)));
  typoLatencies.sort((a, b) => a - b);
  correctLatencies.sort((a, b) => a - b);
  console.log(`latency per search (one at a time, uncached, every hit): typo queries p50 ${formatMs(percentile(typoLatencies, 50))}, p95 ${formatMs(percentile(typoLatencies, 95))}, p99 ${formatMs(percentile(typoLatencies, 99))}; correct words without typos p50 ${formatMs(percentile(correctLatencies, 50))}, p95 ${formatMs(percentile(correctLatencies, 95))}`);
}

// ---- Run --------------------------------------------------------------------------------------

const commerce = embeddedCommerce({ file: ':memory:', seed: generateSeed });
const indexes = new MarketIndexes(commerce.catalogue);
const started = performance.now();
await indexes.warmUp();
console.log(`embedded search indexes of ${LOCALE_CODES.length} locales built in ${Math.round(performance.now() - started)} ms`);
await measure('embedded engine (Orama)', new EmbeddedSearchEngine(indexes), indexes);

const algolia = algoliaConfigFromEnv(process.env);
if (algolia) {
  await measure(`Algolia (${algolia.host?.url ?? `${algolia.appId}-dsn.algolia.net`}; its indexes must hold the demo catalogue)`, new AlgoliaSearchEngine(algolia), indexes);
} else {
  console.log('\nAlgolia: not measured. ALGOLIA_APP_ID and ALGOLIA_API_KEY are unset (and this machine has no network);'
    + ' set them, with indexes holding the demo catalogue, to run the same queries against Algolia.');
}
await indexes.close();
await commerce.close();
