import { newsletterConfigFromEnv, type NewsletterConfig } from '../newsletter/newsletter-config.js';

/** TRACKING_URL, the outbox file and the delivery timeout: the newsletter sign-up's settings, read the same way. */
export type ConsentForwardingConfig = NewsletterConfig;

export const CONSENT_FORWARDING_CONFIG = Symbol('ConsentForwardingConfig');

export const consentForwardingConfigFromEnv = (env: Readonly<Record<string, string | undefined>>): ConsentForwardingConfig => newsletterConfigFromEnv(env);
