import type { ProductTileData } from '../../catalogue/product-tile';

/** What a product block shows: its products, or that the search could not answer. */
export type BlockProducts =
  | { readonly status: 'ok'; readonly products: readonly ProductTileData[]; readonly total: number }
  | { readonly status: 'unavailable' };

/** A row below the first screen: the browser asks `from` for it (routes/block-products.ts). */
export interface LaterRow {
  readonly status: 'later';
  readonly from: string;
}

/** Products by block path (a group of a product-groups-slider is `{path}.g{index}`). */
export type BlockProductsByPath = Readonly<Record<string, BlockProducts | LaterRow>>;

/** The answer of routes/block-products.ts: each asked path's products. */
export type LaterRowsAnswer = Readonly<Record<string, BlockProducts>>;

export const BLOCK_PRODUCTS_PATH = '/block-products.json';

/** Where the browser asks for the rows at `paths` of CMS page `page` in `locale`. */
export const laterRowsUrl = (page: string, locale: string, paths: readonly string[]): string =>
  `${BLOCK_PRODUCTS_PATH}?${new URLSearchParams({ page, locale, paths: paths.join(',') })}`;

const UNAVAILABLE: BlockProducts = { status: 'unavailable' };
const asked = new Map<string, Promise<LaterRowsAnswer>>();

/**
 * The last answer for each of the few pages seen in this document: a page the shopper comes back
 * to draws its rows at once, at their full height, so the browser can restore the scroll position
 * (a placeholder-height page would clamp it); the rows are asked again for today's stock.
 */
const lastAnswers = new Map<string, LaterRowsAnswer>();
const LAST_ANSWERS_KEPT = 8;

function remember(url: string, answer: LaterRowsAnswer): void {
  lastAnswers.delete(url);
  lastAnswers.set(url, answer);
  if (lastAnswers.size > LAST_ANSWERS_KEPT) lastAnswers.delete(lastAnswers.keys().next().value!);
}

const rowOf = (answer: LaterRowsAnswer, path: string): BlockProducts => {
  const result = answer[path];
  return result?.status === 'ok' && Array.isArray(result.products) ? result : UNAVAILABLE;
};

/** The row as this document last drew it, if it did: never during hydration (nothing is asked before it). */
export function lastDrawnRow(row: LaterRow, path: string): BlockProducts | undefined {
  const answer = lastAnswers.get(row.from);
  return answer ? rowOf(answer, path) : undefined;
}

/** The rows at `row.from`, asked once for all the rails of a page that render together. */
function answerOf(url: string): Promise<LaterRowsAnswer> {
  let answer = asked.get(url);
  if (!answer) {
    answer = fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return {};
        const rows = (await response.json()) as LaterRowsAnswer;
        remember(url, rows);
        return rows;
      })
      .catch(() => ({}))
      // Kept only while asked: a later visit of the page asks again, for today's stock.
      .finally(() => asked.delete(url));
    asked.set(url, answer);
  }
  return answer;
}

/** The products of the row at `path`; a failed or odd answer shows the row as unavailable. */
export async function laterRow(row: LaterRow, path: string): Promise<BlockProducts> {
  return rowOf(await answerOf(row.from), path);
}
