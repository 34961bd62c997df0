import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { DEFAULT_DATABASE_FILE } from '../commerce/commerce.providers.js';
import { isOpenToOthers, sessionSecretFromFile } from './session-secret-file.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The generated secret's file name, in the embedded database's folder. */
export const SESSION_SECRET_FILE_NAME = 'session-secret';

/**
 * Where a generated secret is kept when SESSION_SECRET is not set (outside production): beside
 * the embedded engine's database (ENGINE_DATABASE_FILE's folder, default `data/`), so deleting
 * `data/` to start over also ends the sessions of the shop it held.
 *
 * Reading chosen: with commercetools configured there is no database file; the secret then goes
 * to the default data folder as well (or ENGINE_DATABASE_FILE's folder if that is set), one
 * place for the shop's local state. Undefined means "keep a secret in this process's memory
 * only": for a database in memory (its customers and carts die with the process too) and under
 * jest without ENGINE_DATABASE_FILE (test apps run their engine in memory; a test must not write
 * into the developer's data folder).
 */
export function sessionSecretLocation(env: Env): string | undefined {
  const database = env['ENGINE_DATABASE_FILE']?.trim();
  if (database === ':memory:') return undefined;
  if (database) return join(dirname(database), SESSION_SECRET_FILE_NAME);
  if (env['NODE_ENV'] === 'test') return undefined;
  return join(dirname(DEFAULT_DATABASE_FILE), SESSION_SECRET_FILE_NAME);
}

/** The secret of a process whose shop lives in memory: random, never written anywhere. */
let processSecret: string | undefined;

/**
 * SESSION_SECRET signs the session cookie. Unset in production stops start-up: ops must give
 * every replica the same secret, and nothing generated on one machine can be that. Elsewhere a
 * random secret is generated on the first start and kept (mode 0600) beside the database, so
 * nobody can sign a cookie for a customer id with a secret read from the source code, and
 * sessions survive restarts. Resolved at start-up only (twice: for Nest's signer and for the
 * verifier); the file is read each time, so both see the same secret.
 */
export function resolveSessionSecret(env: Env, logger: Pick<LoggerService, 'warn'>): string {
  const secret = env['SESSION_SECRET']?.trim();
  if (secret) return secret;
  if (env['NODE_ENV'] === 'production') {
    throw new Error('SESSION_SECRET must be set in production: it signs the session cookie');
  }
  const file = sessionSecretLocation(env);
  if (file === undefined) return (processSecret ??= randomBytes(32).toString('hex'));
  const kept = sessionSecretFromFile(file);
  logger.warn(kept.created
    ? `SESSION_SECRET is not set: generated a random session secret in ${file} (mode 0600), kept for later starts`
    : `SESSION_SECRET is not set: session cookies are signed with the generated secret in ${file}`);
  if (isOpenToOthers(file)) logger.warn(`${file} can be read by other users of this machine: chmod 600 it, or delete it to generate a new one`);
  return kept.secret;
}
