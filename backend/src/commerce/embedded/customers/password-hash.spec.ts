import { describe, expect, it } from '@jest/globals';
import { scrypt } from 'node:crypto';
import { decoyHash, hashPassword, verifyPassword, type ScryptCost } from './password-hash.js';

// A test-sized cost (1 MiB, about a millisecond per hash): the hashing is the real code, only the
// work factor is small, so these tests take the same time on an idle and on a loaded machine. The
// production cost and its configuration are pinned in password-hash-cost.spec.ts.
const COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

describe('scrypt password hashes', () => {
  it('encodes algorithm, parameters, salt and hash as scrypt$N$r$p$salt$hash', async () => {
    const hash = await hashPassword('Werkbank2025', COST);
    const [name, N, r, p, salt, key] = hash.split('$');
    expect([name, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 1024, 8, 1]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(hash).not.toContain('Werkbank2025');
  });

  it('hashes at the cost it is given, every parameter of it, and verifies at the cost in the hash', async () => {
    const hash = await hashPassword('Werkbank2025', { N: 2 ** 4, r: 2, p: 3 });
    expect(hash).toMatch(/^scrypt\$16\$2\$3\$/);
    // The key is scrypt's at exactly those parameters: recomputed here with node:crypto directly.
    const [, , , , salt, key] = hash.split('$');
    const expected = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Werkbank2025', Buffer.from(salt!, 'base64'), 32, { N: 16, r: 2, p: 3 }, (e, k) => (e ? reject(e) : resolve(k))));
    expect(key).toBe(expected.toString('base64'));
    await expect(verifyPassword('Werkbank2025', hash)).resolves.toBe(true);
  });

  it('salts every hash: equal passwords give different hashes, and each verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password-1', COST), hashPassword('same-password-1', COST)]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same-password-1', first)).resolves.toBe(true);
    await expect(verifyPassword('same-password-1', second)).resolves.toBe(true);
  });

  it('rejects a wrong password, a near miss and the empty password', async () => {
    const hash = await hashPassword('Werkbank2025', COST);
    await expect(verifyPassword('Werkbank2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('werkbank2025', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('matches the same password typed in composed or decomposed Unicode', async () => {
    const hash = await hashPassword('Z\u00e1hrada1', COST);
    await expect(verifyPassword('Za\u0301hrada1', hash)).resolves.toBe(true);
  });

  it('verifies with the parameters stored in the hash, so they can be raised later', async () => {
    const hash = await hashPassword('Werkbank2025', COST);
    const [, , r, p, salt, key] = hash.split('$');
    // A hash made with other parameters (N = 2^11) carries them and is verified with them.
    const older = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Werkbank2025', Buffer.from(salt!, 'base64'), 32, { N: 2 ** 11, r: Number(r), p: Number(p) }, (e, k) => (e ? reject(e) : resolve(k))));
    await expect(verifyPassword('Werkbank2025', `scrypt$${2 ** 11}$${r}$${p}$${salt}$${older.toString('base64')}`)).resolves.toBe(true);
    expect(older.toString('base64')).not.toBe(key);
  });

  it('never matches an unreadable or hostile hash instead of throwing or hanging', async () => {
    for (const broken of ['', 'bcrypt$10$x', 'scrypt$1000$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', `scrypt$${2 ** 30}$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==`, 'scrypt$16384$8$1$$']) {
      await expect(verifyPassword('anything', broken)).resolves.toBe(false);
    }
  });

  it('keeps one decoy hash per cost, at that cost, that no guess matches', async () => {
    const decoy = await decoyHash(COST);
    expect(await decoyHash(COST)).toBe(decoy);
    expect(decoy).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('', decoy)).resolves.toBe(false);
    // An unknown e-mail must cost what a known one costs: the decoy follows the configured cost.
    await expect(decoyHash({ N: 2 ** 5, r: 8, p: 1 })).resolves.toMatch(/^scrypt\$32\$8\$1\$/);
  });
});
