import { dirname, join } from 'node:path';
import { DEFAULT_DATABASE_FILE } from '../commerce/commerce.providers.js';
import { serviceUrl } from '../config/service-url.js';

type Env = Readonly<Record<string, string | undefined>>;

/** How long one delivery to the tracking service may take before it counts as failed (and is retried later). */
export const TRACKING_TIMEOUT_MS = 5_000;

/** The outbox's file name, in the embedded database's folder. */
export const OUTBOX_FILE_NAME = 'outbox.sqlite';

export interface NewsletterConfig {
  /** TRACKING_URL: the tracking service's origin (its calls live under `/cia`); unset, sign-up is not offered. */
  readonly trackingUrl?: string;
  readonly timeoutMs: number;
  /** The outbox's SQLite file; ':memory:' where the shop keeps nothing on disk. */
  readonly outboxFile: string;
}

export const NEWSLETTER_CONFIG = Symbol('NewsletterConfig');

/** `https://tracking.example.com` (a path prefix is kept): anything else stops start-up naming the variable. */
export const trackingUrl = (value: string): string => serviceUrl('TRACKING_URL', value);

/**
 * Where sign-ups and reset notices wait for delivery (outbox/outbox.ts): `outbox.sqlite` beside the embedded engine's database (as the
 * session secret is: deleting `data/` starts over), in memory where the shop's database is in
 * memory too, and under jest without ENGINE_DATABASE_FILE (a test must not write into `data/`).
 */
export function outboxLocation(env: Env): string {
  const database = env['ENGINE_DATABASE_FILE']?.trim();
  if (database === ':memory:') return ':memory:';
  if (database) return join(dirname(database), OUTBOX_FILE_NAME);
  if (env['NODE_ENV'] === 'test') return ':memory:';
  return join(dirname(DEFAULT_DATABASE_FILE), OUTBOX_FILE_NAME);
}

export function newsletterConfigFromEnv(env: Env): NewsletterConfig {
  const raw = env['TRACKING_URL']?.trim();
  return {
    ...(raw ? { trackingUrl: trackingUrl(raw) } : {}),
    timeoutMs: TRACKING_TIMEOUT_MS,
    outboxFile: outboxLocation(env),
  };
}
