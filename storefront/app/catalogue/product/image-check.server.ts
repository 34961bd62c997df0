import { BACKEND_URL } from '../../shop/backend.server';

/** Shown wherever a product image does not exist (spec 1 §7: HEAD not 200). */
export const DEFAULT_PRODUCT_IMAGE = '/images/product-placeholder.svg';

export interface ImageCheckerOptions {
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** A HEAD slower than this counts as missing: the page does not wait on an image host. */
  readonly timeoutMs?: number;
  /** How long an answer is believed: images come and go rarely, a missing one may be uploaded. */
  readonly foundTtlMs?: number;
  readonly missingTtlMs?: number;
  readonly maxEntries?: number;
  /** Where a path ('/media/…') is asked for: the catalogue's images live with the backend. */
  readonly origin?: string;
}

export type ImageChecker = (url: string) => Promise<boolean>;

/**
 * Whether an image exists, by a HEAD request answered 200 (spec 1 §7), remembered per URL in this
 * process so a product page asks once per image and TTL, not on every render. Concurrent checks
 * of one URL share the request. A timeout or network failure counts as missing (the shopper
 * would see a broken picture), and is remembered only briefly.
 */
export function createImageChecker(options: ImageCheckerOptions = {}): ImageChecker {
  const {
    fetch: fetchImpl = fetch,
    now = Date.now,
    timeoutMs = 1500,
    foundTtlMs = 10 * 60_000,
    missingTtlMs = 60_000,
    maxEntries = 5000,
    origin = BACKEND_URL,
  } = options;
  const known = new Map<string, { readonly exists: boolean; readonly until: number }>();
  const pending = new Map<string, Promise<boolean>>();

  const remember = (url: string, exists: boolean): void => {
    // Oldest first out (Map keeps insertion order): enough to bound memory without an LRU.
    if (known.size >= maxEntries) known.delete(known.keys().next().value!);
    known.set(url, { exists, until: now() + (exists ? foundTtlMs : missingTtlMs) });
  };

  const head = async (url: string): Promise<boolean> => {
    try {
      const response = await fetchImpl(new URL(url, origin), { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
      return response.status === 200;
    } catch {
      return false;
    }
  };

  return (url) => {
    const cached = known.get(url);
    if (cached && cached.until > now()) return Promise.resolve(cached.exists);
    const running = pending.get(url);
    if (running) return running;
    const check = head(url).then((exists) => {
      pending.delete(url);
      remember(url, exists);
      return exists;
    });
    pending.set(url, check);
    return check;
  };
}

/**
 * IMAGE_CHECK_TIMEOUT_MS (default 1.5 s): how long a page waits for an image's HEAD. The e2e
 * config gives it a test size: a loaded CI machine may answer slower than a shopper should wait,
 * and the specs assert which image is shown, not how fast.
 */
export function imageCheckTimeoutFromEnv(value: string | undefined): number | undefined {
  const raw = value?.trim();
  if (raw === undefined || raw === '') return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(ms >= 1 && ms <= 60_000)) throw new Error(`IMAGE_CHECK_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got '${raw}'`);
  return ms;
}

const timeoutMs = imageCheckTimeoutFromEnv(process.env.IMAGE_CHECK_TIMEOUT_MS);
const sharedChecker = createImageChecker(timeoutMs === undefined ? {} : { timeoutMs });

/** The image to show for a URL: itself when it exists, the default image otherwise. */
export async function shownImage(url: string | undefined, check: ImageChecker = sharedChecker): Promise<string> {
  if (!url) return DEFAULT_PRODUCT_IMAGE;
  return (await check(url)) ? url : DEFAULT_PRODUCT_IMAGE;
}
