import { describe, expect, it } from '@jest/globals';
import { passwordResetDeliveryConfigFromEnv } from './reset-delivery-config.js';

describe('password reset delivery settings (SMTP_URL, MAIL_FROM, TRACKING_URL)', () => {
  const env = { NODE_ENV: 'test' };

  it('sends by e-mail when SMTP_URL and MAIL_FROM are set, even with TRACKING_URL', () => {
    const config = passwordResetDeliveryConfigFromEnv({ ...env, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'ProEquip <shop@example.com>', TRACKING_URL: 'https://t.example.com' });
    expect(config.channel).toEqual({ kind: 'smtp', smtpUrl: 'smtp://127.0.0.1:2525', from: 'ProEquip <shop@example.com>' });
    expect(config.outboxFile).toBe(':memory:');
  });

  it('hands the reset to the tracking service with TRACKING_URL only, and only logs without either', () => {
    expect(passwordResetDeliveryConfigFromEnv({ ...env, TRACKING_URL: 'https://t.example.com/' }).channel).toEqual({ kind: 'tracking', trackingUrl: 'https://t.example.com' });
    expect(passwordResetDeliveryConfigFromEnv(env).channel).toEqual({ kind: 'log' });
  });

  it('puts the outbox beside the engine database and reads MARKET_DOMAINS for the link', () => {
    const config = passwordResetDeliveryConfigFromEnv({ ENGINE_DATABASE_FILE: '/srv/shop/data/shop.sqlite', MARKET_DOMAINS: 'AT=shop.example.at' });
    expect(config.outboxFile).toBe('/srv/shop/data/outbox.sqlite');
    expect(config.productionDomains).toEqual({ AT: 'shop.example.at' });
  });

  it.each([
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 'SMTP_URL is set but MAIL_FROM is not'],
    [{ MAIL_FROM: 'shop@example.com' }, 'MAIL_FROM is set but SMTP_URL is not'],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'shop@example.com' }, 'SMTP_URL must be smtp://host:port or smtps://host:port'],
    [{ SMTP_URL: 'not a url', MAIL_FROM: 'shop@example.com' }, 'SMTP_URL is not a URL'],
    [{ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no address' }, 'MAIL_FROM must be an address'],
    [{ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'shop@example.com\r\nBcc: x@example.com' }, 'MAIL_FROM must be an address'],
  ])('stops start-up on %j naming the variable', (settings, message) => {
    expect(() => passwordResetDeliveryConfigFromEnv({ ...env, ...settings })).toThrow(message);
  });

  it('does not repeat the password of an SMTP_URL it cannot read', () => {
    expect(() => passwordResetDeliveryConfigFromEnv({ SMTP_URL: 'smtp://user:s3cret@bad host', MAIL_FROM: 'shop@example.com' })).toThrow(/^(?!.*s3cret)/);
  });
});
