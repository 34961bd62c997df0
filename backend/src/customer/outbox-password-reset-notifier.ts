import { Injectable, Logger } from '@nestjs/common';
import type { PasswordResetNotice, PasswordResetNotifier } from './password-reset-notifier.js';

const OUTBOX_SIZE = 100;

/**
 * The default notifier until a mail transport is configured: it keeps the latest notices in
 * memory (tests and local development read them) and, outside production, logs the reset link
 * so a developer can follow it. In production it logs only that a reset was requested: a live
 * token in a log file is an account takeover waiting for someone with log access.
 */
@Injectable()
export class OutboxPasswordResetNotifier implements PasswordResetNotifier {
  private readonly logger = new Logger('PasswordReset');
  private readonly outbox: PasswordResetNotice[] = [];
  private readonly production = process.env['NODE_ENV'] === 'production';

  notify(notice: PasswordResetNotice): Promise<void> {
    if (this.production) {
      this.logger.warn('A password reset was requested but no mail transport is configured');
      return Promise.resolve();
    }
    this.outbox.push(notice);
    if (this.outbox.length > OUTBOX_SIZE) this.outbox.shift();
    this.logger.log(`Password reset for ${notice.email} (${notice.locale}): ${notice.resetPath}`);
    return Promise.resolve();
  }

  /** The notices kept, oldest first. */
  sent(): readonly PasswordResetNotice[] {
    return [...this.outbox];
  }

  /** The latest notice to an e-mail (case-insensitively), if any. */
  latestFor(email: string): PasswordResetNotice | undefined {
    return this.outbox.findLast((notice) => notice.email.toLowerCase() === email.toLowerCase());
  }
}
