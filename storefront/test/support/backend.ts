// The backend the shop under test runs on, asked directly (Node reaches 127.0.0.1, not *.localhost).
// Browser specs compute their expected values from these answers, never from the storefront's code.

const backendUrl = (): string => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

export interface SearchHit {
  readonly sku: string;
  readonly productId: string;
  readonly name: string;
  /** The product's slug (its page is /<slug>, /p/<slug> in native-routing markets). */
  readonly url: string;
  /** Cents. */
  readonly price: number;
  readonly brand?: string;
  readonly inStock: boolean;
  readonly reviewCount?: number;
}

export interface SearchAnswer {
  readonly hits: SearchHit[];
  readonly nbHits: number;
  readonly facets?: Record<string, Record<string, number>>;
}

async function post<T>(path: string, body: unknown, backend = backendUrl()): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One query to the backend's search (the multi-query endpoint the shop uses); another backend than the shared one when named. */
export async function search(request: Record<string, unknown>, backend?: string): Promise<SearchAnswer> {
  return (await post<{ results: SearchAnswer[] }>('/api/search/1/indexes/*/queries', { requests: [request] }, backend)).results[0]!;
}

/** A commerce call as a shopper of that country makes it. */
export const commerce = <T>(country: string, method: string, payload: unknown[]): Promise<T> =>
  post<T>(`/api/ct/${method}?host=${country}.localhost`, payload);

export interface RootCategory {
  readonly name: Readonly<Record<string, string>>;
  readonly slug: Readonly<Record<string, string>>;
}

/** The first-level categories, in the order the category bar shows them. */
export const rootCategories = async (country: string): Promise<RootCategory[]> =>
  (await commerce<{ categories: { results: RootCategory[] } }>(country, 'getCategory', [{ query: 'roots' }])).categories.results;

export interface Review {
  readonly id: string;
  readonly rating: number;
  readonly title?: string;
  readonly text?: string;
  readonly locale?: string;
  readonly createdAt: string;
  readonly custom?: {
    readonly fields?: {
      readonly reviewCreatedAt?: string;
      readonly textTranslations?: Readonly<Record<string, string>>;
      readonly titleTranslations?: Readonly<Record<string, string>>;
    };
  };
}

export const reviewsOf = async (country: string, productId: string): Promise<Review[]> =>
  (await commerce<{ results: Review[] }>(country, 'getReview', [{ productId, limit: 100 }])).results;

/** When the customer wrote it (spec 1: the imported review date when present, else the record's). */
export const writtenAt = (review: Review): number => Date.parse(review.custom?.fields?.reviewCreatedAt ?? review.createdAt);

/**
 * One lookup per key and worker: the specs of a worker share the data they set up from
 * (each lookup asks the backend once, however many tests need it).
 */
const lookups = new Map<string, Promise<unknown>>();
export function once<T>(key: string, lookup: () => Promise<T>): Promise<T> {
  if (!lookups.has(key)) lookups.set(key, lookup());
  return lookups.get(key) as Promise<T>;
}
