import { parseProductionDomains, type ProductionDomains } from '@shop/markets';
import { outboxLocation, TRACKING_TIMEOUT_MS, trackingUrl } from '../../newsletter/newsletter-config.js';

type Env = Readonly<Record<string, string | undefined>>;

/** How long one SMTP step (connect, greeting, each command) may take before the attempt counts as failed and is retried. */
export const SMTP_TIMEOUT_MS = 10_000;

/** How the reset link reaches the shopper: e-mail first, else the tracking service's journey, else only the log. */
export type ResetChannel =
  | { readonly kind: 'smtp'; readonly smtpUrl: string; readonly from: string }
  | { readonly kind: 'tracking'; readonly trackingUrl: string }
  | { readonly kind: 'log' };

export interface PasswordResetDeliveryConfig {
  readonly channel: ResetChannel;
  readonly outboxFile: string;
  /** One delivery's time limit (SMTP per step, the tracking call whole). */
  readonly timeoutMs: number;
  /** MARKET_DOMAINS: the link's origin is `https://` + the market's production domain. */
  readonly productionDomains: ProductionDomains;
}

export const PASSWORD_RESET_DELIVERY_CONFIG = Symbol('PasswordResetDeliveryConfig');

/** `smtp://` or `smtps://` with a host: anything else stops start-up naming the variable. */
function smtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMTP_URL is not a URL: '${value.replace(/\/\/[^@/]*@/, '//…@')}'`);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(`SMTP_URL must be smtp://host:port or smtps://host:port, got protocol '${url.protocol}'`);
  }
  return value;
}

/** 'shop@example.com' or 'ProEquip <shop@example.com>': one address, no line breaks (a header injection). */
function mailFrom(value: string): string {
  if (/[\r\n]/.test(value) || !/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(value)) {
    throw new Error(`MAIL_FROM must be an address such as 'shop@example.com' or 'ProEquip <shop@example.com>', got '${value}'`);
  }
  return value;
}

/**
 * SMTP_URL and MAIL_FROM together send the link by e-mail; one without the other stops start-up
 * naming the missing one (a shop that silently sends nothing is worse). Without them, TRACKING_URL
 * hands the reset to the tracking service's `reset-password` journey.
 */
export function passwordResetDeliveryConfigFromEnv(env: Env): PasswordResetDeliveryConfig {
  const smtp = env['SMTP_URL']?.trim();
  const from = env['MAIL_FROM']?.trim();
  if (smtp && !from) throw new Error('SMTP_URL is set but MAIL_FROM is not: set both to send password reset e-mails');
  if (from && !smtp) throw new Error('MAIL_FROM is set but SMTP_URL is not: set both to send password reset e-mails');
  const tracking = env['TRACKING_URL']?.trim();
  let channel: ResetChannel = { kind: 'log' };
  if (smtp && from) channel = { kind: 'smtp', smtpUrl: smtpUrl(smtp), from: mailFrom(from) };
  else if (tracking) channel = { kind: 'tracking', trackingUrl: trackingUrl(tracking) };
  return {
    channel,
    outboxFile: outboxLocation(env),
    timeoutMs: channel.kind === 'smtp' ? SMTP_TIMEOUT_MS : TRACKING_TIMEOUT_MS,
    productionDomains: parseProductionDomains(env['MARKET_DOMAINS']),
  };
}
