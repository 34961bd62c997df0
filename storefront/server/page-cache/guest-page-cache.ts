import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueFeedFollower, CATALOGUE_FEED_PATH } from './catalogue-feed-follower.js';
import { compressPage, pageEncoding, type CompressedPage } from './compressed-page.js';
import { guestPageKey, keptCookies } from './guest-request.js';
import { PAGE_CACHE_HEADER, PAGE_CACHE_MARKS, type PageCacheOutcome } from './page-cache-marks.js';
import type { PageCacheSettings } from './page-cache-settings.js';
import { PageStore } from './page-store.js';

/** Headers of the answer that are the cache's or the transport's, never kept with a page. */
const NOT_KEPT: ReadonlySet<string> = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'vary', PAGE_CACHE_HEADER, ...Object.values(PAGE_CACHE_MARKS)]);

/** True for the app's internal marks, which the server never sends on. */
export const isPageCacheMark = (name: string): boolean => name === PAGE_CACHE_MARKS.guestPage || name === PAGE_CACHE_MARKS.dropAll;

/** One page request as the cache sees it: served from it, or rendered and perhaps kept. */
export interface PageVisit {
  /** The kept page, when the request was answered from the cache. */
  readonly hit: CompressedPage | undefined;
  /**
   * After the render, with every header of the answer set on the reply: keeps a guest page and
   * returns it, compressed, to be sent as a hit is (kept before it is sent, so the next request
   * finds it); otherwise marks the answer BYPASS. Drops every page on an answer that says the
   * content changed.
   */
  finish(response: Response, reply: FastifyReply): Promise<CompressedPage | undefined>;
}

/**
 * The guest page cache (issue 21): GET and HEAD page requests without a personal cookie, keyed by
 * origin, language inputs and URL, served compressed as kept, only while the catalogue feed is
 * followed. Never holds or sets a personal cookie: a page answered with any cookie but the market
 * ones and a new anonymous session is not kept; the session is not kept with it, the market
 * cookies (a function of the key) are replayed on a hit.
 */
export class GuestPageCache {
  readonly store: PageStore;
  private readonly follower: CatalogueFeedFollower;

  constructor(backendUrl: string, settings: PageCacheSettings) {
    this.store = new PageStore(settings);
    this.follower = new CatalogueFeedFollower(new URL(CATALOGUE_FEED_PATH, backendUrl).href, this.store, {
      silenceMs: settings.feedSilenceMs,
      retryMs: settings.feedRetryMs,
    });
  }

  start(): void {
    this.follower.start();
  }

  stop(): void {
    this.follower.stop();
  }

  begin(request: FastifyRequest, reply: FastifyReply, origin: string): PageVisit {
    const key = this.store.live ? guestPageKey(request, origin) : undefined;
    const generation = this.store.generation;
    const hit = key === undefined ? undefined : this.store.get(key);
    reply.header(PAGE_CACHE_HEADER, (hit ? 'HIT' : key === undefined ? 'BYPASS' : 'MISS') satisfies PageCacheOutcome);
    return {
      hit,
      finish: async (response, answer) => {
        if (response.ok && response.headers.has(PAGE_CACHE_MARKS.dropAll)) this.store.dropAll();
        const cookies = keptCookies(response.headers.getSetCookie());
        if (key === undefined || request.method !== 'GET' || !response.body || !isGuestPage(response) || !cookies) {
          answer.header(PAGE_CACHE_HEADER, 'BYPASS' satisfies PageCacheOutcome);
          return undefined;
        }
        const page = await compressPage(Buffer.from(await response.arrayBuffer()), keptHeaders(answer), cookies);
        this.store.set(key, page, generation);
        return page;
      },
    };
  }

  /** Answers from a kept page in the encoding the client takes, with its market cookies (a miss has its own already). */
  send(request: FastifyRequest, reply: FastifyReply, page: CompressedPage): FastifyReply {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.headers(page.headers);
    if (!reply.hasHeader('set-cookie') && page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  }
}

/** Kinds of answer the cache keeps: pages, and the JSON a guest page asks for once drawn (its product rows). */
const KEPT_TYPES = ['text/html', 'application/json'];

/** A 200 page or JSON answer its route marked as the same for every guest. */
function isGuestPage(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.status === 200
    && KEPT_TYPES.some((kept) => type.startsWith(kept))
    && response.headers.get(PAGE_CACHE_MARKS.guestPage) === '1';
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.has(name.toLowerCase())) kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}
