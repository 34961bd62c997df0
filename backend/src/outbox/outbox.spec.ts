import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Outbox } from './outbox.js';

describe('Outbox (a real SQLite file)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'newsletter-outbox-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps an undelivered sign-up across a restart (the file is reopened)', () => {
    const file = join(folder, 'nested', 'outbox.sqlite');
    const first = new Outbox(file, 'newsletter_outbox');
    first.add('kept@example.com', 'pl-PL', 1_000);
    first.close();
    const again = new Outbox(file, 'newsletter_outbox');
    expect(again.due(1_000, 10)).toEqual([{ id: 1, email: 'kept@example.com', locale: 'pl-PL', attempts: 0, data: null }]);
    again.close();
  });

  it('lets only one run claim an entry, and a delivered entry is never due again', () => {
    const outbox = new Outbox(join(folder, 'claims.sqlite'), 'newsletter_outbox');
    const id = outbox.add('once@example.com', 'de-DE', 1_000);
    expect(outbox.claim(id, 1_000, 50_000)).toBe(true);
    expect(outbox.claim(id, 1_000, 50_000)).toBe(false);
    expect(outbox.due(1_000, 10)).toEqual([]);
    outbox.markDelivered(id, 2_000);
    expect(outbox.due(10_000_000, 10)).toEqual([]);
    expect(outbox.pendingCount()).toBe(0);
    outbox.close();
  });

  it('deletes delivered entries after 30 days, never undelivered ones', () => {
    const outbox = new Outbox(':memory:', 'newsletter_outbox');
    const delivered = outbox.add('done@example.com', 'de-DE', 0);
    outbox.add('waiting@example.com', 'de-DE', 0);
    outbox.markDelivered(delivered, 0);
    outbox.forgetDelivered(31 * 24 * 60 * 60 * 1000);
    expect(outbox.pending().map((entry) => entry.email)).toEqual(['waiting@example.com']);
    outbox.close();
  });

  it('keeps a message\'s data until delivery, then forgets it (a reset token must not outlive its use)', () => {
    const outbox = new Outbox(':memory:', 'password_reset_outbox');
    const id = outbox.add('jana@example.sk', 'sk-SK', 1_000, '{"token":"secret"}');
    expect(outbox.due(1_000, 10)).toEqual([{ id, email: 'jana@example.sk', locale: 'sk-SK', attempts: 0, data: '{"token":"secret"}' }]);
    outbox.markDelivered(id, 2_000);
    const row = (outbox as unknown as { db: { prepare(sql: string): { get(): unknown } } }).db.prepare('SELECT data FROM password_reset_outbox').get();
    expect(row).toEqual({ data: null });
    outbox.close();
  });

  it('opens a newsletter outbox written before the data column existed, keeping its entries', () => {
    const file = join(folder, 'old.sqlite');
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE newsletter_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, locale TEXT NOT NULL,
      created_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, delivered_at INTEGER, last_error TEXT)`);
    old.prepare('INSERT INTO newsletter_outbox (email, locale, created_at, next_attempt_at) VALUES (?, ?, ?, ?)').run('early@example.com', 'hu-HU', 5, 5);
    old.close();
    const outbox = new Outbox(file, 'newsletter_outbox');
    expect(outbox.due(5, 10)).toEqual([{ id: 1, email: 'early@example.com', locale: 'hu-HU', attempts: 0, data: null }]);
    outbox.close();
  });
});
