import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCommerce, type ActiveCommerce } from './commerce.providers.js';
import { generateSeed } from './seed/index.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('the environment chooses the commerce adapter', () => {
  const opened: ActiveCommerce[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const active of opened.splice(0)) await active.port.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the embedded engine in ENGINE_DATABASE_FILE, seeded with the demo shop, when no CTP_* is set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'shop.sqlite');
    const active = createCommerce({ ENGINE_DATABASE_FILE: file });
    opened.push(active);
    expect(active.kind).toBe('embedded');
    // The drafts the media route draws the product pictures from: the ones the engine was seeded with.
    expect(active.seed).toBe(generateSeed);
    expect(existsSync(file)).toBe(true);
    const context = { country: 'SK' as const, currency: 'EUR' as const, storeKey: 'ex-sk', languages: ['sk' as const] };
    expect((await active.port.catalogue.allProducts({ limit: 1, offset: 0 }, context)).total).toBeGreaterThanOrEqual(500);
  }, FULL_CATALOGUE_TIMEOUT_MS);

  it('talks to commercetools when all CTP_* variables are set', () => {
    const active = createCommerce({
      CTP_PROJECT_KEY: 'demo', CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret',
      CTP_AUTH_URL: 'http://127.0.0.1:9', CTP_API_URL: 'http://127.0.0.1:9',
    });
    opened.push(active);
    expect(active.kind).toBe('commercetools');
    expect(active.seed).toBeUndefined();
  });

  it('refuses to start on a partial commercetools configuration', () => {
    expect(() => createCommerce({ CTP_PROJECT_KEY: 'demo' })).toThrow('commercetools is partly configured');
  });
});
