import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSessionSecret, sessionSecretLocation } from './session-secret.js';

/** The secret that was written in the source before: anyone could sign cookies with it. */
const OLD_IN_SOURCE_SECRET = 'development-only-session-secret';

describe('resolveSessionSecret', () => {
  const logger = () => ({ warn: jest.fn() });
  const folders: string[] = [];
  const folder = (): string => {
    const made = mkdtempSync(join(tmpdir(), 'session-secret-'));
    folders.push(made);
    return made;
  };
  afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('uses SESSION_SECRET when set, silently, and writes no file', () => {
    const log = logger();
    const dir = folder();
    const env = { SESSION_SECRET: ' s3cret ', NODE_ENV: 'production', ENGINE_DATABASE_FILE: join(dir, 'shop.sqlite') };
    expect(resolveSessionSecret(env, log)).toBe('s3cret');
    expect(log.warn).not.toHaveBeenCalled();
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });

  it('stops start-up in production without a secret', () => {
    expect(() => resolveSessionSecret({ NODE_ENV: 'production' }, logger())).toThrow('SESSION_SECRET must be set in production');
    expect(() => resolveSessionSecret({ NODE_ENV: 'production', SESSION_SECRET: '  ' }, logger())).toThrow('SESSION_SECRET must be set in production');
  });

  it('outside production generates a random secret beside the database, mode 0600, and a second start reuses it', () => {
    const dir = folder();
    const env = { NODE_ENV: 'development', ENGINE_DATABASE_FILE: join(dir, 'nested', 'shop.sqlite') };
    const first = logger();
    const secret = resolveSessionSecret(env, first);
    const file = join(dir, 'nested', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(OLD_IN_SOURCE_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.warn).toHaveBeenCalledWith(expect.stringContaining(`generated a random session secret in ${file}`));

    const second = logger();
    expect(resolveSessionSecret(env, second)).toBe(secret);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(second.warn).toHaveBeenCalledWith(expect.stringContaining(`signed with the generated secret in ${file}`));
  });

  it('generates a different secret for each shop', () => {
    const [a, b] = [folder(), folder()].map((dir) => resolveSessionSecret({ ENGINE_DATABASE_FILE: join(dir, 'shop.sqlite') }, logger()));
    expect(a).not.toBe(b);
  });

  it('keeps the secret of a shop in memory in memory: nothing is written, the process keeps one secret', () => {
    const env = { NODE_ENV: 'development', ENGINE_DATABASE_FILE: ':memory:' };
    const secret = resolveSessionSecret(env, logger());
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret(env, logger())).toBe(secret);
    expect(resolveSessionSecret({ NODE_ENV: 'test' }, logger())).toBe(secret);
  });

  it('puts the file in the default data folder when no database file is named (also with commercetools), in memory under jest', () => {
    expect(sessionSecretLocation({})).toBe(join('data', 'session-secret'));
    expect(sessionSecretLocation({ CTP_PROJECT_KEY: 'shop' })).toBe(join('data', 'session-secret'));
    expect(sessionSecretLocation({ ENGINE_DATABASE_FILE: '/var/lib/shop/shop.sqlite' })).toBe('/var/lib/shop/session-secret');
    expect(sessionSecretLocation({ NODE_ENV: 'test' })).toBeUndefined();
  });

  it('refuses to start on a file that does not hold a secret, naming it, instead of replacing it', () => {
    const dir = folder();
    writeFileSync(join(dir, 'session-secret'), 'short\n');
    expect(() => resolveSessionSecret({ ENGINE_DATABASE_FILE: join(dir, 'shop.sqlite') }, logger()))
      .toThrow(`${join(dir, 'session-secret')} does not hold a session secret`);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe('short\n');
  });

  it('warns when an existing secret file can be read by other users', () => {
    const dir = folder();
    const env = { ENGINE_DATABASE_FILE: join(dir, 'shop.sqlite') };
    resolveSessionSecret(env, logger());
    chmodSync(join(dir, 'session-secret'), 0o644);
    const log = logger();
    resolveSessionSecret(env, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('can be read by other users'));
  });
});
