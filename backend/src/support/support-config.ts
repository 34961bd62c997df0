import { outboxLocation } from '../newsletter/newsletter-config.js';
import { httpUrl, serviceUrl } from '../config/service-url.js';

type Env = Readonly<Record<string, string | undefined>>;

/** How long one hand-off to the CRM may take before it counts as failed (and is retried later). */
export const CRM_TIMEOUT_MS = 10_000;

/** The CRM's web-to-case form (spec 2 §7): where and as whom requests are handed on. */
export interface CrmSettings {
  /** CRM_URL: the web-to-case endpoint, e.g. https://webto.salesforce.com/servlet/servlet.WebToCase. */
  readonly url: string;
  /** CRM_ORG_ID: the organisation the cases are created in (query `orgId` and field `orgid`). */
  readonly orgId: string;
  /** CRM_RECORD_TYPE: the case record type id. */
  readonly recordType: string;
  /** CRM_RETURN_URL: the form's `retURL` (the CRM redirects a browser there; required by the form). */
  readonly returnUrl: string;
  /** CRM_DEBUG_EMAIL: set in pre-production only; turns the form's debug flag on and names where its report goes. */
  readonly debugEmail?: string;
}

export interface SupportConfig {
  /** Unset: requests are kept and listed for operators, never handed on. */
  readonly crm?: CrmSettings;
  /** OPERATOR_TOKEN: the bearer token of `GET /api/support/requests`; unset, the list is not served. */
  readonly operatorToken?: string;
  readonly timeoutMs: number;
  /** The outbox's SQLite file (the same as the newsletter's; one table each). */
  readonly outboxFile: string;
}

export const SUPPORT_CONFIG = Symbol('SupportConfig');

const CRM_VARIABLES = ['CRM_ORG_ID', 'CRM_RECORD_TYPE', 'CRM_RETURN_URL'] as const;

/** A token shorter than this is a placeholder, not a secret. */
const MIN_OPERATOR_TOKEN = 24;

/**
 * The support settings. CRM_URL switches the hand-off on and then needs CRM_ORG_ID,
 * CRM_RECORD_TYPE and CRM_RETURN_URL; a missing or malformed one stops start-up naming it, as does
 * a CRM_* setting without CRM_URL (a half-configured CRM must not look like "no CRM").
 */
export function supportConfigFromEnv(env: Env): SupportConfig {
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  const url = read('CRM_URL');
  const given = [...CRM_VARIABLES, 'CRM_DEBUG_EMAIL'].filter((name) => read(name) !== undefined);
  if (!url && given.length > 0) throw new Error(`${given.join(', ')} set without CRM_URL: set CRM_URL (the web-to-case endpoint) too, or unset them`);
  const token = read('OPERATOR_TOKEN');
  if (token !== undefined && token.length < MIN_OPERATOR_TOKEN) throw new Error(`OPERATOR_TOKEN must be at least ${MIN_OPERATOR_TOKEN} characters`);
  let crm: CrmSettings | undefined;
  if (url) {
    const missing = CRM_VARIABLES.filter((name) => read(name) === undefined);
    if (missing.length > 0) throw new Error(`CRM_URL is set, so ${missing.join(', ')} must be set too`);
    const debugEmail = read('CRM_DEBUG_EMAIL');
    if (debugEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(debugEmail)) throw new Error(`CRM_DEBUG_EMAIL is not an e-mail address: '${debugEmail}'`);
    crm = {
      url: serviceUrl('CRM_URL', url),
      orgId: read('CRM_ORG_ID')!,
      recordType: read('CRM_RECORD_TYPE')!,
      // An address a browser is sent to: a query is allowed, unlike a service's base URL.
      returnUrl: httpUrl('CRM_RETURN_URL', read('CRM_RETURN_URL')!).href,
      ...(debugEmail ? { debugEmail } : {}),
    };
  }
  return {
    ...(crm ? { crm } : {}),
    ...(token ? { operatorToken: token } : {}),
    timeoutMs: CRM_TIMEOUT_MS,
    outboxFile: outboxLocation(env),
  };
}
