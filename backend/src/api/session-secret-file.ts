import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 32 random bytes (256 bits, the HMAC-SHA256 key size), written as 64 hexadecimal characters. */
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[0-9a-f]{64,}$/;

/** Only the shop's own user may read the key that lets anyone holding it sign in as any customer. */
const OWNER_ONLY = 0o600;

export interface SessionSecretFile {
  readonly secret: string;
  /** Whether this call created the file (a first start), rather than reading an earlier one. */
  readonly created: boolean;
}

/**
 * The session secret kept in `file`, created on first use with a new random secret and mode
 * 0600, then read by every later start, so sessions survive restarts without a configured
 * SESSION_SECRET.
 *
 * Several processes may start at once on one database (the engine allows it): the secret is
 * written to a private temporary file first and then hard-linked into place, which fails if
 * another process got there first, so every process ends up reading the one complete secret.
 * A file that is not a secret of ours (edited, truncated) stops start-up naming it, rather than
 * being silently replaced, which would end every session.
 */
export function sessionSecretFromFile(file: string): SessionSecretFile {
  const existing = readSecret(file);
  if (existing !== undefined) return { secret: existing, created: false };
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(SECRET_BYTES).toString('hex')}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  // writeFileSync's mode is filtered by the umask; an explicit chmod makes it exactly 0600.
  chmodSync(draft, OWNER_ONLY);
  let created = true;
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    unlinkSync(draft);
  }
  const secret = readSecret(file);
  if (secret === undefined) throw new Error(`The session secret file ${file} disappeared while it was being created`);
  return { secret, created };
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (!SECRET_PATTERN.test(secret)) {
    throw new Error(`${file} does not hold a session secret (64 or more hexadecimal characters); delete it to have a new one generated, which ends every session`);
  }
  return secret;
}

/** Whether users other than the owner may read or write the file (then the secret may have leaked). */
export const isOpenToOthers = (file: string): boolean => (statSync(file).mode & 0o077) !== 0;
