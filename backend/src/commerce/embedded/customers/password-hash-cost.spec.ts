import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../../../test/test-app.js';
import { ACTIVE_COMMERCE, createCommerce, type ActiveCommerce } from '../../commerce.providers.js';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { embeddedCommerce, type EmbeddedCommerce, type EmbeddedOptions } from '../embedded-commerce.js';
import { passwordHashCostFromEnv } from './password-hash-cost.js';
import type { StoredCustomer } from './stored-customer.js';

describe('PASSWORD_HASH_COST: the scrypt cost of new password hashes', () => {
  it('is N = 2^15, r = 8, p = 1 by default outside tests: 32 MiB and tens of milliseconds per hash', () => {
    expect(passwordHashCostFromEnv({})).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({ NODE_ENV: 'production' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: ' ' })).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('is log2 of N, so production can raise it', () => {
    expect(passwordHashCostFromEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '17' })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({ PASSWORD_HASH_COST: '15' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({ PASSWORD_HASH_COST: '20' })).toEqual({ N: 2 ** 20, r: 8, p: 1 });
  });

  it('refuses a cost under the production one unless NODE_ENV=test, naming the variable', () => {
    for (const env of [{ PASSWORD_HASH_COST: '14' }, { PASSWORD_HASH_COST: '4', NODE_ENV: 'production' }, { PASSWORD_HASH_COST: '10', NODE_ENV: 'development' }]) {
      expect(() => passwordHashCostFromEnv(env)).toThrow(`PASSWORD_HASH_COST must be an integer from 15 to 20, log2 of scrypt's N (under 15 only when NODE_ENV=test); got '${env.PASSWORD_HASH_COST}'`);
    }
  });

  it('is test-sized under jest (NODE_ENV=test): N = 2^10 by default, down to 2^1 when asked', () => {
    expect(process.env['NODE_ENV']).toBe('test');
    expect(passwordHashCostFromEnv({ NODE_ENV: 'test' })).toEqual({ N: 1024, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1' })).toEqual({ N: 2, r: 8, p: 1 });
    // A test run can still ask for the production cost.
    expect(passwordHashCostFromEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '15' })).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('refuses what is not a whole exponent in range, naming the variable and the value', () => {
    for (const value of ['abc', '15.5', '-15', '1e1', '32768', '21', '2^15']) {
      expect(() => passwordHashCostFromEnv({ PASSWORD_HASH_COST: value })).toThrow(`PASSWORD_HASH_COST must be an integer from 15 to 20`);
    }
    for (const value of ['0', '21', 'x']) {
      expect(() => passwordHashCostFromEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: value })).toThrow(`PASSWORD_HASH_COST must be an integer from 1 to 20, log2 of scrypt's N; got '${value}'`);
    }
  });
});

describe('the embedded engine hashes passwords at the configured cost', () => {
  const environment = process.env['PASSWORD_HASH_COST'];
  afterEach(() => {
    if (environment === undefined) delete process.env['PASSWORD_HASH_COST'];
    else process.env['PASSWORD_HASH_COST'] = environment;
  });

  /** Signs a customer up on an engine and back in (which throws unless the password matches); the stored hash. */
  async function storedHash(options: Partial<EmbeddedOptions> = {}): Promise<string | undefined> {
    const engine = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED, ...options });
    try {
      const { customer } = await engine.customers.signUp({ email: 'jana@example.sk', password: 'Dielna2025' });
      await engine.customers.signIn({ email: 'jana@example.sk', password: 'Dielna2025' });
      return engine.store.get<StoredCustomer>(RESOURCE.customer, customer.id)?.passwordHash;
    } finally {
      await engine.close();
    }
  }

  it('stores the cost it was given in every hash, and signs in with it', async () => {
    expect(await storedHash({ passwordHashCost: { N: 2 ** 4, r: 8, p: 1 } })).toMatch(/^scrypt\$16\$8\$1\$/);
  });

  it('takes PASSWORD_HASH_COST when not given one: test applications get the test-sized cost', async () => {
    delete process.env['PASSWORD_HASH_COST'];
    expect(await storedHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
    process.env['PASSWORD_HASH_COST'] = '5';
    expect(await storedHash()).toMatch(/^scrypt\$32\$8\$1\$/);
  });

  it('hashes at the test-sized cost in the test application every backend spec builds', async () => {
    delete process.env['PASSWORD_HASH_COST'];
    const app = await createTestApp();
    try {
      const engine = app.get<ActiveCommerce>(ACTIVE_COMMERCE).port as EmbeddedCommerce;
      const { customer } = await engine.customers.signUp({ email: 'petra@example.sk', password: 'Dielna2025' });
      expect(engine.store.get<StoredCustomer>(RESOURCE.customer, customer.id)?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    } finally {
      await app.close();
    }
  });

  it('stops start-up on a refused cost before the database file is created', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hash-cost-'));
    try {
      const file = join(dir, 'shop.sqlite');
      expect(() => createCommerce({ ENGINE_DATABASE_FILE: file, PASSWORD_HASH_COST: '12' })).toThrow("PASSWORD_HASH_COST must be an integer from 15 to 20");
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
