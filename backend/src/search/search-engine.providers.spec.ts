import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { algoliaConfigFromEnv, algoliaHost } from './algolia/algolia-config.js';
import { createSearchEngine, warmUpFromEnv } from './search-engine.providers.js';

describe('the environment chooses the search engine', () => {
  const commerce = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(async () => commerce.close());

  it('searches in process without ALGOLIA_* and at Algolia with both variables', () => {
    expect(createSearchEngine({}, commerce).kind).toBe('embedded');
    expect(createSearchEngine({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key' }, commerce).kind).toBe('algolia');
  });

  it.each([
    [{ ALGOLIA_APP_ID: 'APP' }, 'set ALGOLIA_API_KEY too, or unset ALGOLIA_APP_ID'],
    [{ ALGOLIA_API_KEY: 'key', ALGOLIA_APP_ID: ' ' }, 'set ALGOLIA_APP_ID too, or unset ALGOLIA_API_KEY'],
  ])('refuses to start on a partial configuration %j', (env, message) => {
    expect(() => createSearchEngine(env, commerce)).toThrow(message);
  });

  it('reads ALGOLIA_HOST as a URL or a bare host', () => {
    expect(algoliaConfigFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_HOST: 'http://127.0.0.1:8080' })?.host)
      .toEqual({ url: '127.0.0.1', protocol: 'http', port: 8080, accept: 'readWrite' });
    expect(algoliaHost('search.example.com')).toEqual({ url: 'search.example.com', protocol: 'https', accept: 'readWrite' });
    expect(() => algoliaHost('ftp://x')).toThrow('http or https');
    expect(() => algoliaHost('http://x/path')).toThrow('without a path');
    expect(() => algoliaHost('http://')).toThrow('not a host or URL');
  });

  it('warms the indexes up from start-up unless SEARCH_WARM_UP is false (or, by default, under test)', () => {
    expect(warmUpFromEnv({})).toBe(true);
    expect(warmUpFromEnv({ SEARCH_WARM_UP: 'false' })).toBe(false);
    expect(warmUpFromEnv({ NODE_ENV: 'test' })).toBe(false);
    expect(warmUpFromEnv({ NODE_ENV: 'test', SEARCH_WARM_UP: 'TRUE' })).toBe(true);
    expect(() => warmUpFromEnv({ SEARCH_WARM_UP: 'soon' })).toThrow('SEARCH_WARM_UP must be true or false');
  });
});
