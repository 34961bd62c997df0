import { serviceUrl } from '../config/service-url.js';

type Env = Readonly<Record<string, string | undefined>>;

/** How long the orders service may take to answer before the call says it is unavailable. */
export const ORDERS_PORTAL_TIMEOUT_MS = 5_000;

export interface OrdersPortalConfig {
  /** ORDERS_PORTAL_URL: the self-service orders site's origin (its calls live under `/my-orders`); unset, the account lists the orders itself. */
  readonly url?: string;
  readonly timeoutMs: number;
}

export const ORDERS_PORTAL_CONFIG = Symbol('OrdersPortalConfig');

export function ordersPortalConfigFromEnv(env: Env): OrdersPortalConfig {
  const raw = env['ORDERS_PORTAL_URL']?.trim();
  return { ...(raw ? { url: serviceUrl('ORDERS_PORTAL_URL', raw) } : {}), timeoutMs: ORDERS_PORTAL_TIMEOUT_MS };
}
