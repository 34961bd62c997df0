import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NewsletterOutbox } from './newsletter-outbox.js';

describe('NewsletterOutbox (a real SQLite file)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'newsletter-outbox-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps an undelivered sign-up across a restart (the file is reopened)', () => {
    const file = join(folder, 'nested', 'outbox.sqlite');
    const first = new NewsletterOutbox(file);
    first.add('kept@example.com', 'pl-PL', 1_000);
    first.close();
    const again = new NewsletterOutbox(file);
    expect(again.due(1_000, 10)).toEqual([{ id: 1, email: 'kept@example.com', locale: 'pl-PL', attempts: 0 }]);
    again.close();
  });

  it('lets only one run claim an entry, and a delivered entry is never due again', () => {
    const outbox = new NewsletterOutbox(join(folder, 'claims.sqlite'));
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
    const outbox = new NewsletterOutbox(':memory:');
    const delivered = outbox.add('done@example.com', 'de-DE', 0);
    outbox.add('waiting@example.com', 'de-DE', 0);
    outbox.markDelivered(delivered, 0);
    outbox.forgetDelivered(31 * 24 * 60 * 60 * 1000);
    expect(outbox.pending().map((entry) => entry.email)).toEqual(['waiting@example.com']);
    outbox.close();
  });
});
