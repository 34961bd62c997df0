import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { OutboxPasswordResetNotifier } from './outbox-password-reset-notifier.js';
import type { PasswordResetNotice } from './password-reset-notifier.js';

const notice = (email: string, tokenValue = 't'): PasswordResetNotice => ({
  email, tokenValue, expiresAt: '2030-01-01T00:00:00.000Z', locale: 'sk-SK', country: 'SK', resetPath: `/password-reset/change-password?token=${tokenValue}`,
});

describe('the default password reset notifier (in-memory outbox)', () => {
  const environment = process.env['NODE_ENV'];
  // The notifier logs every notice outside production; 150 of them would bury the test output.
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => {
    process.env['NODE_ENV'] = environment;
  });

  it('keeps notices, finds the latest per e-mail case-insensitively, and bounds the outbox', async () => {
    const outbox = new OutboxPasswordResetNotifier();
    await outbox.notify(notice('Jana@example.sk', 'first'));
    await outbox.notify(notice('jana@example.sk', 'second'));
    expect(outbox.latestFor('JANA@example.sk')?.tokenValue).toBe('second');
    for (let index = 0; index < 150; index += 1) await outbox.notify(notice(`x${index}@example.sk`));
    expect(outbox.sent()).toHaveLength(100);
    expect(outbox.latestFor('jana@example.sk')).toBeUndefined();
  });

  it('keeps no token in production', async () => {
    process.env['NODE_ENV'] = 'production';
    const outbox = new OutboxPasswordResetNotifier();
    await outbox.notify(notice('jana@example.sk'));
    expect(outbox.sent()).toEqual([]);
  });

  /** What the notifier logs for one notice, every level. */
  async function loggedFor(sent: PasswordResetNotice): Promise<string> {
    const lines: string[] = [];
    const keep = (message: unknown) => void lines.push(String(message));
    Logger.overrideLogger({ log: keep, warn: keep, error: keep, debug: keep, verbose: keep, fatal: keep });
    try {
      await new OutboxPasswordResetNotifier().notify(sent);
    } finally {
      Logger.overrideLogger(false);
    }
    return lines.join('\n');
  }

  it('logs neither the token nor the link nor the address in production, only that a reset went undelivered', async () => {
    process.env['NODE_ENV'] = 'production';
    const logged = await loggedFor(notice('jana@example.sk', 'live-token-value'));
    expect(logged).toContain('no mail transport is configured');
    expect(logged).not.toContain('live-token-value');
    expect(logged).not.toContain('jana@example.sk');
  });

  it('logs the link outside production, for the developer to follow', async () => {
    process.env['NODE_ENV'] = 'development';
    expect(await loggedFor(notice('jana@example.sk', 'dev-token'))).toContain('/password-reset/change-password?token=dev-token');
  });
});
