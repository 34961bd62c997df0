import { EventSource } from 'undici';
import type { PageStore } from './page-store.js';

/** The backend's feed (backend/src/catalogue-feed), as its events are named there. */
export const CATALOGUE_FEED_PATH = '/internal/catalogue-changes';

export interface FollowerTiming {
  /** Nothing heard for this long (the backend sends a heartbeat every 15 s): the link is taken for dead. */
  readonly silenceMs: number;
  /** How soon a lost or refused connection is tried again. */
  readonly retryMs: number;
}

/**
 * One long-lived connection per storefront process to the backend's catalogue change feed. The
 * page store is live from the feed's `ready` (every change after it will be reported) until the
 * connection fails, ends or falls silent; any change drops every cached page. EventSource
 * reconnects by itself after a lost stream; a refused one (not 200, not an event stream) ends it,
 * so then a new one is opened.
 */
export class CatalogueFeedFollower {
  private source: EventSource | undefined;
  private silence: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly feedUrl: string, private readonly store: PageStore, private readonly timing: FollowerTiming) {}

  start(): void {
    const source = new EventSource(this.feedUrl, { node: { reconnectionTime: this.timing.retryMs } });
    this.source = source;
    source.addEventListener('ready', () => {
      this.store.goLive();
      this.heard();
    });
    source.addEventListener('change', () => {
      this.store.dropAll();
      this.heard();
    });
    source.addEventListener('alive', () => this.heard());
    source.addEventListener('error', () => {
      this.store.goDark();
      if (source.readyState === EventSource.CLOSED) this.restart();
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.silence);
    clearTimeout(this.retry);
    this.source?.close();
    this.store.goDark();
  }

  private heard(): void {
    clearTimeout(this.silence);
    this.silence = setTimeout(() => {
      this.store.goDark();
      this.restart();
    }, this.timing.silenceMs).unref();
  }

  private restart(): void {
    clearTimeout(this.silence);
    this.source?.close();
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (!this.stopped) this.start();
    }, this.timing.retryMs).unref();
  }
}
