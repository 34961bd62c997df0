import { describe, expect, it } from '@jest/globals';
import { newsletterConfigFromEnv, outboxLocation, TRACKING_TIMEOUT_MS } from './newsletter-config.js';
import { retryDelayMs } from './newsletter.service.js';

describe('newsletterConfigFromEnv', () => {
  it('leaves sign-up unconfigured without TRACKING_URL (or with an empty one)', () => {
    expect(newsletterConfigFromEnv({ NODE_ENV: 'test' })).toEqual({ timeoutMs: TRACKING_TIMEOUT_MS, outboxFile: ':memory:' });
    expect(newsletterConfigFromEnv({ TRACKING_URL: '  ', NODE_ENV: 'test' }).trackingUrl).toBeUndefined();
  });

  it('takes an http(s) URL, without a trailing slash, path prefix kept', () => {
    expect(newsletterConfigFromEnv({ TRACKING_URL: 'https://tracking.example.com/' }).trackingUrl).toBe('https://tracking.example.com');
    expect(newsletterConfigFromEnv({ TRACKING_URL: 'http://127.0.0.1:9000/edge/' }).trackingUrl).toBe('http://127.0.0.1:9000/edge');
  });

  it.each([
    ['tracking.example.com', "TRACKING_URL is not a URL: 'tracking.example.com'"],
    ['ftp://tracking.example.com', "TRACKING_URL must be http or https, got 'ftp://tracking.example.com'"],
    ['https://tracking.example.com/?x=1', "TRACKING_URL must not have a query or fragment, got 'https://tracking.example.com/?x=1'"],
  ])('stops start-up naming TRACKING_URL for %s', (value, message) => {
    expect(() => newsletterConfigFromEnv({ TRACKING_URL: value })).toThrow(message);
  });
});

describe('outboxLocation', () => {
  it('is outbox.sqlite beside the engine database, in memory where the shop keeps nothing on disk', () => {
    expect(outboxLocation({ ENGINE_DATABASE_FILE: '/srv/shop/db.sqlite' })).toBe('/srv/shop/outbox.sqlite');
    expect(outboxLocation({})).toBe('data/outbox.sqlite');
    expect(outboxLocation({ ENGINE_DATABASE_FILE: ':memory:' })).toBe(':memory:');
    expect(outboxLocation({ NODE_ENV: 'test' })).toBe(':memory:');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s per failed attempt up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
