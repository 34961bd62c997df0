import { describe, expect, it } from '@jest/globals';
import { decoyHash, hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hash.js';

describe('scrypt password hashes', () => {
  it('encodes algorithm, parameters, salt and hash as scrypt$N$r$p$salt$hash', async () => {
    const hash = await hashPassword('Werkbank2025');
    const [name, N, r, p, salt, key] = hash.split('$');
    expect([name, Number(N), Number(r), Number(p)]).toEqual(['scrypt', SCRYPT_PARAMETERS.N, SCRYPT_PARAMETERS.r, SCRYPT_PARAMETERS.p]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(hash).not.toContain('Werkbank2025');
  });

  it('salts every hash: equal passwords give different hashes, and each verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password-1'), hashPassword('same-password-1')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('same-password-1', first)).resolves.toBe(true);
    await expect(verifyPassword('same-password-1', second)).resolves.toBe(true);
  });

  it('rejects a wrong password, a near miss and the empty password', async () => {
    const hash = await hashPassword('Werkbank2025');
    await expect(verifyPassword('Werkbank2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('werkbank2025', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('matches the same password typed in composed or decomposed Unicode', async () => {
    const hash = await hashPassword('Z\u00e1hrada1');
    await expect(verifyPassword('Za\u0301hrada1', hash)).resolves.toBe(true);
  });

  it('verifies with the parameters stored in the hash, so they can be raised later', async () => {
    const hash = await hashPassword('Werkbank2025');
    const [, , r, p, salt, key] = hash.split('$');
    // A hash made with other parameters (N = 2^14) carries them and is verified with them.
    const { scrypt } = await import('node:crypto');
    const older = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Werkbank2025', Buffer.from(salt!, 'base64'), 32, { N: 2 ** 14, r: Number(r), p: Number(p) }, (e, k) => (e ? reject(e) : resolve(k))));
    await expect(verifyPassword('Werkbank2025', `scrypt$${2 ** 14}$${r}$${p}$${salt}$${older.toString('base64')}`)).resolves.toBe(true);
    expect(older.toString('base64')).not.toBe(key);
  });

  it('never matches an unreadable or hostile hash instead of throwing or hanging', async () => {
    for (const broken of ['', 'bcrypt$10$x', 'scrypt$1000$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', `scrypt$${2 ** 30}$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==`, 'scrypt$16384$8$1$$']) {
      await expect(verifyPassword('anything', broken)).resolves.toBe(false);
    }
  });

  it('keeps one decoy hash that no guess matches', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    await expect(verifyPassword('', decoy)).resolves.toBe(false);
  });
});
